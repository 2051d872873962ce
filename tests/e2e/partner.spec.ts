import { expect, test, type Page } from '@playwright/test'
import { getEstimate } from './helpers'

/** The computed look of the widget's main parts, to compare one page with another. */
async function widgetLook(page: Page) {
  return page.locator('simu-price-checker').evaluate((host) => {
    const root = host.shadowRoot!
    const pick = (el: Element | null) => {
      const s = getComputedStyle(el!)
      return { font: s.fontFamily, size: s.fontSize, weight: s.fontWeight, color: s.color, line: s.lineHeight, spacing: s.letterSpacing, transform: s.textTransform, bg: s.backgroundColor, border: s.borderTopWidth, radius: s.borderTopLeftRadius, padding: s.paddingTop }
    }
    return {
      title: pick(root.querySelector('h2')),
      select: pick(root.querySelector('select')),
      button: pick(root.querySelector('button')),
      section: pick(root.querySelector('section')),
      box: getComputedStyle(root.querySelector('section')!).boxSizing,
    }
  })
}

test.describe('a partner page that embeds the price checker with one script tag', () => {
  test('a visitor gets an itemised quote and the host page receives simu:quote', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/demo/partner/')
    const checker = await getEstimate(page)
    const deductions = checker.getByRole('list', { name: 'What we deducted' }).getByRole('listitem')
    await expect(deductions).toHaveCount(1)
    await expect(deductions.first()).toContainText('Screen broken')
    await expect(deductions.first()).toContainText(/− Ksh [\d,]+/)
    const offer = (await checker.getByTestId('offer').textContent()) ?? ''
    expect(offer).toMatch(/^Ksh [\d,]+$/)

    const quote = page.evaluate(() => new Promise<{ offer: number; model: string }>((resolve) => {
      document.addEventListener('simu:quote', (e) => {
        const d = (e as CustomEvent).detail
        resolve({ offer: d.estimate.offer, model: d.estimate.model.modelName })
      }, { once: true })
    }))
    // The partner's page keeps the seller here (it cancels simu:quote): its own listener writes the quote down.
    await page.evaluate(() => document.addEventListener('simu:quote', (e) => e.preventDefault(), { once: true }))
    await checker.getByRole('button', { name: 'Sell now' }).click()
    const received = await quote
    expect(received.model).toBe('Galaxy S21')
    expect(`Ksh ${received.offer.toLocaleString('en-US')}`).toBe(offer)
    await expect(page.locator('#quote-log li')).toHaveText(`Galaxy S21: KES ${received.offer}`)
    expect(page.url()).toMatch(/\/demo\/partner\/$/)
    expect(errors).toEqual([])
  })

  test("the widget's look is unaffected by the host page's aggressive CSS", async ({ page }) => {
    // The same widget on a page with no CSS of its own, served from the same origin.
    await page.route('**/e2e-clean/', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body><simu-price-checker country="ke"></simu-price-checker><script src="/widgets/loader.js" data-app-key="pk_demo_partner"></script></body></html>',
    }))
    await page.goto('/e2e-clean/')
    await expect(page.getByLabel('Brand')).toBeEnabled()
    const clean = await widgetLook(page)

    await page.goto('/demo/partner/')
    await expect(page.getByLabel('Brand')).toBeEnabled()
    const hostile = await widgetLook(page)
    // The host's rules really are hostile: its own button is red with a serif font.
    const partnerButton = await page.locator('.partner-button').evaluate((b) => getComputedStyle(b).backgroundColor)
    expect(partnerButton).toBe('rgb(255, 0, 0)')
    expect(hostile).toEqual(clean)
    expect(hostile.title.font).not.toBe('serif')
    expect(hostile.title.transform).toBe('none')
  })

  test('styles reach the shadow root as one shared constructable stylesheet, under a strict CSP', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()))
    const response = await page.goto('/demo/partner/')
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'")
    await expect(page.getByLabel('Brand')).toBeEnabled()
    const sheets = await page.locator('simu-price-checker').evaluate((host) => ({
      adopted: host.shadowRoot!.adoptedStyleSheets.length,
      styleTags: host.shadowRoot!.querySelectorAll('style').length,
      rules: host.shadowRoot!.adoptedStyleSheets[0]?.cssRules.length ?? 0,
    }))
    expect(sheets).toEqual({ adopted: 1, styleTags: 0, rules: expect.any(Number) })
    expect(sheets.rules).toBeGreaterThan(20)
    expect(violations).toEqual([])
  })

  test('a partner can theme the widget through --simu-* custom properties', async ({ page }) => {
    await page.goto('/demo/partner/')
    await expect(page.getByLabel('Brand')).toBeEnabled()
    await page.addStyleTag({ content: 'simu-price-checker { --simu-color-brand: rgb(0, 128, 0); }' }).catch(() => undefined)
    await page.locator('simu-price-checker').evaluate((el) => (el as HTMLElement).style.setProperty('--simu-color-brand', 'rgb(0, 128, 0)'))
    const next = page.getByRole('button', { name: 'Next' })
    await expect(next).toHaveCSS('background-color', 'rgb(0, 128, 0)')
  })

  test('a wrong attribute shows a clear error instead of a blank box, and fixing it recovers', async ({ page }) => {
    await page.goto('/demo/partner/')
    await page.locator('simu-price-checker').evaluate((el) => el.setAttribute('country', 'fr'))
    await expect(page.getByRole('alert')).toContainText('This Simu widget is set up wrongly: country: country must be ke, tz or ug')
    await page.locator('simu-price-checker').evaluate((el) => el.setAttribute('country', 'tz'))
    await expect(page.getByRole('alert')).toHaveCount(0)
    // Removing the attribute clears it (r2wc alone would keep the old value).
    await page.locator('simu-price-checker').evaluate((el) => { el.setAttribute('lang', 'xx'); el.removeAttribute('lang') })
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the explanation dialog stays inside the shadow root and keeps focus in it', async ({ page }) => {
    await page.goto('/demo/partner/')
    const checker = await getEstimate(page)
    const opener = checker.getByRole('button', { name: 'How is this calculated?' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'How we calculate your offer' })
    await expect(dialog).toBeVisible()
    const inShadow = await page.locator('simu-price-checker').evaluate((host) => !!host.shadowRoot!.querySelector('[role="dialog"]'))
    expect(inShadow).toBe(true)
    // Tab and Shift+Tab cycle through the dialog's one button without leaving it.
    const close = dialog.getByRole('button', { name: 'Close' })
    await close.focus()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(opener).toBeFocused()
  })
})

test.describe('a page whose widget has no country attribute', () => {
  const cleanPage = '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><simu-price-checker></simu-price-checker></main><script src="/widgets/loader.js" data-app-key="pk_demo_partner"></script></body></html>'

  test("resolves the country from the IP lookup: a Tanzanian visitor gets Tzs prices, in the page's language (issue 12: never the country alone)", async ({ browser, baseURL }) => {
    // The country header a CDN in front of Simu would set for a visitor from Tanzania.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-country-code': 'TZ' } })
    const page = await context.newPage()
    await page.route('**/e2e-nocountry/', (route) => route.fulfill({ contentType: 'text/html', body: cleanPage }))
    await page.goto('/e2e-nocountry/')
    await expect(page.getByRole('heading', { name: 'How much is your phone worth?' })).toBeVisible()
    await page.getByLabel('Brand').selectOption({ label: 'Samsung' })
    await page.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
    await page.getByLabel('Variant').selectOption({ index: 1 })
    await expect(page.getByText(/Max Price: Tzs [\d,]+/)).toBeVisible()
    // The same visitor on a Swahili page reads Swahili.
    await page.evaluate(() => { document.documentElement.lang = 'sw' })
    await expect(page.getByRole('heading', { name: 'Simu yako ina thamani gani?' })).toBeVisible()
    await expect(page.getByText(/Bei ya Juu: Tzs [\d,]+/)).toBeVisible()
    await context.close()
  })

  test('falls back to ke when the lookup knows nothing', async ({ page }) => {
    await page.route('**/e2e-nocountry/', (route) => route.fulfill({ contentType: 'text/html', body: cleanPage }))
    await page.goto('/e2e-nocountry/')
    await expect(page.getByRole('heading', { name: 'How much is your phone worth?' })).toBeVisible()
    await page.getByLabel('Brand').selectOption({ label: 'Samsung' })
    await page.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
    await page.getByLabel('Variant').selectOption({ index: 1 })
    await expect(page.getByText(/Max Price: Ksh [\d,]+/)).toBeVisible()
  })
})
