/**
 * What a partner's developer meets on a page of their own origin (issue 12, §3: 1, 2, 3, 6, 9, 10). The page is
 * served by page.route on another origin than Simu's server, so the widgets' API calls are real cross-origin
 * requests with real CORS: http://localhost:8080 is registered for pk_demo_partner (seed-data devOrigins),
 * https://partner.test is registered for no key.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { getEstimate } from './helpers'

const simu = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319)}`
const registered = 'http://localhost:8080'
const stranger = 'https://partner.test'

// Simu runs on a loopback address here (a public host in production): Chromium asks a page on another address space
// before it reaches loopback (Local Network Access), so the visitor has said yes. The partner page that is not
// localhost is https, a secure context, as Local Network Access requires.
test.use({ permissions: ['local-network-access'] })

interface PartnerPage {
  origin?: string
  key?: string
  lang?: string
  /** Runs before the loader (an inline script of the partner's). */
  before?: string
}

/** A partner page with `body`, then the loader as the Quick start has it (async, at the end). */
async function partnerPage(page: Page, body: string, { origin = registered, key = 'pk_demo_partner', lang = 'en', before = '' }: PartnerPage = {}) {
  await page.route(`${origin}/`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Partner</title></head><body>
      <main>${body}</main>
      <script>
        window.heard = []
        for (const name of ['simu-error', 'simu:error']) document.addEventListener(name, (e) => heard.push({ type: e.type, ...e.detail }))
        ${before}
      </script>
      <script src="${simu}/widgets/loader.js" data-app-key="${key}" async></script>
    </body></html>`,
  }))
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await page.goto(`${origin}/`)
  return errors
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: { type: string; code: string; message: string }[] }).heard)

test.describe('a site Simu has not registered', () => {
  test('visitors read a neutral message; the developer reads why in the console and in simu-error', async ({ page }) => {
    const errors = await partnerPage(page, '<simu-price-checker country="ke"></simu-price-checker>', { origin: stranger })
    const checker = page.locator('simu-price-checker')
    await expect(checker.getByRole('alert')).toContainText('This Simu service is not available on this page at the moment.')
    await expect(checker).not.toContainText('We could not reach Simu')
    await expect(checker).not.toContainText('registered')
    await expect(checker).not.toContainText('app key')
    await expect.poll(() => heard(page)).toEqual([
      { type: 'simu-error', code: 'origin_not_registered', message: expect.stringContaining(`This site is not registered with Simu yet: ask Simu to register the origin ${stranger}`) },
      { type: 'simu:error', code: 'origin_not_registered', message: expect.stringContaining('This site is not registered with Simu yet') },
    ])
    expect(errors.filter((e) => e.includes('This site is not registered with Simu yet'))).toHaveLength(1)
  })

  test('in Swahili, the visitor reads the same neutral message in Swahili', async ({ page }) => {
    await partnerPage(page, '<simu-price-checker country="tz" lang="sw"></simu-price-checker>', { origin: stranger })
    await expect(page.locator('simu-price-checker').getByRole('alert')).toContainText('Huduma hii ya Simu haipatikani kwenye ukurasa huu kwa sasa.')
  })

  test('an app key Simu never issued: the same neutral message, and simu-error says app_key_unknown', async ({ page }) => {
    const errors = await partnerPage(page, '<simu-price-checker country="ke"></simu-price-checker>', { key: 'pk_live_nobody' })
    const checker = page.locator('simu-price-checker')
    await expect(checker.getByRole('alert')).toContainText('This Simu service is not available on this page at the moment.')
    await expect(checker).not.toContainText('Unknown app key')
    await expect(checker).not.toContainText('Oops')
    await expect.poll(async () => (await heard(page)).map((e) => `${e.type} ${e.code}`)).toEqual(['simu-error app_key_unknown', 'simu:error app_key_unknown'])
    expect(errors.some((e) => e.includes('Simu does not know the app key pk_live_nobody'))).toBe(true)
  })
})

test.describe('properties and moves', () => {
  test('properties set before the loader defined the element reach the widget', async ({ page }) => {
    await partnerPage(page, '<simu-price-checker id="checker" country="ke"></simu-price-checker>', {
      before: `const c = document.getElementById('checker'); window.definedEarly = !!customElements.get('simu-price-checker'); c.brand = 'samsung'; c.model = 'samsung-galaxy-s21'; c.sellUrl = '/thanks'`,
    })
    const checker = page.locator('simu-price-checker')
    await expect(checker.getByLabel('Model')).toHaveValue('samsung-galaxy-s21')
    await expect(checker.getByLabel('Brand')).toHaveValue('samsung')
    expect(await page.evaluate(() => (window as unknown as { definedEarly: boolean }).definedEarly)).toBe(false)
    await expect(checker).toHaveAttribute('sell-url', '/thanks')
    expect(await checker.evaluate((el) => [(el as HTMLElement & { sellUrl: string }).sellUrl, Object.hasOwn(el, 'brand')])).toEqual(['/thanks', false])
  })

  test('a widget moved within the page keeps its step; one that stays detached starts again', async ({ page }) => {
    await partnerPage(page, '<div id="a"><simu-price-checker country="ke" brand="samsung" model="samsung-galaxy-s21"></simu-price-checker></div><aside id="b"></aside>')
    const checker = page.locator('simu-price-checker')
    await expect(checker.getByLabel('Variant')).toBeEnabled()
    await checker.getByLabel('Variant').selectOption({ index: 1 })
    await checker.getByRole('button', { name: 'Next' }).click()
    const condition = checker.getByRole('heading', { name: 'Tell us about its condition' })
    await expect(condition).toBeVisible()
    await checker.getByRole('group', { name: 'Does the phone switch on?' }).getByText('Yes', { exact: true }).click()

    // Moved, as a framework moves a node: the same step, the same answer.
    await page.evaluate(() => document.getElementById('b')!.append(document.querySelector('simu-price-checker')!))
    await expect(page.locator('#b simu-price-checker')).toHaveCount(1)
    await expect(condition).toBeVisible()
    await expect(checker.getByRole('group', { name: 'Does the phone switch on?' }).getByRole('radio', { name: 'Yes' })).toBeChecked()

    // Taken out and put back after the task ended: a new widget, at its first step.
    await page.evaluate(async () => {
      const el = document.querySelector('simu-price-checker')!
      el.remove()
      await new Promise((resolve) => setTimeout(resolve, 50))
      document.getElementById('a')!.append(el)
    })
    await expect(checker.getByLabel('Variant')).toBeEnabled()
    await expect(condition).toHaveCount(0)
  })
})

test.describe('country and language', () => {
  test("a country attribute applies to its own widget: the other keeps the visitor's country, and both stay in the page's language", async ({ page }) => {
    await partnerPage(page, `
      <simu-price-checker id="tz" country="tz" brand="samsung" model="samsung-galaxy-s21"></simu-price-checker>
      <simu-price-checker id="here" brand="samsung" model="samsung-galaxy-s21"></simu-price-checker>`)
    const tz = page.locator('#tz')
    const here = page.locator('#here')
    for (const checker of [tz, here]) {
      await expect(checker.getByLabel('Variant')).toBeEnabled()
      await checker.getByLabel('Variant').selectOption({ index: 1 })
    }
    await expect(tz.getByText(/Max Price: Tzs [\d,]+/)).toBeVisible()
    await expect(here.getByText(/Max Price: Ksh [\d,]+/)).toBeVisible()
    await expect(tz.getByRole('heading', { name: 'How much is your phone worth?' })).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('simu.country'), localStorage.getItem('simu.language')])).not.toContain('"tz"')
    expect(await page.evaluate(() => localStorage.getItem('simu.language'))).not.toBe('"sw"')

    // Another country on one widget changes that widget only.
    await tz.evaluate((el) => el.setAttribute('country', 'ug'))
    await expect(tz.getByLabel('Variant')).toBeEnabled()
    await tz.getByLabel('Variant').selectOption({ index: 1 })
    await expect(tz.getByText(/Max Price: Ugx [\d,]+/)).toBeVisible()
    await expect(here.getByText(/Max Price: Ksh [\d,]+/)).toBeVisible()
  })

  test("the language follows lang, then the page's <html lang>", async ({ page }) => {
    await partnerPage(page, '<simu-price-checker id="a" country="ke"></simu-price-checker><simu-price-checker id="b" country="tz" lang="en"></simu-price-checker>', { lang: 'sw' })
    await expect(page.locator('#a').getByRole('heading', { name: 'Simu yako ina thamani gani?' })).toBeVisible()
    await expect(page.locator('#b').getByRole('heading', { name: 'How much is your phone worth?' })).toBeVisible()
    await page.evaluate(() => { document.documentElement.lang = 'en-KE' })
    await expect(page.locator('#a').getByRole('heading', { name: 'How much is your phone worth?' })).toBeVisible()
  })
})

test.describe('event names', () => {
  test('simu-quote is sent with its simu:quote alias; preventDefault on simu-quote keeps the visitor on the page', async ({ page }) => {
    await partnerPage(page, '<simu-price-checker country="ke" sell-url="/thanks"></simu-price-checker>', {
      before: `window.quotes = []
        document.addEventListener('simu-quote', (e) => { quotes.push('simu-quote ' + e.detail.estimate.offer); e.preventDefault() })
        document.addEventListener('simu:quote', (e) => quotes.push('simu:quote ' + e.detail.estimate.offer + ' cancelled=' + e.defaultPrevented))`,
    })
    const checker = await getEstimate(page)
    await checker.getByRole('button', { name: 'Sell now' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { quotes: string[] }).quotes)).toEqual([
      expect.stringMatching(/^simu-quote \d+$/),
      expect.stringMatching(/^simu:quote \d+ cancelled=true$/),
    ])
    expect(page.url()).toBe(`${registered}/`)
  })

  test('preventDefault on the simu:quote alias cancels too; without it the page goes to sell-url', async ({ page }) => {
    await page.route(`${registered}/thanks`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>' }))
    await partnerPage(page, '<simu-price-checker country="ke" sell-url="/thanks"></simu-price-checker>', {
      before: `document.addEventListener('simu:quote', (e) => e.preventDefault(), { once: true })`,
    })
    const checker = await getEstimate(page)
    const sellNow = checker.getByRole('button', { name: 'Sell now' })
    await sellNow.click()
    await expect(sellNow).toBeVisible()
    expect(page.url()).toBe(`${registered}/`)
    await sellNow.click()
    await page.waitForURL(`${registered}/thanks`)
  })

  test("Vue 3's snippet (docs/embedding.md) on a partner page: :brand sets the property, @simu-quote hears the event", async ({ page }) => {
    const vue = readFileSync(createRequire(import.meta.url).resolve('vue/dist/vue.esm-browser.prod.js'), 'utf8')
    await page.route(`${registered}/vue.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: vue }))
    await partnerPage(page, `
      <div id="app">
        <simu-price-checker country="ke" :brand="brand" class="trade-in" @simu-quote="onQuote"></simu-price-checker>
        <p id="log">{{ log }}</p>
      </div>
      <script type="module">
        import { createApp, ref } from '/vue.js'
        const app = createApp({
          setup() {
            const log = ref('')
            return { brand: ref('samsung'), log, onQuote: (event) => { event.preventDefault(); log.value = 'quote ' + event.detail.estimate.offer } }
          },
        })
        app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('simu-')
        app.mount('#app')
      </script>`)
    const checker = page.locator('simu-price-checker')
    await expect(checker.getByLabel('Brand')).toHaveValue('samsung')
    await expect(checker).toHaveClass('trade-in')
    const estimate = await getEstimate(page)
    await estimate.getByRole('button', { name: 'Sell now' }).click()
    await expect(page.locator('#log')).toHaveText(/^quote \d+$/)
    expect(page.url()).toBe(`${registered}/`)
  })
})
