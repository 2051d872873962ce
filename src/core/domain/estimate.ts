/**
 * The sell estimate: from a variant's maximum buy-back price and the seller's answers, an offer with
 * an itemised list of deductions. Shared by the server (authoritative, stores the quote) and the
 * widgets (preview only). The table and its reasoning are in docs/decisions.md.
 */
import type { Currency } from './constants'
import { questionByKey, questionKeys, type QuestionKey, type SellAnswers } from './questions'

export const tiers = ['flagship', 'mid', 'entry'] as const
export type Tier = (typeof tiers)[number]

/** Percent of the maximum price a wrong answer costs, per brand tier. */
export const deductionTable: Record<Exclude<QuestionKey, 'deviceOn'>, Record<Tier, number>> = {
  workingPhone: { flagship: 30, mid: 30, entry: 30 },
  volumeButtons: { flagship: 3, mid: 4, entry: 5 },
  fingerScanner: { flagship: 5, mid: 6, entry: 6 },
  simcardTray: { flagship: 2, mid: 3, entry: 3 },
  speakers: { flagship: 5, mid: 6, entry: 7 },
  earpiece: { flagship: 5, mid: 6, entry: 7 },
  powerButton: { flagship: 4, mid: 5, entry: 6 },
  chargingPort: { flagship: 6, mid: 8, entry: 9 },
  mainCamera: { flagship: 12, mid: 10, entry: 8 },
  selfieCamera: { flagship: 7, mid: 6, entry: 5 },
  scratchedScreen: { flagship: 6, mid: 6, entry: 6 },
  spotsOnScreen: { flagship: 18, mid: 15, entry: 15 },
  // An OLED panel is a larger share of a flagship's value than an LCD of an entry phone.
  brokenScreen: { flagship: 35, mid: 30, entry: 28 },
  cameraGlass: { flagship: 4, mid: 4, entry: 4 },
  backglass: { flagship: 10, mid: 7, entry: 5 },
  dentedPhone: { flagship: 10, mid: 10, entry: 10 },
  scratchedBody: { flagship: 4, mid: 4, entry: 4 },
  charger: { flagship: 3, mid: 3, entry: 4 },
  cable: { flagship: 1, mid: 1, entry: 2 },
  reciept: { flagship: 1, mid: 1, entry: 1 },
  box: { flagship: 2, mid: 2, entry: 2 },
  warranty: { flagship: 2, mid: 1, entry: 1 },
  liquidDamage: { flagship: 25, mid: 25, entry: 25 },
  // A phone still tied to an iCloud / Google account can only be sold for parts.
  accountUnlocked: { flagship: 70, mid: 70, entry: 70 },
}

/** What a phone that does not switch on is still worth, for parts (percent of the maximum). */
export const partsValuePercent: Record<Tier, number> = { flagship: 12, mid: 10, entry: 8 }
/** No offer falls below this share of the maximum for a phone that switches on. */
export const floorPercent = 5
/** Amounts are rounded to these steps so offers read as prices people use. */
export const roundingStep: Record<Currency, number> = { KES: 50, TZS: 1000, UGX: 1000 }

export interface Deduction {
  key: QuestionKey
  amount: number
}

export interface Offer {
  currency: Currency
  maxPrice: number
  deductions: Deduction[]
  floor: number
  /** True when the deductions would have taken the offer under the floor. */
  floorApplied: boolean
  offer: number
}

export interface EstimateInput {
  maxPrice: number
  currency: Currency
  tier: Tier
  answers: SellAnswers
}

const roundTo = (n: number, step: number) => Math.round(n / step) * step

export function computeOffer({ maxPrice, currency, tier, answers }: EstimateInput): Offer {
  const step = roundingStep[currency]
  const floor = roundTo((maxPrice * floorPercent) / 100, step)

  if (answers.deviceOn === 'no') {
    // Nothing else can be checked on a phone that does not switch on: it is bought for parts.
    const parts = roundTo((maxPrice * partsValuePercent[tier]) / 100, step)
    return { currency, maxPrice, deductions: [{ key: 'deviceOn', amount: maxPrice - parts }], floor: parts, floorApplied: false, offer: parts }
  }

  const deductions: Deduction[] = []
  for (const key of questionKeys) {
    if (key === 'deviceOn') continue
    const answer = answers[key]
    if (answer === undefined || answer === questionByKey[key].expected) continue
    const amount = roundTo((maxPrice * deductionTable[key][tier]) / 100, step)
    if (amount > 0) deductions.push({ key, amount })
  }
  const total = deductions.reduce((sum, d) => sum + d.amount, 0)
  const raw = maxPrice - total
  const floorApplied = raw < floor
  return { currency, maxPrice, deductions, floor, floorApplied, offer: floorApplied ? floor : raw }
}
