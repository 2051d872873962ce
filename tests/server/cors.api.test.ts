/**
 * A page on an origin no partner registered (issue 12, §3.1): its preflight passes, so the browser lets the
 * page read the refusal, and every call it then makes is refused with 403 origin_not_registered before any
 * route runs (nothing is sent, stored or read). The reply says that and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const stranger = 'http://partner.test'
const registered = 'http://localhost:8080'

const preflight = (origin: string, method = 'POST') =>
  api.request('OPTIONS', '/api/v1/send_otp', {
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-app-key,x-app-secret,country,accept-language' },
  })

describe('an origin no partner registered', () => {
  it('gets a preflight its browser accepts, with the headers the widgets send', async () => {
    const res = await preflight(stranger)
    expect(res.status).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(stranger)
    expect(String(res.headers.vary).toLowerCase()).toContain('origin')
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase()
    for (const h of ['content-type', 'x-app-key', 'country']) expect(allowed).toContain(h)
  })

  it('is refused with 403 origin_not_registered, in a reply the page can read, before the route runs', async () => {
    const res = await api.request('POST', '/api/v1/send_otp', { body: { phone: '0712300001', country: 'ke' }, headers: { origin: stranger } })
    expect(res.status).toBe(403)
    expect(res.headers['access-control-allow-origin']).toBe(stranger)
    expect(res.body).toEqual({ success: false, code: 'origin_not_registered', msg: `This app key is not registered for ${stranger}`, params: { origin: stranger } })
    // The route did not run: no code was texted.
    expect(api.lastSms('+254712300001')).toBeUndefined()
  })

  it('is refused for reads too, whatever key it sends, and the reply carries no data', async () => {
    for (const key of ['pk_demo_partner', 'pk_made_up', '']) {
      const res = await api.request('GET', '/api/v1/get_device/smartphones', { headers: { origin: stranger, 'x-app-key': key } })
      expect(res.status).toBe(403)
      expect(res.body.code).toBe('origin_not_registered')
      expect(Object.keys(res.body).sort()).toEqual(['code', 'msg', 'params', 'success'])
    }
  })

  it('is answered in Swahili when the page asks for it', async () => {
    const res = await api.request('GET', '/api/v1/get_device/smartphones', { headers: { origin: stranger, 'accept-language': 'sw' } })
    expect(res.body.msg).toBe(`Ufunguo huu wa programu haujasajiliwa kwa ${stranger}`)
  })
})

describe('what does not change', () => {
  it('a registered origin is served as before', async () => {
    const res = await api.request('GET', '/api/v1/get_device/smartphones', { headers: { origin: registered } })
    expect(res.status).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(registered)
  })

  it("Simu's own pages and calls without an Origin (servers, curl) need no registration", async () => {
    const own = await api.request('GET', '/api/v1/get_device/smartphones', { headers: { host: 'simu.test', origin: 'http://simu.test' } })
    expect(own.status).toBe(200)
    const server = await api.request('GET', '/api/v1/get_device/smartphones')
    expect(server.status).toBe(200)
    expect(server.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('files outside the API get no CORS answer from this rule', async () => {
    const res = await api.request('GET', '/ke/sell-your-phone', { headers: { origin: stranger } })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })
})
