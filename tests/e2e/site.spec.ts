import { expect, test } from '@playwright/test'
import { sw } from '@core/i18n/sw'
import { routes } from '@core/platform/routes'
import { getEstimate } from './helpers'

test.describe('the full site', () => {
  test('/ redirects to /ke/sell-your-phone with an HTTP redirect, before any script runs', async ({ request }) => {
    const res = await request.get('/', { maxRedirects: 0 })
    expect(res.status()).toBe(302)
    expect(res.headers().location).toBe('/ke/sell-your-phone')
  })

  test('a visitor who chose Tanzania is sent to /tz/… and reads Swahili', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'simu.country', value: 'tz', url: baseURL! }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/tz\/sell-your-phone$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.site.sellHeroTitle)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  })

  test('every route of the spec answers with the site; anything else is the not-found screen with 404', async ({ request }) => {
    const sample: Record<string, string> = { country: 'ug', id: 'abc123', partner: 'safaricom', brand: 'samsung', modelId: 'samsung-galaxy-s21' }
    for (const [name, pattern] of Object.entries(routes)) {
      const path = pattern.replace(/:(\w+)/g, (_, k: string) => sample[k]!)
      const res = await request.get(path, { maxRedirects: 0 })
      const expected = name === 'home' || name === 'countryHome' ? 302 : name === 'notFound' ? 404 : 200
      expect(res.status(), `${name} ${path}`).toBe(expected)
    }
    expect((await request.get('/ke/no-such-page')).status()).toBe(404)
    expect((await request.get('/xx/sell-your-phone')).status()).toBe(404)
  })

  test('the not-found screen offers a way back home', async ({ page }) => {
    const res = await page.goto('/ke/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home Page' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-your-phone$/)
  })

  test('Sell now on the full site continues into the sell flow with the chosen phone', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    const checker = await getEstimate(page, { brand: 'iPhone', model: 'iPhone 12' })
    await checker.getByRole('button', { name: 'Sell now' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-your-device$/)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('simu.selectedModel') ?? 'null'))
    expect(stored).toMatchObject({ modelID: 'iphone-12', modelName: 'iPhone 12' })
  })

  test('prices follow the country: Ugandan shillings on /ug', async ({ page }) => {
    await page.goto('/ug/sell-your-phone')
    await page.getByLabel('Brand').selectOption({ label: 'Samsung' })
    await page.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
    await page.getByLabel('Variant').selectOption({ index: 1 })
    await expect(page.getByText(/Max Price: Ugx [\d,]+/)).toBeVisible()
  })
})
