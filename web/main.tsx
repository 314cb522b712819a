import './zod-jitless'
import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { setSessionExpiredHandler } from './api/client'
import { createQueryClient } from './api/query-client'
import { createRouter } from './router'
import './styles.css'

const queryClient = createQueryClient()
const router = createRouter(queryClient)
setSessionExpiredHandler(() => void router.navigate('/login', { replace: true }))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// As a transition, the first render is done in slices the browser can interrupt; the spinner
// of index.html stays until it is committed.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
