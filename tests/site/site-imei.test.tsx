/** IMEI checks for the warranty registration (issue 3): 15 digits, the last a Luhn check digit. */
import { describe, expect, it } from 'vitest'
import { imeiProblem, isValidImei, luhnCheckDigit, normaliseImei } from '@core/domain/imei'

describe('luhnCheckDigit', () => {
  it.each([
    ['49015420323751', 8],
    ['35209900176148', 1],
    ['7992739871', 3],
    ['00000000000000', 0],
  ])('gives the check digit of %s as %i', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit)
  })
})

describe('imeiProblem', () => {
  it('accepts a real IMEI', () => {
    expect(imeiProblem('490154203237518')).toBeNull()
    expect(isValidImei('352099001761481')).toBe(true)
  })

  it('accepts an IMEI printed with spaces, dashes or slashes', () => {
    expect(imeiProblem('49 015420 323751 8')).toBeNull()
    expect(imeiProblem('49-015420-323751-8')).toBeNull()
    expect(imeiProblem('490154/20/323751/8')).toBeNull()
  })

  it('says why anything else is not an IMEI', () => {
    expect(imeiProblem('')).toBe('empty')
    expect(imeiProblem('   ')).toBe('empty')
    expect(imeiProblem('49015420323751A')).toBe('notDigits')
    expect(imeiProblem('4901542032375')).toBe('length')
    expect(imeiProblem('4901542032375180')).toBe('length')
    expect(imeiProblem('490154203237519')).toBe('checksum')
  })

  it('catches every single mistyped digit (what the Luhn digit is for)', () => {
    const imei = '490154203237518'
    for (let i = 0; i < imei.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === imei[i]) continue
        const typo = imei.slice(0, i) + d + imei.slice(i + 1)
        expect(isValidImei(typo), typo).toBe(false)
      }
    }
  })
})

describe('normaliseImei', () => {
  it('keeps only what a person would call the digits', () => {
    expect(normaliseImei(' 49 015420-323751/8 ')).toBe('490154203237518')
  })
})
