// The long reliability runs (npm run test:soak): not part of npm test.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['server/reliability/**/*.soak.ts'],
    env: { TEST_DB_KIND: 'postgres' },
    testTimeout: 600_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
