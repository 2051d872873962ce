import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { getEstimate } from './helpers'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Runs axe-core in the page (it looks inside open shadow roots) and returns the violations. */
async function axe(page: Page, include?: string) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (selector) => {
    const result = await (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(
      selector ? { include: [[selector]] } : document,
      { resultTypes: ['violations'] },
    )
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  }, include)
}

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
