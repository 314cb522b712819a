// A signed-in person's language: kept with their account, so it follows them to every device
// (PUT /api/auth/me/locale), and shown as soon as a session brings it (sign-in, another tab).
import { useEffect } from 'react'
import type { Locale } from '../../common/locales'
import { api } from '../api/client'
import { getSession, setSession, useSession } from '../api/session'
import { activateLocale, activeLocale, rememberLocale } from '../lib/i18n'

/** Shows the session's language whenever it names one other than the screen's. */
export function useFollowUserLocale() {
  const locale = useSession()?.user.locale
  useEffect(() => {
    if (locale && locale !== activeLocale()) void activateLocale(locale, ['app'])
  }, [locale])
}

/** The provider shell's switch: the screen changes at once, the account keeps the choice. */
export async function changeUserLocale(locale: Locale) {
  rememberLocale(locale)
  const session = getSession()
  if (session) setSession({ ...session, user: { ...session.user, locale } })
  await Promise.all([
    activateLocale(locale, ['app']),
    session ? api('/auth/me/locale', { method: 'PUT', body: { locale } }) : null,
  ])
}
