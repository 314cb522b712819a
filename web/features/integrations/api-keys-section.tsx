// The business's API keys: what each is called, the role it acts with, its last characters,
// when it was made, expires and was last used, whether it still works; "New API key" and Revoke.
import { Trans, useLingui } from '@lingui/react/macro'
import { KeyRound } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { API_KEY_PREFIX, type ApiKey } from '../../../common/api-keys'
import type { MemberRole } from '../../../common/constants'
import { ApiError } from '../../api/client'
import { formatDate, formatDateTime } from '../../components/format'
import { RecordList } from '../../components/record-list'
import { actionsColumn, type RecordColumn } from '../../components/record-column'
import { Alert } from '../../components/ui/alert'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { Truncated } from '../../components/ui/truncated'
import { useDrawer } from '../../components/ui/use-drawer'
import { useApiKeys } from './api/get-api-keys'
import { useRevokeApiKey } from './api/revoke-api-key'
import { ApiKeyDrawer } from './api-key-drawer'
import { ROLE_NAMES } from '../../components/role-names'
import { SecretDialog } from './secret-dialog'
import { Section } from './section'

type KeyState = 'active' | 'revoked' | 'expired'

const stateOf = (key: ApiKey): KeyState =>
  key.revoked_at
    ? 'revoked'
    : key.expires_at && Date.parse(key.expires_at) <= Date.now()
      ? 'expired'
      : 'active'

function KeyStateBadge({ apiKey }: { apiKey: ApiKey }) {
  const state = stateOf(apiKey)
  if (state === 'active')
    return (
      <Badge tone="success">
        <Trans context="api key">Active</Trans>
      </Badge>
    )
  return (
    <Badge>
      {state === 'revoked' ? (
        <Trans context="api key">Revoked</Trans>
      ) : (
        <Trans context="api key">Expired</Trans>
      )}
    </Badge>
  )
}

export function ApiKeysSection({ providerId, roles }: { providerId: string; roles: MemberRole[] }) {
  const { t } = useLingui()
  const keys = useApiKeys(providerId)
  const [drawer, openDrawer] = useDrawer()
  const [secret, setSecret] = useState<string | null>(null)
  const columns = useApiKeyColumns(providerId)

  return (
    <Section
      title={t`API keys`}
      description={t`Other systems (accounting, shipping, a storefront) use the API with a key, sent as “Authorization: Bearer sk_…”.`}
      action={
        <Button onClick={openDrawer}>
          <KeyRound aria-hidden="true" />
          <Trans>New API key</Trans>
        </Button>
      }
    >
      {keys.isError ? (
        <Alert>{keys.error.message}</Alert>
      ) : (
        <RecordList
          label={t`API keys`}
          columns={columns}
          records={keys.data}
          empty={{
            icon: KeyRound,
            text: t`No API keys yet. Make one for each system that uses the API.`,
          }}
        />
      )}
      <ApiKeyDrawer
        providerId={providerId}
        roles={roles}
        onCreated={(created) => {
          toast.success(t`The API key has been created.`)
          if (created) setSecret(created)
          else toast.warning(t`Its secret was already shown once and cannot be shown again.`)
        }}
        {...drawer}
      />
      <SecretDialog
        secret={secret}
        title={t`Your new API key`}
        description={t`Send it as “Authorization: Bearer …” with each request of the system that uses it.`}
        onDone={() => setSecret(null)}
      />
    </Section>
  )
}

function useApiKeyColumns(providerId: string): RecordColumn<ApiKey>[] {
  const { t, i18n } = useLingui()
  return useMemo(
    () => [
      {
        key: 'name',
        head: t`Name`,
        card: 'title',
        truncate: true,
        cellClassName: 'font-medium',
        cell: (key) => <Truncated text={key.name} />,
      },
      {
        key: 'state',
        head: t`Status`,
        card: 'badge',
        cell: (key) => <KeyStateBadge apiKey={key} />,
      },
      {
        key: 'role',
        head: t`Role`,
        cellClassName: 'whitespace-nowrap',
        cell: (key) => i18n._(ROLE_NAMES[key.role]),
      },
      {
        key: 'secret',
        head: t`Key`,
        cellClassName: 'whitespace-nowrap font-mono text-xs text-zinc-600',
        cell: (key) => `${API_KEY_PREFIX}…${key.last_four}`,
      },
      {
        key: 'created',
        head: t({ message: 'Created', context: 'api key' }),
        cellClassName: 'whitespace-nowrap text-zinc-600',
        cell: (key) => formatDate(key.created_at),
      },
      {
        key: 'expires',
        head: t`Expires`,
        cellClassName: 'whitespace-nowrap text-zinc-600',
        cell: (key) => (key.expires_at ? formatDate(key.expires_at) : t`Never`),
      },
      {
        key: 'used',
        head: t`Last used`,
        cellClassName: 'whitespace-nowrap text-zinc-600',
        cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at) : t`Not yet`),
      },
      actionsColumn((key) =>
        stateOf(key) === 'revoked' ? null : <RevokeButton providerId={providerId} apiKey={key} />,
      ),
    ],
    [t, i18n, providerId],
  )
}

function RevokeButton({ providerId, apiKey }: { providerId: string; apiKey: ApiKey }) {
  const { t } = useLingui()
  const revoke = useRevokeApiKey(providerId, apiKey.id)
  const [asking, setAsking] = useState(false)
  const name = apiKey.name
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={t`Revoke ${name}`}
        disabled={revoke.isPending}
        onClick={() => setAsking(true)}
      >
        <Trans>Revoke</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Revoke this API key?`}
        description={t`“${name}” stops working at once: every system that uses it is refused from its next request. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        cancelLabel={t`Keep`}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          revoke.mutate(undefined, {
            onSuccess: () => toast.success(t`The API key has been revoked.`),
            onError: (error) =>
              toast.error(
                error instanceof ApiError ? error.message : t`The API key could not be revoked.`,
              ),
          })
        }}
      />
    </>
  )
}
