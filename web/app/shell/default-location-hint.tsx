// Client orders go to the provider's Default location: the portal sends none and the server uses
// the default one, refusing every order while there is none (API.md). Until an active location is
// the Default, every provider page says so, with the way to Locations to fix it.
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useLocations } from '../../api/get-locations'
import { useCan } from '../../api/use-can'
import { Alert } from '../../components/ui/alert'

export function DefaultLocationHint({ providerId }: { providerId: string }) {
  const { t } = useLingui()
  const locations = useLocations(providerId)
  // Only roles that edit locations are sent to fix it.
  const canFix = useCan('manage_catalog')
  if (!locations.data || locations.data.some((l) => l.active && l.default)) return null
  const inactiveDefault = locations.data.find((l) => l.default)
  const none = locations.data.length === 0
  const defaultName = inactiveDefault?.name
  return (
    <Alert tone="warning" className="mb-6">
      <p className="break-words">
        {none
          ? t`Your clients cannot place orders until you add a location and make it the Default.`
          : defaultName !== undefined
            ? t`Your clients’ orders go to your Default location, ${defaultName}, which is inactive.`
            : t`Your clients cannot place orders until one of your active locations is the Default.`}{' '}
        {canFix ? (
          <Link
            to={`/provider/${providerId}/locations`}
            className="font-medium underline underline-offset-4 hover:text-amber-950"
          >
            {none ? <Trans>Add a location</Trans> : <Trans>Choose a Default location</Trans>}
          </Link>
        ) : (
          <Trans>An owner or a manager can fix this.</Trans>
        )}
      </p>
    </Alert>
  )
}
