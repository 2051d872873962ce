/**
 * Issue 10, points 23, 21 and 19 in Chromium:
 * - at 390 px nothing sticks out sideways, the invoice table shows whole, 'Habari, Achieng' is not cut,
 *   the 'Duka' icon keeps its shape, and the chat button never sits on the offer or the total;
 * - the side menu has Repair Your Phone, raises no CSP error (the site's real policy: no bypassCSP
 *   here) and locks the page behind it; repair is no longer 'Coming soon';
 * - the product page has one warranty length, its picture follows the chosen colour, and says Tecno.
 */
import Database from 'better-sqlite3'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { getEstimate, siteSession, siteSignIn, watchCsp } from './helpers'

const port = process.env.E2E_PORT ?? '4319'
const dbPath = `test-results/e2e-db-${port}/simu.db`
const api = { 'x-app-key': 'pk_dev_simu' }
const phoneWidth = { width: 390, height: 844 }


async function signedIn(page: Page, request: import('@playwright/test').APIRequestContext, country: 'ke' | 'tz', fname: string) {
  const local = `${country === 'ke' ? '0733' : '0757'}${String(Date.now()).slice(-6)}`
  const body = await siteSignIn(local, country)
  const saved = await request.put('/api/v1/profile', { headers: { ...api, country, authorization: `Bearer ${body.token}` }, data: { fname, email: `${fname.toLowerCase()}@example.com` } })
  const user = ((await saved.json()) as { user: { _id: string } }).user
  const kept = await siteSession(page, { user, token: body.token })
  await page.addInitScript((value) => localStorage.setItem('simu.auth', value), JSON.stringify(kept))
  return { userId: user._id }
}

/** A paid shop order of two expensive phones in Tanzanian shillings (the longest amounts), written into the e2e database. */
function bigTzsOrder(userId: string): { id: string; number: number } {
  const db = new Database(dbPath)
  const id = `e2e-wide-${userId}`
  const number = 800000 + Math.floor(Math.random() * 90000)
  const now = Date.now()
  try {
    db.prepare(`insert into shop_orders (id, order_number, user_id, partner_id, country, currency, status, payment_method, items_total, discount,
      delivery_fee, total, delivery_method, delivery_ref, delivery_address, customer_name, customer_phone, customer_email, alerts, coupon_code,
      cash_code, lipalater_id, payment_ref, reserved_until, created_at, paid_at, closed_at)
      values (?, ?, ?, 'simu', 'tz', 'TZS', 'paid', 'cash', 7450000, 0, 0, 7450000, 'delivery', null, 'Mikocheni, Dar es Salaam',
      'Neema Mushi', '+255757000000', 'neema@example.com', 0, null, null, null, null, ?, ?, ?, null)`).run(id, number, userId, now, now, now)
    db.prepare(`insert into shop_order_items (id, order_id, model_id, model_name, variant_id, label, quantity, price, sort)
      values (?, ?, 'samsung-galaxy-s23-ultra', 'Galaxy S23 Ultra', 'v', '12GB/ 512GB · Phantom Black', 2, 3725000, 0)`).run(`${id}-1`, id)
  } finally {
    db.close()
  }
  return { id, number }
}

async function noSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phoneWidth.width)
}

/** Whether the chat button covers `target` when the target sits at the bottom of the screen, where a floating button sat. */
async function chatCovers(page: Page, target: Locator): Promise<boolean> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'end' }))
  const [a, b] = await Promise.all([page.locator('#simu-chat-button').boundingBox(), target.boundingBox()])
  if (!a || !b) return false
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('at 390 px', () => {
  test.use({ viewport: phoneWidth })

  test('in Swahili: the greeting keeps the name, the Duka icon its shape, the invoice table shows whole, the chat covers no total', async ({ page, request }) => {
    const csp = await watchCsp(page)
    const { userId } = await signedIn(page, request, 'tz', 'Achieng')
    const order = bigTzsOrder(userId)
    await page.goto(`/tz/invoice/${order.id}`)
    await expect(page.getByRole('heading', { name: new RegExp(String(order.number)) })).toBeVisible()

    // The greeting, whole.
    const greeting = page.getByRole('button', { name: 'Habari, Achieng' })
    await expect(greeting).toBeVisible()
    const label = greeting.getByText('Habari, Achieng')
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

    // The 'Duka' (Store) item's new-tab icon keeps its 14 x 14 px, in the nav or folded under More.
    const nav = page.getByRole('navigation', { name: 'Menyu kuu' })
    let duka = nav.getByRole('link', { name: /^Duka/ })
    if (!(await duka.isVisible())) {
      await nav.getByRole('button', { name: /Zaidi|More/ }).click()
      duka = page.getByRole('menuitem', { name: /^Duka/ })
    }
    const icon = await duka.locator('svg').boundingBox()
    expect(icon && Math.round(icon.width)).toBe(14)
    expect(icon && Math.round(icon.height)).toBe(14)
    await page.keyboard.press('Escape')

    // The invoice table: no column cut off, nothing wider than the phone.
    const table = page.locator('[data-simu-shop-invoice] table')
    await expect(table).toContainText('Galaxy S23 Ultra')
    expect(await table.evaluate((el) => el.getBoundingClientRect().right <= el.parentElement!.getBoundingClientRect().right + 0.5)).toBe(true)
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth)).toBe(true)
    await expect(table).toContainText('Tzs 7,450,000')
    await noSidewaysScroll(page)

    // The chat button never sits on the total.
    expect(await chatCovers(page, page.getByTestId('invoice-total'))).toBe(false)
    await expect(page.locator('#simu-chat-button')).toBeVisible()
    expect(await csp()).toEqual([])
  })

  test('in English on ke: the price checker offer is never under the chat button, and the page does not scroll sideways', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    const checker = await getEstimate(page)
    const offer = checker.getByText(/Ksh [\d,]+/).last()
    await expect(offer).toBeVisible()
    expect(await chatCovers(page, offer)).toBe(false)
    await noSidewaysScroll(page)
    // The chat still opens, and closes back to its button.
    await page.locator('#simu-chat-button').click()
    await expect(page.getByRole('dialog', { name: 'Chat with Simu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#simu-chat-button')).toBeFocused()
  })

  test('the side menu lists Repair Your Phone, raises no CSP error and locks the page behind it', async ({ page }) => {
    const csp = await watchCsp(page)
    await page.goto('/ke/how-it-works')
    await page.evaluate(() => window.scrollTo(0, 300))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(0)
    // A click from script: Playwright's own click would first scroll the button (at the top) into view.
    await page.getByRole('button', { name: 'Menu' }).evaluate((b: HTMLElement) => b.click())
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Repair Your Phone' })).toHaveAttribute('href', '/ke/repair-phone')

    // Locked: the page does not scroll, and nothing behind takes focus or clicks.
    await page.mouse.move(370, 400)
    await page.mouse.wheel(0, 800)
    await page.keyboard.press('PageDown')
    // Give a scroll the time to happen (a wheel scroll is asynchronous), then check it did not.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    await expect(page.locator('[data-simu-site]')).toHaveAttribute('inert', '')
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    expect(await csp()).toEqual([])

    // Escape unlocks and gives focus back to the menu button.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
    await expect(page.locator('[data-simu-site]')).not.toHaveAttribute('inert', '')
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)

    // A click on the dimmed page closes it too; the repair link opens the repair landing page.
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByTestId('side-nav-overlay').click({ position: { x: 370, y: 400 } })
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
    await drawer.getByRole('link', { name: 'Repair Your Phone' }).click()
    await expect(page).toHaveURL(/\/ke\/repair-phone$/)
    expect(await csp()).toEqual([])
  })
})

test('repair is live in the horizontal menu: no Coming soon', async ({ page }) => {
  await page.goto('/ke/sell-your-phone')
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  await expect(nav.getByRole('link', { name: 'Repair Your Phone' })).toHaveAttribute('href', '/ke/repair-phone')
  await expect(page.getByRole('banner')).not.toContainText('Coming soon')
})

test('the product page: one warranty length, the picture in the chosen colour, and Tecno', async ({ page }) => {
  await page.goto('/ke/ecommerce/shop/products?brands=techno')
  await expect(page.getByRole('main')).toContainText('Tecno')
  await expect(page.getByRole('main')).not.toContainText('Techno')
  await page.goto('/ke/ecommerce/product-details/samsung-galaxy-s21')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galaxy S21')
  const main = page.getByRole('main')
  await expect(main.getByText('Comes with:')).toBeVisible()
  const lengths = [...((await main.textContent()) ?? '').matchAll(/(\d+)[- ]?months?\b/gi)].map((m) => m[1])
  expect(lengths.length).toBeGreaterThan(2)
  expect(new Set(lengths)).toEqual(new Set(['12']))

  const picture = page.getByRole('group', { name: /Pictures of the Galaxy S21/ }).locator('img').first()
  const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio')
  expect(await colours.count()).toBeGreaterThan(1)
  await colours.nth(0).check()
  await expect(picture).toHaveAttribute('src', /color=%23[0-9a-f]{6}/i)
  const first = await picture.getAttribute('src')
  await colours.nth(1).check()
  await expect(picture).not.toHaveAttribute('src', first!)
  const second = (await picture.getAttribute('src'))!
  // The picture itself is drawn in that colour.
  const hex = decodeURIComponent(/color=([^&]+)/.exec(second)![1]!)
  const drawn = await page.request.get(second)
  expect(await drawn.text()).toContain(`fill="${hex.toLowerCase()}"`)
})
