import { randomInt } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
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

/** The site's own origin (the e2e server, as playwright.config.ts starts it). */
export const siteOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4319)}`

/**
 * Headers that make an API call look like one from Simu's own page by a client of its own: the site's
 * Origin (so a sign-in makes a full-rights site session, whose token goes into the HttpOnly cookie) and a
 * made-up client address behind the e2e server's one trusted proxy hop (TRUST_PROXY=1 in
 * playwright.config.ts), so the per-IP limits (30 codes an hour) count each test's client apart, as they
 * would count real customers, instead of every test sharing 127.0.0.1.
 */
export function asSiteClient(): Record<string, string> {
  return { origin: siteOrigin, 'x-forwarded-for': `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}` }
}

const dialCodes = { ke: '254', tz: '255', ug: '256' } as const

/**
 * Signs a phone in by SMS code as Simu's own page does (asSiteClient), with Node's fetch so that no cookie
 * lands in Playwright's shared request context: answers the user and the site session's token, which a
 * test hands to the page (siteSession) or sends as a Bearer token.
 */
export async function siteSignIn(phone: string, country: keyof typeof dialCodes = 'ke'): Promise<{ user: { _id: string } & Record<string, unknown>; token: string }> {
  const e164 = phone.startsWith('+') ? phone : `+${dialCodes[country]}${phone.slice(1)}`
  const headers = { 'content-type': 'application/json', 'x-app-key': 'pk_dev_simu', country, ...asSiteClient() }
  const post = (path: string, body: unknown) => fetch(`${siteOrigin}/api/v1/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const sent = await post('send_otp', { phone, country })
  expect(sent.status, await sent.text()).toBe(200)
  let code = ''
  await expect(async () => {
    const res = await fetch(`${siteOrigin}/api/dev/sms-outbox/${encodeURIComponent(e164)}`)
    code = /\b(\d{6})\b/.exec(((await res.json()) as { message?: string }).message ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 5_000 })
  const res = await post('verify_otp', { phone, random: code, country })
  const body = (await res.json()) as { user: { _id: string } & Record<string, unknown> }
  expect(res.status, JSON.stringify(body)).toBe(200)
  const token = /simu_session=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? ''
  expect(token, 'the sign-in set no session cookie').not.toBe('')
  return { user: body.user, token }
}

/** Every CSP violation the page reports (console errors and securitypolicyviolation events), from the first script on. */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) console.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'}`))
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

/** A Kenyan customer signed in by SMS code through the API, handed to the page as the site keeps a session. */
export async function signedInShopper(page: Page, phone: string): Promise<void> {
  const kept = await siteSession(page, await siteSignIn(phone, 'ke'))
  await page.addInitScript((auth) => localStorage.setItem('simu.auth', auth), JSON.stringify(kept))
}

/** Puts these cart lines in the page's storage on its first load only (the checkout empties the cart after an order). */
export async function withCart(page: Page, lines: unknown[]): Promise<void> {
  await page.addInitScript((list) => {
    if (!sessionStorage.getItem('e2e.cart')) {
      localStorage.setItem('simu.cartList', list)
      sessionStorage.setItem('e2e.cart', '1')
    }
  }, JSON.stringify(lines))
}

/** Fills the checkout's delivery details in English. */
export async function fillDetails(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Delivery address').fill('Kilimani, Argwings Kodhek Road, Nairobi')
  await page.getByLabel('Name', { exact: true }).fill('Wanjiku Kamau')
  await page.getByLabel('Phone Number', { exact: true }).last().fill(phone)
  await page.getByLabel('Email Address').fill('wanjiku@example.com')
}

/**
 * Launch options for a page of a public origin (http://partner.test, served by page.route) that loads Simu from
 * 127.0.0.1: Chromium's Local Network Access checks would block it (a real partner loads Simu from a public host),
 * so they are off; every other option is the config's. `test.use({ launchOptions: partnerOriginLaunch })`.
 */
export const partnerOriginLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage',
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'],
}

/**
 * Registers `origin` for a new partner as Simu's staff do (cli.ts partner-add, in the e2e server's database) once per
 * run, and waits until a call from it is answered (a new partner works within seconds). Returns its app key.
 */
export async function registerPartnerOrigin(request: APIRequestContext, origin: string, id: string): Promise<string> {
  const dir = `test-results/e2e-db-${new URL(siteOrigin).port}`
  const saved = `${dir}/partner-key-${id}.txt`
  let key = existsSync(saved) ? readFileSync(saved, 'utf8').trim() : ''
  if (!key) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'partner-add', id, `Partner ${id}`, origin], {
      env: { ...process.env, SQLITE_PATH: `${dir}/simu.db`, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    })
    key = /pk_live_[\w-]+/.exec(out)?.[0] ?? ''
    expect(key, out).not.toBe('')
    writeFileSync(saved, key)
  }
  await expect(async () => {
    const res = await request.get(`${siteOrigin}/api/v1/get_device_model/samsung`, { headers: { 'x-app-key': key, origin } })
    expect(res.status()).toBe(200)
  }).toPass({ timeout: 30_000, intervals: [500] })
  return key
}
