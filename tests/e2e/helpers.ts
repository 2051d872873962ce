import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The last six-digit code the dev SMS outbox (SIMU_DEV_OUTBOX=1) holds for a phone (E.164), waiting up to 5 s. */
export async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = ''
  await expect(async () => {
    const res = await request.get(`/api/dev/sms-outbox/${encodeURIComponent(phone)}`)
    expect(res.status()).toBe(200)
    code = /\b(\d{6})\b/.exec(((await res.json()) as { message: string }).message)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 5_000 })
  return code
}

/**
 * Runs axe-core in the page (the whole document, or only under `include`, which reaches into open
 * shadow roots) and returns its violations as 'rule: [targets]' lines: [] means none.
 */
export async function axe(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (selector) => {
    const result = await (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(
      selector ? { include: [[selector]] } : document,
      { resultTypes: ['violations'] },
    )
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  }, include)
}

/** Walks the price checker (wherever it is on the page) to an itemised estimate with a broken screen. */
export async function getEstimate(page: Page, { brand = 'Samsung', model = 'Galaxy S21', texts = en } = {}) {
  const checker = page.getByRole('region', { name: texts.title })
  await expect(checker.getByLabel(texts.brand)).toBeEnabled()
  await checker.getByLabel(texts.brand).selectOption({ label: brand })
  await expect(checker.getByLabel(texts.model)).toBeEnabled()
  await checker.getByLabel(texts.model).selectOption({ label: model })
  await expect(checker.getByLabel(texts.variant)).toBeEnabled()
  await checker.getByLabel(texts.variant).selectOption({ index: 1 })
  await expect(checker.getByText(new RegExp(`${texts.maxPrice}: \\w+ [\\d,]+`))).toBeVisible()
  await checker.getByRole('button', { name: texts.next }).click()
  for (const group of await checker.getByRole('group').all()) {
    const name = (await group.locator('legend').textContent()) ?? ''
    const damaged = name === texts.brokenScreen
    const accessory = texts.accessories.includes(name)
    // Everything in order except a broken screen; the gate and the accessories answer yes.
    await group.getByText(damaged || accessory || texts.gate.includes(name) ? texts.yes : texts.no, { exact: true }).click()
  }
  await checker.getByRole('button', { name: texts.getEstimate }).click()
  await expect(checker.getByRole('heading', { name: texts.estimateTitle })).toBeVisible()
  return checker
}

export const en = {
  title: 'How much is your phone worth?',
  brand: 'Brand',
  model: 'Model',
  variant: 'Variant',
  maxPrice: 'Max Price',
  next: 'Next',
  yes: 'Yes',
  no: 'No',
  brokenScreen: 'Cracked or broken screen',
  gate: ['Does the phone switch on?', 'Can it make and receive calls?'],
  accessories: ['Original charger', 'Original box'],
  getEstimate: 'Get my estimate',
  estimateTitle: 'Your estimate',
}

/**
 * Hands a session made through the API to the site as its own sign-in leaves it (issue 9): the token in
 * the HttpOnly cookie simu_session (Path=/api), and what goes into localStorage 'simu.auth': the user, no token.
 */
export async function siteSession(page: Page, auth: { user: unknown; token: string }): Promise<{ user: unknown; token: string }> {
  await page.context().addCookies([{ name: 'simu_session', value: auth.token, domain: '127.0.0.1', path: '/api', httpOnly: true, sameSite: 'Lax', secure: false, expires: -1 }])
  return { user: auth.user, token: '' }
}
