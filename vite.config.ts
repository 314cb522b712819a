import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'

const page = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url))

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip siblings of every text file, at their best (slow) settings once per build;
    // the server sends the one the browser accepts (server/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Two documents: "/" is the landing page on React alone, everything else the app.
    rolldownOptions: {
      input: { app: page('index.html'), landing: page('landing.html') },
      output: {
        codeSplitting: {
          groups: [
            // React on its own, named for what it is, shared by both documents.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // Every icon in one small file (about 5 KB gzip), rather than one file per icon for
            // each mix of screens that shares it: over HTTP/1.1 each file is one more round trip.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // Only the server's /api, not the web app's own modules under web/api/*.ts.
    proxy: { '^/api(?!/[^?]*\\.tsx?(\\?|$))': { target: 'http://localhost:3000', ws: true } },
  },
})
