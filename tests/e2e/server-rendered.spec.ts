/**
 * Pages that paint before JavaScript (issue 11): the server renders each site page (src/server/site-pages.ts)
 * in the visitor's country and language, the catalogue and product page with their data, and the browser
 * hydrates that HTML without a mismatch. A visitor whose browser keeps a cart or a session gets those parts
 * from the browser, never someone else's or an empty one first.
 */
import { expect, test, type Page } from '@playwright/test'
import { signedInShopper, withCart } from './helpers'

/** Errors the page reports: a hydration mismatch is one (React's #418/#419/#423 in production). */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  return errors
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the sell landing shows its hero, the selling steps and the footer', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your phone for the best price')
    await expect(page.locator('footer')).toBeVisible()
    await expect(page).toHaveTitle('Sell your phone · Simu')
    // The page says it is not ready to be used yet (its buttons need the script).
    await expect(page.locator('[data-simu-site]')).toHaveAttribute('aria-disabled', 'true')
  })

  test('on tz the page is in Swahili, and a visitor who chose English on tz gets English', async ({ page, context }) => {
    await page.goto('/tz/repair-phone')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Matengenezo ya simu unayoyaamini')
    await context.addCookies([{ name: 'simu.country', value: 'tz', url: page.url() }, { name: 'simu.lang', value: 'en', url: page.url() }])
    await page.goto('/tz/repair-phone')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the catalogue carries its phones and prices, the product page its name, price and colours', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop/products')
    const cards = page.getByRole('list', { name: /phones/i }).getByRole('listitem')
    await expect(cards.first()).toContainText('Ksh')
    expect(await cards.count()).toBeGreaterThan(4)
    await page.goto('/ke/ecommerce/product-details/iphone-12')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('iPhone 12')
    await expect(page.getByRole('main')).toContainText('Ksh')
    await expect(page.getByRole('group', { name: 'Colour' }).getByRole('radio').first()).toBeAttached()
  })

  test('an address that names no page is a 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/ke/no-such-page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })
})

test.describe('with JavaScript', () => {
  test('every public page hydrates without a mismatch and then works', async ({ page }) => {
    const errors = watchErrors(page)
    for (const path of ['/ke/sell-your-phone', '/tz/sell-your-phone', '/ke/ecommerce/shop', '/ke/ecommerce/product-details/iphone-12', '/ug/repair-phone', '/ke/how-it-works', '/ke/ecommerce/cart', '/ke/sell-your-device']) {
      await page.goto(path)
      await expect(page.locator('[data-simu-site]')).not.toHaveAttribute('aria-disabled', 'true')
    }
    // Hydrated: the product page's colour choice and the header's menu respond.
    await page.goto('/ke/ecommerce/product-details/iphone-12')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a shopper with a cart and a session sees them on the first paint after the script, never an empty cart first', async ({ page }) => {
    const errors = watchErrors(page)
    await signedInShopper(page, '0712611001')
    const product = await (await page.request.get('/api/v1/get_single_product/iphone-12', { headers: { 'x-app-key': 'pk_dev_simu', country: 'ke' } })).json()
    const v = product.variants[0]
    await withCart(page, [{
      modelName: 'iPhone 12', modelId: 'iphone-12', modelImage: product.inventory.image,
      variant: { _id: v._id, quantity: 1, price: v.discounted, color: v.color, ram: v.ram, storage: v.storage, currency: v.currency },
    }])
    await page.goto('/ke/ecommerce/cart')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The server learnt from the cookie the site wrote that this browser keeps state: the next page leaves the
    // cart to the browser, and its HTML has the placeholder, not an empty cart.
    const html = await (await page.request.get('/ke/ecommerce/cart', { headers: { cookie: 'simu.local=1' } })).text()
    expect(html).toContain('"deferStored":true')
    expect(html).not.toContain('Your cart is empty')
    expect(html).not.toContain('No items in cart')
    await page.reload()
    await expect(page.getByRole('main')).toContainText('iPhone 12')
    expect(errors).toEqual([])
  })
})
