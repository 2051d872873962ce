/**
 * The sell estimate (src/core/domain/estimate.ts): a variant's maximum buy-back price minus one
 * itemised deduction per answer that differs from a phone in perfect order (sell-side.md §3, the
 * expected answers), with a floor for phones that switch on and a parts value for phones that do not.
 */
import { describe, expect, it } from 'vitest'
import type { Currency } from '@core/domain/constants'
import { computeOffer, deductionTable, floorPercent, partsValuePercent, roundingStep, tiers, type Tier } from '@core/domain/estimate'
import { gateAnswered, questionByKey, questionKeys, type Answer, type QuestionKey, type SellAnswers } from '@core/domain/questions'

const wrong = (key: QuestionKey): Answer => (questionByKey[key].expected === 'yes' ? 'no' : 'yes')

/** Every question answered as a phone in perfect order would answer it. */
const perfect: SellAnswers = Object.fromEntries(questionKeys.map((k) => [k, questionByKey[k].expected]))

const offerFor = (answers: SellAnswers, { maxPrice = 38_000, currency = 'KES' as Currency, tier = 'flagship' as Tier } = {}) =>
  computeOffer({ maxPrice, currency, tier, answers })

describe('computeOffer', () => {
  describe('a phone in perfect order', () => {
    it('is offered the maximum price with nothing deducted', () => {
      const o = offerFor(perfect)
      expect(o.offer).toBe(38_000)
      expect(o.maxPrice).toBe(38_000)
      expect(o.deductions).toEqual([])
      expect(o.floorApplied).toBe(false)
    })

    it('gets the maximum price in every tier and currency', () => {
      for (const tier of tiers) {
        expect(offerFor(perfect, { tier, maxPrice: 1_980_000, currency: 'TZS' }).offer).toBe(1_980_000)
        expect(offerFor(perfect, { tier, maxPrice: 45_500, currency: 'KES' }).offer).toBe(45_500)
      }
    })
  })

  describe('a seller who gives one answer that differs from the expected one', () => {
    const cases: { currency: Currency; maxPrice: number }[] = [
      { currency: 'KES', maxPrice: 38_000 },
      { currency: 'KES', maxPrice: 12_345 },
      { currency: 'TZS', maxPrice: 1_980_000 },
      { currency: 'UGX', maxPrice: 1_234_567 },
    ]
    const scored = questionKeys.filter((k): k is Exclude<QuestionKey, 'deviceOn'> => k !== 'deviceOn')

    for (const { currency, maxPrice } of cases) {
      for (const tier of tiers) {
        it(`sees exactly one itemised deduction per question, sized by the table and rounded to the ${currency} step (${tier}, max ${maxPrice})`, () => {
          const step = roundingStep[currency]
          for (const key of scored) {
            const o = offerFor({ ...perfect, [key]: wrong(key) }, { maxPrice, currency, tier })
            const expected = Math.round((maxPrice * deductionTable[key][tier]) / 100 / step) * step
            expect(o.deductions, key).toEqual([{ key, amount: expected }])
            expect(o.deductions[0]!.amount % step, `${key} rounded to ${step}`).toBe(0)
            expect(o.offer, key).toBe(maxPrice - expected)
          }
        })
      }
    }

    it('rounds amounts to 50 shillings in Kenya (3% of 38,000 = 1,140 reads as 1,150)', () => {
      // charger, mid tier: 3 % → 1,140 → Ksh 1,150
      expect(offerFor({ charger: 'no' }, { tier: 'mid' }).deductions).toEqual([{ key: 'charger', amount: 1150 }])
    })

    it('rounds amounts to 1,000 in Tanzania and Uganda', () => {
      // charger, flagship: 3 % of 1,980,000 = 59,400 → 59,000
      expect(offerFor({ charger: 'no' }, { maxPrice: 1_980_000, currency: 'TZS' }).deductions).toEqual([{ key: 'charger', amount: 59_000 }])
      // brokenScreen, entry: 28 % of 1,234,567 = 345,678.76 → 346,000
      expect(offerFor({ brokenScreen: 'yes' }, { maxPrice: 1_234_567, currency: 'UGX', tier: 'entry' }).deductions).toEqual([{ key: 'brokenScreen', amount: 346_000 }])
    })

    it('is charged for a broken part when answering yes to a functional defect (sell-side.md §3: yes means broken)', () => {
      expect(offerFor({ ...perfect, chargingPort: 'yes' }).deductions.map((d) => d.key)).toEqual(['chargingPort'])
      expect(offerFor({ ...perfect, chargingPort: 'no' }).deductions).toEqual([])
    })

    it('is charged for a missing accessory when answering no (sell-side.md §3: accessories expect yes)', () => {
      expect(offerFor({ ...perfect, box: 'no' }).deductions.map((d) => d.key)).toEqual(['box'])
      expect(offerFor({ ...perfect, box: 'yes' }).deductions).toEqual([])
    })
  })

  describe('a seller with several faults, still above the floor', () => {
    const answers: SellAnswers = { ...perfect, brokenScreen: 'yes', charger: 'no', box: 'no', scratchedBody: 'yes' }

    it('sees each fault itemised and the offer plus the deductions adding up to the maximum', () => {
      for (const tier of tiers) {
        for (const [currency, maxPrice] of [['KES', 38_000], ['KES', 21_777], ['TZS', 1_980_000], ['UGX', 2_345_000]] as const) {
          const o = offerFor(answers, { tier, currency, maxPrice })
          expect(o.floorApplied).toBe(false)
          expect(o.deductions.map((d) => d.key).sort()).toEqual(['box', 'brokenScreen', 'charger', 'scratchedBody'])
          expect(o.offer + o.deductions.reduce((s, d) => s + d.amount, 0)).toBe(maxPrice)
        }
      }
    })

    it('matches the worked example of the story fixtures (Galaxy S21, Ksh 38,000 → Ksh 22,800)', () => {
      // flagship: screen 35 % = 13,300; charger 3 % = 1,140 → 1,150; box 2 % = 760 → 750
      const o = offerFor({ ...perfect, brokenScreen: 'yes', charger: 'no', box: 'no' }, { tier: 'flagship' })
      expect(o.deductions).toEqual([{ key: 'brokenScreen', amount: 13_300 }, { key: 'charger', amount: 1150 }, { key: 'box', amount: 750 }])
      expect(o.offer).toBe(22_800)
    })
  })

  describe('a phone whose deductions would take the offer under the floor', () => {
    const ruined: SellAnswers = { ...perfect, workingPhone: 'no', brokenScreen: 'yes', liquidDamage: 'yes', spotsOnScreen: 'yes' }

    it('is offered the floor, and the offer says the floor was applied', () => {
      const o = offerFor(ruined)
      const floor = Math.round((38_000 * floorPercent) / 100 / 50) * 50
      expect(floor).toBe(1900)
      expect(o.floor).toBe(floor)
      expect(o.floorApplied).toBe(true)
      expect(o.offer).toBe(floor)
      // The deductions are still listed so the seller can see why.
      expect(o.deductions.map((d) => d.key)).toEqual(['workingPhone', 'spotsOnScreen', 'brokenScreen', 'liquidDamage'])
    })

    it('never offers less than the floor however many answers are wrong', () => {
      const everythingWrong = Object.fromEntries(questionKeys.map((k) => [k, k === 'deviceOn' ? 'yes' : wrong(k)])) as SellAnswers
      for (const tier of tiers) {
        const o = offerFor(everythingWrong, { tier, maxPrice: 900_000, currency: 'UGX' })
        expect(o.floorApplied).toBe(true)
        expect(o.offer).toBe(45_000)
        expect(o.offer).toBeGreaterThan(0)
      }
    })

    it('is not marked as floored when the deductions leave exactly the floor or more', () => {
      // accountUnlocked 70 % + workingPhone 30 % of 10,000 = 10,000 → raw 0 < floor 500
      expect(offerFor({ accountUnlocked: 'no', workingPhone: 'no' }, { maxPrice: 10_000 }).floorApplied).toBe(true)
      // accountUnlocked 70 % + liquidDamage 25 % = 9,500 → raw 500 == floor 500: no floor needed
      const o = offerFor({ accountUnlocked: 'no', liquidDamage: 'yes' }, { maxPrice: 10_000 })
      expect(o.floor).toBe(500)
      expect(o.floorApplied).toBe(false)
      expect(o.offer).toBe(500)
    })
  })

  describe('a phone that does not switch on', () => {
    it('is bought for parts: a single deviceOn deduction and the parts value as the offer', () => {
      const o = offerFor({ deviceOn: 'no' })
      // flagship parts value 12 % of 38,000 = 4,560 → Ksh 4,550
      expect(o.offer).toBe(4550)
      expect(o.deductions).toEqual([{ key: 'deviceOn', amount: 38_000 - 4550 }])
      expect(o.floorApplied).toBe(false)
    })

    it('ignores every other answer, since nothing else can be checked', () => {
      const o = offerFor({ ...perfect, deviceOn: 'no', brokenScreen: 'yes', liquidDamage: 'yes', charger: 'no' })
      expect(o.deductions).toHaveLength(1)
      expect(o.deductions[0]!.key).toBe('deviceOn')
      expect(o.offer).toBe(4550)
    })

    it('is worth a different share per tier', () => {
      const parts = Object.fromEntries(tiers.map((tier) => [tier, offerFor({ deviceOn: 'no' }, { tier }).offer]))
      for (const tier of tiers) expect(parts[tier]).toBe(Math.round((38_000 * partsValuePercent[tier]) / 100 / 50) * 50)
      expect(parts).toEqual({ flagship: 4550, mid: 3800, entry: 3050 })
    })
  })

  describe('tiers', () => {
    it('deduct a different share for a broken screen on a flagship, a mid-range and an entry phone', () => {
      const screen = (tier: Tier) => offerFor({ brokenScreen: 'yes' }, { tier }).deductions[0]!.amount
      // 35 %, 30 %, 28 % of 38,000 (28 % = 10,640 → 10,650)
      expect(screen('flagship')).toBe(13_300)
      expect(screen('mid')).toBe(11_400)
      expect(screen('entry')).toBe(10_650)
    })
  })

  describe('a seller who has not answered every question yet', () => {
    it('pays nothing for the unanswered questions', () => {
      expect(offerFor({}).deductions).toEqual([])
      expect(offerFor({}).offer).toBe(38_000)
      const o = offerFor({ deviceOn: 'yes', workingPhone: 'yes', brokenScreen: 'yes' })
      expect(o.deductions).toEqual([{ key: 'brokenScreen', amount: 13_300 }])
      expect(o.offer).toBe(24_700)
    })
  })
})

describe('gateAnswered (sell-side.md §4: Continue needs deviceOn and workingPhone)', () => {
  it('keeps Continue disabled until both gate questions have an answer', () => {
    expect(gateAnswered({})).toBe(false)
    expect(gateAnswered({ deviceOn: 'yes' })).toBe(false)
    expect(gateAnswered({ workingPhone: 'yes' })).toBe(false)
    expect(gateAnswered({ brokenScreen: 'no', charger: 'yes' })).toBe(false)
  })

  it('enables Continue once both are answered, whatever the answers', () => {
    expect(gateAnswered({ deviceOn: 'yes', workingPhone: 'yes' })).toBe(true)
    expect(gateAnswered({ deviceOn: 'no', workingPhone: 'no' })).toBe(true)
  })
})
