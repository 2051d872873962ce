/**
 * The price checker's state and actions: brand -> model -> variant -> condition -> itemised estimate.
 * One store per widget instance (two checkers on a page do not share a selection); "Sell now" hands
 * the result to the shared $sell stores.
 */
import { map, onMount, type ReadableAtom } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { DeviceModel, SellVariant } from '@core/catalogue/contract'
import { createDevicePicker, findBrand, hasModel, onlyVariant, type Brand } from '@core/catalogue'
import type { Estimate } from '@core/sell/contract'
import { type Answer, type QuestionKey, type SellAnswers } from '@core/domain/questions'
import { $country } from '@core/platform/locale'
import type { Country } from '@core/domain/constants'
import { failed, type Loadable } from '@core/platform/loadable'
import { selectModel, setAnswers } from './sell-request'

/** Simu: the loadable type was first exported here; core/site/loaders.ts still reads it from here. */
export type { Loadable }

export const checkerSteps = ['select', 'condition', 'estimate'] as const
export type CheckerStep = (typeof checkerSteps)[number]

/** The condition questions the checker asks: the gate, the costliest damage, the box contents. */
export const checkerQuestions = ['deviceOn', 'workingPhone', 'brokenScreen', 'scratchedScreen', 'scratchedBody', 'liquidDamage', 'charger', 'box'] as const satisfies readonly QuestionKey[]

export interface PriceCheckerState {
  step: CheckerStep
  brands: Loadable<Brand[]>
  brandId?: string
  models: Loadable<DeviceModel[]>
  modelId?: string
  variants: Loadable<SellVariant[]>
  variantId?: string
  answers: SellAnswers
  estimate: Loadable<Estimate>
  /** The visitor chose or answered something (a preset alone does not count): the checker is half-filled. */
  touched: boolean
}

/** The questions still shown: a phone that does not switch on is bought for parts, nothing else matters. */
export const visibleQuestions = (answers: SellAnswers): readonly QuestionKey[] =>
  answers.deviceOn === 'no' ? ['deviceOn'] : checkerQuestions

/** The answers the seller gave to the questions still shown (one hidden by the gate was never asked). */
export const answersGiven = (answers: SellAnswers): SellAnswers =>
  Object.fromEntries(visibleQuestions(answers).filter((k) => answers[k] !== undefined).map((k) => [k, answers[k]]))

/** Every question still shown is answered (the gate included, unless the phone does not switch on). */
export const canEstimate = (s: PriceCheckerState) =>
  s.variantId !== undefined && visibleQuestions(s.answers).every((k) => s.answers[k] !== undefined)

const initial = (): PriceCheckerState => ({
  step: 'select',
  brands: { status: 'idle' },
  models: { status: 'idle' },
  variants: { status: 'idle' },
  answers: {},
  estimate: { status: 'idle' },
  touched: false,
})

/** `country`: the widget's own country (its attribute); the visitor's $country by default. */
export function createPriceChecker(preset: { brand?: string; model?: string } = {}, country: ReadableAtom<Country> = $country) {
  const $state = map<PriceCheckerState>(initial())
  const picker = createDevicePicker($state, country)

  async function loadBrands() {
    const brands = await picker.loadBrands()
    const brand = brands && preset.brand ? findBrand(brands, preset.brand) : undefined
    if (brand) await chooseBrand(brand._id, preset.model)
  }

  async function chooseBrand(brandId: string, thenModel?: string) {
    $state.setKey('estimate', { status: 'idle' })
    const models = await picker.chooseBrand(brandId)
    if (models && hasModel(models, thenModel)) await chooseModel(thenModel!)
  }

  async function chooseModel(modelId: string) {
    $state.setKey('estimate', { status: 'idle' })
    const variants = await picker.chooseModel(modelId)
    if (variants) $state.setKey('variantId', onlyVariant(variants))
  }

  function chooseVariant(variantId: string) {
    $state.setKey('variantId', variantId)
    $state.setKey('estimate', { status: 'idle' })
  }

  function answer(key: QuestionKey, value: Answer) {
    $state.setKey('answers', { ...$state.get().answers, [key]: value })
    $state.setKey('touched', true)
  }

  /** The visitor made a choice (the selects call it; presets loading on their own do not). */
  function touch() {
    if (!$state.get().touched) $state.setKey('touched', true)
  }

  function goTo(step: CheckerStep) {
    $state.setKey('step', step)
  }

  async function requestEstimate() {
    const s = $state.get()
    if (!canEstimate(s) || !s.modelId || !s.variantId) return
    $state.setKey('estimate', { status: 'loading' })
    const r = await api('estimate', { body: { modelID: s.modelId, variantID: s.variantId, ...answersGiven(s.answers) }, country: country.get() })
    $state.setKey('estimate', r.ok ? { status: 'ready', data: r.data.estimate } : failed(r))
    if (r.ok) $state.setKey('step', 'estimate')
  }

  /** Hands the estimate to the shared sell stores, so the full site's sell flow continues from it. */
  function sellNow(): Estimate | undefined {
    const s = $state.get()
    if (s.estimate.status !== 'ready') return undefined
    const e = s.estimate.data
    selectModel({ modelID: e.model._id, variantID: e.variant._id, modelName: e.model.modelName, ram: e.variant.ram, storage: e.variant.storage, image: e.model.image, price: e.maxPrice })
    setAnswers(answersGiven(s.answers))
    return e
  }

  function startOver() {
    $state.set({ ...initial(), brands: $state.get().brands })
  }

  onMount($state, () => {
    if ($state.get().brands.status === 'idle') void loadBrands()
    // Prices are per country: a country change reloads the variants and drops a stale estimate.
    return country.listen(() => {
      const { modelId } = $state.get()
      if (modelId) void chooseModel(modelId)
      $state.setKey('step', 'select')
    })
  })

  return { $state, loadBrands, chooseBrand, chooseModel, chooseVariant, answer, touch, goTo, requestEstimate, sellNow, startOver }
}

export type PriceChecker = ReturnType<typeof createPriceChecker>
