import { describe, expect, it } from 'vitest'
import { productionProblems, settingProblems, startProblems, trustProxyOf } from '@server/profile'

/** Everything a real production start needs. */
const live: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  MPESA_PROVIDER: 'daraja',
  DARAJA_CONSUMER_KEY: 'ck',
  DARAJA_CONSUMER_SECRET: 'cs',
  DARAJA_SHORTCODE: '600123',
  DARAJA_PASSKEY: 'pk',
  DARAJA_BASE_URL: 'https://api.safaricom.co.ke',
  MPESA_CALLBACK_BASE_URL: 'https://simu.example',
  MPESA_CALLBACK_TOKEN: 'a'.repeat(32),
  MPESA_CALLBACK_IPS: 'safaricom',
  DARAJA_INITIATOR: 'simuapi',
  DARAJA_SECURITY_CREDENTIAL: 'encrypted',
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: 'simu',
  AT_API_KEY: 'key',
  LIPALATER_PROVIDER: 'off',
  EMAIL_PROVIDER: 'off',
  SIMU_SECRET: 'b'.repeat(40),
}

describe('productionProblems', () => {
  it('has nothing to say outside production: development keeps every sandbox', () => {
    expect(productionProblems({})).toEqual([])
    expect(productionProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(startProblems({})).toEqual([])
  })

  it('accepts a production environment with real gateways', () => {
    expect(productionProblems(live)).toEqual([])
  })

  it('refuses the sandbox defaults with one line per missing setting', () => {
    const problems = productionProblems({ NODE_ENV: 'production' })
    for (const name of ['MPESA_PROVIDER', 'DARAJA_BASE_URL', 'DARAJA_CONSUMER_KEY', 'DARAJA_CONSUMER_SECRET', 'DARAJA_PASSKEY', 'DARAJA_SHORTCODE', 'MPESA_CALLBACK_BASE_URL',
      'MPESA_CALLBACK_TOKEN', 'MPESA_CALLBACK_IPS', 'DARAJA_INITIATOR', 'DARAJA_SECURITY_CREDENTIAL', 'SMS_PROVIDER', 'AT_USERNAME', 'AT_API_KEY', 'LIPALATER_PROVIDER', 'EMAIL_PROVIDER', 'SIMU_SECRET']) {
      expect(problems.filter((p) => p.startsWith(name)), name).toHaveLength(1)
    }
    expect(problems).toHaveLength(17)
  })

  it.each([
    ['MPESA_PROVIDER', 'sandbox', /MPESA_PROVIDER must be daraja/],
    ['MPESA_CALLBACK_BASE_URL', 'http://simu.example', /must be an https:\/\/ URL/],
    ['DARAJA_BASE_URL', 'https://sandbox.safaricom.co.ke', /DARAJA_BASE_URL must be Safaricom's live API/],
    ['AT_USERNAME', 'sandbox', /not its sandbox/],
    ['MPESA_CALLBACK_TOKEN', 'short', /MPESA_CALLBACK_TOKEN is too short/],
    ['SMS_PROVIDER', 'console', /SMS_PROVIDER must be africastalking/],
    ['LIPALATER_PROVIDER', 'sandbox', /LIPALATER_PROVIDER must be off/],
    ['EMAIL_PROVIDER', 'console', /EMAIL_PROVIDER must be off/],
    ['SIMU_SECRET', 'dev', /SIMU_SECRET is too short/],
    ['TRUST_PROXY', 'true', /TRUST_PROXY=true is not valid/],
  ])('names a bad %s=%s', (name, value, line) => {
    const problems = productionProblems({ ...live, [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(line)
  })

  it('checks TRUST_PROXY, LIPALATER_PROVIDER and RATE_LIMIT_PER_MINUTE in every profile', () => {
    expect(settingProblems({ TRUST_PROXY: 'true' })).toHaveLength(1)
    expect(settingProblems({ LIPALATER_PROVIDER: 'maybe' })).toHaveLength(1)
    expect(settingProblems({ RATE_LIMIT_PER_MINUTE: 'lots' })).toHaveLength(1)
    expect(startProblems({ TRUST_PROXY: 'yes' })).toHaveLength(1)
  })

  it("refuses live M-Pesa or live SMS in development, whose test coupons, cash codes and SMS outbox would meet real money and phones", () => {
    const daraja = startProblems({ MPESA_PROVIDER: 'daraja', DARAJA_BASE_URL: 'https://api.safaricom.co.ke' })
    expect(daraja).toEqual([expect.stringMatching(/DARAJA_BASE_URL=https:\/\/api.safaricom.co.ke is Safaricom's live API: .*NODE_ENV=production/)])
    expect(startProblems({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'simu', AT_API_KEY: 'k' })).toEqual([expect.stringMatching(/texts real phones: set NODE_ENV=production/)])
    // Sandboxes and local fakes stay allowed.
    expect(startProblems({ MPESA_PROVIDER: 'daraja', DARAJA_BASE_URL: 'https://sandbox.safaricom.co.ke' })).toEqual([])
    expect(startProblems({ MPESA_PROVIDER: 'daraja', DARAJA_BASE_URL: 'http://127.0.0.1:4000' })).toEqual([])
    expect(startProblems({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'sandbox', AT_BASE_URL: 'https://api.sandbox.africastalking.com' })).toEqual([])
    expect(startProblems({ SMS_PROVIDER: 'africastalking', AT_USERNAME: 'simu', AT_BASE_URL: 'http://127.0.0.1:4001' })).toEqual([])
    // In production the live services are what is asked for.
    expect(productionProblems({ ...live }).filter((p) => /live API: real money|texts real phones/.test(p))).toEqual([])
  })
})

describe('trustProxyOf', () => {
  it('takes a hop count or proxy addresses, never true', () => {
    expect(trustProxyOf(undefined)).toBe(false)
    expect(trustProxyOf('0')).toBe(false)
    expect(trustProxyOf('1')).toBe(1)
    expect(trustProxyOf('2')).toBe(2)
    expect(trustProxyOf('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7'])
    expect(trustProxyOf('fd00::/8')).toEqual(['fd00::/8'])
    expect(trustProxyOf('true')).toBe('invalid')
    expect(trustProxyOf('*')).toBe('invalid')
    expect(trustProxyOf('10.0.0.0/8,evil')).toBe('invalid')
  })
})
