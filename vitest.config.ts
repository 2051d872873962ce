import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vitest/config'
import { alias } from './vite.config.ts'

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/**/*.api.test.ts', 'tests/e2e/**'], environment: 'jsdom', setupFiles: ['tests/support/setup.ts'],
          // Condition waits, not sleeps; the budget is for a busy 2-core CI machine (a real-API flow took >5 s there).
          testTimeout: 30_000, hookTimeout: 30_000 },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.api.test.ts'],
          environment: 'node',
          // Each file opens its own SQLite file; running files in parallel stays within two cores.
          pool: 'forks',
          testTimeout: 20_000,
        },
      },
    ],
  },
})
