import './zod-jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { setSessionExpiredHandler } from './api/client'
import { createQueryClient } from './api/query-client'
import { getSession } from './api/session'
import { prepareClassMerging } from './components/cn'
import { activateLocale, deviceLocale, portalLocale } from './lib/i18n'
import { LocaleProvider } from './lib/locale-provider'
import { createRouter } from './router'
import './styles.css'

/** Ends the current task, so that the browser can paint and answer input before the next. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * The language of the first screen: a signed-in user's own; on a client's portal the device's
 * or browser's (the business's is known once its answer comes, app/shell/client-shell.tsx);
 * elsewhere the device's choice or the browser's.
 */
function firstLocale() {
  const own = getSession()?.user.locale
  if (location.pathname.startsWith('/client/')) return portalLocale(undefined)
  return own ?? deviceLocale()
}

/**
 * Evaluating the modules, creating the router, preparing class merging and creating the root
 * each take tens of milliseconds on a slow phone; as one task they would block the page for as
 * long as all of them.
 * (Not top-level await: a module that awaits at its top makes the bundler split the first
 * screen's code into many more files.)
 */
async function start(root: HTMLElement) {
  // Its texts are fetched while the rest gets ready.
  const texts = activateLocale(firstLocale(), ['app'])
  await nextTask()
  const queryClient = createQueryClient()
  const router = createRouter(queryClient)
  setSessionExpiredHandler(() => void router.navigate('/login', { replace: true }))
  await nextTask()
  prepareClassMerging()
  await texts
  // As a transition, the first render is done in slices the browser can interrupt; the spinner
  // of index.html stays until it is committed.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <LocaleProvider>
            <RouterProvider router={router} />
          </LocaleProvider>
        </QueryClientProvider>
      </StrictMode>,
    )
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
void start(root)
