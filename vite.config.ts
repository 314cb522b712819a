import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'

const page = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url))

type ModuleGraph = (id: string) => { importedIds: readonly string[] } | null

/**
 * radix-ui re-exports every primitive, and which of them a screen really uses is only known
 * once unused code is dropped; the walk below stops there and leaves the primitives to the
 * automatic split, or the landing page's Slot would bring every dialog of the app along.
 */
const BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/

/** The roots and every module they import statically, directly or through others. */
function staticImports(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>()
  const pending = [...roots]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue
    found.add(id)
    if (!BARREL.test(id)) pending.push(...(graph(id)?.importedIds ?? []))
  }
  return found
}

/**
 * Which chunk a module goes to, for the code the first screens need before they can show
 * anything. Over HTTP/1.1 every file is one more request on six connections, so these screens
 * get a few files each rather than the many small shared chunks the automatic split makes:
 * - shared: what both documents load (session, tailwind-merge…); the landing page's own code
 *   stays out, and the app's router and data layer never reach the landing page;
 * - shell: the frame of the signed-in areas (sidebar, drawer), for providers and clients alike;
 * - provider: the provider's frame and its most visited screen, the inbox. An inbox load thus
 *   asks for a few files beyond the app's own (provider, shell and the zod they import),
 *   requested together with its data; other screens load their own chunks on top.
 * Everything else (the app's own entry, the other screens) is left to the automatic split.
 */
function chunkPlan(graph: ModuleGraph): Map<string, string> {
  const landing = staticImports(graph, [page('landing.tsx')])
  const app = staticImports(graph, [page('main.tsx')])
  const clientShell = staticImports(graph, [page('app/shell/client-shell.tsx')])
  const provider = staticImports(graph, [
    page('app/shell/provider-shell.tsx'),
    page('features/orders/inbox-page.tsx'),
  ])
  const plan = new Map<string, string>()
  for (const id of app) if (landing.has(id)) plan.set(id, 'shared')
  for (const id of provider) {
    if (!app.has(id)) plan.set(id, clientShell.has(id) ? 'shell' : 'provider')
  }
  return plan
}

// One plan per chunking pass: the graph hands out the same module objects within a pass.
const plans = new WeakMap<object, Map<string, string>>()

function chunkOf(id: string, graph: ModuleGraph): string | null {
  const key = graph(page('main.tsx'))
  if (!key) return null
  let plan = plans.get(key)
  if (!plan) plans.set(key, (plan = chunkPlan(graph)))
  return plan.get(id) ?? null
}

/**
 * Most visits to the app's document are a provider opening the inbox. Its screen is loaded on
 * demand (router.tsx), so its chunks ("provider", "shell" and what they import) would only be
 * asked for once the entry has downloaded and run: a second round trip before anything shows.
 * Preloading them from the document fetches them alongside the entry; other screens pay their
 * bytes (about 20 KB compressed) but run none of it.
 * The app's texts in the default language are preloaded too, first of these: the entry asks for
 * them only once it runs, and the first render waits for them (main.tsx). A visitor in another
 * language fetches their own catalog as before and pays these bytes (10 KB) for nothing.
 */
function preloadProviderArea(): Plugin {
  // The default language, DEFAULT_LOCALE of common/locales.ts (not imported: Vite's coming native
  // config loader does not resolve TypeScript's extensionless imports).
  const DEFAULT_TEXTS = '/locales/en/app.po'
  return {
    name: 'preload-provider-area',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle || !filename.endsWith('index.html')) return
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = bundle[fileName]
          if (chunk?.type !== 'chunk' || files.has(fileName)) return
          files.add(fileName)
          chunk.imports.forEach(visit)
        }
        const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk')
        const texts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(DEFAULT_TEXTS))
        if (!texts) throw new Error(`No chunk holds ${DEFAULT_TEXTS}`)
        visit(texts.fileName)
        for (const chunk of chunks) {
          if (['provider', 'shell'].includes(chunk.name)) visit(chunk.fileName)
        }
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            // After the entry and what it needs first, which run before these are imported.
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${file}`,
              fetchpriority: 'low',
            },
            injectTo: 'head',
          }))
      },
    },
  }
}

export default defineConfig({
  root: 'web',
  plugins: [
    // Lingui's macros (t`…`, <Trans>) become message ids at build time, only in the files that
    // import them; the .po catalogs are compiled to plain objects when imported (no ICU parser
    // in the bundle).
    babel({
      presets: [
        {
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
        },
      ],
      sourceMap: false,
    }),
    react(),
    lingui({ failOnMissing: false, failOnCompileError: true }),
    tailwindcss(),
    // Brotli and gzip siblings of every text file, at their best (slow) settings once per build;
    // the server sends the one the browser accepts (server/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    preloadProviderArea(),
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
              priority: 4,
            },
            // The data layer in one file: the app's entry and the screens each use parts of it.
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 3 },
            // Every icon in one small file (about 5 KB gzip), rather than one file per icon for
            // each mix of screens that shares it: over HTTP/1.1 each file is one more round trip.
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            {
              debugName: 'first screens',
              name: (id, ctx) => chunkOf(id, (other) => ctx.getModuleInfo(other)),
              priority: 1,
              // The plan names every module it wants; pulling in their imports as well would
              // drag the app's router and data layer into "shared" or "provider".
              includeDependenciesRecursively: false,
            },
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
