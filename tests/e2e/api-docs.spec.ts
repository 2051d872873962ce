/**
 * The API reference page (issue 12 §4) in a real browser: /api/docs renders the OpenAPI document with
 * everything it needs from this server (no CDN, no web fonts: this machine has no internet, and neither
 * may a partner's developer behind a strict network), and nothing it does breaks its Content Security Policy.
 */
import { expect, test } from '@playwright/test'

test('the reference page renders the API from this server alone, within its CSP', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  // Every request to another origin is recorded and refused.
  await page.route((url) => url.origin !== origin, (route) => {
    elsewhere.push(route.request().url())
    return route.abort()
  })
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;((window as unknown as { violations?: string[] }).violations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  const reply = await page.goto('/api/docs')
  expect(reply?.status()).toBe(200)
  // The document's title and its operations, grouped by area, from /api/v1/openapi.json.
  await expect(page.getByRole('heading', { name: 'Simu API', exact: false }).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Authentication', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Paging', exact: true })).toBeAttached()
  await expect(page.getByRole('link', { name: /^Send otp/ })).toBeVisible()
  // Each area is a group of operations; the shop's opens to its paged catalogue.
  await page.getByRole('button', { name: 'Open Group - Shop' }).click()
  await expect(page.getByRole('link', { name: /^Available models/ })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([])
  expect(violations).toEqual([])
  expect(elsewhere).toEqual([])
})
