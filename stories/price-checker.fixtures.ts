/** Sample data for the price checker's stories and story tests (shapes from the API contract). */
import type { DeviceModel, SellVariant } from '@core/catalogue/contract'
import type { Estimate } from '@core/sell'
import { createPriceChecker, type PriceCheckerState } from '@core/sell'

const image = '/images/phones/samsung-galaxy-s21.svg'
export const brands = [
  { _id: 'iphone', brand: 'iPhone' },
  { _id: 'samsung', brand: 'Samsung' },
  { _id: 'techno', brand: 'Tecno' },
]
export const models: DeviceModel[] = [
  { details: { _id: 'samsung-galaxy-s21', modelName: 'Galaxy S21' }, image, releaseYear: 2021 },
  { details: { _id: 'samsung-galaxy-a14', modelName: 'Galaxy A14' }, image: '', releaseYear: 2023 },
]
export const variants: SellVariant[] = [
  { variant: { _id: 'samsung-galaxy-s21-8-128', ram: 8, storage: 128 }, prices: { currency: 'KES', price: 38_000 } },
  { variant: { _id: 'samsung-galaxy-s21-8-256', ram: 8, storage: 256 }, prices: { currency: 'KES', price: 42_500 } },
]
const base = { model: { _id: 'samsung-galaxy-s21', modelName: 'Galaxy S21', image }, variant: { _id: 'samsung-galaxy-s21-8-128', ram: 8, storage: 128 } }
export const estimates = {
  perfect: { ...base, currency: 'KES', maxPrice: 38_000, deductions: [], floor: 1900, floorApplied: false, offer: 38_000 },
  damaged: {
    ...base, currency: 'KES', maxPrice: 38_000, floor: 1900, floorApplied: false, offer: 22_800,
    deductions: [{ key: 'brokenScreen', amount: 13_300 }, { key: 'charger', amount: 1150 }, { key: 'box', amount: 750 }],
  },
  floor: {
    ...base, currency: 'KES', maxPrice: 38_000, floor: 1900, floorApplied: true, offer: 1900,
    deductions: [{ key: 'brokenScreen', amount: 13_300 }, { key: 'liquidDamage', amount: 9500 }, { key: 'workingPhone', amount: 11_400 }, { key: 'scratchedBody', amount: 1500 }, { key: 'spotsOnScreen', amount: 6850 }],
  },
  parts: { ...base, currency: 'KES', maxPrice: 38_000, floor: 4550, floorApplied: false, offer: 4550, deductions: [{ key: 'deviceOn', amount: 33_450 }] },
} satisfies Record<string, Estimate>

const ready = <T,>(data: T) => ({ status: 'ready' as const, data })
const selected: Partial<PriceCheckerState> = {
  brands: ready(brands), brandId: 'samsung', models: ready(models), modelId: 'samsung-galaxy-s21', variants: ready(variants), variantId: 'samsung-galaxy-s21-8-128',
}
const perfectAnswers = { deviceOn: 'yes', workingPhone: 'yes', brokenScreen: 'no', scratchedScreen: 'no', scratchedBody: 'no', liquidDamage: 'no', charger: 'yes', box: 'yes' } as const

/** Every state the price checker can be in, by name. */
export const states = {
  loadingBrands: { brands: { status: 'loading' } },
  brandsFailed: { brands: { status: 'error', message: 'Something went wrong!', network: false } },
  offline: { brands: { status: 'error', message: 'Something went wrong!', network: true } },
  brandsReady: { brands: ready(brands) },
  loadingModels: { brands: ready(brands), brandId: 'samsung', models: { status: 'loading' } },
  noModels: { brands: ready(brands), brandId: 'samsung', models: ready([]) },
  variantChosen: selected,
  conditionEmpty: { ...selected, step: 'condition' },
  conditionAnswered: { ...selected, step: 'condition', answers: perfectAnswers },
  conditionNotOn: { ...selected, step: 'condition', answers: { deviceOn: 'no' } },
  estimating: { ...selected, step: 'condition', answers: perfectAnswers, estimate: { status: 'loading' } },
  estimateFailed: { ...selected, step: 'condition', answers: perfectAnswers, estimate: { status: 'error', message: 'That model and variant were not found', network: false } },
  estimatePerfect: { ...selected, step: 'estimate', answers: perfectAnswers, estimate: ready(estimates.perfect) },
  estimateDamaged: { ...selected, step: 'estimate', answers: { ...perfectAnswers, brokenScreen: 'yes', charger: 'no', box: 'no' }, estimate: ready(estimates.damaged) },
  estimateFloor: { ...selected, step: 'estimate', answers: { ...perfectAnswers, brokenScreen: 'yes', liquidDamage: 'yes', workingPhone: 'no' }, estimate: ready(estimates.floor) },
  estimateParts: { ...selected, step: 'estimate', answers: { deviceOn: 'no' }, estimate: ready(estimates.parts) },
} satisfies Record<string, Partial<PriceCheckerState>>

export type CheckerStateName = keyof typeof states

/** A checker already in a state: nothing is fetched. */
export function checkerIn(name: CheckerStateName) {
  const checker = createPriceChecker()
  checker.$state.set({ ...checker.$state.get(), ...(states[name] as Partial<PriceCheckerState>) })
  return checker
}
