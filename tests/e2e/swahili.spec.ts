/**
 * Issue 10, points 24 and 25 on screen: a mistyped /tz/... link, widget attribute errors and seeded
 * catalogue texts read in Swahili on Swahili pages (at phone width too), and stay English on ke.
 */
import { expect, test } from '@playwright/test'

test.describe('the not-found page of a mistyped link', () => {
  test('is Swahili on /tz/..., links back to /tz, and fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const res = await page.goto('/tz/simu-zetu-mpya')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ukurasa haupatikani')
    const home = page.getByRole('main').getByRole('link', { name: 'Rudi Ukurasa wa Mwanzo' })
    await expect(home).toHaveAttribute('href', '/tz')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await home.click()
    await expect(page).toHaveURL(/\/tz\/sell-your-phone$/)
  })

  test('stays English on /ke/... and links back to /ke', async ({ page }) => {
    await page.goto('/ke/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home Page' })).toHaveAttribute('href', '/ke')
  })
})

test('a widget attribute error reads in the widget language', async ({ page }) => {
  await page.goto('/demo/partner/')
  const checker = page.locator('simu-price-checker')
  await checker.evaluate((el) => { el.setAttribute('lang', 'sw'); el.setAttribute('country', 'fr') })
  await expect(page.getByRole('alert')).toContainText('Wijeti hii ya Simu haijawekwa ipasavyo: country: country lazima iwe ke, tz au ug')
})

test('a phone page on tz shows Swahili colour names and spec names, English on ke', async ({ page }) => {
  await page.goto('/tz/ecommerce/product-details/iphone-13')
  await expect(page.getByRole('group', { name: 'Rangi' }).getByRole('radio', { name: /Usiku wa manane/ })).toHaveCount(1)
  await expect(page.getByText('Kamera kuu', { exact: true })).toBeVisible()
  await page.goto('/ke/ecommerce/product-details/iphone-13')
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: /Midnight/ })).toHaveCount(1)
  await expect(page.getByText('Main camera', { exact: true })).toBeVisible()
})
