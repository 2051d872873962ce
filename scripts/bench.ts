/**
 * npm run bench: measures what docs/benchmarks.md records, and rewrites its results block.
 *   - widget sizes: loader.js and the price checker with every chunk it needs for first render (brotli, q11)
 *   - API latency under load: autocannon, 50 connections, against the real server on a fresh SQLite file
 * Run `npm run build` first. Options: --duration=10 (seconds per load test).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import autocannon from 'autocannon'

const duration = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 10)
const widgets = 'dist/widgets'
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

function sizes() {
  const loader = brotli(join(widgets, 'loader.js'))
  const files = [...staticClosure(join(widgets, 'simu-price-checker.js'))]
  const checker = files.reduce((sum, f) => sum + brotli(f), 0)
  return { loader, checker, checkerFiles: files.map((f) => f.replace(`${widgets}/`, '')) }
}

async function startServer(port: number, env: Record<string, string>) {
  // The server gets core 0 to itself where taskset exists; the load generator runs on the other core.
  const pin = existsSync('/usr/bin/taskset') ? ['/usr/bin/taskset', '-c', '0'] : []
  const [command, ...args] = [...pin, process.execPath, '--import', 'tsx', 'src/server/main.ts']
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 100; i++) {
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
    headers: { 'x-app-key': 'pk_dev_simu', 'content-type': 'application/json', country: 'ke' },
    requests,
  })
  const errors = result.errors + result.non2xx
  console.log(`${title}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, ${errors} errors`)
  return { title, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors }
}

const size = sizes()
console.log(`loader.js ${size.loader} B brotli; price checker ${size.checker} B brotli (${size.checkerFiles.join(', ')})`)

const queries = ['iphone 12', 'galaxy', 'tecno spark', 'redmi note', 'a1', 'apple pro max', 'oppo', 'xiaomi 13']
const runs: Awaited<ReturnType<typeof load>>[] = []
// With the reply cache (as served), then without it (every request reaches SQLite).
for (const cached of [true, false]) {
  const dir = mkdtempSync(join(tmpdir(), 'simu-bench-'))
  const port = 18_000 + Math.floor(Math.random() * 1000)
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
    )
  } finally {
    server.kill()
    rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`
const block = [
  '<!-- bench:start (written by npm run bench) -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores), Node ${process.version}, ${duration} s per load test.`,
  '',
  '| What | Measured | Budget |',
  '| --- | --- | --- |',
  `| loader.js (brotli) | ${kb(size.loader)} | 3 KB |`,
  `| price checker, all chunks for first render (brotli) | ${kb(size.checker)} | 90 KB |`,
  ...runs.map((r) => `| ${r.title}: p99 at 50 connections | ${r.p99} ms (p50 ${r.p50} ms, ${r.rps} req/s, ${r.errors} errors) | 25 ms |`),
  '',
  `Price checker files: ${size.checkerFiles.map((f) => `\`${f}\``).join(', ')}.`,
  '<!-- bench:end -->',
].join('\n')
const doc = 'docs/benchmarks.md'
const text = readFileSync(doc, 'utf8')
writeFileSync(doc, text.replace(/<!-- bench:start[\s\S]*?<!-- bench:end -->/, block))
console.log(`\nwrote ${doc}`)
