import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { africasTalkingSms } from '@server/providers/sms/africastalking'
import { rejectedNumber, startFakeAfricasTalking, type FakeAfricasTalking } from '../fakes/africastalking'
import { startBareApp, type BareApp } from '../support/server'
import { appKey } from '../support/server'

const apiKey = 'atsk_test_0123456789'
const username = 'sandbox'

let fake: FakeAfricasTalking
beforeAll(async () => {
  fake = await startFakeAfricasTalking({ apiKey, username })
})
afterAll(() => fake.close())

describe("the Africa's Talking SMS provider", () => {
  it('posts the message form-encoded, with the username, the number and the text, and the apiKey header', async () => {
    const sms = africasTalkingSms({ username, apiKey, baseUrl: fake.baseUrl })
    expect(sms.name).toBe('africastalking')
    await sms.send('+254712345678', 'Your Simu code is 123456.')
    expect(fake.messages.at(-1)).toMatchObject({
      username, to: '+254712345678', message: 'Your Simu code is 123456.', apiKey, contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
    })
  })

  it('sends the registered sender id when one is configured', async () => {
    await africasTalkingSms({ username, apiKey, baseUrl: `${fake.baseUrl}/`, sender: 'SIMU' }).send('+254712345679', 'hello')
    expect(fake.messages.at(-1)).toMatchObject({ to: '+254712345679', from: 'SIMU' })
  })

  it('rejects when the gateway refuses the api key', async () => {
    const before = fake.messages.length
    const sms = africasTalkingSms({ username, apiKey: 'wrong-key', baseUrl: fake.baseUrl })
    await expect(sms.send('+254712345678', 'hello')).rejects.toThrow(/HTTP 401/)
    expect(fake.messages).toHaveLength(before)
    expect(fake.refused.at(-1)).toBe(401)
  })

  it('rejects, naming the status, when the gateway could not deliver to the number', async () => {
    const sms = africasTalkingSms({ username, apiKey, baseUrl: fake.baseUrl })
    await expect(sms.send(rejectedNumber, 'hello')).rejects.toThrow(/InvalidPhoneNumber/)
  })

  it('rejects when nothing answers at the address', async () => {
    const closed = await startFakeAfricasTalking({ apiKey })
    await closed.close()
    await expect(africasTalkingSms({ username, apiKey, baseUrl: closed.baseUrl }).send('+254712345678', 'hello')).rejects.toThrow()
  })
})

describe("signing in with a code sent through Africa's Talking", () => {
  let simu: BareApp
  beforeAll(async () => {
    simu = await startBareApp({ sms: africasTalkingSms({ username, apiKey, baseUrl: fake.baseUrl }) })
  })
  afterAll(() => simu.close())

  const sendOtp = (phone: string) =>
    simu.app.inject({ method: 'POST', url: '/api/v1/send_otp', headers: { 'x-app-key': appKey, 'content-type': 'application/json' }, payload: JSON.stringify({ phone }) })

  it('delivers a 6-digit code to the phone through the gateway, and the code signs in', async () => {
    const res = await sendOtp('0712 555 001')
    expect(res.statusCode).toBe(200)
    const sms = fake.messages.at(-1)!
    expect(sms.to).toBe('+254712555001')
    const code = /\b(\d{6})\b/.exec(sms.message)?.[1]
    expect(code).toMatch(/^\d{6}$/)

    const verify = await simu.app.inject({
      method: 'POST', url: '/api/v1/verify_otp', headers: { 'x-app-key': appKey, 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '0712555001', random: code }),
    })
    expect(verify.statusCode).toBe(200)
    expect(verify.json().user.phone).toBe('+254712555001')
  })

  it('answers 502 asking to try again when the gateway cannot deliver', async () => {
    const res = await sendOtp('0700 000 403')
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ success: false, code: expect.any(String), msg: 'We could not send the code. Please try again' })
  })
})
