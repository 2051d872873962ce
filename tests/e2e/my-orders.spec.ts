/**
 * 'My orders' (issue 10 point 6) in Chromium: a customer with 9 shop orders, a trade-in and a repair
 * finds all of them on one page, newest first, each linking to its own page, from the account menu;
 * also after a reload, in a second tab, at 390 px, in Swahili on tz, and after a sign-in detour.
 * Shop orders and the repair are written into the e2e server's database (their own flows have their
 * own tests); the trade-in goes through the API as the price checker would send it.
 */
import Database from 'better-sqlite3'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { questions } from '@core/domain/questions'
import { axe, lastCode, siteSession, siteSignIn } from './helpers'

const port = process.env.E2E_PORT ?? '4319'
const dbPath = `test-results/e2e-db-${port}/simu.db`
const api = { 'x-app-key': 'pk_dev_simu' }
let seq = 0

async function signIn(request: APIRequestContext, country: 'ke' | 'tz' = 'ke') {
  const n = `${String(Date.now() % 10000).padStart(4, '0')}${seq++ % 100}`.padStart(6, '0').slice(-6)
  const local = `${country === 'ke' ? '0722' : '0756'}${n}`
  const e164 = `+${country === 'ke' ? '254' : '255'}${local.slice(1)}`
  return { auth: await siteSignIn(local, country), local, e164 }
}

async function useAuth(page: Page, auth: { user: unknown; token: string }) {
  const kept = await siteSession(page, auth)
  await page.addInitScript((value) => localStorage.setItem('simu.auth', value), JSON.stringify(kept))
}

async function tradeIn(request: APIRequestContext, token: string, country: 'ke' | 'tz' = 'ke') {
  const res = await request.post('/api/v1/calculate', {
    headers: { ...api, country, authorization: `Bearer ${token}` },
    // Every question answered, as the wizard makes the seller do: a phone in perfect order.
    data: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...Object.fromEntries(questions.map((q) => [q.key, q.expected])) },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { quote: { _id: string } }).quote._id
}

/** n paid shop orders of one day each, oldest first (the n-th is the newest), and a repair ticket in between. */
function seedOrders(userId: string, n: number, { country = 'ke', currency = 'KES', base = Date.now() - 30 * 86400_000 } = {}) {
  const db = new Database(dbPath)
  const number0 = 900000 + Math.floor(Math.random() * 90000)
  const orders: { id: string; number: number; at: number }[] = []
  try {
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const id = `e2e-order-${userId}-${i}`
        const at = base + i * 86400_000
        db.prepare(`insert into shop_orders (id, order_number, user_id, partner_id, country, currency, status, payment_method, items_total, discount,
          delivery_fee, total, delivery_method, delivery_ref, delivery_address, customer_name, customer_phone, customer_email, alerts, coupon_code,
          cash_code, lipalater_id, payment_ref, reserved_until, created_at, paid_at, closed_at)
          values (?, ?, ?, 'simu', ?, ?, 'paid', 'cash', ?, 0, 0, ?, 'delivery', null, 'Kilimani, Nairobi', 'Wanjiku Kamau', '+254722000000',
          'wanjiku@example.com', 0, null, null, null, null, ?, ?, ?, null)`)
          .run(id, number0 + i, userId, country, currency, 20000 + i, 20000 + i, at + 900_000, at, at)
        db.prepare(`insert into shop_order_items (id, order_id, model_id, model_name, variant_id, label, quantity, price, sort)
          values (?, ?, 'galaxy-a14', ?, 'v', '4GB/ 64GB', 1, ?, 0)`).run(`${id}-item`, id, `Shop phone ${i + 1}`, 20000 + i)
        orders.push({ id, number: number0 + i, at })
      }
      const request = `e2e-repair-${userId}`
      const at = base + 4.5 * 86400_000
      db.prepare(`insert into repair_requests (id, user_id, partner_id, country, currency, model_id, color_id, imei, warranty, faults, cost, message, kind, created_at)
        values (?, ?, 'simu', ?, ?, 'iphone-12-pro', 'default', null, 0, '[]', 4500, null, 'estimate', ?)`).run(request, userId, country, currency, at)
      db.prepare(`insert into repair_tickets (id, request_id, user_id, order_number, ticket, country, option, shop_id, location, appointment_date, stage, created_at)
        values (?, ?, ?, ?, ?, ?, 'home', null, 'Kilimani', '2030-01-07', 'booked', ?)`)
        .run(`${request}-ticket`, request, userId, number0, `R${number0}${country.toUpperCase()}`, country, at)
    })()
  } finally {
    db.close()
  }
  return { orders, ticket: `R${number0}${country.toUpperCase()}`, ticketId: `e2e-repair-${userId}-ticket` }
}

const cards = (page: Page) => page.getByRole('list', { name: /My orders|Oda zangu/ }).getByRole('listitem')

test.describe('My orders', () => {
  // The pages' CSP would refuse the injected axe script.
  test.use({ bypassCSP: true })

  test('a shopper with 9 shop orders, a trade-in and a repair finds them all, newest first, from the account menu', async ({ page, request, context }) => {
    const { auth } = await signIn(request)
    const seeded = seedOrders(auth.user._id, 9)
    const quote = await tradeIn(request, auth.token) // today: the newest of all
    await request.put('/api/v1/profile', { headers: { ...api, country: 'ke', authorization: `Bearer ${auth.token}` }, data: { fname: 'Achieng', email: 'achieng@example.com' } })
    const me = await (await request.get('/api/v1/profile', { headers: { ...api, authorization: `Bearer ${auth.token}` } })).json()
    await useAuth(page, { user: me.user, token: auth.token })

    await page.goto('/ke/ecommerce/shop')
    await page.getByRole('button', { name: 'Hi, Achieng' }).click()
    await page.getByRole('menu', { name: 'Your account' }).getByRole('menuitem', { name: 'My orders' }).click()
    await expect(page).toHaveURL(/\/ke\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await expect(cards(page)).toHaveCount(11)
    // Newest first: the trade-in (today), shop orders 9..6, the repair (between 5 and 6), shop orders 5..1.
    const kinds = await cards(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')))
    expect(kinds).toEqual(['tradeIn', 'shop', 'shop', 'shop', 'shop', 'repair', 'shop', 'shop', 'shop', 'shop', 'shop'])
    await expect(cards(page).nth(1)).toContainText('Shop phone 9')
    await expect(cards(page).nth(1)).toContainText(`#${seeded.orders[8]!.number}`)
    await expect(cards(page).nth(1)).toContainText('Paid')
    await expect(cards(page).nth(10)).toContainText('Shop phone 1')
    await expect(cards(page).nth(5)).toContainText(seeded.ticket)
    // Each links to its own page.
    await expect(cards(page).nth(0).getByRole('link')).toHaveAttribute('href', `/ke/device-details/${quote}`)
    await expect(cards(page).nth(1).getByRole('link')).toHaveAttribute('href', `/ke/invoice/${seeded.orders[8]!.id}`)
    await expect(cards(page).nth(5).getByRole('link')).toHaveAttribute('href', `/ke/repair/summary?ticket=${seeded.ticketId}`)
    expect(await axe(page)).toEqual([])

    await cards(page).nth(1).getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/ke/invoice/${seeded.orders[8]!.id}$`))
    await expect(page.getByText(String(seeded.orders[8]!.number)).first()).toBeVisible()

    // Invoices lists the shop orders' invoices too (it said "No invoices yet").
    await page.goto('/ke/invoice/list')
    const shopInvoices = page.getByRole('region', { name: 'My shop orders' }).getByRole('link')
    await expect(shopInvoices).toHaveCount(9)
    await expect(shopInvoices.first()).toHaveAttribute('href', `/ke/invoice/${seeded.orders[8]!.id}`)
    await expect(page.getByText('No invoices yet')).toHaveCount(0)

    // A reload and a second tab show the same list.
    await page.goto('/ke/orders')
    await page.reload()
    await expect(cards(page)).toHaveCount(11)
    const second = await context.newPage()
    await second.goto('/ke/orders')
    await expect(cards(second)).toHaveCount(11)

    // At 390 px the cards fit the screen.
    await second.setViewportSize({ width: 390, height: 844 })
    await expect(cards(second)).toHaveCount(11)
    expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await second.close()
  })

  test('in Swahili on tz, and a signed-out visitor signs in and lands on the list', async ({ page, request }) => {
    // The customer exists with a complete sign-up (written here: one SMS a minute per phone, and the drawer sends it).
    const local = `0756${String(Date.now()).slice(-6)}`
    const e164 = `+255${local.slice(1)}`
    const userId = `e2e-user-${Date.now()}`
    const db = new Database(dbPath)
    db.prepare(`insert into users (id, phone, fname, lname, email, password_hash, country, signup_complete, created_at, phone_verified_at, email_verified_at)
      values (?, ?, 'Neema', '', 'neema@example.com', null, 'tz', 1, ?, ?, null)`).run(userId, e164, Date.now(), Date.now())
    db.close()
    seedOrders(userId, 2, { country: 'tz', currency: 'TZS' })
    await page.goto('/tz/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Oda zangu' })).toBeVisible()
    // Signed out: the page asks to sign in, and the sign-in comes back here.
    await page.getByRole('button', { name: 'Ingia', exact: true }).last().click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Namba ya simu').fill(local)
    await drawer.getByRole('button', { name: 'Omba OTP' }).click()
    const code = await lastCode(request, e164)
    await drawer.getByLabel('Msimbo wa mara moja (OTP)').fill(code)
    await drawer.getByRole('button', { name: 'Thibitisha OTP' }).click()
    await expect(page).toHaveURL(/\/tz\/orders$/)
    await expect(cards(page)).toHaveCount(3)
    // The repair (day 4.5) is newer than both shop orders (days 0 and 1).
    expect(await cards(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-kind')))).toEqual(['repair', 'shop', 'shop'])
    await expect(cards(page).first()).toContainText('Matengenezo')
    await expect(cards(page).nth(1)).toContainText('Oda ya duka')
    await expect(cards(page).nth(1)).toContainText('Tzs 20,001')
    await expect(cards(page).nth(1)).toContainText('Imelipwa')
  })
})
