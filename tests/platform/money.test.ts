/** Money and labels as the seller reads them (sell-side.md §3; shop-and-repair.md §9). */
import { describe, expect, it } from 'vitest'
import { formatCountryMoney, formatMoney, priceBandOf, priceBandRange, variantLabel } from '@core/domain/money'

describe('formatMoney', () => {
  describe('an amount in each currency', () => {
    it('reads as the currency label, a space and the thousands-grouped amount (shop-and-repair.md §9: Ksh, Tzs, Ugx)', () => {
      expect(formatMoney(12_500, 'KES')).toBe('Ksh 12,500')
      expect(formatMoney(1_980_000, 'TZS')).toBe('Tzs 1,980,000')
      expect(formatMoney(2_345_000, 'UGX')).toBe('Ugx 2,345,000')
    })

    it('shows small amounts without a separator and no decimals', () => {
      expect(formatMoney(0, 'KES')).toBe('Ksh 0')
      expect(formatMoney(950, 'KES')).toBe('Ksh 950')
      expect(formatMoney(1_249.6, 'KES')).toBe('Ksh 1,250')
    })

    it('formats by country with the country currency', () => {
      expect(formatCountryMoney(38_000, 'ke')).toBe('Ksh 38,000')
      expect(formatCountryMoney(640_000, 'tz')).toBe('Tzs 640,000')
      expect(formatCountryMoney(1_100_000, 'ug')).toBe('Ugx 1,100,000')
    })
  })
})

describe('variantLabel', () => {
  it("reads '{ram}GB/ {storage}GB' exactly as the spec shows it (sell-side.md §3)", () => {
    expect(variantLabel({ ram: 8, storage: 128 })).toBe('8GB/ 128GB')
    expect(variantLabel({ ram: 12, storage: 1024 })).toBe('12GB/ 1024GB')
  })
})

describe('priceBandOf (shop-and-repair.md §9 price bands)', () => {
  describe('in Kenya', () => {
    it('puts each amount in the band whose lower edge it reaches', () => {
      expect(priceBandOf(0, 'ke')).toBe(1)
      expect(priceBandOf(9_999, 'ke')).toBe(1)
      expect(priceBandOf(10_000, 'ke')).toBe(2)
      expect(priceBandOf(19_999, 'ke')).toBe(2)
      expect(priceBandOf(20_000, 'ke')).toBe(3)
      expect(priceBandOf(49_999, 'ke')).toBe(3)
      expect(priceBandOf(50_000, 'ke')).toBe(4)
      expect(priceBandOf(250_000, 'ke')).toBe(4)
    })
  })

  describe('in Tanzania', () => {
    it('uses the Tanzanian edges', () => {
      expect(priceBandOf(179_999, 'tz')).toBe(1)
      expect(priceBandOf(180_000, 'tz')).toBe(2)
      expect(priceBandOf(360_000, 'tz')).toBe(3)
      expect(priceBandOf(899_999, 'tz')).toBe(3)
      expect(priceBandOf(900_000, 'tz')).toBe(4)
    })
  })

  describe('in Uganda', () => {
    it('uses the Ugandan edges', () => {
      expect(priceBandOf(299_999, 'ug')).toBe(1)
      expect(priceBandOf(300_000, 'ug')).toBe(2)
      expect(priceBandOf(400_000, 'ug')).toBe(3)
      expect(priceBandOf(599_999, 'ug')).toBe(3)
      expect(priceBandOf(600_000, 'ug')).toBe(4)
    })
  })

  it('gives the band range back for the catalogue filter, open-ended at the top', () => {
    expect(priceBandRange(1, 'ke')).toEqual([0, 10_000])
    expect(priceBandRange(4, 'tz')).toEqual([900_000, null])
    expect(priceBandRange(5, 'ug')).toBeUndefined()
  })
})
