// The business's language (issue #22), for its owners: the one its client portal shows to a
// client whose browser asks for neither English nor Spanish (README, Translations). The e-mails
// to clients keep the language of the notification settings, which the server reads for them.
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Provider } from '../../../common/providers'
import { api, ApiError } from '../../api/client'
import { queryKeys } from '../../api/query-keys'
import { recordQuery } from '../../api/record'
import { useCan } from '../../api/use-can'
import { Button } from '../../components/ui/button'
import { SectionCard } from '../../components/ui/card'
import { FormField } from '../../components/ui/form-field'
import { Select } from '../../components/ui/select'
import type { Locale } from '../../lib/i18n'
import { LocaleOptions } from '../../components/locale-options'

/**
 * GET /provider/{id} (the shell's own read, under the same key) and PUT …/locale, whose answer
 * is written into it.
 */
function useBusinessLocale(providerId: string) {
  const key = queryKeys.providers.detail(providerId)
  const queryClient = useQueryClient()
  const provider = useQuery(recordQuery<Provider>(key, 'provider', `/provider/${providerId}`))
  const save = useMutation({
    mutationFn: (locale: Locale) =>
      api<{ locale: Locale }>(`/provider/${providerId}/locale`, {
        method: 'PUT',
        body: { locale },
      }),
    onSuccess: ({ locale }) =>
      queryClient.setQueryData<Provider>(key, (saved) => saved && { ...saved, locale }),
  })
  return { saved: provider.data?.locale, save }
}

export function BusinessLanguage({ providerId }: { providerId: string }) {
  if (!useCan('manage_business')) return null
  return <BusinessLanguageCard providerId={providerId} />
}

function BusinessLanguageCard({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const { saved, save } = useBusinessLocale(providerId)
  const [chosen, setChosen] = useState<Locale | null>(null)
  const value = chosen ?? saved
  const id = 'business-language'

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!value || value === saved || save.isPending) return
    save.mutate(value, {
      onSuccess: () => {
        setChosen(null)
        toast.success(t`The business language has been saved.`)
      },
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.body
            ? error.message
            : t`The business language could not be saved, please try again.`,
        ),
    })
  }

  return (
    <SectionCard title={t`Business language`} className="mt-6">
      <form onSubmit={onSubmit} className="space-y-4">
        <p className="max-w-2xl text-sm text-zinc-600">
          <Trans>
            The language of your client portal. A client whose browser is set to English or Spanish
            sees that language instead. E-mails to clients are written in the language chosen in
            Notifications.
          </Trans>
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <FormField id={id} label={t`Client portal language`} className="w-full max-w-56">
            <Select
              id={id}
              value={value ?? ''}
              disabled={!value}
              onChange={(event) => setChosen(event.target.value as Locale)}
            >
              <LocaleOptions />
            </Select>
          </FormField>
          <Button type="submit" disabled={!value || value === saved || save.isPending}>
            {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
        </div>
      </form>
    </SectionCard>
  )
}
