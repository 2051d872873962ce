import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axe } from './helpers'

/**
 * The forms widgets as a partner embeds them: a page of our own, served on the app's origin through
 * page.route, with loader.js and one element. Search (sell-side.md §2, §4: 500 ms debounce, keyboard,
 * click-through), the pop-up (10 s, cookies) and the testimonial dialog (§5 messages, §8 errors), each
 * state checked with axe-core.
 */

/** Runs axe-core inside the element's shadow root and returns the violations. */

/** A page at /e2e-forms/{name}/ with the loader and the given markup. */
async function embed(page: Page, name: string, markup: string) {
  await page.route(`**/e2e-forms/${name}/`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Forms ${name}</title></head>
<body><main><h1>A partner page</h1><p id="outside">Some text of the partner.</p>${markup}</main><script src="/widgets/loader.js" data-app-key="pk_dev_simu"></script></body></html>`,
  }))
  await page.goto(`/e2e-forms/${name}/`)
}

test.use({ bypassCSP: true })

test.describe('<simu-search>', () => {
  test('searches 500 ms after typing stops, once, and opens a result with the keyboard', async ({ page }) => {
    const searches: string[] = []
    page.on('request', (r) => { if (r.url().includes('/api/v1/search')) searches.push(new URL(r.url()).searchParams.get('query') ?? '') })
    await embed(page, 'search', '<simu-search country="ke"></simu-search>')
    const box = page.getByRole('combobox', { name: 'Search devices' })
    await expect(box).toHaveAttribute('placeholder', 'Search for model,brand & more.....')
    await box.click()
    await expect(page.getByText('Start typing to search')).toBeVisible()
    expect(await axe(page, 'simu-search')).toEqual([])

    // Keys 100 ms apart: no search until typing has stopped for 500 ms.
    await box.pressSequentially('iphone 12', { delay: 100 })
    await expect(page.getByRole('option').first()).toBeVisible()
    expect(searches).toEqual(['iphone 12'])
    await expect(page.getByRole('option')).toHaveText(['iPhone 12In Stock', 'iPhone 12 ProIn Stock'])
    await expect(page.getByText('2 devices found')).toBeAttached()

    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(page.getByRole('option', { name: /iPhone 12 Pro/ })).toHaveAttribute('aria-selected', 'true')
    const active = await page.getByRole('option', { name: /iPhone 12 Pro/ }).getAttribute('id')
    await expect(box).toHaveAttribute('aria-activedescendant', active!)
    expect(await axe(page, 'simu-search')).toEqual([])
    await box.press('Enter')
    await page.waitForURL('**/ke/ecommerce/product-details/iphone-12-pro')
  })

  test('opens a clicked result on the product page of the full site', async ({ page }) => {
    await embed(page, 'search-click', '<simu-search country="tz"></simu-search>')
    await page.getByRole('combobox').fill('galaxy s21')
    await page.getByRole('option', { name: /Galaxy S21 Ultra/ }).click()
    await page.waitForURL('**/tz/ecommerce/product-details/samsung-galaxy-s21-ultra')
  })

  test("says 'No devices found', closes on Escape and resets on a click outside", async ({ page }) => {
    await embed(page, 'search-empty', '<simu-search country="ke"></simu-search>')
    const box = page.getByRole('combobox')
    await box.fill('qqqq')
    await expect(page.getByText('No devices found', { exact: true }).first()).toBeVisible()
    expect(await axe(page, 'simu-search')).toEqual([])
    await box.fill('redmi')
    await expect(page.getByRole('option').first()).toBeVisible()
    await box.press('Escape')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('redmi')
    await box.press('ArrowDown')
    await expect(page.getByRole('option').first()).toBeVisible()
    await page.locator('#outside').click()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveValue('')
  })
})

test.describe('<simu-popup>', () => {
  // Without the config's default 'dismissed' cookie: these tests are about the pop-up's cookies.
  test.use({ storageState: { cookies: [], origins: [] } })

  const title = 'Want to get exclusive offers, deals and latest updates?'
  /** Lets page time pass, then gives a dialog that was going to show real time to load and render. */
  const after = async (page: Page, ms: number) => {
    await page.waitForFunction(() => customElements.get('simu-popup') !== undefined)
    await page.clock.fastForward(ms)
    await page.waitForTimeout(750)
  }

  test('opens after 10 s; Cancel keeps it away after a reload, with a 7-day cookie', async ({ page, context }) => {
    await page.clock.install()
    await embed(page, 'popup', '<simu-popup country="ke"></simu-popup>')
    // The page's clock also runs in real time: 8 s fast-forwarded leave a busy machine 2 s of its own.
    await after(page, 8_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.clock.fastForward(2_000)
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    expect(await axe(page, 'simu-popup')).toEqual([])

    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const cookie = (await context.cookies()).find((c) => c.name === 'simu_popup_cancel')!
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    await page.reload()
    await after(page, 30_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The cookie was the reason: without it the pop-up comes back.
    await context.clearCookies()
    await page.reload()
    await after(page, 10_000)
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  })

  test('checks the fields, then signs up: the success message, a reset form and a session cookie', async ({ page, context }) => {
    await page.clock.install()
    await embed(page, 'popup-submit', '<simu-popup country="ke"></simu-popup>')
    await after(page, 10_000)
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('First Name is required')).toBeVisible()
    await expect(dialog.getByText('Phone Number is required')).toBeVisible()
    await expect(dialog.getByLabel('First Name')).toBeFocused()
    expect(await axe(page, 'simu-popup')).toEqual([])

    await dialog.getByLabel('First Name').fill('Amina')
    await dialog.getByLabel('Phone Number').fill('0812 345')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('Enter a Kenyan mobile number, such as 0712 345 678', { exact: true }).last()).toBeVisible()

    await dialog.getByLabel('Phone Number').fill('0712 600 100')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('status').filter({ hasText: 'Thank you, Amina!' })).toHaveText('Thank you, Amina! You will be the first to hear about our offers and deals.')
    await expect(dialog.getByLabel('First Name')).toHaveValue('')
    expect(await axe(page, 'simu-popup')).toEqual([])
    const cookie = (await context.cookies()).find((c) => c.name === 'simu_popup_submit')!
    expect(cookie.expires).toBe(-1)

    await page.reload()
    await after(page, 30_000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await context.clearCookies()
    await page.reload()
    await after(page, 10_000)
    await expect(page.getByRole('dialog', { name: title })).toBeVisible()
  })
})

test.describe('<simu-testimonial-form>', () => {
  const open = async (page: Page) => {
    await page.getByRole('button', { name: 'Post Testimonial' }).click()
    return page.getByRole('dialog', { name: 'Post a testimonial' })
  }
  const fill = async (dialog: ReturnType<Page['getByRole']>, name: string) => {
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Occupation').fill('Teacher')
    await dialog.getByLabel('Testimonial').fill('Fair price, quick pickup and the money came by M-Pesa at once.')
  }

  test('an empty submit shows the three messages', async ({ page }) => {
    await embed(page, 'testimonial', '<simu-testimonial-form country="ke"></simu-testimonial-form>')
    expect(await axe(page, 'simu-testimonial-form')).toEqual([])
    const dialog = await open(page)
    await expect(dialog).toBeVisible()
    expect(await axe(page, 'simu-testimonial-form')).toEqual([])
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByText('Occupation is required')).toBeVisible()
    await expect(dialog.getByText('Testimonial is required')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toBeFocused()
    expect(await axe(page, 'simu-testimonial-form')).toEqual([])
  })

  test("shows the server's refusal as an alert, a lost connection too, and Submit works again", async ({ page }) => {
    await embed(page, 'testimonial-errors', '<simu-testimonial-form country="ke"></simu-testimonial-form>')
    const dialog = await open(page)
    await fill(dialog, 'Refused Visitor')
    // The real server refuses the request: it names a country Simu does not serve.
    await page.route('**/api/v1/new_testimonial', (route) => route.continue({ headers: { ...route.request().headers(), country: 'fr' } }), { times: 1 })
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('country must be one of ke, tz, ug')
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
    expect(await axe(page, 'simu-testimonial-form')).toEqual([])

    await page.route('**/api/v1/new_testimonial', (route) => route.abort('internetdisconnected'), { times: 1 })
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('We could not send your testimonial. Check your connection and try again.')
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  test('sends it: the dialog closes and the thanks show', async ({ page }) => {
    await embed(page, 'testimonial-ok', '<simu-testimonial-form country="ke"></simu-testimonial-form>')
    const dialog = await open(page)
    await fill(dialog, 'Grateful Visitor')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('Thank you for your testimonial! It will appear on our site once our team has reviewed it.')).toBeVisible()
    expect(await axe(page, 'simu-testimonial-form')).toEqual([])
    // Opened again, the form is empty.
    await expect((await open(page)).getByLabel('Name')).toHaveValue('')
  })
})
