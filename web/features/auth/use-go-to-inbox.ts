import { useNavigate } from 'react-router'
import type { Session } from '../../../common/auth'
import { inboxPath } from '../../api/session'

/** After login, signup or reset: the first provider's inbox (spec §2). */
export function useGoToInbox() {
  const navigate = useNavigate()
  return (session: Session) => navigate(inboxPath(session) ?? '/', { replace: true })
}
