/**
 * axe-core on every page of the site shell and the content area (issue 3), in English and Kiswahili,
 * at 1280 and 375 px, and on the shell's open menus, side menu and chat, and the forms' error states.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axe } from './helpers'


const paths = (c: string) => [
  `/${c}/sell-your-phone`, `/${c}/how-it-works`, `/${c}/how-it-works?1`, `/${c}/how-it-works?2`, `/${c}/how-it-works?3`,
  `/${c}/repair-phone`, `/${c}/register-phone`, '/register-phone', `/${c}/partners/demo-partner`, `/${c}/dealers/register`,
  `/${c}/retailer/register`, `/${c}/careers`, `/${c}/no-such-page`,
]

/** The page has settled: its heading shows and nothing is loading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test.describe('accessibility of the shell and content pages (axe-core)', () => {
  // The pages' CSP would refuse the injected axe script.
  test.use({ bypassCSP: true })

  for (const width of [1280, 375]) {
    for (const [language, country] of [['English', 'ke'], ['Kiswahili', 'tz']] as const) {
      test(`every content page at ${width} px in ${language} has no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        for (const path of paths(country)) {
          await page.goto(path)
          await settled(page)
          expect(await axe(page), `${path} at ${width}px`).toEqual([])
          // Nothing wider than the screen: no sideways scrolling on a phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`).toBeLessThanOrEqual(width)
        }
      })
    }
  }

  for (const width of [1280, 375]) {
    test(`the open menus, side menu and chat at ${width} px have no violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/ke/how-it-works')
      await settled(page)
      await page.getByRole('button', { name: 'Account' }).click()
      await expect(page.getByRole('menu', { name: 'Your account' })).toBeVisible()
      expect(await axe(page), 'user menu').toEqual([])
      await page.keyboard.press('Escape')
      const more = page.getByRole('button', { name: 'More' })
      if (width === 375) {
        await more.click()
        await expect(page.getByRole('menu', { name: 'More' })).toBeVisible()
        expect(await axe(page), 'More menu').toEqual([])
        await page.keyboard.press('Escape')
      }
      await page.getByRole('button', { name: 'Chat with us' }).click()
      await expect(page.getByRole('dialog', { name: 'Chat with Simu' })).toBeVisible()
      expect(await axe(page), 'chat').toEqual([])
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sell Phone' }).click()
      expect(await axe(page), 'side menu').toEqual([])
    })
  }

  test('the forms with their errors have no violations', async ({ page }) => {
    for (const path of ['/ke/register-phone', '/ke/dealers/register', '/tz/retailer/register']) {
      await page.goto(path)
      await settled(page)
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
      expect(await axe(page), path).toEqual([])
    }
  })
})
