// Web budgets on the production build: the JavaScript a page really downloads (summed gzip
// sizes of the script responses headless Chromium receives), and Lighthouse's performance and
// accessibility scores for the landing page and the inbox.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type BrowserContext } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Session } from '../common/auth'
import { SESSION_STORAGE_KEY } from '../common/constants'
import { BUDGETS } from './config'
import type { Report } from './report'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A production build of the web app in a folder of its own, so other builds are not disturbed. */
export function buildWeb(outDir = resolve('dist/web-bench')): string {
  const built = spawnSync(
    resolve('node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  )
  if (built.status !== 0) throw new Error(`vite build failed with status ${built.status}`)
  return outDir
}

/** Opens a page in a fresh context and sums the gzip size of every script it requested. */
async function scriptBytes(context: BrowserContext, url: string) {
  const page = await context.newPage()
  const sizes: Promise<{ url: string; raw: number; gzip: number }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    sizes.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        raw: body.length,
        // The decoded body, gzipped at level 9 as Vite reports its sizes: the budget's unit,
        // whichever encoding (brotli, mostly) the server actually sent.
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  const files = await Promise.all(sizes)
  await page.close()
  return { kb: files.reduce((sum, f) => sum + f.gzip, 0) / 1024, files }
}

const sessionScript = (session: Session) =>
  `localStorage.setItem(${JSON.stringify(SESSION_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(session))})`

export interface WebContext {
  report: Report
  serverUrl: string
  /** A signed-in provider whose inbox is measured. */
  session: Session
  lighthouseRuns: number
}

export async function benchJavaScript(ctx: WebContext) {
  const providerId = ctx.session.user.providers[0]!.provider.id
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  try {
    const landing = await scriptBytes(await browser.newContext(), `${ctx.serverUrl}/`)
    const signedIn = await browser.newContext()
    await signedIn.addInitScript(sessionScript(ctx.session))
    const inbox = await scriptBytes(signedIn, `${ctx.serverUrl}/provider/${providerId}/inbox`)
    ctx.report.detail('javascript', { landing, inbox })
    ctx.report.add({
      name: 'landing page JavaScript',
      value: landing.kb,
      unit: 'KB gzip',
      budget: { max: BUDGETS.landingJsKb },
      note: `${landing.files.length} files`,
    })
    ctx.report.add({
      name: 'provider area (inbox) JavaScript',
      value: inbox.kb,
      unit: 'KB gzip',
      budget: { max: BUDGETS.providerJsKb },
      note: `${inbox.files.length} files`,
    })
  } finally {
    await browser.close()
  }
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function clearHttpCache(port: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await page.close()
  } finally {
    await browser.close()
  }
}

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices'

export interface LighthouseScores {
  /** One score (0–100) per run, per category measured. */
  scores: Partial<Record<LighthouseCategory, number[]>>
  /** The metrics behind the performance score, per run, to see what a low one comes from. */
  metrics: Record<string, number | undefined>[]
  /**
   * Lighthouse's measure of the machine's speed, per run: the simulated slowdown multiplies the
   * main thread's real work, so a busy or slow machine lowers the scores (higher is faster).
   */
  benchmarkIndex: number[]
  /** The full report of the last run (Lighthouse's JSON), for a closer look. */
  lastReport: unknown
}

/**
 * Lighthouse's default (mobile, simulated throttling) run of a page, `runs` times, on Chromium
 * started by chrome-launcher. For the inbox the session is put into localStorage first through
 * the same browser (over CDP), and Lighthouse is told not to clear storage; the HTTP cache is
 * emptied before each run instead.
 */
export async function lighthouseScores(
  url: string,
  session: Session | undefined,
  runs: number,
  categories: LighthouseCategory[] = ['performance', 'accessibility'],
): Promise<LighthouseScores> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'stockline-lighthouse-'))
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    userDataDir,
  })
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const page = await browser.contexts()[0]!.newPage()
      await page.goto(new URL('/', url).toString())
      await page.evaluate(sessionScript(session))
      await page.close()
      await browser.close()
    }
    const scores: LighthouseScores['scores'] = {}
    const metrics: LighthouseScores['metrics'] = []
    const benchmarkIndex: number[] = []
    let lastReport: unknown = null
    for (let i = 0; i < runs; i++) {
      // Keeping storage (the session) keeps the HTTP cache too: empty it, so that every run
      // loads the page cold, as a first visit does.
      if (session) await clearHttpCache(chrome.port)
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        disableStorageReset: session !== undefined,
      })
      if (result?.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message)
      for (const category of categories) {
        const score = result?.lhr.categories[category]?.score ?? Number.NaN
        ;(scores[category] ??= []).push(Math.round(score * 100))
      }
      metrics.push(
        Object.fromEntries(METRICS.map((id) => [id, result?.lhr.audits[id]?.numericValue])),
      )
      benchmarkIndex.push(Math.round(result?.lhr.environment.benchmarkIndex ?? Number.NaN))
      lastReport = result?.lhr
    }
    return { scores, metrics, benchmarkIndex, lastReport }
  } finally {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

export async function benchLighthouse(ctx: WebContext) {
  const providerId = ctx.session.user.providers[0]!.provider.id
  const pages = [
    { key: 'landing', label: 'landing page', url: `${ctx.serverUrl}/`, session: undefined },
    {
      key: 'inbox',
      label: 'inbox',
      url: `${ctx.serverUrl}/provider/${providerId}/inbox`,
      session: ctx.session,
    },
  ]
  for (const page of pages) {
    const { scores, metrics } = await lighthouseScores(page.url, page.session, ctx.lighthouseRuns)
    const performance = scores.performance ?? []
    const accessibility = scores.accessibility ?? []
    ctx.report.detail(`lighthouse-${page.key}`, { performance, accessibility, metrics })
    const runs = `median of ${ctx.lighthouseRuns} (${performance.join(', ')}), mobile preset`
    ctx.report.add({
      name: `Lighthouse performance ${page.label}`,
      value: median(performance),
      unit: '',
      budget: { min: BUDGETS.lighthouseScore },
      note: runs,
    })
    ctx.report.add({
      name: `Lighthouse accessibility ${page.label}`,
      value: median(accessibility),
      unit: '',
      budget: { min: BUDGETS.lighthouseScore },
    })
  }
}
