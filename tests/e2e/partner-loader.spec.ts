/**
 * Issue 12 §3.4, §3.5, §3.7 and §3.8 on a partner's page served from another origin (http://partner.test, a
 * page Playwright serves), so the widgets' calls to Simu are real cross-origin requests with real CORS:
 * - the loader finds tags in open shadow roots and offers Simu.scan(root) for closed ones; it retries a failed
 *   chunk with backoff, not on every change to the page; it stops watching once every tag is loaded; pasted as
 *   type="module" it still works, and imported from a module it says what is wrong instead of guessing;
 * - two drawers: one opens (the nearest to the Add to cart), one simu:cart-change per change, and one at load
 *   with the restored cart, which drawer.cart also gives;
 * - dialogs: Escape gives the focus back to what opened them (another widget's button too), the page behind is
 *   inert and does not scroll, and nothing is added to the partner's <body>.
 */
import { expect, test, type Page } from '@playwright/test'
import { axe, partnerOriginLaunch, registerPartnerOrigin } from './helpers'

const partner = 'http://partner.test'
test.use({ launchOptions: partnerOriginLaunch })
/** Simu's origin (the e2e server) and its loader, known once the run has started (beforeAll). */
let simu = ''
let loaderUrl = ''
let appKey = ''

/** Serves `body` as http://partner.test/ (and every other partner.test URL, so a request there shows up as HTML, not as a load). */
async function partnerPage(page: Page, body: string, { script = `<script src="${loaderUrl}" data-app-key="${appKey}" async></script>` } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>${body}${script}</body></html>`
  await page.route(`${partner}/**`, (route) => route.fulfill({ contentType: 'text/html', body: html }))
  await page.goto(`${partner}/`)
}

/** Requests for Simu's widgets or API made to `origin` (a loader that took the partner's origin for Simu's). */
function simuRequestsTo(page: Page, origin: string): string[] {
  const seen: string[] = []
  page.on('request', (r) => (r.url().startsWith(`${origin}/widgets/`) || r.url().startsWith(`${origin}/api/`)) && seen.push(r.url()))
  return seen
}

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(120_000)
  simu = testInfo.project.use.baseURL!
  loaderUrl = `${simu}/widgets/loader.js`
  appKey = await registerPartnerOrigin(request, partner, 'e2e-partner-test')
})

test.describe('the loader', () => {
  test('finds a tag added later inside an open shadow root, and Simu.scan(root) finds one in a closed root', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await partnerPage(page, `
      <partner-card></partner-card>
      <partner-vault></partner-vault>
      <script>
        // A component of the partner's own (Lit, Stencil…): its open shadow root gets its content later.
        customElements.define('partner-card', class extends HTMLElement {
          constructor() { super(); this.attachShadow({ mode: 'open' }) }
          connectedCallback() { setTimeout(() => { this.shadowRoot.innerHTML = '<simu-search country="ke"></simu-search>' }, 300) }
        })
        customElements.define('partner-vault', class extends HTMLElement {
          constructor() { super(); window.vault = this.attachShadow({ mode: 'closed' }); window.vault.innerHTML = '<simu-repair-picker country="ke"></simu-repair-picker>' }
        })
      </script>`)
    await expect(page.getByRole('combobox')).toBeVisible()
    // A closed root is out of the loader's sight until the page hands it over.
    expect(await page.evaluate(() => customElements.get('simu-repair-picker') === undefined)).toBe(true)
    await page.evaluate(() => (window as unknown as { Simu: { scan(root: Node): void }; vault: ShadowRoot }).Simu.scan((window as unknown as { vault: ShadowRoot }).vault))
    await page.waitForFunction(() => {
      const picker = (window as unknown as { vault: ShadowRoot }).vault.querySelector('simu-repair-picker')
      return picker?.shadowRoot?.querySelector('button')?.textContent === 'Repair my phone'
    })
    expect(errors).toEqual([])
  })

  test('a chunk that fails is tried again after 1, 2, 4 s, not on every change to the page; then it loads', async ({ page }) => {
    let failing = true
    const requests: number[] = []
    await page.route((url) => url.pathname === '/widgets/simu-search.js', (route) => {
      requests.push(Date.now())
      return failing ? route.abort('connectionreset') : route.continue()
    })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && m.text().startsWith('Simu:') && errors.push(m.text()))
    await partnerPage(page, '<main id="app"><simu-search country="ke"></simu-search></main>')
    await expect.poll(() => errors.length).toBe(1)
    expect(errors[0]).toContain(`Simu: could not load simu-search from ${simu}/widgets/simu-search.js; trying again in 1 s`)
    // Five changes to the page, one of them a second search box: no new request for them.
    for (let i = 0; i < 5; i++) {
      await page.evaluate((n) => {
        const el = document.createElement(n === 2 ? 'simu-search' : 'p')
        el.textContent = `change ${n}`
        document.getElementById('app')!.append(el)
      }, i)
    }
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(3)
    expect(requests).toHaveLength(3)
    expect(requests[1]! - requests[0]!).toBeGreaterThanOrEqual(950)
    expect(requests[2]! - requests[1]!).toBeGreaterThanOrEqual(1_950)
    expect(errors.map((e) => /trying again in (\d) s/.exec(e)?.[1])).toEqual(['1', '2', '4'])
    // The network is back: the next attempt (4 s later) loads both search boxes.
    failing = false
    await expect(page.getByRole('combobox')).toHaveCount(2, { timeout: 10_000 })
    expect(requests).toHaveLength(4)
  })

  test('stops watching the page once every tag is loaded', async ({ page }) => {
    // Tells which MutationObservers the loader made, and whether each still watches.
    await page.addInitScript(() => {
      const Native = MutationObserver
      const made: { from: string; live: boolean }[] = ((window as unknown as { observers: unknown[] }).observers = [])
      window.MutationObserver = class extends Native {
        entry = { from: new Error().stack ?? '', live: false }
        constructor(callback: MutationCallback) {
          super(callback)
          made.push(this.entry)
        }
        override observe(target: Node, options?: MutationObserverInit) {
          this.entry.live = true
          super.observe(target, options)
        }
        override disconnect() {
          this.entry.live = false
          super.disconnect()
        }
      }
    })
    const loaderWatching = () => page.evaluate(() => (window as unknown as { observers: { from: string; live: boolean }[] }).observers.filter((o) => o.from.includes('/widgets/loader.js')).map((o) => o.live))
    await partnerPage(page, '<simu-search country="ke"></simu-search>')
    await expect(page.getByRole('combobox')).toBeVisible()
    // Nine tags may still come: it watches.
    expect(await loaderWatching()).toEqual([true])

    const everyTag = ['simu-price-checker', 'simu-sell-wizard', 'simu-sign-in', 'simu-search', 'simu-popup', 'simu-testimonial-form', 'simu-cart-drawer', 'simu-add-to-cart model-id="iphone-12"', 'simu-checkout', 'simu-repair-picker']
    await page.evaluate((tags) => {
      for (const tag of tags) document.body.insertAdjacentHTML('beforeend', `<${tag} country="ke"></${tag.split(' ')[0]}>`)
    }, everyTag)
    await page.evaluate((tags) => Promise.all(tags.map((t) => customElements.whenDefined(t.split(' ')[0]!))), everyTag)
    await expect.poll(loaderWatching).toEqual([false])
  })

  test('pasted as type="module" it still loads the widgets from Simu and calls Simu\'s API', async ({ page }) => {
    const onPartner = simuRequestsTo(page, partner)
    const api = page.waitForRequest((r) => r.url().startsWith(`${simu}/api/v1/`) && r.headers()['x-app-key'] === appKey)
    await partnerPage(page, '<simu-price-checker country="ke"></simu-price-checker>', {
      script: `<script type="module" src="${loaderUrl}" data-app-key="${appKey}"></script>`,
    })
    await expect(page.getByLabel('Brand')).toBeEnabled()
    await api
    expect(onPartner).toEqual([])
  })

  test('imported from a module (no <script> tag of its own) it loads nothing and says why', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && m.text().startsWith('Simu:') && errors.push(m.text()))
    const onPartner = simuRequestsTo(page, partner)
    await partnerPage(page, '<simu-price-checker country="ke"></simu-price-checker>', { script: `<script type="module">import '${loaderUrl}'</script>` })
    await expect.poll(() => errors.length).toBe(1)
    expect(errors[0]).toContain('Simu: loader.js could not find its own <script> tag, so it cannot tell where Simu is and loads nothing.')
    expect(errors[0]).toContain('<script src="https://YOUR-SIMU-HOST/widgets/loader.js" data-app-key="pk_..." async></script>')
    expect(onPartner).toEqual([])
    expect(await page.evaluate(() => customElements.get('simu-price-checker'))).toBeUndefined()
  })
})

/** The partner's counter from docs/embedding.md: it shows what simu:cart-change says, and keeps every event. */
const counter = `<p id="count"></p><script>
  window.cartEvents = []
  document.addEventListener('simu:cart-change', (e) => {
    window.cartEvents.push({ reason: e.detail.reason, count: e.detail.count, from: e.target.id })
    document.getElementById('count').textContent = 'Cart: ' + e.detail.count
  })
</script>`
const cartEvents = (page: Page) => page.evaluate(() => (window as unknown as { cartEvents: { reason: string; count: number; from: string }[] }).cartEvents)
const twoDrawers = `${counter}
  <header><simu-cart-drawer id="header-cart" country="ke"></simu-cart-drawer></header>
  <main style="min-height: 3000px">
    <section><h2>Featured</h2><simu-add-to-cart id="featured" model-id="iphone-12" country="ke"></simu-add-to-cart>
      <simu-cart-drawer id="section-cart" country="ke"></simu-cart-drawer></section>
    <button id="partner-button" type="button">A partner button</button>
  </main>`
const shadowDialog = (page: Page, id: string) => page.locator(`#${id}`).evaluate((host) => !!host.shadowRoot!.querySelector('dialog[open]'))

test.describe('two cart drawers on one page', () => {
  test('Add to cart opens the nearest drawer only; a drawer\'s icon opens that drawer; one simu:cart-change per change', async ({ page }) => {
    await partnerPage(page, twoDrawers)
    const add = page.getByRole('button', { name: 'Add to cart' })
    await expect(add).toBeEnabled()
    await expect(page.getByRole('button', { name: 'Cart, empty', exact: true })).toHaveCount(2)
    // The cart as it was at load, told once (by whichever cart widget started first).
    await expect.poll(() => (cartEvents(page)).then((events) => events.map((e) => `${e.reason} ${e.count}`))).toEqual(['load 0'])

    await add.click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toHaveCount(1)
    await expect(drawer).toBeVisible()
    expect([await shadowDialog(page, 'header-cart'), await shadowDialog(page, 'section-cart')]).toEqual([false, true])
    await expect(page.locator('#count')).toHaveText('Cart: 1')
    // Told by the first drawer in the page, whichever opened.
    expect((await cartEvents(page)).map((e) => `${e.reason} ${e.count} ${e.from}`).slice(1)).toEqual(['change 1 header-cart'])

    // Escape: the focus goes back to the Add to cart button, in the other widget.
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(add).toBeFocused()

    // The header's own icon opens the header's drawer.
    await page.locator('#header-cart').getByRole('button', { name: 'Cart, 1 phone' }).click()
    await expect(drawer).toHaveCount(1)
    expect([await shadowDialog(page, 'header-cart'), await shadowDialog(page, 'section-cart')]).toEqual([true, false])
    await drawer.getByRole('button', { name: 'One more iPhone 12 Black' }).click()
    await expect(page.locator('#count')).toHaveText('Cart: 2')
    expect((await cartEvents(page)).map((e) => `${e.reason} ${e.count}`)).toEqual(['load 0', 'change 1', 'change 2'])
    await drawer.getByRole('button', { name: 'Remove iPhone 12 Black from the cart' }).click()
    await expect(page.locator('#count')).toHaveText('Cart: 0')
    expect((await cartEvents(page)).map((e) => `${e.reason} ${e.count}`)).toEqual(['load 0', 'change 1', 'change 2', 'change 0'])
  })

  test('after a reload the page reads the restored cart: simu:cart-change at load, and drawer.cart', async ({ page }) => {
    await partnerPage(page, twoDrawers)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.locator('#count')).toHaveText('Cart: 1')
    await page.keyboard.press('Escape')
    // The cart is written to storage within a second; a reload then restores it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('simu.cartList') ?? '')).toContain('iphone-12')
    await page.reload()
    await expect(page.locator('#count')).toHaveText('Cart: 1')
    expect((await cartEvents(page)).map((e) => `${e.reason} ${e.count}`)).toEqual(['load 1'])
    const read = await page.evaluate(async () => {
      await customElements.whenDefined('simu-cart-drawer')
      const { count, total, currency, lines } = (document.getElementById('section-cart') as HTMLElement & { cart: { count: number; total: number; currency: string; lines: unknown[] } }).cart
      return { count, total, currency, lines: lines.length }
    })
    expect(read).toEqual({ count: 1, total: expect.any(Number), currency: 'KES', lines: 1 })
    expect(read.total).toBeGreaterThan(0)
    // A copy: what the page does to it does not change the cart.
    await page.evaluate(() => { (document.getElementById('header-cart') as HTMLElement & { cart: { lines: unknown[] } }).cart.lines.length = 0 })
    await expect(page.getByRole('button', { name: 'Cart, 1 phone', exact: true })).toHaveCount(2)
  })

  test('a page with Add to cart cards and no drawer hears of its cart too, once per change', async ({ page }) => {
    await partnerPage(page, `${counter}
      <simu-add-to-cart id="one" model-id="iphone-12" country="ke"></simu-add-to-cart>
      <simu-add-to-cart id="two" model-id="iphone-12" country="ke"></simu-add-to-cart>`)
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(2)
    await expect.poll(() => (cartEvents(page)).then((events) => events.map((e) => `${e.reason} ${e.count}`))).toEqual(['load 0'])
    await page.getByRole('button', { name: 'Add to cart' }).nth(1).click()
    await expect(page.locator('#count')).toHaveText('Cart: 1')
    // Told once, by the first card in the page.
    expect((await cartEvents(page)).map((e) => `${e.reason} ${e.count} ${e.from}`).slice(1)).toEqual(['change 1 one'])
  })
})

test.describe('dialogs on a partner page', () => {
  test('the page behind is inert and does not scroll, nothing is added to <body>, Escape gives the focus back', async ({ page }) => {
    await partnerPage(page, twoDrawers)
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
    const bodyChildren = () => page.evaluate(() => [...document.body.children].map((el) => el.localName + (el.id ? `#${el.id}` : '')))
    const before = await bodyChildren()
    const icon = page.locator('#header-cart').getByRole('button', { name: 'Cart, empty' })
    await icon.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Close cart' })).toBeFocused()

    expect(await bodyChildren()).toEqual(before)
    expect(await page.locator('[data-radix-focus-guard]').count()).toBe(0)
    // Inert: the partner's own button cannot take the focus, and a wheel over the backdrop does not scroll the page.
    expect(await page.evaluate(() => {
      const button = document.getElementById('partner-button')!
      button.focus()
      return document.activeElement === button
    })).toBe(false)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden')
    const scrolled = () => page.evaluate(() => window.scrollY)
    const y = await scrolled()
    await page.mouse.move(100, 300)
    await page.mouse.wheel(0, 600)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await scrolled()).toBe(y)
    expect(await axe(page, 'simu-cart-drawer')).toEqual([])

    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(icon).toBeFocused()
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeFalsy()
    // The same wheel, with the same wait, does scroll the page once the drawer is closed.
    await page.mouse.wheel(0, 600)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await scrolled()).toBeGreaterThan(y)
  })
})
