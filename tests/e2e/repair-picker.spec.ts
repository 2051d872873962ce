/**
 * The repair picker embedded on the dealer's demo page (issue 5; shop-and-repair.md §2 Repair picker
 * dialog, §5): the visitor opens it, is told what is missing, chooses brand and model and lands on
 * Simu's repair screen for that model; the backdrop does not close it; axe finds nothing wrong.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axe } from './helpers'

const title = 'Select The Phone You Wish To Repair'

/** axe-core in the page, on one element (it looks inside open shadow roots). */

async function openPicker(page: Page) {
  await page.goto('/demo/dealer/')
  await page.getByRole('button', { name: 'Repair my phone' }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Brand')).toBeEnabled()
  return dialog
}

test.describe('the repair picker on a dealer page', () => {
  test.use({ bypassCSP: true })

  test('Proceed too early asks for brand and model; then it opens the repair screen of the chosen phone', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const dialog = await openPicker(page)
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await expect(dialog.getByText('this field is required')).toHaveCount(2)
    await expect(dialog.getByLabel('Brand')).toBeFocused()

    await dialog.getByLabel('Brand').selectOption({ label: 'Samsung' })
    await expect(dialog.getByText('this field is required')).toHaveCount(1)
    await expect(dialog.getByLabel('Model')).toBeEnabled()
    await dialog.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
    await expect(dialog.getByText('this field is required')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    // Simu's full site, on the host the widget script came from.
    await page.waitForURL('**/ke/repair/samsung-galaxy-s21')
    expect(new URL(page.url()).pathname).toBe('/ke/repair/samsung-galaxy-s21')
    await expect(page.locator('body')).not.toBeEmpty()
    expect(errors).toEqual([])
  })

  test('a click on the backdrop does not close it; Escape and Close do', async ({ page }) => {
    const dialog = await openPicker(page)
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Repair my phone' }).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Repair my phone' })).toBeFocused()
  })

  test('Tab stays inside the open dialog', async ({ page }) => {
    const dialog = await openPicker(page)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((d) => {
        let active = document.activeElement
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
        return d.contains(active)
      })).toBe(true)
    }
  })

  test('axe finds no violations with the dialog open, with and without errors showing', async ({ page }) => {
    const dialog = await openPicker(page)
    expect(await axe(page, 'simu-repair-picker')).toEqual([])
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await expect(dialog.getByText('this field is required')).toHaveCount(2)
    expect(await axe(page, 'simu-repair-picker')).toEqual([])
  })

  test('looks right at 1280 and 375 px wide', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      const dialog = await openPicker(page)
      await dialog.getByRole('button', { name: 'Proceed' }).click()
      const box = await dialog.boundingBox()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/repair-picker-${width}.png` })
    }
  })

  test('site-url sends Proceed to that site; a bad attribute is a clear error, never a blank box', async ({ page }) => {
    await page.route('**/e2e-repair/', (route) => route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><body><simu-repair-picker country="ug" open="true" brand="iPhone" site-url="https://simu.example"></simu-repair-picker>'
        + '<simu-repair-picker id="bad" open="yes"></simu-repair-picker><script src="/widgets/loader.js" data-app-key="pk_demo_partner"></script></body></html>',
    }))
    await page.route('https://simu.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Simu</title><h1>Repair</h1>' }))
    await page.goto('/e2e-repair/')
    await expect(page.locator('#bad')).toContainText('This Simu widget is set up wrongly: open: open must be true or false')
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog.getByLabel('Model')).toBeEnabled()
    await dialog.getByLabel('Model').selectOption({ label: 'iPhone 13' })
    await dialog.getByRole('button', { name: 'Proceed' }).click()
    await page.waitForURL('https://simu.example/ug/repair/iphone-13')
  })
})
