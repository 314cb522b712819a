// npm run test:cluster: three server instances behind HAProxy on PostgreSQL and Redis. Not part of
// npm test; .ci/run runs it after.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['server/cluster/**/*.cluster.ts'],
    env: {
      TEST_DB_KIND: 'postgres',
      TEST_DATABASE_URL:
        process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
})
