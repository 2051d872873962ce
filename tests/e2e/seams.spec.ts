/**
 * The seams of the three money flows (issue 10, "cases that were never tested"): a reload, a second tab,
 * a country switch and a sign-in detour in the middle of selling, buying and repairing, at 390 px and in
 * Swahili on /tz, and the same amount at every step. What money-moments.spec.ts already proves (a reload
 * and a second tab opened on a pending payment, the keep-or-empty prompt on a /tz address) is not
 * repeated; these tests cover the moments around it. Codes come from the dev SMS outbox; M-Pesa runs in
 * its sandbox (a phone ending 0000 never answers, so the payment stays pending).
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { getEstimate, lastCode, siteSession, siteSignIn } from './helpers'

type Country = 'ke' | 'tz'
const api = (country: Country) => ({ 'x-app-key': 'pk_dev_simu', country })
const run = String(Date.now()).slice(-5)
const dial = { ke: '254', tz: '255' } as const
/** A national number of this run per test; the last four digits choose the M-Pesa sandbox's outcome. */
const phoneFor = (country: Country, n: number, last4 = '0000') => `07${country === 'ke' ? 2 : 5}${n}${run.slice(-2)}${last4}`
const e164 = (country: Country, national: string) => `+${dial[country]}${national.slice(1)}`
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

const sw = {
  title: 'Simu yako ina thamani gani?', brand: 'Chapa', model: 'Modeli', variant: 'Toleo', maxPrice: 'Bei ya Juu', next: 'Inayofuata',
  yes: 'Ndiyo', no: 'Hapana', brokenScreen: 'Skrini iliyopasuka au kuvunjika', gate: ['Je, simu inawaka?', 'Je, inaweza kupiga na kupokea simu?'],
  accessories: ['Chaja halisi', 'Boksi halisi'], getEstimate: 'Pata makadirio yangu', estimateTitle: 'Makadirio yako',
}

/** Signs in through the API as the drawer would and hands the session to every page of the context. */
async function signedIn(page: Page, phone: string, country: Country) {
  const auth = await siteSignIn(phone, country)
  const kept = await siteSession(page, auth)
  await page.addInitScript((value) => { if (!localStorage.getItem('simu.auth')) localStorage.setItem('simu.auth', value) }, JSON.stringify(kept))
  return auth
}

/** The sign-in drawer by SMS code (the dev outbox), a new customer completing sign-up. */
async function drawerSignIn(page: Page, request: APIRequestContext, drawer: Locator, phone: string, country: Country, t: 'en' | 'sw') {
  const l = t === 'en'
    ? { phone: 'Mobile number', request: 'Request OTP', code: 'One-time code (OTP)', verify: 'Verify OTP', email: 'Email', fname: 'First name', done: 'Complete sign-up' }
    : { phone: 'Namba ya simu', request: 'Omba OTP', code: 'Msimbo wa mara moja (OTP)', verify: 'Thibitisha OTP', email: 'Barua pepe', fname: 'Jina la kwanza', done: 'Kamilisha usajili' }
  await drawer.getByLabel(l.phone).fill(phone)
  await drawer.getByRole('button', { name: l.request }).click()
  await drawer.getByLabel(l.code).fill(await lastCode(request, e164(country, phone)))
  await drawer.getByRole('button', { name: l.verify }).click()
  await drawer.getByLabel(l.email).fill(`seam${phone}@example.com`)
  await drawer.getByLabel(l.fname).fill('Amani')
  await expect(drawer.getByLabel(l.email)).toHaveValue(`seam${phone}@example.com`)
  await drawer.getByRole('button', { name: l.done }).click()
  await expect(drawer).toBeHidden()
}

/** Nothing of the page is wider than a 390 px phone. */
async function fits390(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

// ------------------------------------------------------------------------------------------- sell

test.describe('seams of the sell flow', () => {
  for (const c of [
    { country: 'ke' as const, t: 'en' as const, width: 390, texts: undefined },
    { country: 'tz' as const, t: 'sw' as const, width: 1280, texts: sw },
  ]) {
    test(`sell (${c.t} on /${c.country}, ${c.width} px): a reload in the wizard keeps the phone, the answers and the step; a sign-in from the last Next carries the checker's offer to the quote and the trade-in page`, async ({ page, request }) => {
      const L = c.t === 'en'
        ? { wizard: 'Sell your phone', sellNow: 'Sell now', lock: 'Is the account lock removed?', yes: 'Yes', cont: 'Continue', next: 'Next', accessories: 'What comes with the phone?', drawer: 'You are one step away from selling your device' }
        : { wizard: 'Uza simu yako', sellNow: 'Uza sasa', lock: 'Je, kufuli la akaunti limeondolewa?', yes: 'Ndiyo', cont: 'Endelea', next: 'Inayofuata', accessories: 'Simu inakuja na nini?', drawer: 'Umebakiza hatua moja tu kuuza kifaa chako' }
      await page.setViewportSize({ width: c.width, height: 844 })
      const phone = phoneFor(c.country, c.country === 'ke' ? 1 : 2)

      // 1. The site's own checker: the offer the seller is shown first.
      await page.goto(`/${c.country}/sell-your-phone`)
      const checker = await getEstimate(page, c.texts ? { texts: { ...c.texts } as never } : {})
      const shown = (await checker.getByTestId('offer').textContent()) ?? ''
      expect(shown).toMatch(c.country === 'ke' ? /^Ksh [\d,]+$/ : /^Tzs [\d,]+$/)
      if (c.width === 390) await fits390(page)
      await checker.getByRole('button', { name: L.sellNow }).click()

      // 2. The wizard opens on the basics with the checker's answers; the seller answers the rest.
      const wizard = page.getByRole('region', { name: L.wizard })
      await expect(page).toHaveURL(new RegExp(`/${c.country}/sell-your-device`))
      await wizard.getByRole('group', { name: L.lock }).getByRole('button', { name: L.yes }).click()
      await wizard.getByRole('button', { name: L.cont }).click()
      await wizard.getByRole('button', { name: L.next }).click()
      await wizard.getByRole('button', { name: L.next }).click()
      await expect(wizard.getByRole('heading', { level: 3, name: L.accessories })).toBeVisible()

      // 3. A reload on the accessories step: the same step, the same phone, the answers kept.
      await page.reload()
      await expect(wizard.getByRole('heading', { level: 3, name: L.accessories })).toBeVisible()
      for (const group of await wizard.getByRole('group').all()) {
        const q = await group.getAttribute('data-question')
        if (q === 'charger' || q === 'box') await expect(group.getByRole('button', { name: L.yes, exact: true })).toHaveAttribute('aria-pressed', 'true')
        else await group.getByRole('button', { name: L.yes, exact: true }).click()
      }
      await expect(wizard.getByTestId('wizard-offer')).toHaveText(shown)
      if (c.width === 390) await fits390(page)

      // 4. Signed out, the last Next asks for a sign-in; after it the quote carries the same amount.
      const quoted = page.evaluate(() => new Promise<{ quote: { _id: string; offer: number } }>((resolve) =>
        document.addEventListener('simu:quote', (e) => resolve((e as CustomEvent).detail), { once: true })))
      await wizard.getByRole('button', { name: L.next }).click()
      const drawer = page.getByRole('dialog', { name: L.drawer })
      await expect(drawer).toBeVisible()
      await drawerSignIn(page, request, drawer, phone, c.country, c.t)
      await expect(page).toHaveURL(new RegExp(`/${c.country}/device-details`))
      const { quote } = await quoted
      expect(quote.offer).toBe(amountOf(shown))
      await expect(page.getByTestId('offer')).toHaveText(shown)

      // 5. The trade-in's own page (by its id, after a reload) shows the same amount.
      await page.goto(`/${c.country}/device-details/${quote._id}`)
      await expect(page.getByTestId('offer')).toHaveText(shown)
      if (c.width === 390) await fits390(page)
    })
  }
})

// ------------------------------------------------------------------------------------------- shop

interface Variant { _id: string; ram: number; storage: number; color: { id: string; value: string; label: string }; currency: string; discounted: number; quantity: number }
interface Product { inventory: { details: { _id: string; modelName: string }; image: string }; variants: Variant[] }

/** A cart line of the n-th in-stock model from the middle of the list (other specs buy from both ends). */
async function cartLine(request: APIRequestContext, country: Country, n: number) {
  const res = await request.get('/api/v1/available_models?instock=1&limit=50', { headers: api(country) })
  const ids = ((await res.json()) as { inventory: { details: { _id: string } }[] }).inventory.map((m) => m.details._id)
  const id = ids[Math.floor(ids.length / 2) + n]!
  const p = (await (await request.get(`/api/v1/get_single_product/${id}`, { headers: api(country) })).json()) as Product
  const v = [...p.variants].sort((a, b) => b.quantity - a.quantity)[0]!
  return {
    modelName: p.inventory.details.modelName, modelId: p.inventory.details._id, modelImage: p.inventory.image,
    variant: { _id: v._id, quantity: 1, price: v.discounted, color: v.color, ram: v.ram, storage: v.storage, currency: v.currency },
  }
}

/** The cart, written before the first page load of the context only (the checkout empties it after an order). */
async function withCart(page: Page, lines: unknown[]) {
  await page.context().addInitScript((list) => {
    if (!localStorage.getItem('e2e.cart')) {
      localStorage.setItem('simu.cartList', list)
      localStorage.setItem('e2e.cart', '1')
    }
  }, JSON.stringify(lines))
}

const formLabels = {
  en: { address: 'Delivery address', name: 'Name', phone: 'Phone Number', email: 'Email Address', place: 'Place Order' },
  sw: { address: 'Anwani ya kuwasilisha', name: 'Jina', phone: 'Namba ya Simu', email: 'Barua Pepe', place: 'Weka Oda' },
}

async function fillDetails(page: Page, phone: string, t: 'en' | 'sw' = 'en') {
  const l = formLabels[t]
  await page.getByLabel(l.address).fill('Kilimani, Argwings Kodhek Road, Nairobi')
  await page.getByLabel(l.name, { exact: true }).fill('Wanjiku Kamau')
  await page.getByLabel(l.phone, { exact: true }).last().fill(phone)
  await page.getByLabel(l.email).fill('wanjiku@example.com')
}

/** The signed-in shopper's orders as the API lists them (order numbers). */
const myOrders = (page: Page, country: Country) => page.evaluate(async (c) => {
  const res = await fetch('/api/v1/shop_orders', { headers: { 'x-app-key': 'pk_dev_simu', country: c }, credentials: 'include' })
  return ((await res.json()) as { orders: { orderNumber: number; total: number }[] }).orders
}, country)

test.describe('seams of the shop flow', () => {
  test.use({ bypassCSP: true })

  test('shop: a second tab already on the checkout form follows the first tab to that order\'s payment screen, and a reload there places nothing new (one order in the API)', async ({ page, context, request }) => {
    const phone = phoneFor('ke', 3)
    await signedIn(page, phone, 'ke')
    await withCart(page, [await cartLine(request, 'ke', 0)])
    await page.goto('/ke/ecommerce/checkout')
    const second = await context.newPage()
    await second.goto('/ke/ecommerce/checkout')
    await expect(second.getByRole('button', { name: 'Place Order' }).first()).toBeEnabled()

    await fillDetails(page, phone)
    await page.getByRole('button', { name: 'Place Order' }).first().click()
    const status = page.getByTestId('payment-status')
    await expect(status).toHaveAttribute('data-state', 'pending')
    const number = (await status.getByText(/^Order number \d+$/).textContent())!

    // The tab opened before the order: its form gives way to the same order's payment screen, no Place Order left.
    const other = second.getByTestId('payment-status')
    await expect(other).toHaveAttribute('data-state', 'pending')
    await expect(other.getByText(number)).toBeVisible()
    await expect(second.getByRole('button', { name: 'Place Order' })).toHaveCount(0)
    await second.reload()
    await expect(second.getByTestId('payment-status').getByText(number)).toBeVisible()
    expect((await myOrders(page, 'ke')).map((o) => o.orderNumber)).toEqual([amountOf(number)])
  })

  test('shop (sw on /tz, 390 px): a signed-out shopper signs in from Weka Oda, the order goes on and the amount pushed is the total on screen', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const phone = phoneFor('tz', 4)
    await withCart(page, [await cartLine(request, 'tz', 1)])
    await page.goto('/tz/ecommerce/checkout')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    const total = (await page.getByTestId('total').textContent()) ?? ''
    expect(total).toMatch(/^Tzs [\d,]+$/)
    await fillDetails(page, phone, 'sw')
    await fits390(page)
    const placed = page.waitForRequest((r) => r.url().includes('/confirm_order') && r.method() === 'POST')
    await page.getByRole('button', { name: 'Weka Oda' }).first().click()
    const drawer = page.getByRole('dialog', { name: 'Umebakiza hatua moja tu kununua simu janja iliyokarabatiwa' })
    await expect(drawer).toBeVisible()
    await drawerSignIn(page, request, drawer, phone, 'tz', 'sw')

    // No second press: the order goes on, in the currency and for the total that were on screen.
    const body = (await placed).postDataJSON() as { total?: number }
    expect(body.total).toBe(amountOf(total))
    const status = page.getByTestId('payment-status')
    await expect(status).toHaveAttribute('data-state', 'pending')
    await expect(status.getByText(`Angalia simu yako: weka PIN yako ya M-Pesa kulipa ${total}`)).toBeVisible()
    await fits390(page)
    // A reload on the payment screen: the same order, the same amount, still one order.
    const number = (await status.getByText(/^Namba ya oda \d+$/).textContent())!
    await page.reload()
    await expect(page.getByTestId('payment-status').getByText(number)).toBeVisible()
    await expect(page.getByTestId('payment-status').getByText(`Angalia simu yako: weka PIN yako ya M-Pesa kulipa ${total}`)).toBeVisible()
    const orders = await myOrders(page, 'tz')
    expect(orders.map((o) => o.total)).toEqual([amountOf(total)])
  })

  test('shop: a country switch from the header with a Kenyan cart on the checkout asks keep or empty; keeping it stays in Kenya with the same total', async ({ page, request }) => {
    await withCart(page, [await cartLine(request, 'ke', 2)])
    await page.goto('/ke/ecommerce/checkout')
    const total = (await page.getByTestId('total').textContent()) ?? ''
    expect(total).toMatch(/^Ksh [\d,]+$/)
    await page.getByRole('combobox', { name: 'Country', exact: true }).first().selectOption('tz')
    const prompt = page.getByRole('dialog', { name: /Kenya/ })
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: /Kenya/ }).first().click()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/checkout$/)
    await expect(page.getByTestId('total')).toHaveText(total)
  })
})

// ------------------------------------------------------------------------------------------- repair

const repairLabels = {
  en: { fault: /Earpiece is not working/, terms: 'I agree to the terms of use', estimate: 'Estimate Repair Cost', proceed: 'Proceed', drawer: 'You are one step away from repairing your smartphone', cost: 'Estimated repair cost', aside: 'Your repair', addressTitle: 'Get Expert Diagnosis', home: 'Home visit', location: 'Your location', book: 'Request Diagnosis', summaryTitle: 'Repair summary', booked: 'Your diagnosis is booked', seeSummary: 'See the repair summary' },
  sw: { fault: /Spika ya sikio haifanyi kazi/, terms: 'Nakubali masharti ya matumizi', estimate: 'Kadiria Gharama ya Matengenezo', proceed: 'Endelea', drawer: 'Umebakiza hatua moja tu kutengeneza simu janja yako', cost: 'Makadirio ya gharama ya matengenezo', aside: 'Matengenezo yako', addressTitle: 'Pata Ukaguzi wa Kitaalamu', home: 'Fundi aje nyumbani', location: 'Mahali ulipo', book: 'Omba Ukaguzi', summaryTitle: 'Muhtasari wa matengenezo', booked: 'Ukaguzi wako umewekwa', seeSummary: 'Angalia muhtasari wa matengenezo' },
}

test.describe('seams of the repair flow', () => {
  test.use({ bypassCSP: true })

  for (const c of [
    { country: 'ke' as const, t: 'en' as const, width: 1280 },
    { country: 'tz' as const, t: 'sw' as const, width: 390 },
  ]) {
    test(`repair (${c.t} on /${c.country}, ${c.width} px): a sign-in from Estimate keeps the faults and the price; a reload on the address and on the summary keeps the booking; Back from the summary`, async ({ page, request }) => {
      const L = repairLabels[c.t]
      await page.setViewportSize({ width: c.width, height: 844 })
      const phone = phoneFor(c.country, c.country === 'ke' ? 5 : 6)
      await page.goto(`/${c.country}/repair/iphone-13`)
      const fault = page.getByRole('button', { name: L.fault })
      const cardPrice = /(Ksh|Tzs) [\d,]+/.exec((await fault.textContent()) ?? '')?.[0] ?? ''
      expect(cardPrice).not.toBe('')
      await fault.click()
      await page.getByLabel(L.terms).check()
      await page.getByRole('button', { name: L.estimate }).click()

      // The detour: the drawer, then back on the same page with the same fault and its price as the estimate.
      const drawer = page.getByRole('dialog', { name: L.drawer })
      await expect(drawer).toBeVisible()
      await drawerSignIn(page, request, drawer, phone, c.country, c.t)
      await expect(page).toHaveURL(new RegExp(`/${c.country}/repair/iphone-13$`))
      await expect(fault).toHaveAttribute('aria-pressed', 'true')
      const cost = page.getByRole('complementary', { name: L.aside }).getByRole('listitem').filter({ hasText: L.cost })
      await expect(cost).toContainText(cardPrice)
      if (c.width === 390) await fits390(page)
      await page.getByRole('button', { name: L.proceed }).click()

      // The address step: a reload keeps the phone, the choice and what was typed.
      await expect(page.getByRole('heading', { level: 1, name: L.addressTitle })).toBeVisible()
      await page.getByLabel(L.home).check()
      await page.getByLabel(L.location).fill('Mikocheni B, Mwai Kibaki Road')
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: L.addressTitle })).toBeVisible()
      await expect(page.getByLabel(L.home)).toBeChecked()
      await expect(page.getByLabel(L.location)).toHaveValue('Mikocheni B, Mwai Kibaki Road')
      await expect(page.getByText(cardPrice).first()).toBeVisible()
      await page.getByRole('button', { name: L.book }).click()

      // The summary: a reload shows the same ticket. Back returns to the address step, which says the
      // repair is booked (not 'nothing to book', and no form that would book it twice) and links back.
      await expect(page).toHaveURL(new RegExp(`/${c.country}/repair/summary\\?ticket=`))
      const ticket = page.getByText(new RegExp(`^R\\d+${c.country.toUpperCase()}$`))
      await expect(ticket).toBeVisible()
      const number = await ticket.textContent()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: L.summaryTitle })).toBeVisible()
      await expect(page.getByText(number!, { exact: true })).toBeVisible()
      await expect(page.getByRole('definition').filter({ hasText: 'Mikocheni B' })).toBeVisible()
      if (c.width === 390) await fits390(page)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/${c.country}/repair/address`))
      await expect(page.getByRole('heading', { level: 1, name: L.booked })).toBeVisible()
      await expect(page.getByRole('button', { name: L.book })).toHaveCount(0)
      await page.getByRole('link', { name: L.seeSummary }).click()
      await expect(page.getByText(number!, { exact: true })).toBeVisible()
    })
  }
})
