/**
 * Issue 4 (server): the small rules behind M-Pesa and warranties, without a server — which result the
 * sandbox gives a phone, Daraja's timestamp and password, and the IMEIs of sold units.
 */
import { describe, expect, it } from 'vitest'
import { isValidImei } from '@core/domain/imei'
import { darajaPassword } from '@server/providers/mpesa/daraja'
import { darajaTimestamp, sandboxOutcome } from '@server/providers/mpesa/sandbox'
import { generateImei, warrantyUntil } from '@server/checkout/settle'
import { sandboxEligibility } from '@server/providers/lipalater/sandbox'

describe('the M-Pesa sandbox chooses the outcome by the last four digits of the phone', () => {
  it.each([
    ['+254712340001', 1],
    ['+254712341032', 1032],
    ['+254712341037', 1037],
    ['+254712342001', 2001],
    ['+254712340000', null],
    ['+254712345678', 0],
    ['+255754123456', 0],
  ])('%s -> %s', (phone, code) => {
    expect(sandboxOutcome(phone)).toBe(code)
  })
})

describe('Daraja timestamps and passwords', () => {
  it('writes the timestamp as YYYYMMDDHHmmss in Nairobi time (UTC+3)', () => {
    expect(darajaTimestamp(new Date(Date.UTC(2026, 0, 31, 22, 59, 58)))).toBe('20260201015958')
  })

  it('makes the password from shortcode, passkey and timestamp in base64', () => {
    expect(Buffer.from(darajaPassword('174379', 'pk', '20260201015958'), 'base64').toString()).toBe('174379pk20260201015958')
  })
})

describe('sold units', () => {
  it('get Luhn-valid 15-digit IMEIs, different each time', () => {
    const imeis = Array.from({ length: 200 }, generateImei)
    for (const imei of imeis) {
      expect(imei).toMatch(/^35\d{13}$/)
      expect(isValidImei(imei)).toBe(true)
    }
    expect(new Set(imeis).size).toBe(200)
  })

  it('carry a 12-month warranty from the day of sale', () => {
    expect(new Date(warrantyUntil(Date.UTC(2026, 10, 22, 12))).toISOString()).toBe('2027-11-22T12:00:00.000Z')
  })
})

describe('the Lipa Later sandbox by the ID number\'s first digit', () => {
  it('1: no data; 2: no payment terms; 3: 5000 available; 0: zero limits; others: a large limit', () => {
    expect(sandboxEligibility('12345678', 60_000, 'KES')).toBeNull()
    expect(sandboxEligibility('22345678', 60_000, 'KES')!.payment_terms).toBeUndefined()
    expect(sandboxEligibility('32345678', 60_000, 'KES')).toMatchObject({ available_limit: 5000, payment_terms: { principal_amount: 60_000 } })
    expect(sandboxEligibility('02345678', 60_000, 'KES')).toMatchObject({ credit_limit: 0, available_limit: 0 })
    expect(sandboxEligibility('A2345678', 60_000, 'UGX')!.available_limit).toBeGreaterThan(60_000)
  })
})
