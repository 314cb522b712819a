// End-to-end tests: Debian's Chromium against the real server, which serves the built SPA from
// dist/web (`npm run test:e2e` builds it first) and keeps its data in a fresh temp directory.
import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// E2E_PORT lets several runs share the machine.
const PORT = Number(process.env.E2E_PORT ?? 3107)

// Workers load this file again; the variable makes them share the runner's directory, where
// the tests read the server's mail outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'stockline-e2e-')))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // Two browsers, the server and its database share two cores (CI's too): a screen that shows in
  // half a second alone can take several while the other worker seeds a demo shop.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  // CI shares two cores between two browsers, the server, PostgreSQL and the test runner: a step
  // can miss its time while another test seeds a shop. One retry there, reported as flaky, so a
  // test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: 'warn',
      // Lets fixtures give each test account its own address (see e2e/fixtures.ts signUp).
      TRUST_PROXY: 'true',
      // E2E_WEB_DIR lets parallel runs each serve their own build.
      WEB_DIR: process.env.E2E_WEB_DIR ?? 'dist/web',
      // The webhook tests' receiving endpoint runs on this machine (e2e/integrations.spec.ts).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  },
})
