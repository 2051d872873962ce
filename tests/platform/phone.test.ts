/** Phone numbers as sellers type them, normalised to E.164 (the spec leaves the format open: Simu's rule). */
import { readFileSync } from 'node:fs'
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core'
import { describe, expect, it } from 'vitest'
import type { Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { translator } from '@core/i18n'
import { validatePopup } from '@core/site/popup'
import { checkPhone, describe as describeProblem } from '@core/account'
import { phoneCheck } from '@core/site/phone-check'
import { metadataFile, metadataText } from '../../scripts/phone-metadata'

/** Every prefix in `prefixes` (0 + 3 or 4 digits) filled up to 10 digits, with the ones normalisePhone refuses. */
function refusedOf(prefixes: string[], country: Country): string[] {
  return prefixes.map((p) => `${p}${'123456789'.slice(0, 10 - p.length)}`).filter((n) => normalisePhone(n, country) === null)
}
const range = (from: number, to: number, width = 4) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'))

describe('normalisePhone', () => {
  describe('a Kenyan number', () => {
    it.each(['0712 345 678', '+254712345678', '254712345678', '712345678', '+254 712-345-678', '(0712) 345.678'])('accepts %s as +254712345678', (input) => {
      expect(normalisePhone(input, 'ke')).toBe('+254712345678')
    })

    it('accepts the newer 011x mobile range', () => {
      expect(normalisePhone('0112345678', 'ke')).toBe('+254112345678')
    })

    it('accepts the code followed by the trunk 0, as some people type it', () => {
      expect(normalisePhone('+254 (0) 712 345 678', 'ke')).toBe('+254712345678')
    })
  })

  describe('a Tanzanian number', () => {
    it.each(['0754 123 456', '+255754123456', '255754123456', '754123456', '+255 754-123-456', '(0754) 123.456'])('accepts %s as +255754123456', (input) => {
      expect(normalisePhone(input, 'tz')).toBe('+255754123456')
    })
  })

  describe('a Ugandan number', () => {
    it.each(['0772 123 456', '+256772123456', '256772123456', '772123456', '+256 772-123-456', '(0772) 123.456'])('accepts %s as +256772123456', (input) => {
      expect(normalisePhone(input, 'ug')).toBe('+256772123456')
    })
  })

  // The operators' published mobile prefixes: none of them may be refused.
  describe('every mobile prefix in use', () => {
    it.each([
      ['Safaricom', [...range(700, 729), '0740', '0741', '0742', '0743', '0745', '0746', '0748', '0757', '0758', '0759', '0768', '0769', ...range(790, 799), ...range(110, 115)]],
      ['Airtel Kenya', [...range(730, 739), ...range(750, 756), '0762', ...range(780, 789), '0100', '0101', '0102']],
      ['Telkom Kenya', range(770, 779)],
      ['Equitel and the smaller networks', ['0744', '0747', '0760', '0761', '0763', '0764', '0765', '0766', '0767']],
    ])('is a Kenyan mobile number on %s', (_, prefixes) => {
      expect(refusedOf(prefixes, 'ke')).toEqual([])
    })

    it.each([
      ['Vodacom', ['074', '075', '076']],
      ['Airtel Tanzania', ['068', '069', '078']],
      ['Yas (Tigo, Zantel)', ['065', '067', '071', '077']],
      ['Halotel', ['061', '062']],
      ['TTCL', ['073']],
      ['Smile', ['066']],
    ])('is a Tanzanian mobile number on %s', (_, prefixes) => {
      expect(refusedOf(prefixes, 'tz')).toEqual([])
    })

    it.each([
      ['MTN Uganda', ['077', '078', '076']],
      ['Airtel Uganda', ['070', '074', '075']],
      ['Uganda Telecom', ['071']],
      ['the smaller networks', ['0720', '0726', '0790']],
    ])('is a Ugandan mobile number on %s', (_, prefixes) => {
      expect(refusedOf(prefixes, 'ug')).toEqual([])
    })
  })

  // Ranges the old "starts with 1, 6 or 7" rule let through: they would have been sent SMS codes and M-Pesa pushes.
  describe('a range no mobile operator holds', () => {
    it.each([
      ['Kenya 015x', 'ke', range(150, 159)],
      ['Kenya 019x', 'ke', range(190, 199)],
      ['Tanzania 011x', 'tz', range(110, 119)],
      ['Uganda 061x', 'ug', range(610, 619)],
      ['Uganda 011x', 'ug', range(110, 119)],
    ] as const)('is refused (%s)', (_, country, prefixes) => {
      expect(refusedOf([...prefixes], country)).toEqual([...prefixes].map((p) => `${p}${'123456789'.slice(0, 6)}`))
    })

    it.each([
      ['0195 123 456', 'ke'], ['+254 195 123 456', 'ke'], ['254152123456', 'ke'], ['152123456', 'ke'],
      ['+255 112 345 678', 'tz'], ['0112 345 678', 'tz'],
      ['+256 612 345 678', 'ug'], ['0612345678', 'ug'], ['256112345678', 'ug'],
    ] as const)('is refused however it is typed (%s in %s)', (input, country) => {
      expect(normalisePhone(input, country)).toBeNull()
    })
  })

  describe('a landline', () => {
    it.each([
      ['Nairobi', '020 2345678', 'ke'],
      ['Mombasa', '041 2345678', 'ke'],
      ['Dar es Salaam', '022 2345678', 'tz'],
      ['Kampala', '041 4345678', 'ug'],
      ['a Ugandan fixed wireless line', '039 2345678', 'ug'],
    ] as const)('is refused (%s: %s)', (_, input, country) => {
      expect(normalisePhone(input, country)).toBeNull()
    })
  })

  describe('a mobile number of another of the three countries', () => {
    it.each([
      ['+255 754 123 456', 'ke'],
      ['+256 772 123 456', 'ke'],
      ['+254 712 345 678', 'tz'],
      ['+254 712 345 678', 'ug'],
    ] as const)('is refused (%s in %s)', (input, country) => {
      expect(normalisePhone(input, country)).toBeNull()
    })
  })

  describe('something that is not a mobile number', () => {
    it.each([
      ['letters', 'abc'],
      ['an empty field', ''],
      ['too short', '071234567'],
      ['too long', '07123456789'],
      ['too long with the code', '+2547123456789'],
      ['a plus sign in the middle', '0712+345678'],
      ['a number inside other text', 'call 0712345678'],
      ['an international prefix Kenya does not use', '00254712345678'],
      ['60 KB of digits', '7'.repeat(60_000)],
    ])('is refused (%s)', (_, input) => {
      expect(normalisePhone(input, 'ke')).toBeNull()
    })
  })
})

// The widgets check with the same normalisePhone, so a number is refused before any request leaves the page.
describe('the widgets, given a number no mobile operator holds', () => {
  const said = (input: string, country: Country, language: 'en' | 'sw') => {
    const checked = checkPhone(input, country)
    return 'problem' in checked ? describeProblem(checked.problem, translator(language)) : checked.phone
  }

  it('the sign-in drawer asks for a mobile number with the example, in English and Kiswahili', () => {
    expect(said('0195 123 456', 'ke', 'en')).toBe('Enter a mobile number from Kenya, such as 0712 345 678')
    expect(said('0112 345 678', 'tz', 'sw')).toBe('Weka namba ya simu ya Tanzania, kama 0754 123 456')
    expect(said('0612 345 678', 'ug', 'en')).toBe('Enter a mobile number from Uganda, such as 0772 123 456')
  })

  it('the pop-up and the site forms refuse it too', () => {
    expect(validatePopup({ fname: 'Okello', lname: '', phone: '0612 345 678', dontShowAgain: false }, 'ug')).toEqual({ phone: 'invalid' })
    expect(phoneCheck('0152 123 456', 'ke')).toEqual({ key: 'pages.forms.phoneInvalid', params: { example: '0712 345 678' } })
  })
})

describe('the phone metadata (src/core/domain/phone-metadata.json)', () => {
  const metadata = JSON.parse(readFileSync(metadataFile, 'utf8')) as MetadataJson
  const typeOf = (n: string, c: 'KE' | 'TZ' | 'UG') => parsePhoneNumberFromString(n, c, metadata)?.getType()

  it('is what scripts/phone-metadata.ts makes from the installed libphonenumber-js', () => {
    expect(readFileSync(metadataFile, 'utf8')).toBe(metadataText())
  })

  it('holds Kenya, Tanzania and Uganda only', () => {
    expect(Object.keys(metadata.countries).sort()).toEqual(['KE', 'TZ', 'UG'])
  })

  it('tells a mobile number from a landline in each country', () => {
    expect([typeOf('0712345678', 'KE'), typeOf('0112345678', 'KE'), typeOf('0202345678', 'KE')]).toEqual(['MOBILE', 'MOBILE', 'FIXED_LINE'])
    expect([typeOf('0754123456', 'TZ'), typeOf('0222345678', 'TZ')]).toEqual(['MOBILE', 'FIXED_LINE'])
    expect([typeOf('0772123456', 'UG'), typeOf('0414345678', 'UG')]).toEqual(['MOBILE', 'FIXED_LINE'])
  })
})
