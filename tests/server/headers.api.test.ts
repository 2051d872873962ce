/**
 * Security headers (issue 9 §6): nosniff, Referrer-Policy, HSTS over HTTPS only, the site CSP as it
 * was, nothing that stops partner pages from loading the widgets or calling the API, and no-store on
 * every API reply (tokens and personal data must not sit in a shared or browser cache).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

const siteCsp = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"

let api: Harness
let dist: string
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'simu-headers-'))
  mkdirSync(join(dist, 'widgets'))
  writeFileSync(join(dist, 'widgets', 'loader.js'), 'console.log("simu")')
  api = await startApi({ env: { SIMU_DIST: dist } })
})
afterAll(async () => {
  await api.close()
  rmSync(dist, { recursive: true, force: true })
})

async function signIn(phone: string): Promise<string> {
  expect((await api.request('POST', '/api/v1/send_otp', { body: { phone } })).status).toBe(200)
  const res = await api.request('POST', '/api/v1/verify_otp', { body: { phone, random: api.lastCode(`+254${phone.slice(1)}`) } })
  expect(res.status).toBe(200)
  return res.body.token as string
}

describe('every reply', () => {
  it.each(['/api/v1/testimonials', '/ke/sell-your-phone', '/widgets/loader.js'])('%s says nosniff and a Referrer-Policy', async (url) => {
    const res = await api.request('GET', url)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('sends HSTS only when the request came over HTTPS (through the trusted proxy)', async () => {
    const plain = await api.request('GET', '/api/v1/testimonials')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const https = await api.request('GET', '/api/v1/testimonials', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=31536000/)
  })
})

describe('the site and the widgets', () => {
  it('keeps the site CSP exactly as it was', async () => {
    const res = await api.request('GET', '/ke/sell-your-phone')
    expect(res.headers['content-security-policy']).toBe(siteCsp)
  })

  it('lets partner pages load the widget script and call the API (no CORP same-origin, no COEP)', async () => {
    const script = await api.request('GET', '/widgets/loader.js', { headers: { origin: 'http://localhost:8080' } })
    expect(script.status).toBe(200)
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect(script.headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(script.headers['access-control-allow-origin']).toBe('*')
    // A registered partner origin may call the API from its page.
    const call = await api.request('GET', '/api/v1/testimonials', { headers: { origin: 'http://localhost:8080' } })
    expect(call.status).toBe(200)
    expect(call.headers['access-control-allow-origin']).toBe('http://localhost:8080')
    expect(call.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })
})

describe('Cache-Control: no-store on replies with tokens or personal data', () => {
  it('on the sign-in reply that carries the token', async () => {
    expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: '0712777001' } })).status).toBe(200)
    const res = await api.request('POST', '/api/v1/verify_otp', { body: { phone: '0712777001', random: api.lastCode('+254712777001') } })
    expect(res.status).toBe(200)
    expect(res.body.token).toBeTruthy()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it.each(['/api/v1/profile', '/api/v1/shop_orders', '/api/v1/quotes'])('on GET %s', async (url) => {
    const token = await signIn(`07127770${String(10 + url.length).padStart(2, '0')}`)
    const res = await api.request('GET', url, { token })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('on refusals too (401), and on the payment callbacks', async () => {
    expect((await api.request('GET', '/api/v1/profile')).headers['cache-control']).toBe('no-store')
    expect((await api.request('POST', '/api/payments/stk/wrong-token', { body: {} })).headers['cache-control']).toBe('no-store')
  })

  it('leaves the public phone pictures cacheable', async () => {
    const models = await api.request('GET', '/api/v1/get_featured_models')
    const image = String(models.body.devices?.[0]?.image ?? '')
    expect(image).toMatch(/\/images\/phones\/[\w-]+\.svg/)
    const res = await api.request('GET', new URL(image, 'http://localhost').pathname)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
  })
})
