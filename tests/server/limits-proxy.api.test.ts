/**
 * The global per-IP ceiling (@fastify/rate-limit), Retry-After on every 429, and TRUST_PROXY: a
 * client that writes its own X-Forwarded-For chain cannot pick the address the per-IP limits count.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startApi, type Harness } from '../support/server'

let api: Harness | undefined
afterEach(async () => {
  await api?.close()
  api = undefined
})

let seq = 0
const newPhone = () => `07${String(13_300_000 + seq++).padStart(8, '0')}`

describe('the global ceiling per IP', () => {
  it('answers 429 with Retry-After in seconds once an IP passes RATE_LIMIT_PER_MINUTE, while other IPs are served', async () => {
    api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: '5' } })
    const from = (ip: string) => api!.request('GET', '/api/v1/testimonials', { headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < 5; i++) expect((await from('10.40.0.1')).status).toBe(200)
    const refused = await from('10.40.0.1')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Too many requests. Please wait a minute and try again' })
    const retry = Number(refused.headers['retry-after'])
    expect(Number.isInteger(retry)).toBe(true)
    expect(retry).toBeGreaterThan(0)
    expect(retry).toBeLessThanOrEqual(60)
    expect((await from('10.40.0.2')).status).toBe(200)
  })

  it('does not count Safaricom payment callbacks (they prove themselves by token)', async () => {
    api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: '2' } })
    for (let i = 0; i < 4; i++) {
      const res = await api.request('POST', '/api/payments/stk/not-the-token', { body: {}, headers: { 'x-forwarded-for': '196.201.214.200' } })
      expect(res.status).not.toBe(429)
    }
  })

  it('cannot be dodged by rotating the left-most X-Forwarded-For', async () => {
    api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: '3' } })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await api.request('GET', '/api/v1/testimonials', { headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 10.41.0.1` } })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })
})

describe('Retry-After on the database limits', () => {
  it('a second sign-in code within the minute: 429 with Retry-After close to 60 seconds', async () => {
    api = await startApi()
    const phone = newPhone()
    expect((await api.request('POST', '/api/v1/send_otp', { body: { phone } })).status).toBe(200)
    const refused = await api.request('POST', '/api/v1/send_otp', { body: { phone } })
    expect(refused.status).toBe(429)
    const retry = Number(refused.headers['retry-after'])
    expect(retry).toBeGreaterThanOrEqual(50)
    expect(retry).toBeLessThanOrEqual(60)
  })

  it('the per-IP code limit: Retry-After says when the oldest of the hour leaves the window', async () => {
    api = await startApi()
    const ip = '10.42.0.1'
    for (let i = 0; i < 30; i++) expect((await api.request('POST', '/api/v1/send_otp', { body: { phone: newPhone() }, headers: { 'x-forwarded-for': ip } })).status).toBe(200)
    const refused = await api.request('POST', '/api/v1/send_otp', { body: { phone: newPhone() }, headers: { 'x-forwarded-for': ip } })
    expect(refused.status).toBe(429)
    const retry = Number(refused.headers['retry-after'])
    expect(retry).toBeGreaterThan(3500)
    expect(retry).toBeLessThanOrEqual(3600)
  })
})

describe('TRUST_PROXY', () => {
  it('1 means one hop: a spoofed chain cannot dodge the per-IP limit on sign-in codes', async () => {
    api = await startApi()
    // The client writes any left-most address it likes; our proxy appends the address it saw (10.43.0.1).
    for (let i = 0; i < 30; i++) {
      const res = await api.request('POST', '/api/v1/send_otp', { body: { phone: newPhone() }, headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 10.43.0.1` } })
      expect(res.status).toBe(200)
    }
    const refused = await api.request('POST', '/api/v1/send_otp', { body: { phone: newPhone() }, headers: { 'x-forwarded-for': '198.51.100.250, 10.43.0.1' } })
    expect(refused.status).toBe(429)
    const buckets = await api.db.selectFrom('rate_events').select('bucket').where('bucket', 'like', 'otp-send-ip:%').execute()
    expect(new Set(buckets.map((b) => b.bucket))).toEqual(new Set(['otp-send-ip:10.43.0.1']))
  })

  it('a hop count believes the chain only from a private or loopback peer: a client reaching the port directly is counted by its own address', async () => {
    api = await startApi({ env: { TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '2' } })
    // A client on a public address that bypasses the proxy writes a fresh X-Forwarded-For each time.
    const direct = (i: number) => api!.request('GET', '/api/v1/testimonials', { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': `198.51.100.${i}` } })
    expect([(await direct(1)).status, (await direct(2)).status, (await direct(3)).status]).toEqual([200, 200, 429])
    // Behind the proxy (a private peer) the address the proxy appended still counts, one client from another.
    const proxied = (client: string) => api!.request('GET', '/api/v1/testimonials', { remoteAddress: '10.45.0.1', headers: { 'x-forwarded-for': client } })
    expect([(await proxied('198.51.100.7')).status, (await proxied('198.51.100.7')).status, (await proxied('198.51.100.8')).status]).toEqual([200, 200, 200])
  })

  it('a list of proxy addresses: trusts only those hops', async () => {
    // The test client connects from 127.0.0.1: trusted as a proxy, so the address it appended counts,
    // and a chain beyond an untrusted hop is ignored.
    api = await startApi({ env: { TRUST_PROXY: '127.0.0.1/32, 10.44.0.0/16', RATE_LIMIT_PER_MINUTE: '2' } })
    const from = (chain: string) => api!.request('GET', '/api/v1/testimonials', { headers: { 'x-forwarded-for': chain } })
    expect((await from('192.0.2.1, 172.16.0.9, 10.44.0.5')).status).toBe(200)
    expect((await from('192.0.2.2, 172.16.0.9, 10.44.0.6')).status).toBe(200)
    expect((await from('192.0.2.3, 172.16.0.9')).status).toBe(429)
    expect((await from('172.16.0.10')).status).toBe(200)
  })
})
