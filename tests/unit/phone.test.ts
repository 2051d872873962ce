/** Phone numbers as sellers type them, normalised to E.164 (the spec leaves the format open: Simu's rule). */
import { describe, expect, it } from 'vitest'
import { normalisePhone } from '../../src/core/domain/phone'

describe('normalisePhone', () => {
  describe('a Kenyan number', () => {
    it.each(['0712 345 678', '+254712345678', '254712345678', '712345678', '+254 712-345-678', '(0712) 345.678'])('accepts %s as +254712345678', (input) => {
      expect(normalisePhone(input, 'ke')).toBe('+254712345678')
    })

    it('accepts the newer 011x mobile range', () => {
      expect(normalisePhone('0112345678', 'ke')).toBe('+254112345678')
    })
  })

  describe('a Tanzanian number', () => {
    it('gets the 255 code', () => {
      expect(normalisePhone('0754123456', 'tz')).toBe('+255754123456')
      expect(normalisePhone('+255 754 123 456', 'tz')).toBe('+255754123456')
    })
  })

  describe('a Ugandan number', () => {
    it('gets the 256 code', () => {
      expect(normalisePhone('0772123456', 'ug')).toBe('+256772123456')
      expect(normalisePhone('256772123456', 'ug')).toBe('+256772123456')
    })
  })

  describe('something that is not a mobile number', () => {
    it.each([
      ['letters', 'abc'],
      ['an empty field', ''],
      ['too short', '071234567'],
      ['too long', '07123456789'],
      ['too long with the code', '+2547123456789'],
      ['a Nairobi landline', '0202345678'],
      ['a plus sign in the middle', '0712+345678'],
    ])('is refused (%s: %s)', (_, input) => {
      expect(normalisePhone(input, 'ke')).toBeNull()
    })
  })
})
