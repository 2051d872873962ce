/**
 * What the server sends a phone on mobile data (issue 11): the build's files precompressed by
 * Accept-Encoding (scripts/compress-dist.mjs writes .br and .gz), hashed chunks cached for a year, the
 * loader for five minutes then revalidated, API replies over 1 KB compressed, site pages compressed and
 * never stored for another visitor. The server-rendered HTML itself is tested in tests/e2e/server-rendered.spec.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBareApp, type BareApp } from '../support/server'

let server: BareApp
let dist: string
// Big enough to be worth compressing, and recognisable after a round trip.
const chunk = `export const runtime = ${JSON.stringify('simu '.repeat(2000))};\n`
const page = '<!doctype html><html lang="en"><head><title>Simu</title></head><body><div id="app"></div>' + '<!-- padding -->'.repeat(100) + '</body></html>'

function write(path: string, text: string): void {
  mkdirSync(join(dist, path, '..'), { recursive: true })
  writeFileSync(join(dist, path), text)
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'simu-delivery-'))
  write('widgets/loader.js', `(function(){${'var a=1;'.repeat(300)}})()`)
  write('widgets/chunks/runtime-Ab12Cd34.js', chunk)
  write('site/assets/site-Zz99Yy88.css', `.a{color:red}${'.b{margin:0}'.repeat(200)}`)
  write('site/site/index.html', page)
  write('ssr/entry-server.js.map', 'x'.repeat(5000))
  // The build's last step, as npm run build runs it.
  execFileSync(process.execPath, ['scripts/compress-dist.mjs', dist])
  server = await startBareApp({ env: { SIMU_DIST: dist } })
})
afterAll(async () => {
  await server.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers })

describe('the build writes compressed copies', () => {
  it('beside every JS, CSS and HTML file, but not for the server-side renderer', () => {
    for (const file of ['widgets/loader.js', 'widgets/chunks/runtime-Ab12Cd34.js', 'site/assets/site-Zz99Yy88.css', 'site/site/index.html']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true)
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true)
    }
    expect(existsSync(join(dist, 'ssr/entry-server.js.map.br'))).toBe(false)
  })
})

describe('widget files', () => {
  it('a hashed chunk goes out as brotli to a browser that takes it, immutable for a year, varying by encoding', async () => {
    const res = await get('/widgets/chunks/runtime-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.rawPayload.length).toBeLessThan(chunk.length / 10)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(chunk)
  })

  it('as gzip to a browser that takes only gzip, and as it is to one that takes neither', async () => {
    const gz = await get('/widgets/chunks/runtime-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk)
    const plain = await get('/widgets/chunks/runtime-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(chunk)
  })

  it('the loader keeps its name across releases: cached five minutes, then revalidated (304 while unchanged)', async () => {
    const res = await get('/widgets/loader.js', { 'accept-encoding': 'br' })
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate')
    expect(res.headers['content-encoding']).toBe('br')
    const etag = String(res.headers.etag)
    expect(etag).toBeTruthy()
    const again = await get('/widgets/loader.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })

  it('a widget file that does not exist is a plain 404, not a page', async () => {
    const res = await get('/widgets/chunks/nothing-here.js')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/application\/json/)
  })
})

describe('the site', () => {
  it('its hashed assets are immutable for a year and precompressed', async () => {
    const res = await get('/assets/site-Zz99Yy88.css', { 'accept-encoding': 'br' })
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
  })

  it('a page is compressed, not stored for another visitor (it depends on the cookies), and keeps its CSP', async () => {
    const res = await get('/ke/sell-your-phone', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers.vary)).toMatch(/cookie/i)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/)
    // Without the server renderer (not built here) the page goes out for the browser to render.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page)
  })

  it('an address that names no page is a 404 page; an unknown API path a JSON 404; another method a 405', async () => {
    expect((await get('/ke/no-such-page')).statusCode).toBe(404)
    const api = await get('/api/v1/no-such-call')
    expect(api.statusCode).toBe(404)
    expect(api.json().code).toBe('not_found')
    const post = await server.app.inject({ method: 'DELETE', url: '/ke/sell-your-phone' })
    expect(post.statusCode).toBe(405)
  })
})

describe('API replies', () => {
  const catalogue = '/api/v1/available_models?page=1&limit=12'
  const headers = { 'x-app-key': 'pk_dev_simu', country: 'ke' }

  it('over 1 KB are compressed for a client that asks, and identical once decoded', async () => {
    const plain = await get(catalogue, headers)
    expect(plain.statusCode).toBe(200)
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const packed = await get(catalogue, { ...headers, 'accept-encoding': 'br' })
    expect(packed.headers['content-encoding']).toBe('br')
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json())
    // Still never stored: API replies may carry personal data.
    expect(packed.headers['cache-control']).toBe('no-store')
  })

  it('under 1 KB go out as they are', async () => {
    const res = await get('/api/v1/geo', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('a compressed request body is not inflated: a clear 4xx, never a 500', async () => {
    const res = await server.app.inject({
      method: 'POST', url: '/api/v1/send_otp',
      headers: { ...headers, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})
