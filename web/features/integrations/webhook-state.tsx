// Whether a webhook is sending, and why not when it stopped by itself after failing.
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { Webhook } from '../../../common/webhooks'
import { formatDateTime } from '../../components/format'
import { Badge } from '../../components/ui/badge'

export function WebhookStateBadge({ webhook }: { webhook: Webhook }) {
  if (webhook.enabled)
    return (
      <Badge tone="success">
        <Trans context="webhook">Enabled</Trans>
      </Badge>
    )
  return (
    <Badge>
      <Trans context="webhook">Disabled</Trans>
    </Badge>
  )
}

/** Why it was disabled, or how many attempts failed in a row; null when all is well. */
export function useWebhookHealth(): (webhook: Webhook) => string | null {
  const { t } = useLingui()
  return useCallback(
    (webhook: Webhook) => {
      const failures = webhook.consecutive_failures
      if (!webhook.enabled && webhook.disabled_at) {
        const when = formatDateTime(webhook.disabled_at)
        return t`Disabled on ${when} after ${failures} failed attempts in a row. Enable it again once the endpoint works.`
      }
      if (failures > 0)
        return plural(failures, {
          one: 'The last attempt failed.',
          other: 'The last # attempts failed.',
        })
      return null
    },
    [t],
  )
}
