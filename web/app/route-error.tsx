// Shown when a screen throws or its code cannot be loaded (typically right after a deploy).
import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { Button } from '../components/ui/button'
import { NotFoundPage } from './not-found-page'
import { StatusPage } from './status-page'

export function RouteError() {
  const { t } = useLingui()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <StatusPage
      code={t`Error`}
      title={t`Something went wrong`}
      text={t`Reloading the page usually helps. If it keeps happening, please try again later.`}
      action={
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      }
    />
  )
}
