import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  server: {
    // Only the server's /api, not the web app's own modules under web/api/*.ts.
    proxy: { '^/api(?!/[^?]*\\.tsx?(\\?|$))': { target: 'http://localhost:3000', ws: true } },
  },
})
