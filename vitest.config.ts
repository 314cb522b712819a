// Unit tests for common/ and the assistant's parser, and API tests through the real HTTP app:
// always on PGlite, and once more on real PostgreSQL when TEST_DATABASE_URL is set.
import { configDefaults, defineConfig } from 'vitest/config'

// The parser's tests need no database, so they run once, with the unit tests.
const parserTests = [
  'server/features/assistant/dates.test.ts',
  'server/features/assistant/entities.test.ts',
  'server/features/assistant/parser.test.ts',
]
const apiTests = ['server/**/*.test.ts', 'scripts/**/*.test.ts']
const api = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: apiTests,
    exclude: [...configDefaults.exclude, ...parserTests],
    env,
    globalSetup: ['server/test/database-templates.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.ts', ...parserTests],
        },
      },
      api('api-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', { TEST_DB_KIND: 'postgres' })] : []),
    ],
  },
})
