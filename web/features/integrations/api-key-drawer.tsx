// "New API key": a name, the role the key acts with (no higher than the creator's own) and an
// optional last day. Once saved the drawer closes and the screen shows the secret, once.
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'
import { API_KEY_NAME_MAX } from '../../../common/api-keys'
import { MEMBER_ROLES, type MemberRole } from '../../../common/constants'
import { ApiError } from '../../api/client'
import {
  fieldAria,
  fieldBinder,
  FormField,
  InputField,
  showServerFieldErrors,
} from '../../components/ui/form-field'
import { Select } from '../../components/ui/select'
import { FormDrawer, SheetForm, type DrawerState } from '../../components/ui/sheet-form'
import { useCreateApiKey } from './api/create-api-key'
import { RoleOptions } from '../../components/role-options'

interface ApiKeyDrawerProps extends DrawerState {
  providerId: string
  /** The roles the person may give a key, most to least. */
  roles: MemberRole[]
  /** The new key's secret (null when the server could not show it again). */
  onCreated: (secret: string | null) => void
}

export function ApiKeyDrawer({ providerId, roles, onCreated, ...drawer }: ApiKeyDrawerProps) {
  const { t } = useLingui()
  return (
    <FormDrawer title={t`New API key`} {...drawer}>
      {(done) => (
        <ApiKeyForm
          providerId={providerId}
          roles={roles}
          onCreated={(secret) => {
            done()
            onCreated(secret)
          }}
        />
      )}
    </FormDrawer>
  )
}

/** Today as the date input writes it (YYYY-MM-DD), in the browser's time zone. */
function today() {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

function useApiKeyForm() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, { error: t`A name is required for an API key.` })
          .max(API_KEY_NAME_MAX, {
            error: t`A name can be at most ${API_KEY_NAME_MAX} characters.`,
          }),
        role: z.enum(MEMBER_ROLES),
        expires: z.string().refine((day) => day === '' || day >= today(), {
          error: t`The expiry must be today or later.`,
        }),
      }),
    [t],
  )
}
type ApiKeyFormValues = z.infer<ReturnType<typeof useApiKeyForm>>

function ApiKeyForm({
  providerId,
  roles,
  onCreated,
}: Pick<ApiKeyDrawerProps, 'providerId' | 'roles' | 'onCreated'>) {
  const { t } = useLingui()
  const create = useCreateApiKey(providerId)
  const schema = useApiKeyForm()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApiKeyFormValues>({
    resolver: zodResolver(schema),
    // The least a role may do is the safe first choice: giving a key more is a decision.
    defaultValues: { name: '', role: roles.at(-1) ?? 'viewer', expires: '' },
  })
  const bind = fieldBinder(register, errors)

  const onSubmit = handleSubmit(({ name, role, expires }) =>
    create.mutate(
      {
        name,
        role,
        // The key works through the whole of its last day, in the creator's time zone.
        expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
      },
      {
        onSuccess: ({ secret }) => onCreated(secret),
        onError: (error) => {
          const shown = showServerFieldErrors(
            error,
            setError,
            (key) =>
              key === 'expires_at' ? 'expires' : key === 'name' || key === 'role' ? key : undefined,
            { shouldFocus: true },
          )
          if (!shown)
            toast.error(
              error instanceof ApiError ? error.message : t`The API key could not be created.`,
            )
        },
      },
    ),
  )

  return (
    <SheetForm onSubmit={onSubmit} submitting={create.isPending} submitLabel={t`Create key`}>
      <InputField
        id="api-key-name"
        label={t`Name`}
        autoComplete="off"
        hint={t`What uses it, e.g. “Accounting sync”.`}
        {...bind('name')}
      />
      <FormField
        id="api-key-role"
        label={t`Role`}
        error={errors.role?.message}
        hint={t`The key may do what a member with this role may do, never manage the team or the integrations.`}
      >
        <Select
          id="api-key-role"
          {...fieldAria('api-key-role', errors.role?.message)}
          {...register('role')}
        >
          <RoleOptions roles={roles} />
        </Select>
      </FormField>
      <InputField
        id="api-key-expires"
        type="date"
        label={t`Expires (optional)`}
        min={today()}
        hint={t`Leave it empty for a key that never expires.`}
        {...bind('expires')}
      />
    </SheetForm>
  )
}
