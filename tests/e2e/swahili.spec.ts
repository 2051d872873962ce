/**
 * Issue 10, points 24 and 25 on screen: a mistyped /tz/... link, widget attribute errors and seeded
 * catalogue texts read in Swahili on Swahili pages (at phone width too), and stay English on ke.
 */
import Database from 'better-sqlite3'
import { expect, test, type Page } from '@playwright/test'
import { siteSession, siteSignIn } from './helpers'

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

/** iPhone 13's seeded colours in Swahili (src/core/i18n/colours.ts). */
const iphone13Sw: Record<string, string> = { Midnight: 'Usiku wa manane', Starlight: 'Mwanga wa nyota', Pink: 'Waridi' }

/** Chooses the first colour and storage of the open phone that is in stock; answers the colour's name. */
async function firstInStock(page: Page): Promise<string> {
  const availability = page.getByTestId('availability')
  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio')
  const sizes = page.getByRole('group', { name: 'Internal Storage' }).getByRole('radio')
  for (let c = 0; c < (await colours.count()); c++) {
    await colours.nth(c).check()
    await expect(sizes.first()).toBeVisible()
    for (let s = 0; s < (await sizes.count()); s++) {
      await sizes.nth(s).check()
      await expect(availability).toHaveText(/Availability: (In stock|Out of stock)/)
      if ((await availability.textContent())!.includes('In stock')) return (await colours.nth(c).locator('..').textContent())!.trim()
    }
  }
  throw new Error('no iPhone 13 in stock')
}

test('a cart line added while the page read English shows its colour in Swahili once the reader switches, in the cart and at checkout', async ({ page }) => {
  await page.goto('/tz/ecommerce/product-details/iphone-13')
  await expect(page.getByRole('group', { name: 'Rangi' })).toBeVisible()
  await page.getByLabel('Lugha').selectOption('en')
  await expect(page.getByRole('group', { name: 'Colour' })).toBeVisible()
  const colour = await firstInStock(page)
  expect(Object.keys(iphone13Sw)).toContain(colour)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, 1 / })).toBeVisible()

  await page.getByLabel('Language').selectOption('sw')
  await page.goto('/tz/ecommerce/cart')
  const line = page.getByRole('main')
  await expect(line.getByText(`Rangi: ${iphone13Sw[colour]}`)).toBeVisible()
  await expect(line.getByText(`Rangi: ${colour}`, { exact: true })).toHaveCount(0)
  // The line's controls name the colour in Swahili too.
  await expect(line.getByRole('button', { name: new RegExp(`iPhone 13 ${iphone13Sw[colour]}`) }).first()).toBeVisible()

  await page.goto('/tz/ecommerce/checkout')
  await expect(page.getByText(new RegExp(`\\| ${iphone13Sw[colour]}$`))).toBeVisible()
})

test.describe('a shop order on tz', () => {
  const port = process.env.E2E_PORT ?? '4319'

  /** A paid order of two iPhone 13s whose line checkout wrote in English ('4GB/ 128GB, Midnight'), written into the e2e database. */
  function englishLabelledOrder(userId: string): { id: string; number: number } {
    const db = new Database(`test-results/e2e-db-${port}/simu.db`)
    const id = `e2e-sw-colour-${userId}`
    const number = 700000 + Math.floor(Math.random() * 90000)
    const now = Date.now()
    try {
      db.prepare(`insert into shop_orders (id, order_number, user_id, partner_id, country, currency, status, payment_method, items_total, discount,
        delivery_fee, total, delivery_method, delivery_ref, delivery_address, customer_name, customer_phone, customer_email, alerts, coupon_code,
        cash_code, lipalater_id, payment_ref, reserved_until, created_at, paid_at, closed_at)
        values (?, ?, ?, 'simu', 'tz', 'TZS', 'paid', 'cash', 3000000, 0, 0, 3000000, 'delivery', null, 'Mikocheni, Dar es Salaam',
        'Neema Mushi', '+255757000000', 'neema@example.com', 0, null, null, null, null, ?, ?, ?, null)`).run(id, number, userId, now, now, now)
      db.prepare(`insert into shop_order_items (id, order_id, model_id, model_name, variant_id, label, quantity, price, sort)
        values (?, ?, 'iphone-13', 'iPhone 13', 'v', '4GB/ 128GB, Midnight', 2, 1500000, 0)`).run(`${id}-1`, id)
    } finally {
      db.close()
    }
    return { id, number }
  }

  test('reads its colour and quantity in Swahili on the invoice and in My orders', async ({ page }) => {
    const auth = await siteSignIn(`0758${String(Date.now()).slice(-6)}`, 'tz')
    const kept = await siteSession(page, auth)
    await page.addInitScript((value) => localStorage.setItem('simu.auth', value), JSON.stringify(kept))
    const order = englishLabelledOrder(auth.user._id)

    await page.goto(`/tz/invoice/${order.id}`)
    await expect(page.getByRole('heading', { name: new RegExp(String(order.number)) })).toBeVisible()
    const table = page.locator('[data-simu-shop-invoice] table')
    await expect(table.getByText('4GB/ 128GB, Usiku wa manane')).toBeVisible()
    await expect(table).not.toContainText('Midnight')

    await page.goto('/tz/orders')
    await expect(page.getByRole('link', { name: /iPhone 13 \(simu 2\)/ })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText('×')
  })
})
