/**
 * Versioned widget URLs in a real browser (issue 12 §1): a page pinned to /widgets/<version>/loader.js, with
 * the integrity hash published in /widgets/<version>/integrity.json, gets that release only (the loader
 * loads its modules from the folder it came from), and a wrong hash is refused by the browser.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const major = version.split('.')[0]

/** A page of the test's own on the server's origin, with one price checker and the given loader tag. */
async function pageWithLoader(page: Page, script: string): Promise<string[]> {
  const fetched: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/widgets/')) fetched.push(path)
  })
  await page.route('**/e2e-versions/', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><body><simu-price-checker country="ke"></simu-price-checker>${script}</body></html>`,
  }))
  await page.goto('/e2e-versions/')
  return fetched
}

test.describe('a page on a versioned widget URL', () => {
  test(`pinned to /widgets/${version}/ with the published integrity, it runs that release and nothing else`, async ({ page, request }) => {
    const published = await request.get(`/widgets/${version}/integrity.json`)
    expect(published.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const { files } = (await published.json()) as { files: Record<string, string> }
    expect(files['loader.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/)
    const fetched = await pageWithLoader(page, `<script src="/widgets/${version}/loader.js" integrity="${files['loader.js']}" crossorigin="anonymous" data-app-key="pk_demo_partner" async></script>`)
    await expect(page.getByLabel('Brand')).toBeEnabled()
    expect(fetched).toContain(`/widgets/${version}/simu-price-checker.js`)
    expect(fetched.filter((path) => !path.startsWith(`/widgets/${version}/`))).toEqual([])
    // Every script it fetched is one the release publishes a hash for.
    for (const path of fetched) expect(Object.keys(files)).toContain(path.slice(`/widgets/${version}/`.length))
  })

  test('with a hash that is not the file\'s, the browser refuses the loader and no widget loads', async ({ page }) => {
    const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()))
    const fetched = await pageWithLoader(page, `<script src="/widgets/${version}/loader.js" integrity="sha384-${'A'.repeat(64)}" crossorigin="anonymous" data-app-key="pk_demo_partner" async></script>`)
    await refused
    expect(await page.evaluate(() => customElements.get('simu-price-checker') === undefined)).toBe(true)
    expect(fetched).toEqual([`/widgets/${version}/loader.js`])
  })

  test(`on /widgets/v${major}/loader.js, it loads the widgets from /widgets/v${major}/`, async ({ page }) => {
    const fetched = await pageWithLoader(page, `<script src="/widgets/v${major}/loader.js" data-app-key="pk_demo_partner" async></script>`)
    await expect(page.getByLabel('Brand')).toBeEnabled()
    expect(fetched).toContain(`/widgets/v${major}/simu-price-checker.js`)
    expect(fetched.filter((path) => !path.startsWith(`/widgets/v${major}/`))).toEqual([])
  })
})
