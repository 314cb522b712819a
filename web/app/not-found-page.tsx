import { Link } from 'react-router'
import { Button } from '../components/ui/button'
import { StatusPage } from './status-page'

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      text="The page you are looking for does not exist or has moved."
      action={
        <Button asChild>
          <Link to="/">Go home</Link>
        </Button>
      }
    />
  )
}
