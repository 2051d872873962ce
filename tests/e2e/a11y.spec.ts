import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axe, getEstimate } from './helpers'

/** Runs axe-core in the page (it looks inside open shadow roots) and returns the violations. */

test.describe('accessibility (axe-core)', () => {
  // The pages' CSP would refuse the injected axe script.
  test.use({ bypassCSP: true })

  test('the sell landing page has no violations, in each step of the price checker', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await expect(page.getByLabel('Brand')).toBeEnabled()
    expect(await axe(page)).toEqual([])
    await getEstimate(page)
    expect(await axe(page)).toEqual([])
  })

  test('the not-found page has no violations', async ({ page }) => {
    await page.goto('/tz/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('the embedded widget has no violations inside its shadow root', async ({ page }) => {
    await page.goto('/demo/partner/')
    await expect(page.getByLabel('Brand')).toBeEnabled()
    expect(await axe(page, 'simu-price-checker')).toEqual([])
  })
})
