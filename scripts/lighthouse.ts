/**
 * The page bench (issue 11, "Measurement first"): Lighthouse 12 in mobile mode (its defaults: a
 * Moto G Power-sized screen, simulated slow 4G and a 4x slower CPU), performance only, with Debian's
 * Chromium, on every page type of the site and the demo pages, against a running Simu server.
 *
 * Every page is measured three times. The runs go in rounds (every page once, then every page again)
 * so that a busy minute on the machine spreads over all pages instead of sinking one, and every run
 * gets a fresh Chromium with an empty profile: each is a first visit, as a new customer's. The row
 * reports the median run by score (ties broken by LCP): all of its numbers come from that one run.
 *
 * The floor is /demo/floor/, the smallest page the same server sends, measured in the same rounds:
 * a page's LCP budget is 1.3 s and at most twice the floor's.
 *
 * Used by scripts/bench.ts (`npm run bench`, `npm run bench -- --only=pages`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { questions } from '@core/domain/questions'

export const chromiumPath = '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update']
export const runsPerPage = 3

export const budgets = { score: 95, lcpMs: 1300, lcpFloorFactor: 2, cls: 0.05, tbtMs: 150, embeddingPoints: 5 } as const

/** A signed-in site session, as the site keeps one: the token in the HttpOnly cookie, the user in localStorage. */
interface Session {
  token: string
  user: unknown
}

export interface PageTarget {
  /** What the row is called in the table. */
  name: string
  path: string
  /** The page needs a signed-in seller: the session is put into each fresh browser before the run. */
  session?: Session
}

export interface PageRun {
  score: number
  lcpMs: number
  cls: number
  tbtMs: number
  totalBytes: number
  scriptBytes: number
  /** The page as Lighthouse last saw it (a data: URL), to check what was measured. */
  screenshot?: string
  error?: string
}

export interface PageRow extends PageRun {
  target: PageTarget
  /** Every run's score, 'failed' for a run Lighthouse could not finish. */
  scores: string[]
  /** The largest CLS of the runs: a shift that shows in one run of three is not hidden by the median. */
  clsMax: number
  verdict: string[]
}

export interface PagesResult {
  floor: PageRow
  rows: PageRow[]
  /** score(partner, widgets off) - score(partner, widgets on), from the median runs. */
  embeddingCost: number | null
  seconds: number
  chromium: string
}

const apiHeaders = { 'content-type': 'application/json', 'x-app-key': 'pk_dev_simu', country: 'ke' }

/**
 * A seller signed in by SMS code through the API (the server must run with SIMU_DEV_OUTBOX=1) with one
 * locked estimate: the trade-in the tracking page follows. The Origin header makes it a site session.
 */
async function tradeInForTracking(base: string): Promise<{ session: Session; quoteId: string }> {
  const headers = { ...apiHeaders, origin: base }
  const phone = `0711${String(Date.now() % 1_000_000).padStart(6, '0')}`
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}/api/v1/${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
    return res
  }
  await post('send_otp', { phone, country: 'ke' })
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox/${encodeURIComponent(`+254${phone.slice(1)}`)}`)).json()) as { message?: string }
  const code = /\b(\d{6})\b/.exec(outbox.message ?? '')?.[1]
  if (!code) throw new Error('no sign-in code in the dev SMS outbox (is SIMU_DEV_OUTBOX=1 set?)')
  const verified = await post('verify_otp', { phone, random: code, country: 'ke' })
  const token = /simu_session=([^;]+)/.exec(verified.headers.getSetCookie().join('\n'))?.[1]
  if (!token) throw new Error('the sign-in set no session cookie')
  const { user } = (await verified.json()) as { user: unknown }
  // A phone in order, every question answered as expected: the server locks a price only on full answers.
  const answers = Object.fromEntries(questions.map((q) => [q.key, q.expected]))
  const calculated = await post('calculate', { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...answers }, { authorization: `Bearer ${token}` })
  const { quote } = (await calculated.json()) as { quote: { _id: string } }
  return { session: { token, user }, quoteId: quote._id }
}

/** The first phone the shop lists in stock in Kenya (the product page's subject). */
async function productInStock(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/available_models?page=1&limit=24`, { headers: apiHeaders })
  const { inventory } = (await res.json()) as { inventory: { details: { _id: string }; instock: boolean }[] }
  const product = inventory.find((p) => p.instock)
  if (!product) throw new Error('the seeded shop has no phone in stock')
  return product.details._id
}

/** Every page type of issue 11, on the server at base: the floor first, the partner page with and without widgets. */
export async function pageTargets(base: string): Promise<PageTarget[]> {
  const product = await productInStock(base)
  const tracking = await tradeInForTracking(base)
  return [
    { name: 'floor (smallest page)', path: '/demo/floor/' },
    { name: 'sell landing', path: '/ke/sell-your-phone' },
    { name: 'sell wizard', path: '/ke/sell-your-device' },
    { name: 'shop catalogue', path: '/ke/ecommerce/shop' },
    { name: 'shop products list', path: '/ke/ecommerce/shop/products' },
    { name: 'product page', path: `/ke/ecommerce/product-details/${product}` },
    { name: 'cart (empty)', path: '/ke/ecommerce/cart' },
    { name: 'checkout (empty cart)', path: '/ke/ecommerce/checkout' },
    { name: 'repair landing', path: '/ke/repair-phone' },
    { name: 'repair screen', path: '/ke/repair/iphone-13' },
    { name: 'trade-in tracking (signed in)', path: `/ke/device-details/${tracking.quoteId}`, session: tracking.session },
    { name: 'partner demo', path: '/demo/partner/' },
    { name: 'partner demo, widgets off', path: '/demo/partner/?widgets=off' },
    { name: 'dealer demo', path: '/demo/dealer/' },
    { name: 'Samsung demo', path: '/demo/samsung/' },
  ]
}

/** Puts a site session into a fresh browser: the cookie (Path=/api, HttpOnly) and localStorage 'simu.auth'. */
async function signInBrowser(chrome: LaunchedChrome, base: string, session: Session) {
  const { default: puppeteer } = await import('puppeteer-core')
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const { hostname } = new URL(base)
    await browser.setCookie({ name: 'simu_session', value: session.token, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Lax' })
    const page = await browser.newPage()
    await page.goto(`${base}/demo/floor/`)
    await page.evaluate((auth) => localStorage.setItem('simu.auth', auth), JSON.stringify({ user: session.user, token: '' }))
    await page.close()
  } finally {
    await browser.disconnect()
  }
}

const bytesOf = (lhr: Result, type: string) => {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return items.find((i) => i.resourceType === type)?.transferSize ?? 0
}

/** One Lighthouse run in its own fresh Chromium. */
async function runInFreshBrowser(base: string, target: PageTarget): Promise<PageRun> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' })
  try {
    if (target.session) await signInBrowser(chrome, base, target.session)
    const result = await lighthouse(`${base}${target.path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    const lhr = result?.lhr
    if (!lhr) return failed('Lighthouse returned no result')
    if (lhr.runtimeError) return failed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbtMs: metric('total-blocking-time'),
      totalBytes: bytesOf(lhr, 'total'),
      scriptBytes: bytesOf(lhr, 'script'),
      screenshot: (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data,
    }
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  } finally {
    chrome.kill()
  }
}

/** A run Lighthouse could not finish (NO_NAVSTART and the like happen on a busy machine) is tried once more. */
async function runOnce(base: string, target: PageTarget): Promise<PageRun> {
  const run = await runInFreshBrowser(base, target)
  return run.error ? runInFreshBrowser(base, target) : run
}

const failed = (error: string): PageRun => ({ score: 0, lcpMs: Number.NaN, cls: Number.NaN, tbtMs: Number.NaN, totalBytes: 0, scriptBytes: 0, error })

/** The median run by score, ties broken by LCP; a failed run sorts below every real one. */
function medianRun(runs: PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => (a.error ? -1 : 0) - (b.error ? -1 : 0) || a.score - b.score || b.lcpMs - a.lcpMs)
  return sorted[Math.floor(sorted.length / 2)]!
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

/** What a row misses of its budgets ([] when it meets them all). */
function verdict(run: PageRun, floorLcpMs: number): string[] {
  if (run.error) return [`failed: ${run.error}`]
  const lcpBudget = Math.min(budgets.lcpMs, budgets.lcpFloorFactor * floorLcpMs)
  return [
    run.score < budgets.score ? `score ${run.score} < ${budgets.score}` : '',
    run.lcpMs > lcpBudget ? `LCP ${seconds(run.lcpMs)} > ${seconds(lcpBudget)}` : '',
    !(run.cls < budgets.cls) ? `CLS ${run.cls.toFixed(3)} ≥ ${budgets.cls}` : '',
    !(run.tbtMs < budgets.tbtMs) ? `TBT ${Math.round(run.tbtMs)} ms ≥ ${budgets.tbtMs} ms` : '',
  ].filter(Boolean)
}

/** With BENCH_SHOTS=<dir>, the median run's last screenshot of every page goes there (what was measured). */
const shotsDir = process.env.BENCH_SHOTS

function saveScreenshots(dir: string, medians: { target: PageTarget; run: PageRun }[]) {
  mkdirSync(dir, { recursive: true })
  for (const { target, run } of medians) {
    const data = run.screenshot?.split(',')[1]
    if (data) writeFileSync(join(dir, `${target.name.replace(/\W+/g, '-')}.jpg`), Buffer.from(data, 'base64'))
  }
}

/** Measures every page type on the server at base and returns the rows with their verdicts. */
export async function measurePages(base: string, targets: PageTarget[], log: (line: string) => void = console.log): Promise<PagesResult> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Debian's Chromium is missing (${chromiumPath}): the page bench needs it (apt-get install chromium); it installs nothing itself`)
  }
  const started = Date.now()
  const runs = new Map<PageTarget, PageRun[]>(targets.map((t) => [t, []]))
  for (let round = 1; round <= runsPerPage; round++) {
    for (const target of targets) {
      const run = await runOnce(base, target)
      runs.get(target)!.push(run)
      log(`pages, round ${round}/${runsPerPage}: ${target.path} ${run.error ? `failed (${run.error})` : `score ${run.score}, LCP ${seconds(run.lcpMs)}, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbtMs)} ms`}`)
    }
  }
  const medians = targets.map((target) => {
    const all = runs.get(target)!
    const clsMax = Math.max(...all.filter((r) => !r.error).map((r) => r.cls))
    return { target, run: medianRun(all), clsMax, scores: all.map((r) => (r.error ? 'failed' : String(r.score))) }
  })
  if (shotsDir) saveScreenshots(shotsDir, medians)
  const floorLcp = medians[0]!.run.lcpMs
  const rows = medians.map(({ target, run, scores, clsMax }) => ({ ...run, target, scores, clsMax, verdict: verdict(run, floorLcp) }))
  const on = rows.find((r) => r.target.path === '/demo/partner/')
  const off = rows.find((r) => r.target.path === '/demo/partner/?widgets=off')
  return {
    floor: rows[0]!,
    rows: rows.slice(1),
    embeddingCost: on && off && !on.error && !off.error ? off.score - on.score : null,
    seconds: Math.round((Date.now() - started) / 1000),
    chromium: chromiumPath,
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`

/** The pages table (markdown) for docs/benchmarks.md and the console. */
export function pagesTable(result: PagesResult): string[] {
  const { floor } = result
  const lcpBudget = Math.min(budgets.lcpMs, budgets.lcpFloorFactor * floor.lcpMs)
  const cells = (r: PageRow) =>
    r.error ? `${r.scores.join(', ')} | failed | – | – | – | –` : `${r.score} (${r.scores.join(', ')}) | ${seconds(r.lcpMs)} | ${r.cls.toFixed(3)}${r.clsMax > r.cls ? ` (worst run ${r.clsMax.toFixed(3)})` : ''} | ${Math.round(r.tbtMs)} ms | ${kb(r.totalBytes)} | ${kb(r.scriptBytes)}`
  const cost = result.embeddingCost
  return [
    `Lighthouse 12 mobile (simulated throttling), performance only, ${result.chromium}; ${runsPerPage} runs per page, median run by score; ${result.seconds} s for all pages.`,
    `Budgets per row: score ≥ ${budgets.score}, LCP ≤ ${seconds(lcpBudget)} (${seconds(budgets.lcpMs)} and at most ${budgets.lcpFloorFactor}× the floor's ${seconds(floor.lcpMs)}), CLS < ${budgets.cls}, TBT < ${budgets.tbtMs} ms.`,
    '',
    '| Page | Score (runs) | LCP | CLS | TBT | Bytes on the wire | JS on the wire | Budget |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    `| ${floor.target.name}: \`${floor.target.path}\` | ${cells(floor)} | the floor |`,
    ...result.rows.map((r) => `| ${r.target.name}: \`${r.target.path.replace(/\/device-details\/[^/?]+/, '/device-details/{id}')}\` | ${cells(r)} | ${r.verdict.length ? `misses: ${r.verdict.join('; ')}` : 'meets'} |`),
    '',
    cost === null
      ? 'Embedding cost on the partner page: not measured.'
      : `Embedding cost on the partner page: score without widgets − score with them = ${cost} points (budget ≤ ${budgets.embeddingPoints}): ${cost <= budgets.embeddingPoints ? 'meets' : 'misses'}.`,
  ]
}
