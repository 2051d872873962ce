/**
 * The server log (issue 9 §4): the payment callbacks' path token, credentials, cookies, phone numbers
 * and codes never reach it. The log is captured as the JSON lines pino writes.
 */
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactPaths } from '@server/logging'
import { consoleSms } from '@server/providers/sms'
import { startApi, type Harness } from '../support/server'

const token = 'cbtok_9f8e7d6c5b4a39281706f5e4'
const lines: string[] = []
const logged = () => lines.join('')

let api: Harness
beforeAll(async () => {
  api = await startApi({ env: { NODE_ENV: 'production', MPESA_CALLBACK_TOKEN: token, LOG_LEVEL: 'debug' }, logStream: { write: (line) => void lines.push(line) } })
})
afterAll(() => api.close())

describe('the request log', () => {
  it('never holds the callback token, phone numbers, codes, bearer tokens or cookies', async () => {
    const phone = '0712999001'
    const headers = { authorization: 'Bearer bearer-secret-123', cookie: 'simu.session=cookie-secret-456' }
    expect((await api.request('POST', '/api/v1/send_otp', { body: { phone }, headers })).status).toBe(200)
    const code = api.lastCode('+254712999001')
    const signedIn = await api.request('POST', '/api/v1/verify_otp', { body: { phone, random: code }, headers })
    expect(signedIn.status).toBe(200)
    await api.request('GET', '/api/v1/profile', { token: signedIn.body.token })
    // Safaricom's calls: the token in the path, a phone in the body and in a query.
    await api.request('POST', `/api/payments/stk/${token}?msisdn=254712999001`, {
      body: { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_1', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } },
    })
    await api.request('POST', `/api/payments/c2b/${token}/confirmation`, {
      body: { TransactionType: 'Pay Bill', TransID: 'RKT1', TransTime: '20260101120000', TransAmount: '10', BusinessShortCode: '174379', BillRefNumber: '1', MSISDN: '254712999001', FirstName: 'Amina' },
    })

    // The Paybill checks' Result and timeout routes carry the same token (every payment route does).
    await api.request('POST', `/api/payments/status/${token}/result`, { body: { Result: { ResultCode: 1, ConversationID: 'AG_1' } } })
    await api.request('POST', `/api/payments/status/${token}/timeout`, { body: {} })

    const text = logged()
    expect(text).toContain('/api/payments/status/[token]/result')
    // The requests were logged, with what is safe to keep.
    expect(text).toContain('/api/payments/stk/[token]?msisdn=[redacted]')
    expect(text).toContain('/api/payments/c2b/[token]/confirmation')
    expect(text).toContain('/api/v1/send_otp')
    for (const secret of [token, '712999001', code, 'bearer-secret-123', signedIn.body.token, 'cookie-secret-456']) expect(text).not.toContain(secret)
  })
})

describe('error codes in the log', () => {
  it('stay readable (SQLITE_BUSY, ECONNREFUSED), while the sign-in code fields are hidden', () => {
    const out: string[] = []
    const log = pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, { write: (line: string) => void out.push(line) })
    log.error({ err: Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' }), random: '482913' }, 'write failed')
    expect(out.join('')).toContain('SQLITE_BUSY')
    expect(out.join('')).not.toContain('482913')
  })
})

describe('the console SMS provider (development)', () => {
  it('prints the message for the developer but never writes it to the log', async () => {
    const out: string[] = []
    const log = pino({ level: 'trace' }, { write: (line: string) => void out.push(line) })
    const printed: string[] = []
    await consoleSms(log, undefined, (line) => printed.push(line)).send('+254712999002', 'Your Simu code is 482913')
    expect(printed.join('')).toContain('482913')
    expect(out.join('')).not.toContain('482913')
    expect(out.join('')).not.toContain('712999002')
  })
})
