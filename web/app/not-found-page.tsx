import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Button } from '../components/ui/button'
import { StatusPage } from './status-page'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <StatusPage
      code="404"
      title={t`Page not found`}
      text={t`The page you are looking for does not exist or has moved.`}
      action={
        <Button asChild>
          <Link to="/">
            <Trans>Go home</Trans>
          </Link>
        </Button>
      }
    />
  )
}
