// The entry of "/" (landing.html, served by server/web-app.ts): the landing page on React alone.
// The app's entry (main.tsx) adds the router, the data layer and the toasts, over 40 KB gzip
// that a first visit does not need; its links to other pages load that app.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { useSessionAutoRefresh } from './app/use-session-auto-refresh'
import { LandingPage } from './features/landing/landing-page'
import './styles.css'

function Landing() {
  useSessionAutoRefresh()
  return <LandingPage />
}

const root = document.getElementById('root')
if (!root) throw new Error('landing.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Landing />
  </StrictMode>,
)
