import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 4319)
export const baseURL = `http://127.0.0.1:${port}`

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here) against
 * the real server on a fresh SQLite file, serving the built site and widgets (npm run build first).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_PORT ? `test-results/playwright-${port}.json` : 'test-results/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The sell page's pop-up opens after 10 s; tests of other things start with it dismissed
    // (the pop-up's own tests in forms.spec.ts start without this cookie).
    storageState: { cookies: [{ name: 'simu_popup_cancel', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `rm -rf test-results/e2e-db-${port} && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', SQLITE_PATH: `test-results/e2e-db-${port}/simu.db`, SIMU_DEV_OUTBOX: '1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000',
      // Tests that sign in through the API write a client address of their own (helpers.ts asSiteClient), as a
      // proxy in front of Simu would: the per-IP limits then count each made-up client, not the whole run.
      TRUST_PROXY: '1' },
  },
})
