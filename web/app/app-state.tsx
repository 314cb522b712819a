// The app's shared state (spec §1): the session, and `pro`, the profile of the provider whose
// pages are open.
import { useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useParams } from 'react-router'
import type { Session } from '../../common/auth'
import { canOpenProvider, useSession } from '../api/session'
import { useProvider, type Provider } from '../features/providers/api/get-provider'

interface AppState {
  session: Session | null
  pro: Provider | null
}

const AppStateContext = createContext<AppState>({ session: null, pro: null })

export function AppStateProvider({ children }: { children: ReactNode }) {
  const session = useSession()
  const { providerId } = useParams()
  const { data: pro = null } = useProvider(
    canOpenProvider(session, providerId) ? providerId : undefined,
  )
  useForgetDataOfPreviousUser(session?.user.id)
  const value = useMemo(() => ({ session, pro }), [session, pro])
  return <AppStateContext value={value}>{children}</AppStateContext>
}

export function useAppState(): AppState {
  return useContext(AppStateContext)
}

/** After a sign-out or a change of user, cached answers belong to someone else. */
function useForgetDataOfPreviousUser(userId: string | undefined) {
  const queryClient = useQueryClient()
  const previous = useRef(userId)
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== userId) queryClient.clear()
    previous.current = userId
  }, [userId, queryClient])
}
