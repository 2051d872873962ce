/**
 * Issue 10, points 13, 14 and 15 on screen: every search hit opens a working page (a model the shop
 * does not sell opens its sell page), a misspelt search still finds the phone, and a Tanzanian visitor
 * is told plainly that the Samsung store trade-in is Kenya-only instead of being shown Kenyan stores;
 * point 17: a store's Map opens a dialog with its address, hours and a Google Maps link (no maps script).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { watchCsp } from './helpers'

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search devices' })

test.describe('search', () => {
  test("'samsng' finds the Samsung phones, and every out-of-stock hit opens a working page", async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await searchBox(page).fill('samsng')
    const list = page.getByRole('listbox', { name: 'Devices' })
    await expect(list.getByRole('option').first()).toBeVisible()
    const out = list.getByRole('option').filter({ hasText: 'Out Of Stock' })
    const names = (await out.allTextContents()).map((text) => text.replace('Out Of Stock', '').replace('Not in the shop · sell yours to Simu', '').trim())
    // The case the issue saw: 7 of the 17 Samsung hits are out of stock.
    expect(names.length).toBeGreaterThanOrEqual(7)
    for (const name of names) {
      await page.goto('/ke/sell-your-phone')
      await searchBox(page).fill('samsung')
      await page.getByRole('listbox', { name: 'Devices' }).getByRole('option', { name: new RegExp(`^${name}\\b`) }).first().click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
      await expect(page.getByText('could not fetch item')).toHaveCount(0)
    }
  })

  test('a model the shop does not sell says so in the list and opens its sell page', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await searchBox(page).fill('galaxi s10')
    const hit = page.getByRole('option', { name: /Galaxy S10/ })
    await expect(hit).toContainText('Not in the shop · sell yours to Simu')
    await hit.click()
    await expect(page).toHaveURL(/\/ke\/sell-old-mobile-phone\/select-variant\/samsung-galaxy-s10$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sell your Galaxy S10' })).toBeVisible()
  })

  test("'tecno spark' lists the Spark models first", async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await searchBox(page).fill('tecno spark')
    const options = page.getByRole('listbox', { name: 'Devices' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    const names = await options.allTextContents()
    const sparks = names.filter((n) => n.startsWith('Spark'))
    expect(sparks.length).toBeGreaterThanOrEqual(3)
    expect(names.slice(0, sparks.length)).toEqual(sparks)
  })
})

test.describe('the Samsung trade-in outside Kenya', () => {
  for (const country of ['tz', 'ug'] as const) {
    test(`/${country}/samsung/all-phones says the trade-in is Kenya-only and shows no Kenyan store`, async ({ page }) => {
      await page.goto(`/${country}/samsung/all-phones`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/The Samsung store trade-in is in Kenya only|Kubadilisha Samsung dukani ni Kenya pekee/)
      await expect(page.getByText(/Samsung Experience Store/)).toHaveCount(0)
      await expect(page.locator(`#main a[href="/${country}/sell-your-device"]`)).toBeVisible()
      await expect(page.locator(`#main a[href="/${country}/stores"]`)).toBeVisible()
    })
  }

  test('the landing banner sends Kenyan visitors to the Samsung trade-in and nobody else', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await expect(page.locator('a[href="/ke/samsung/all-phones"]').first()).toBeVisible()
    await page.goto('/tz/sell-your-phone')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#main a[href="/tz/samsung/all-phones"]')).toHaveCount(0)
  })
})


/** Requests the page makes to anything but Simu itself (a maps script, tiles, an iframe). */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(r.url())
  })
  return foreign
}

/** The dialog fits a 390 px screen: nothing in it sticks out sideways. */
async function fitsPhone(dialog: Locator) {
  const sticking = await dialog.evaluate((d) => [d, ...d.querySelectorAll('*')].filter((el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && (r.left < 0 || r.right > window.innerWidth)
  }).map((el) => el.outerHTML.slice(0, 80)))
  expect(sticking).toEqual([])
}

test.describe("a store's Map at 390 px (issue 10, point 17)", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("Map on the Samsung stores opens the store's address, hours and a Google Maps link; Escape closes it", async ({ page }) => {
    const csp = await watchCsp(page)
    const foreign = watchForeignRequests(page)
    await page.goto('/ke/samsung/all-phones')
    const galleria = page.getByRole('region', { name: 'Samsung Experience Stores' }).getByTestId('store').filter({ hasText: 'Galleria Mall' })
    const map = galleria.getByRole('link', { name: 'Map of Samsung Experience Store - Galleria Mall' })
    await map.click()

    const dialog = page.getByRole('dialog', { name: 'Samsung Experience Store - Galleria Mall' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Galleria Mall, Langata Rd, Bomas')
    await expect(dialog).toContainText('Opening hoursMon-Sat 9:00-20:00, Sun 10:00-18:00')
    await expect(dialog).toContainText('No phone number')
    const google = dialog.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' })
    await expect(google).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-1.3393%2C36.7701')
    await expect(google).toHaveAttribute('target', '_blank')
    await expect(google).toHaveAttribute('rel', /noopener/)
    await expect(dialog.locator('iframe, script')).toHaveCount(0)
    await fitsPhone(dialog)

    // Focus stays in the dialog: Tab and Shift+Tab go round its link and Close button.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(map).toBeFocused()
    // Opening it again from the keyboard works the same.
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(map).toBeFocused()

    expect(foreign).toEqual([])
    expect(await csp()).toEqual([])
  })

  test("a Swahili page: Map on Simu's Tanzanian stores reads in Swahili, hours included", async ({ page }) => {
    const csp = await watchCsp(page)
    await page.goto('/tz/stores')
    const arusha = page.getByTestId('store').filter({ hasText: 'Simu Arusha' })
    await arusha.getByRole('link', { name: 'Ramani ya Simu Arusha' }).click()
    const dialog = page.getByRole('dialog', { name: 'Simu Arusha' })
    await expect(dialog).toContainText('AnwaniSokoine Rd, Arusha')
    await expect(dialog).toContainText('Saa za kufunguaJumatatu-Jumamosi 9:00-19:00, Jumapili 10:00-17:00')
    await expect(dialog.getByRole('link', { name: '+255 768 919 001' })).toHaveAttribute('href', 'tel:+255768919001')
    await expect(dialog.getByRole('link', { name: 'Fungua kwenye Google Maps (inafunguka kwenye kichupo kipya)' }))
      .toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=-3.3691%2C36.6881')
    await fitsPhone(dialog)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(await csp()).toEqual([])
  })
})
