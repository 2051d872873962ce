/**
 * npm run bench: measures what docs/benchmarks.md records, and rewrites its results block.
 *   - widget sizes as Simu's own server sends them: loader.js and every widget tag with every chunk it
 *     needs for first render, fetched from the running server with `accept-encoding: br, gzip` and
 *     counted as the bytes on the wire (not decoded)
 *   - pages: Lighthouse 12 mobile on every page type, with the floor (scripts/lighthouse.ts)
 *   - API latency under load: autocannon, 50 connections, against the real server on a fresh SQLite file
 *   - search on both catalogue sizes (the curated ~90 models and the ~39,000 of SIMU_LARGE_CATALOGUE),
 *     with and without the reply cache, on SQLite and, when BENCH_POSTGRES_URL (or TEST_DATABASE_URL, as
 *     scripts/with-postgres.sh sets it) names a server, on PostgreSQL too
 * Run `npm run build` first (SIMU_DIST names another build directory, for the server too). Options:
 * --duration=10 (seconds per load test); --only=search, --only=pages or --only=sizes (just those
 * measurements, printed and not written to docs/benchmarks.md). BENCH_PORT=4520 puts the load tests'
 * servers on that port (one at a time; a random port from 18000 otherwise); BENCH_PAGES_PORT fixes the
 * port of the pages' server; BENCH_SHOTS=<dir> keeps a screenshot of every measured page.
 */
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import autocannon from 'autocannon'
import { openDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import { seedLargeCatalogue } from '@server/db/seed-large-catalogue'
import { widgetTags } from '@widgets/tags'
import { measurePages, pageTargets, pagesTable } from './lighthouse'

const duration = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10)
const only = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1]
if (only && !['search', 'pages', 'sizes'].includes(only)) throw new Error(`--only=${only}: expected search, pages or sizes`)
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL
/** BENCH_PORT=4520 puts the servers on that port (one at a time), for a machine where ports are shared out. */
const serverPort = () => Number(process.env.BENCH_PORT ?? 0) || 18_000 + Math.floor(Math.random() * 1000)
const widgets = join(process.env.SIMU_DIST ?? 'dist', 'widgets')
const brotli = (file: string) => brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** A module and every module it imports statically, as the browser loads them for first render. */
function staticClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const code = readFileSync(entry, 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.[^"']+)["']/g)) {
    staticClosure(join(dirname(entry), m[1]!), seen)
  }
  return seen
}

/** The bytes Simu's server sends for one file: the body as it comes over the wire (node:http decodes nothing). */
function servedBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume()
        reject(new Error(`${url} answered ${res.statusCode}`))
        return
      }
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'none' }))
    }).on('error', reject).end()
  })
}

/** One widget's first render (or loader.js) as served: bytes sent, their encodings, and brotli q11 of the same files. */
async function served(base: string, files: string[]) {
  const sent = await Promise.all(files.map((f) => servedBytes(`${base}/widgets/${relative(widgets, f)}`)))
  return {
    bytes: sent.reduce((sum, s) => sum + s.bytes, 0),
    encodings: [...new Set(sent.map((s) => s.encoding))].join(', '),
    brotli: files.reduce((sum, f) => sum + brotli(f), 0),
  }
}

/** Every widget tag's first render and loader.js, fetched from the running server at base. */
async function sizes(base: string) {
  const loader = await served(base, [join(widgets, 'loader.js')])
  const tags = []
  for (const tag of widgetTags) tags.push({ tag, ...(await served(base, [...staticClosure(join(widgets, `${tag}.js`))])) })
  const checkerFiles = [...staticClosure(join(widgets, 'simu-price-checker.js'))].map((f) => relative(widgets, f))
  return { loader, tags, checkerFiles }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
const sizeBudgets = { loader: 3 * 1024, widget: 90 * 1024 }
const sentAs = (s: { encodings: string; brotli: number }) => `content-encoding: ${s.encodings}; brotli q11 of the same files ${kb(s.brotli)}`

function sizeRows(size: Awaited<ReturnType<typeof sizes>>): string[] {
  const row = (what: string, s: { bytes: number; encodings: string; brotli: number }, budget: number) =>
    `| ${what} | ${kb(s.bytes)} (${sentAs(s)}) | ${budget / 1024} KB${s.bytes > budget ? ': misses' : ''} |`
  return [
    row('loader.js, as served', size.loader, sizeBudgets.loader),
    ...size.tags.map((t) => row(`${t.tag}, all chunks for first render, as served`, t, sizeBudgets.widget)),
  ]
}

/** A server for the pages and the sizes: the build, a fresh seeded SQLite file, the dev SMS outbox (for the trade-in's sign-in). */
async function withPageServer<T>(work: (base: string) => Promise<T>): Promise<T> {
  if (!existsSync(join(widgets, '..', 'site'))) throw new Error(`no build in ${dirname(widgets)}: run npm run build first`)
  const dir = mkdtempSync(join(tmpdir(), 'simu-bench-'))
  const port = Number(process.env.BENCH_PAGES_PORT ?? 18_000 + Math.floor(Math.random() * 1000))
  const server = await startServer(port, { SQLITE_PATH: join(dir, 'bench.db'), SIMU_DEV_OUTBOX: '1' })
  try {
    return await work(`http://127.0.0.1:${port}`)
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill()
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
}

async function pages(base: string) {
  const load = loadavg()[0]!.toFixed(1)
  return [`Load average (1 min) when the pages started: ${load} on 2 cores, before any of the bench's own load tests; above 1, other work shared the machine and the numbers are noisy.`, ...pagesTable(await measurePages(base, await pageTargets(base)))]
}

if (only === 'pages' || only === 'sizes') {
  const lines = await withPageServer(async (base) => (only === 'pages' ? pages(base) : sizeRows(await sizes(base))))
  console.log(`\n${lines.join('\n')}`)
  process.exit(0)
}

async function startServer(port: number, env: Record<string, string>) {
  // The server gets core 0 to itself where taskset exists; the load generator runs on the other core.
  const pin = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', '0'] : []
  const [command, ...args] = [...pin, process.execPath, '--import', 'tsx', 'src/server/main.ts']
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', SIMU_CHECK_REPLIES: '0', RATE_LIMIT_PER_MINUTE: '10000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the server did not start')
}

async function load(url: string, requests: autocannon.Request[], title: string) {
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    // No accept-encoding: replies travel uncompressed, so the numbers leave out the compression of API
    // replies over 1 KB that a browser asking for gzip or brotli gets (app.ts).
    headers: { 'x-app-key': 'pk_dev_simu', 'content-type': 'application/json', country: 'ke' },
    requests,
  })
  const errors = result.errors + result.non2xx
  console.log(`${title}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors`)
  return { title, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors }
}

/** What someone types, key by key, in a few searches: short prefixes match thousands of models. */
const typed = ['iphone 12', 'galaxy a14', 'tecno spark', 'redmi note 12', 'samsung a54', 'moto g']
const typingQueries = [...new Set(typed.flatMap((t) => Array.from({ length: t.length }, (_, i) => t.slice(0, i + 1).trim()).filter(Boolean)))]

/** A fresh database for one run: a SQLite file, or a new PostgreSQL database on the given server. */
async function freshDatabase(dir: string, engine: 'sqlite' | 'postgres'): Promise<{ env: Record<string, string>; url?: string; drop(): Promise<void> }> {
  if (engine === 'sqlite') return { env: { SQLITE_PATH: join(dir, 'bench.db') }, drop: async () => {} }
  const { default: pg } = await import('pg')
  const name = `simu_bench_${Math.random().toString(36).slice(2, 10)}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresUrl!)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString(), SQLITE_PATH: join(dir, 'unused.db') },
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: postgresUrl })
      await again.connect()
      await again.query(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

/**
 * Search p99 on one engine and catalogue size, with and without the reply cache. The large catalogue
 * is seeded (and its search index built) before the server starts, as SIMU_LARGE_CATALOGUE=1 does.
 */
async function searchRuns(engine: 'sqlite' | 'postgres', large: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'simu-bench-'))
  const database = await freshDatabase(dir, engine)
  const out: Awaited<ReturnType<typeof load>>[] = []
  try {
    const opened = openDb({ url: database.url, sqlitePath: database.env.SQLITE_PATH! })
    const started = Date.now()
    await migrate(opened.db)
    await seed(opened.db)
    if (large) await seedLargeCatalogue(opened.db)
    await opened.close()
    const size = large ? '~39,000 models' : '~90 models'
    if (large) console.log(`${engine}: large catalogue seeded and indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    for (const cached of [true, false]) {
      const port = serverPort()
      const server = await startServer(port, { ...database.env, SIMU_REPLY_CACHE: cached ? '1' : '0', ...(large ? { SIMU_LARGE_CATALOGUE: '1' } : {}) })
      const base = `http://127.0.0.1:${port}`
      try {
        // The first search checks the index once per process; then warm the pool and the page cache.
        await load(base, typingQueries.map((q) => ({ method: 'POST', path: `/api/v1/search?query=${encodeURIComponent(q)}`, body: '{}' })), 'warm-up')
        out.push(await load(base, typingQueries.map((q) => ({ method: 'POST', path: `/api/v1/search?query=${encodeURIComponent(q)}`, body: '{}' })),
          `search as typed (${typingQueries.length} prefixes), ${size}, ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${cached ? '' : ', no reply cache'}`))
      } finally {
        // Gone before its database is dropped, so its pool does not see the connections cut.
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill()
        await exited
      }
    }
  } finally {
    await database.drop()
    rmSync(dir, { recursive: true, force: true })
  }
  return out
}

// Sizes and pages first, while the machine carries nothing of the bench's own load tests.
// (--only=pages and --only=sizes ended above; --only=search ends after the search.)
const { size, pageLines } = only ? { size: null, pageLines: [] } : await withPageServer(async (base) => {
  const measured = await sizes(base)
  console.log(sizeRows(measured).join('\n'))
  const lines = await pages(base)
  console.log(lines.join('\n'))
  return { size: measured, pageLines: lines }
})

const searchMeasurements: Awaited<ReturnType<typeof load>>[] = []
for (const engine of postgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  for (const large of [false, true]) searchMeasurements.push(...(await searchRuns(engine, large)))
}
if (only === 'search') {
  console.log('\n| Search | p99 | p50 | req/s | errors |\n| --- | --- | --- | --- | --- |')
  for (const r of searchMeasurements) console.log(`| ${r.title} | ${r.p99} ms | ${r.p50} ms | ${r.rps} | ${r.errors} |`)
  process.exit(0)
}

const queries = ['iphone 12', 'galaxy', 'tecno spark', 'redmi note', 'a1', 'apple pro max', 'oppo', 'xiaomi 13']
const runs: Awaited<ReturnType<typeof load>>[] = []
// With the reply cache (as served), then without it (every request reaches SQLite).
for (const cached of [true, false]) {
  const dir = mkdtempSync(join(tmpdir(), 'simu-bench-'))
  const port = serverPort()
  const server = await startServer(port, { SQLITE_PATH: join(dir, 'bench.db'), SIMU_REPLY_CACHE: cached ? '1' : '0' })
  const base = `http://127.0.0.1:${port}`
  const tag = cached ? '' : ', no reply cache'
  try {
    // Warm up the connection pool and SQLite's page cache.
    await load(`${base}/api/v1/search?query=iphone`, [{ method: 'POST', body: '{}' }], 'warm-up')
    runs.push(
      await load(base, queries.map((q) => ({ method: 'POST', path: `/api/v1/search?query=${encodeURIComponent(q)}`, body: '{}' })), `search (8 queries, ~90 models${tag})`),
      await load(base, [{ method: 'GET', path: '/api/v1/get_device_model/samsung' }], `catalogue read: get_device_model/samsung${tag}`),
      await load(base, [{ method: 'GET', path: '/api/v1/get_sell_variants/iphone-12' }], `catalogue read: get_sell_variants${tag}`),
      await load(base, [{ method: 'GET', path: '/api/v1/available_models?page=1&limit=24' }], `shop catalogue: available_models, page 1${tag}`),
      await load(base, [{ method: 'GET', path: '/api/v1/available_models?brands=samsung&baseprice=3&page=1&limit=24' }], `shop catalogue: available_models, brand and price band${tag}`),
      // Stock is never cached: the product page's reads reach the database every time.
      await load(base, [{ method: 'GET', path: '/api/v1/get_single_product/iphone-12' }], `product page: get_single_product${tag}`),
      await load(base, [{ method: 'GET', path: '/api/v1/get_quantity_by_variant/iphone-12-black-4-64' }], `stock: get_quantity_by_variant${tag}`),
    )
  } finally {
    server.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}

const block = [
  '<!-- bench:start (written by npm run bench) -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), Node ${process.version}, ${duration} s per load test.`,
  '',
  '| What | Measured | Budget |',
  '| --- | --- | --- |',
  ...sizeRows(size!),
  ...[...runs, ...searchMeasurements].map((r) => `| ${r.title}: p99 at 50 connections | ${r.p99} ms (p50 ${r.p50} ms, ${r.rps} req/s, ${r.errors} errors) | 25 ms |`),
  '',
  `Price checker files: ${size!.checkerFiles.map((f) => `\`${f}\``).join(', ')}.`,
  '',
  '### Pages',
  '',
  ...pageLines,
  '<!-- bench:end -->',
].join('\n')
const doc = 'docs/benchmarks.md'
const text = readFileSync(doc, 'utf8')
writeFileSync(doc, text.replace(/<!-- bench:start[\s\S]*?<!-- bench:end -->/, block))
console.log(`\nwrote ${doc}`)
