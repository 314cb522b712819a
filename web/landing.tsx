// The entry of "/" (landing.html, served by server/web-app.ts): the landing page on React alone.
// The app's entry (main.tsx) adds the router, the data layer and the toasts, over 40 KB gzip
// that a first visit does not need; its links to other pages load that app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useSessionAutoRefresh } from './app/use-session-auto-refresh'
import { LandingPage } from './features/landing/landing-page'
import { activateLocale, deviceLocale } from './lib/i18n'
import { LocaleProvider } from './lib/locale-provider'
import './styles.css'

function Landing() {
  useSessionAutoRefresh()
  return <LandingPage />
}

const root = document.getElementById('root')
if (!root) throw new Error('landing.html has no #root element')

// The landing page follows the browser's language, or the one its switch chose.
void activateLocale(deviceLocale(), ['landing']).then(() =>
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider>
        <Landing />
      </LocaleProvider>
    </StrictMode>,
  ),
)
