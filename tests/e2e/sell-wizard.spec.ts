/**
 * The sell wizard in Chromium (issue 3): the full site in Swahili, signed out and signed in; the dealer
 * page with hostile CSS; the Samsung page and demo with their store lists; the select-brand and
 * select-variant pages; and axe-core on every page and step built for it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { axe, getEstimate, siteSession, siteSignIn } from './helpers'

const appKey = 'pk_dev_simu'

/** Runs axe-core in the page (it looks inside open shadow roots) and returns the violations. */

/** Signs a phone in through the API as the drawer would, and returns what the site keeps in 'simu.auth'. */
async function signInByApi(request: APIRequestContext, national: string, country: 'ke' | 'tz') {
  return siteSignIn(national, country)
}

/**
 * Whether the site shell renders the sign-in drawer (another engineer's work, issue 3): until it does,
 * the site test checks simu:auth-required only; the dealer page's drawer is checked in any case.
 */
function siteMountsDrawer(): boolean {
  const dir = 'src/hosts/site'
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.startsWith(join('pages', 'account')))
  return files.some((f) => /SignInDrawer|simu-sign-in/.test(readFileSync(join(dir, f), 'utf8')))
}

const sw = {
  brand: 'Chapa', model: 'Modeli', variant: 'Toleo', next: 'Inayofuata', continue: 'Endelea', yes: 'Ndiyo', no: 'Hapana',
  basics: ['Je, simu inawaka?', 'Je, inaweza kupiga na kupokea simu?', 'Je, kufuli la akaunti limeondolewa?'],
  speakers: 'Spika', brokenScreen: 'Skrini iliyopasuka au kuvunjika', charger: 'Chaja halisi',
  headings: ['Unauza simu gani?', 'Tueleze kuhusu simu yako', 'Je, kuna sehemu isiyofanya kazi?', 'Je, kuna uharibifu kwenye skrini au bodi?', 'Simu inakuja na nini?'],
}
const en = {
  brand: 'Brand', model: 'Model', variant: 'Variant', next: 'Next', continue: 'Continue', yes: 'Yes', no: 'No',
  basics: ['Does the phone switch on?', 'Can it make and receive calls?', 'Is the account lock removed?'],
  speakers: 'Loudspeaker', brokenScreen: 'Cracked or broken screen', charger: 'Original charger',
  headings: ['Which phone are you selling?', 'Tell us about your phone', 'Does any part not work?', 'Any damage on the screen or the body?', 'What comes with the phone?'],
}
type Texts = typeof en

/**
 * Walks the wizard to its last step: a Galaxy S21 (first size), basics all yes, a faulty loudspeaker, a
 * cracked screen, the charger. `each` runs on every step (axe, screenshots).
 */
async function walkToLastStep(wizard: Locator, texts: Texts, each?: (step: number) => Promise<void>) {
  const heading = (n: number) => wizard.getByRole('heading', { level: 3, name: texts.headings[n] })
  await expect(wizard.getByLabel(texts.brand)).toBeEnabled()
  await expect(wizard.getByLabel(texts.model)).toBeDisabled()
  await expect(wizard.getByRole('button', { name: texts.next })).toBeDisabled()
  await each?.(0)
  await wizard.getByLabel(texts.brand).selectOption({ label: 'Samsung' })
  await expect(wizard.getByLabel(texts.model)).toBeEnabled()
  await wizard.getByLabel(texts.model).selectOption({ label: 'Galaxy S21' })
  await expect(wizard.getByLabel(texts.variant)).toBeEnabled()
  await wizard.getByLabel(texts.variant).selectOption({ index: 1 })
  await expect(wizard.getByRole('complementary')).toContainText('Galaxy S21')
  await each?.(0)
  await wizard.getByRole('button', { name: texts.next }).click()
  await expect(heading(1)).toBeFocused()
  await expect(wizard.getByRole('button', { name: texts.continue })).toBeDisabled()
  for (const q of texts.basics) await wizard.getByRole('group', { name: q }).getByRole('button', { name: texts.yes }).click()
  await each?.(1)
  await wizard.getByRole('button', { name: texts.continue }).click()
  await expect(heading(2)).toBeVisible()
  const speakers = wizard.getByRole('button', { name: texts.speakers, exact: true })
  await expect(speakers).toHaveAttribute('aria-pressed', 'false')
  await speakers.click()
  await expect(speakers).toHaveAttribute('aria-pressed', 'true')
  await each?.(2)
  await wizard.getByRole('button', { name: texts.next }).click()
  await expect(heading(3)).toBeVisible()
  await wizard.getByRole('button', { name: texts.brokenScreen }).click()
  await each?.(3)
  await wizard.getByRole('button', { name: texts.next }).click()
  await expect(heading(4)).toBeVisible()
  // Each accessory is asked yes or no: the charger comes with it, nothing else does.
  const accessories = wizard.getByRole('group')
  await expect(accessories).toHaveCount(5)
  for (const group of await accessories.all()) {
    const name = (await group.getAttribute('data-question')) === 'charger' ? texts.yes : texts.no
    await group.getByRole('button', { name, exact: true }).click()
  }
  await each?.(4)
}

/** Resolves with the detail of the next event of this name on the document. */
const nextEvent = (page: Page, name: string) =>
  page.evaluate((n) => new Promise<unknown>((resolve) => document.addEventListener(n, (e) => resolve((e as CustomEvent).detail), { once: true })), name)

test.describe('the sell wizard on the full site', () => {
  test('(a) in Swahili on tz, signed out: the last Next asks for sign-in and opens the drawer', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/tz/sell-your-device')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    const wizard = page.getByRole('region', { name: 'Uza simu yako' })
    await walkToLastStep(wizard, sw)
    await expect(wizard.getByRole('complementary', { name: 'Tathmini ya simu' })).toContainText(/Bei ya Juu: Tzs [\d,]+/)
    await expect(wizard.getByText('Ukibonyeza Inayofuata tutakuomba namba yako ya simu')).toBeVisible()
    const asked = nextEvent(page, 'simu:auth-required')
    await wizard.getByRole('button', { name: sw.next }).click()
    expect(await asked).toEqual({ kind: 'sell', next: '/tz/device-details' })
    // The drawer (src/widgets/sign-in/) opens over the wizard, once the site shell mounts it.
    if (siteMountsDrawer()) await expect(page.getByRole('dialog')).toBeVisible()
    else test.info().annotations.push({ type: 'issue', description: 'the site does not mount the sign-in drawer yet: only simu:auth-required was checked' })
    await expect(wizard.getByRole('heading', { level: 3, name: sw.headings[4] })).toBeAttached()
    await expect(page).toHaveURL(/\/tz\/sell-your-device$/)
    expect(errors).toEqual([])
  })

  test('a visitor sells a phone in Swahili on tz: model, answers, sign-in by code, a tracked quote', async ({ page, request }) => {
    await page.goto('/tz/sell-your-device')
    const wizard = page.getByRole('region', { name: 'Uza simu yako' })
    await walkToLastStep(wizard, sw)
    await wizard.getByRole('button', { name: sw.next }).click()
    const drawer = page.getByRole('dialog', { name: 'Umebakiza hatua moja tu kuuza kifaa chako' })
    await expect(drawer).toBeVisible()
    const national = `0754${String(Date.now()).slice(-6)}`
    await drawer.getByLabel('Namba ya simu').fill(national)
    await drawer.getByRole('button', { name: 'Omba OTP' }).click()
    await expect(drawer.getByLabel('Msimbo wa mara moja (OTP)')).toBeVisible()
    const sms = (await (await request.get(`/api/dev/sms-outbox/${encodeURIComponent(`+255${national.slice(1)}`)}`)).json()) as { message: string }
    await drawer.getByLabel('Msimbo wa mara moja (OTP)').fill(/\b(\d{6})\b/.exec(sms.message)![1]!)
    await drawer.getByRole('button', { name: 'Thibitisha OTP' }).click()
    // A new seller completes sign-up in the drawer; the estimate is then requested and the quote opens.
    await drawer.getByLabel('Barua pepe').fill('Neema.Mushi@Example.co.tz')
    await drawer.getByLabel('Jina la kwanza').fill('Neema')
    await drawer.getByRole('button', { name: 'Kamilisha usajili' }).click()
    await expect(page).toHaveURL(/\/tz\/device-details/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('Galaxy S21').first()).toBeVisible()
    await expect(page.getByText(/Tzs [\d,]+/).first()).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('simu.auth') ?? 'null'))
    expect(stored.user).toMatchObject({ fname: 'Neema', email: 'neema.mushi@example.co.tz', signupComplete: true })
  })

  test('(b) signed in: the last Next creates a quote and lands on /tz/device-details', async ({ page, request }) => {
    const auth = await signInByApi(request, '0712340001', 'tz')
    const kept = await siteSession(page, auth)
    await page.addInitScript((value) => localStorage.setItem('simu.auth', value), JSON.stringify(kept))
    await page.goto('/tz/sell-your-device')
    const wizard = page.getByRole('region', { name: 'Uza simu yako' })
    await walkToLastStep(wizard, sw)
    await expect(wizard.getByText(/Ukibonyeza Inayofuata tutakuomba/)).toHaveCount(0)
    const quoted = nextEvent(page, 'simu:quote')
    await wizard.getByRole('button', { name: sw.next }).click()
    await expect(page).toHaveURL(/\/tz\/device-details$/)
    const detail = await quoted as { quote: { _id: string; currency: string; deductions: { key: string }[] } }
    expect(detail.quote.currency).toBe('TZS')
    expect(detail.quote.deductions.map((d) => d.key)).toEqual(expect.arrayContaining(['speakers', 'brokenScreen', 'box']))
    const mine = await (await request.get('/api/v1/quotes', { headers: { 'x-app-key': appKey, authorization: `Bearer ${auth.token}`, country: 'tz' } })).json() as { quotes: { _id: string }[] }
    expect(mine.quotes.map((q) => q._id)).toEqual([detail.quote._id])
  })

  test("select-brand and select-variant: a model card, then 'Sell this phone' opens the wizard with it selected", async ({ page }) => {
    await page.goto('/ke/sell-old-mobile-phone/select-brand/samsung/samsung')
    await expect(page.getByRole('heading', { level: 1, name: 'Sell your old Samsung phone' })).toBeVisible()
    const card = page.getByRole('link', { name: /Galaxy S21 Up to Ksh 22,500/ })
    await expect(card.locator('img')).toBeVisible()
    await card.click()
    await expect(page).toHaveURL(/\/ke\/sell-old-mobile-phone\/select-variant\/samsung-galaxy-s21$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sell your Galaxy S21' })).toBeVisible()
    await expect(page.getByText('Max Price: Ksh 22,500')).toBeVisible()
    await page.getByRole('button', { name: 'Sell this phone: 8GB/ 256GB' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-your-device$/)
    const wizard = page.getByRole('region', { name: 'Sell your phone' })
    await expect(wizard.getByRole('heading', { level: 3, name: 'Tell us about your phone' })).toBeVisible()
    await expect(wizard.getByRole('complementary')).toContainText('8GB/ 256GB')
    await expect(wizard.getByRole('complementary')).toContainText('Max Price: Ksh 22,500')
  })

  test("the price checker's 'Sell now' opens the wizard on the basics with its phone and answers", async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    const checker = await getEstimate(page)
    await checker.getByRole('button', { name: 'Sell now' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-your-device$/)
    const wizard = page.getByRole('region', { name: 'Sell your phone' })
    await expect(wizard.getByRole('heading', { level: 3, name: 'Tell us about your phone' })).toBeVisible()
    await expect(wizard.getByRole('group', { name: 'Does the phone switch on?' }).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true')
    const panel = wizard.getByRole('complementary', { name: 'Device evaluation' })
    await expect(panel).toContainText('Galaxy S21')
    await expect(panel.getByRole('listitem')).toContainText(['Switches on', 'Makes and receives calls', 'Screen broken', 'Original charger', 'Original box'])
    // Back shows the same phone in the selectors, filled in the background.
    await wizard.getByRole('button', { name: 'Back' }).click()
    await expect(wizard.getByLabel('Model')).toHaveValue('samsung-galaxy-s21')
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeEnabled()
  })

  test('an unknown model on select-variant says so', async ({ page }) => {
    await page.goto('/ke/sell-old-mobile-phone/select-variant/nokia-3310')
    await expect(page.getByRole('alert')).toContainText('model not found')
  })
})

test.describe('the dealer demo page', () => {
  test('(c) the wizard works under the dealer’s hostile CSS and the drawer opens on its page', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/demo/dealer/')
    // The dealer's own rules are hostile: its button is yellow with a dashed border.
    expect(await page.locator('.dealer-button').evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(255, 255, 0)')
    const wizard = page.locator('simu-sell-wizard')
    // The look is read on the damage step, where a tile (the cracked screen) is pressed.
    const readLook = () => wizard.evaluate((host) => {
      const root = host.shadowRoot!
      const s = (el: Element | null) => getComputedStyle(el!)
      const tile = root.querySelector('[data-pressed] button[aria-pressed="true"]')!.parentElement
      return {
        font: s(root.querySelector('h2')).fontFamily, size: s(root.querySelector('h2')).fontSize, align: s(root.querySelector('h2')).textAlign, style: s(root.querySelector('p')).fontStyle,
        tileBg: s(tile).backgroundColor, tileBorder: s(tile).borderTopStyle, tileTransform: s(tile).textTransform, icon: s(root.querySelector('svg')).display,
        sheets: root.adoptedStyleSheets.length, styleTags: root.querySelectorAll('style').length,
      }
    })
    let look: Awaited<ReturnType<typeof readLook>> | undefined
    await walkToLastStep(wizard, en, async (step) => { if (step === 3) look = await readLook() })
    if (!look) throw new Error('the damage step was never reached')
    expect(look.font).not.toMatch(/Comic Sans|Papyrus|cursive/)
    expect(look.size).toBe('22.4px')
    expect(look.align).toBe('start')
    expect(look.style).toBe('normal')
    expect(look.tileBg).toBe('rgb(232, 239, 255)')
    expect(look.tileBorder).toBe('solid')
    expect(look.tileTransform).toBe('none')
    expect(look.icon).not.toBe('none')
    expect(look).toMatchObject({ sheets: 1, styleTags: 0 })

    await wizard.getByRole('button', { name: en.next }).click()
    await expect(page.locator('#event-log li')).toHaveText([/^The seller is asked to sign in, then goes to http:\/\/127\.0\.0\.1:\d+\/ke\/device-details$/])
    await expect(page.locator('simu-sign-in').getByRole('dialog')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a bad mode attribute is a clear error, never a blank box', async ({ page }) => {
    await page.route('**/e2e-bad-mode/', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><body><simu-sell-wizard country="ke" mode="trade"></simu-sell-wizard><script src="/widgets/loader.js" data-app-key="pk_demo_partner"></script></body></html>',
    }))
    await page.goto('/e2e-bad-mode/')
    await expect(page.locator('simu-sell-wizard').getByRole('alert')).toContainText('This Simu widget is set up wrongly: mode: mode must be sell or samsung')
  })
})

test.describe('the Samsung store trade-in', () => {
  test('(d) the Samsung page: fixed prices by model, and both store lists filtered by region', async ({ page }) => {
    await page.goto('/ke/samsung/all-phones')
    await expect(page.getByRole('heading', { level: 1, name: 'Samsung trade-in' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Trade-in price: Galaxy S21', exact: true })).toContainText('8GB/ 128GBKsh 20,000')
    for (const [name, total] of [['Samsung Experience Stores', 20], ['Samsung partner stores', 19]] as const) {
      const list = page.getByRole('region', { name })
      await expect(list.getByTestId('store')).toHaveCount(total)
      await expect(list.getByText(`Stores: ${total}`)).toBeVisible()
      await list.getByLabel('Region').selectOption('Kisumu area')
      const kisumu = list.getByTestId('store')
      await expect(kisumu.first()).toContainText('Kisumu')
      expect(await kisumu.count()).toBeLessThan(total)
      await list.getByLabel('Region').selectOption('')
      await expect(list.getByTestId('store')).toHaveCount(total)
    }
    const galleria = page.getByRole('region', { name: 'Samsung Experience Stores' }).getByTestId('store').filter({ hasText: 'Galleria Mall' })
    await expect(galleria).toContainText('No phone number')
    const map = galleria.getByRole('link', { name: /^Map of Samsung Experience Store - Galleria Mall/ })
    await expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-1.3393%2C36.7701')
    await expect(map).toHaveAttribute('target', '_blank')
  })

  test('(d) the Samsung demo: a model at its fixed price, a store in Meru, then walk in', async ({ page }) => {
    await page.goto('/demo/samsung/')
    const wizard = page.locator('simu-sell-wizard')
    await expect(wizard.getByLabel('Model')).toBeEnabled()
    await wizard.getByLabel('Model').selectOption({ label: 'Galaxy S23' })
    await wizard.getByLabel('Variant').selectOption({ index: 1 })
    await expect(wizard.getByText(/^Trade-in price: Ksh [\d,]+$/).first()).toBeVisible()
    await wizard.getByRole('button', { name: 'Next' }).click()
    await expect(wizard.getByTestId('store')).toHaveCount(20)
    await wizard.getByLabel('Region').selectOption('Meru')
    await expect(wizard.getByTestId('store')).toHaveCount(2)
    await wizard.getByRole('radio', { name: 'Samsung Experience Store - Greenwood City Meru' }).check()
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByRole('heading', { level: 3, name: 'Walk in and get a new phone' })).toBeVisible()
    await expect(page.locator('#booked')).toHaveText(/^Walk in with your Galaxy S23 at Samsung Experience Store - Greenwood City Meru: \d+ comes off your new Galaxy\.$/)
    // Issue 10, point 17: the walk-in store's Map opens its details inside the widget's shadow root.
    const map = wizard.getByRole('link', { name: 'Map of Samsung Experience Store - Greenwood City Meru' })
    await map.click()
    const dialog = wizard.getByRole('dialog', { name: 'Samsung Experience Store - Greenwood City Meru' })
    await expect(dialog).toContainText('Greenwood City Mall, Meru-Makutano Rd, Meru')
    await expect(dialog.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=0.0486%2C37.6498')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(map).toBeFocused()
  })
})

test.describe('accessibility of the wizard and its pages (axe-core)', () => {
  test.use({ bypassCSP: true })

  test('(e) every step of the wizard on the site, at 1280 and 375 px', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      // A fresh visit: the previous walk left its selection in storage, which would open the wizard on its second step.
      await page.goto('/ke/sell-your-phone')
      await page.evaluate(() => localStorage.clear())
      await page.goto('/ke/sell-your-device')
      const wizard = page.getByRole('region', { name: 'Sell your phone' })
      await walkToLastStep(wizard, en, async () => expect(await axe(page, '#main')).toEqual([]))
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    }
  })

  test('(e) the select-brand, select-variant, Samsung and stores pages', async ({ page }) => {
    for (const path of ['/ke/sell-old-mobile-phone/select-brand/samsung/samsung', '/ke/sell-old-mobile-phone/select-variant/samsung-galaxy-s21', '/ke/samsung/all-phones', '/tz/stores', '/ke/stores']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('status')).toHaveCount(0)
      expect(await axe(page, '#main'), path).toEqual([])
    }
    await expect(page.getByTestId('store').first()).toContainText('Opening hours: ')
    // The store's map dialog (issue 10, point 17) passes too.
    await page.getByTestId('store').first().getByRole('link', { name: /^Map of / }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await axe(page, '[role="dialog"]')).toEqual([])
  })

  test('(e) the dealer and Samsung demos inside the shadow root, on every step', async ({ page }) => {
    await page.goto('/demo/dealer/')
    await walkToLastStep(page.locator('simu-sell-wizard'), en, async () => expect(await axe(page, 'simu-sell-wizard')).toEqual([]))

    await page.goto('/demo/samsung/')
    const wizard = page.locator('simu-sell-wizard')
    await expect(wizard.getByLabel('Model')).toBeEnabled()
    expect(await axe(page, 'simu-sell-wizard')).toEqual([])
    await wizard.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
    await wizard.getByLabel('Variant').selectOption({ index: 1 })
    await wizard.getByRole('button', { name: 'Next' }).click()
    await wizard.getByRole('radio').first().check()
    expect(await axe(page, 'simu-sell-wizard')).toEqual([])
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expect(wizard.getByRole('heading', { level: 3, name: 'Walk in and get a new phone' })).toBeVisible()
    expect(await axe(page, 'simu-sell-wizard')).toEqual([])
  })
})
