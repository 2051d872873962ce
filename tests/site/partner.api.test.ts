import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBareApp, type BareApp } from '../support/server'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const brands = '/api/v1/get_device/smartphones'
/** A registered partner origin (seed-data partners). */
const partnerSite = 'http://localhost:8080'

describe('a partner calling the API', () => {
  describe('without an app key', () => {
    // The harness always sends the key, so this one talks to the app directly.
    let bare: BareApp
    beforeAll(async () => {
      bare = await startBareApp()
    })
    afterAll(() => bare.close())

    it('is refused with 401 and told that an x-app-key is needed', async () => {
      const res = await bare.app.inject({ method: 'GET', url: brands })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String), msg: 'An app key (x-app-key) is required' })
    })

    it('is refused the same way when the key is blank', async () => {
      const res = await api.request('GET', brands, { headers: { 'x-app-key': '' } })
      expect(res.status).toBe(401)
      expect(res.body.msg).toContain('x-app-key')
    })
  })

  describe('with a key Simu never issued', () => {
    it('is refused with 401', async () => {
      const res = await api.request('GET', brands, { headers: { 'x-app-key': 'pk_live_made_up' } })
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Unknown app key' })
    })
  })

  describe('with a valid key', () => {
    it('is served from a site the partner registered, with a CORS header the browser accepts', async () => {
      const res = await api.request('GET', brands, { headers: { origin: partnerSite } })
      expect(res.status).toBe(200)
      expect(res.body.success).toBe(true)
      expect(res.headers['access-control-allow-origin']).toBe(partnerSite)
    })

    it('is refused with 403 from a site the partner did not register', async () => {
      const res = await api.request('GET', brands, { headers: { origin: 'http://evil.example' } })
      expect(res.status).toBe(403)
      expect(res.body.success).toBe(false)
      expect(res.body.msg).toContain('http://evil.example')
    })
  })
})

describe('a browser asking before a cross-site call (CORS preflight)', () => {
  const preflight = (origin: string) =>
    api.request('OPTIONS', '/api/v1/send_otp', {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-app-key,country' },
    })

  it('allows a registered partner site, with the headers the widgets send', async () => {
    const res = await preflight(partnerSite)
    expect(res.status).toBeLessThan(300)
    expect(res.headers['access-control-allow-origin']).toBe(partnerSite)
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase()
    for (const h of ['content-type', 'x-app-key', 'country']) expect(allowed).toContain(h)
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST')
  })

  it('answers an unregistered site so its page can read the refusal, then refuses the call itself (tests/server/cors.api.test.ts)', async () => {
    const res = await preflight('http://evil.example')
    expect(res.headers['access-control-allow-origin']).toBe('http://evil.example')
    expect(res.headers['access-control-allow-origin']).not.toBe('*')
    const call = await api.request('POST', '/api/v1/send_otp', { body: { phone: '0712000009' }, headers: { origin: 'http://evil.example' } })
    expect(call.status).toBe(403)
    expect(call.body.code).toBe('origin_not_registered')
  })
})

describe('requests the API cannot take', () => {
  it('answers 400 with a clear message for a body that is not valid JSON', async () => {
    const res = await api.request('POST', '/api/v1/send_otp', { raw: '{bad' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'The request body is not valid JSON' })
  })

  it('answers 404 in JSON for an API path that does not exist', async () => {
    const res = await api.request('GET', '/api/v1/nope')
    expect(res.status).toBe(404)
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Not found' })
  })

  it('answers 413 in JSON, never 500, for a 70 KB body', async () => {
    const res = await api.request('POST', '/api/v1/send_otp', { body: { phone: '0712345678', padding: 'x'.repeat(70 * 1024) } })
    expect(res.status).toBe(413)
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
    expect(res.body.success).toBe(false)
    expect(res.body.msg).toEqual(expect.any(String))
  })
})

describe('a partner registered while the server runs (cli.ts partner-add)', () => {
  it('is answered within seconds, its key and its origin, without a restart', async () => {
    const { addPartner } = await import('@server/partners-admin')
    const origin = 'https://new-partner.example'
    // The server has read the partners already: the new ones are not in its copy yet.
    expect((await api.request('GET', brands, { headers: { origin: partnerSite } })).status).toBe(200)
    const key = await addPartner(api.db, { id: 'new-partner', name: 'New partner', origins: [origin], production: false })
    await expect.poll(async () => (await api.request('GET', brands, { headers: { 'x-app-key': key, origin } })).status, { timeout: 10_000, interval: 250 }).toBe(200)
  })
})
