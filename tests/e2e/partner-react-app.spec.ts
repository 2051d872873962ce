/**
 * The package at run time (issue 12 §1): the partner's React 19 app of tests/fixtures/partner-app, built
 * from the packed @simu/widgets tarball by `npm run test:package` (npm test runs it before the e2e tests),
 * runs in Chromium against this server. Its widgets draw with the app's own React: the elements in JSX and
 * the package's React components, each in its shadow root with the package's styles.
 */
import { existsSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { expect, test } from '@playwright/test'

const app = join(process.env.SIMU_DIST ?? 'dist', 'partner-app')
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' }

test.describe("a partner's React 19 app built from the @simu/widgets tarball", () => {
  test.skip(!existsSync(join(app, 'index.html')), 'npm run test:package builds the app')

  test.beforeEach(async ({ page }) => {
    // The built app under /e2e-react-app/ on this server's origin, told where Simu's API is.
    await page.route('**/e2e-react-app/**', async (route) => {
      const path = new URL(route.request().url()).pathname.replace(/^\/e2e-react-app\/?/, '') || 'index.html'
      const file = join(app, path)
      if (!existsSync(file)) return route.fulfill({ status: 404, body: 'not found' })
      const body = path === 'index.html'
        ? readFileSync(file, 'utf8').replace('<head>', '<head><meta name="simu-api" content="/api/v1"><meta name="simu-app-key" content="pk_demo_partner">')
        : readFileSync(file)
      return route.fulfill({ body, contentType: types[extname(file)] ?? 'application/octet-stream' })
    })
  })

  test('draws the widgets of its JSX and of the React components, with no error', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/e2e-react-app/')
    // <simu-price-checker lang="sw"> written in the app's JSX, and <SimuPriceChecker> from @simu/widgets/react.
    const jsx = page.locator('#checker')
    await expect(jsx.getByRole('region', { name: 'Simu yako ina thamani gani?' })).toBeVisible()
    await expect(jsx.getByLabel('Chapa')).toBeEnabled()
    const component = page.locator('simu-price-checker').nth(2)
    await expect(component.getByLabel('Brand')).toBeEnabled()
    // The styles came with the package's modules: the shadow root adopted the shared sheet.
    expect(await jsx.evaluate((host) => host.shadowRoot?.adoptedStyleSheets.length)).toBe(1)
    await expect(page.locator('simu-add-to-cart').first().getByRole('button', { name: 'Add to cart' })).toBeVisible()
    expect(errors).toEqual([])
  })
})
