// Unit tests for common/, and API tests through the real HTTP app: always on PGlite, and once
// more on real PostgreSQL when TEST_DATABASE_URL is set.
import { defineConfig } from 'vitest/config'

const apiTests = ['server/**/*.test.ts', 'scripts/**/*.test.ts']
const api = (name: string, env: Record<string, string>) => ({
  test: { name, include: apiTests, env, testTimeout: 30_000, hookTimeout: 60_000 },
})

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['common/**/*.test.ts', 'web/**/*.test.ts'] } },
      api('api-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
})
