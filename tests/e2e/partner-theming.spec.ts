import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { partnerOriginLaunch, registerPartnerOrigin, siteOrigin } from './helpers'

/**
 * Issue 12, section 2: theming as integrators expect, on a partner page served from another origin
 * (http://partner.test), so the widgets' API calls are real cross-origin requests. --simu-* set once on
 * :root reaches every widget; a value on one tag wins for that tag only; ::part() reaches the pieces of
 * every widget, dialogs included; the page's other CSS still stays out.
 */

const partnerOrigin = 'http://partner.test'
test.use({ launchOptions: partnerOriginLaunch })
let appKey = ''

/** The widgets of the page: two with a primary button in their first screen, one with a card, the cart icon. */
const widgets = `
  <simu-price-checker country="ke"></simu-price-checker>
  <simu-repair-picker country="ke"></simu-repair-picker>
  <simu-add-to-cart model-id="iphone-12" country="ke"></simu-add-to-cart>
  <simu-cart-drawer country="ke"></simu-cart-drawer>
  <button type="button" class="partner-own">The partner's own button</button>`

/** Rules of a careless partner stylesheet: they must change the partner's own button and nothing in a widget. */
const hostileCss = `
  * { font: italic 22px/3 serif !important; color: rgb(255, 0, 0) !important; letter-spacing: 3px !important; text-transform: lowercase !important; }
  button, select, input { background: rgb(255, 0, 0) !important; border: 7px dotted rgb(0, 255, 0) !important; border-radius: 0 !important; padding: 30px !important; }
  div, section, h2, p, li { margin: 40px !important; padding: 40px !important; background-color: rgb(255, 255, 0) !important; }
  .button, .container, .card, .title, [part] { display: none !important; }`

async function openPartnerPage(page: Page, css: string) {
  await page.route(`${partnerOrigin}/**`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Duka la Mama Njeri</title><style>${css}</style></head>
      <body><main>${widgets}</main>
      <script src="${siteOrigin}/widgets/loader.js" data-app-key="${appKey}" async></script></body></html>`,
  }))
  await page.goto(`${partnerOrigin}/`)
  await expect(nextButton(page)).toBeVisible()
  await expect(addButton(page)).toBeVisible()
}

const nextButton = (page: Page) => page.locator('simu-price-checker').getByRole('button', { name: 'Next' })
const repairButton = (page: Page) => page.locator('simu-repair-picker').getByRole('button', { name: 'Repair my phone' })
const addButton = (page: Page) => page.locator('simu-add-to-cart').getByRole('button', { name: 'Add to cart' })

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  // The partner registers its origin (cli.ts partner-add, as docs/embedding.md says) in the e2e server's database.
  appKey = await registerPartnerOrigin(request, partnerOrigin, 'e2e-theming')
})

test.describe('a partner page on another origin that themes the widgets', () => {
  test('--simu-color-brand set once on :root changes every widget on the page', async ({ page }) => {
    await openPartnerPage(page, ':root { --simu-color-brand: rgb(0, 120, 74); --simu-color-brand-text: rgb(255, 255, 240); }')
    for (const button of [nextButton(page), repairButton(page), addButton(page)]) {
      await expect(button).toHaveCSS('background-color', 'rgb(0, 120, 74)')
      await expect(button).toHaveCSS('color', 'rgb(255, 255, 240)')
    }
  })

  test('set on body it reaches every widget too, and without it the widgets keep their own look', async ({ page }) => {
    await openPartnerPage(page, 'body { --simu-color-brand: rgb(120, 0, 200); }')
    for (const button of [nextButton(page), repairButton(page), addButton(page)]) await expect(button).toHaveCSS('background-color', 'rgb(120, 0, 200)')
    await openPartnerPage(page, 'body { margin: 0 }')
    for (const button of [nextButton(page), repairButton(page), addButton(page)]) await expect(button).toHaveCSS('background-color', 'rgb(11, 95, 255)')
  })

  test('a value set on one tag overrides :root for that tag only', async ({ page }) => {
    await openPartnerPage(page, ':root { --simu-color-brand: rgb(0, 120, 74); } simu-repair-picker { --simu-color-brand: rgb(184, 0, 92); }')
    await expect(repairButton(page)).toHaveCSS('background-color', 'rgb(184, 0, 92)')
    await expect(nextButton(page)).toHaveCSS('background-color', 'rgb(0, 120, 74)')
    await expect(addButton(page)).toHaveCSS('background-color', 'rgb(0, 120, 74)')
    // The element's style attribute wins as well, and only there.
    await page.locator('simu-add-to-cart').evaluate((el) => (el as HTMLElement).style.setProperty('--simu-color-brand', 'rgb(10, 20, 30)'))
    await expect(addButton(page)).toHaveCSS('background-color', 'rgb(10, 20, 30)')
    await expect(nextButton(page)).toHaveCSS('background-color', 'rgb(0, 120, 74)')
  })

  test('::part(button) styles the buttons of two different widgets, and parts inside a dialog', async ({ page }) => {
    await openPartnerPage(page, `
      simu-price-checker::part(button), simu-repair-picker::part(button) { border-radius: 0px; text-transform: uppercase; letter-spacing: 2px; }
      simu-price-checker::part(title) { color: rgb(1, 2, 3); }
      simu-add-to-cart::part(price) { color: rgb(4, 5, 6); }
      simu-repair-picker::part(dialog) { background-color: rgb(255, 250, 240); }
      simu-repair-picker::part(backdrop) { background-color: rgba(0, 40, 20, 0.6); }
      simu-repair-picker::part(select) { border-top-color: rgb(7, 8, 9); }`)
    for (const button of [nextButton(page), repairButton(page)]) {
      await expect(button).toHaveCSS('border-top-left-radius', '0px')
      await expect(button).toHaveCSS('text-transform', 'uppercase')
      await expect(button).toHaveCSS('letter-spacing', '2px')
    }
    // The part belongs to the tag it names: the add-to-cart button keeps its rounded corners.
    await expect(addButton(page)).not.toHaveCSS('border-top-left-radius', '0px')
    await expect(page.locator('simu-price-checker').getByRole('heading', { level: 2 })).toHaveCSS('color', 'rgb(1, 2, 3)')
    await expect(page.locator('simu-add-to-cart [part~="price"]')).toHaveCSS('color', 'rgb(4, 5, 6)')

    // The dialog opens inside the element's shadow root: its parts are the element's parts.
    await repairButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Select The Phone You Wish To Repair' })
    await expect(dialog).toBeVisible()
    // The <dialog> is the top-layer frame; its visible panel is the dialog part.
    await expect(page.locator('simu-repair-picker [part~="dialog"]')).toHaveCSS('background-color', 'rgb(255, 250, 240)')
    await expect(page.locator('simu-repair-picker [part~="backdrop"]')).toHaveCSS('background-color', 'rgba(0, 40, 20, 0.6)')
    await expect(dialog.getByLabel('Brand')).toHaveCSS('border-top-color', 'rgb(7, 8, 9)')
    await expect(dialog.getByRole('button', { name: 'Proceed' })).toHaveCSS('text-transform', 'uppercase')
  })

  test("the page's unrelated CSS still does not leak in, themed or not", async ({ page }) => {
    const theme = ':root { --simu-color-brand: rgb(0, 120, 74); }'
    await openPartnerPage(page, theme)
    const clean = await looks(page)
    await openPartnerPage(page, theme + hostileCss)
    // The rules are really hostile: the partner's own button turned red.
    await expect(page.locator('.partner-own')).toHaveCSS('background-color', 'rgb(255, 0, 0)')
    const hostile = await looks(page)
    expect(hostile).toEqual(clean)
    expect(hostile.priceChecker.button.bg).toBe('rgb(0, 120, 74)')
  })

  test('every part a widget shows, in its dialog or drawer too, is documented for its tag (the @csspart lines of its element.ts)', async ({ page }) => {
    await openPartnerPage(page, '')
    const shownParts = (tag: string) => page.locator(tag).evaluate((host) => [...new Set([...host.shadowRoot!.querySelectorAll('[part]')].flatMap((el) => el.getAttribute('part')!.split(/\s+/)))].sort())
    const opens: Record<string, [opener: Locator, dialog: Locator] | undefined> = {
      'simu-cart-drawer': [page.locator('simu-cart-drawer').getByRole('button', { name: 'Cart, empty' }), page.getByRole('dialog', { name: 'Your cart' })],
      'simu-repair-picker': [repairButton(page), page.getByRole('dialog', { name: 'Select The Phone You Wish To Repair' })],
    }
    for (const tag of ['simu-price-checker', 'simu-repair-picker', 'simu-add-to-cart', 'simu-cart-drawer']) {
      const open = opens[tag]
      if (open) {
        await open[0].click()
        await expect(open[1]).toBeVisible()
        // A drawer's code loads when it first opens: wait for the drawer itself, past its loading panel.
        await expect(page.locator(`${tag} [part~="dialog-title"]`)).toBeVisible()
      }
      const shown = await shownParts(tag)
      if (open) {
        expect(shown, tag).toEqual(expect.arrayContaining(['dialog', 'backdrop', 'dialog-title', 'trigger']))
        await page.keyboard.press('Escape')
        await expect(open[1]).toHaveCount(0)
      }
      expect(shown.length, tag).toBeGreaterThan(2)
      expect(shown.filter((name) => !documentedParts(tag).includes(name)), tag).toEqual([])
    }
  })
})

/** The @csspart names in the JSDoc header of a tag's element.ts. */
function documentedParts(tag: string): string[] {
  const source = readFileSync(`src/widgets/${tag.slice('simu-'.length)}/element.ts`, 'utf8')
  return [...source.matchAll(/^ \* @csspart ([\w-]+) - /gm)].map((m) => m[1]!)
}

/** The computed look of the main pieces of two widgets, to compare one page with another. */
async function looks(page: Page) {
  const look = (locator: Locator) => locator.evaluate((el) => {
    const s = getComputedStyle(el)
    return { font: s.fontFamily, size: s.fontSize, style: s.fontStyle, color: s.color, line: s.lineHeight, spacing: s.letterSpacing, transform: s.textTransform, bg: s.backgroundColor, border: s.borderTopWidth, radius: s.borderTopLeftRadius, padding: s.paddingTop, margin: s.marginTop, display: s.display }
  })
  const checker = page.locator('simu-price-checker')
  const card = page.locator('simu-add-to-cart')
  return {
    priceChecker: {
      container: await look(checker.getByRole('region')),
      title: await look(checker.getByRole('heading', { level: 2 })),
      select: await look(checker.getByLabel('Brand')),
      button: await look(nextButton(page)),
    },
    repairPicker: { button: await look(repairButton(page)) },
    addToCart: { title: await look(card.getByRole('heading', { level: 2 })), button: await look(addButton(page)), price: await look(card.locator('[part~="price"]')) },
  }
}
