/**
 * The sell wizard's state and actions (sell-side.md §2 'Sell wizard', §4, §5): SelectModel ->
 * PhoneSummaryPage -> Defects -> Defects2 -> OriginalBundle -> calculate. One store per widget
 * instance for the step and the brand/model/variant lists; the selection and the answers live in the
 * shared $sell stores, so the price checker's 'Sell now' can prefill them and the sign-in drawer can
 * submit them.
 *
 * The Samsung mode (sell-side.md §1 'store trade-in'): fixed prices by model -> select a store ->
 * walk in and get a new phone. No sign-in: the store checks the phone and takes it at that price.
 *
 * The loaders at the end (store lists, a brand's models, one model, trade-in prices) serve the
 * wizard's pages: select-brand, select-variant, Samsung and stores.
 */
import { atom, map, onMount } from 'nanostores'
import { api, apiConfig, type ApiResult } from '@core/platform/api/client'
import type { TradeInPrice } from './contract'
import type { CalculateBody, Estimate, Quote } from './contract'
import type { DeviceModel, SellVariant, Store } from '@core/catalogue/contract'
import { deviceCategoryId } from '@core/domain/catalogue'
import { samsungBrandId, samsungRegions, storageKeys, type Country, type StoreListName } from '@core/domain/constants'
import {
  accessoryKeys,
  cosmeticKeys,
  functionalKeys,
  gateAnswered,
  type Answer,
  type QuestionKey,
  type SellAnswers,
} from '@core/domain/questions'
import { $auth } from '@core/account/auth'
import { $country } from '@core/platform/locale'
import { navigate } from '@core/platform/navigation'
import type { Loadable } from '@core/platform/loadable'
import { $selectedModel, $sellAnswers, $sellRequest, answer as answerSell, resetSell, selectModel, setAnswers, toggleAnswer, type SelectedModel } from './sell'
import { openSignIn } from '@core/account/sign-in'

export type { Loadable }

// ---------------------------------------------------------------- modes, steps and questions

export const wizardModes = ['sell', 'samsung'] as const
export type WizardMode = (typeof wizardModes)[number]

export const sellSteps = ['selectModel', 'phoneSummary', 'defects', 'defects2', 'originalBundle'] as const
export const samsungSteps = ['selectModel', 'chooseStore', 'walkIn'] as const
export type SellStep = (typeof sellSteps)[number]
export type SamsungStep = (typeof samsungSteps)[number]
export type WizardStep = SellStep | SamsungStep

export const stepsOf = (mode: WizardMode): readonly WizardStep[] => (mode === 'samsung' ? samsungSteps : sellSteps)

/**
 * The questions of each step. The spec's groups, plus the two it lacks where a seller expects them:
 * the account lock with the basics a seller knows without testing (does it switch on, does it call),
 * liquid damage with the functional problems it causes.
 */
export const stepQuestions = {
  phoneSummary: ['deviceOn', 'workingPhone', 'accountUnlocked'],
  defects: [...functionalKeys, 'liquidDamage'],
  defects2: [...cosmeticKeys],
  originalBundle: [...accessoryKeys],
} as const satisfies Record<Exclude<SellStep, 'selectModel'>, readonly QuestionKey[]>

export type QuestionStep = keyof typeof stepQuestions
export const isQuestionStep = (step: WizardStep): step is QuestionStep => step in stepQuestions

/**
 * Questions shown as tiles: 'select the problems your phone has', so a tile left alone is the seller's
 * 'no problem here'. The accessories are not tiles: a charger nobody mentioned is not a missing charger,
 * so each is asked yes or no (issue 10).
 */
export const tileKeys: readonly QuestionKey[] = [...stepQuestions.defects, ...stepQuestions.defects2]
export const isTile = (key: QuestionKey) => tileKeys.includes(key)

// ---------------------------------------------------------------- rules

/** The basics step's Continue: the spec's gate (deviceOn, workingPhone) and Simu's account-lock question. */
export const summaryAnswered = (a: SellAnswers) => gateAnswered(a) && a.accountUnlocked !== undefined

/** The accessories step's Next: each accessory answered yes or no (a phone bought for parts needs none). */
export const accessoriesAnswered = (a: SellAnswers) => a.deviceOn === 'no' || stepQuestions.originalBundle.every((k) => a[k] !== undefined)

/** A selected model with a price above 0 (sell-side.md §5: the wizard's Next). */
export const hasPrice = (m: SelectedModel | null): m is SelectedModel => m !== null && m.price > 0

/** Whether Next (or Continue) is enabled on a step. */
export function canGoNext(step: WizardStep, answers: SellAnswers, selected: SelectedModel | null, storeId?: string): boolean {
  switch (step) {
    case 'selectModel':
      return hasPrice(selected)
    case 'phoneSummary':
      return summaryAnswered(answers)
    case 'defects':
    case 'defects2':
      // Tiles are optional: a phone without problems has none selected.
      return true
    case 'originalBundle':
      // The last Next calculates: only for a selected model with a price above 0 (sell-side.md §5).
      return hasPrice(selected) && summaryAnswered(answers) && accessoriesAnswered(answers)
    case 'chooseStore':
      return hasPrice(selected) && storeId !== undefined
    case 'walkIn':
      return false
  }
}

/** The sell request body (sell-side.md §3) from $sellRequest: the selection and every answer, untouched problem tiles as 'no'. */
export function requestBody(request: NonNullable<ReturnType<typeof $sellRequest.get>> | null): Omit<CalculateBody, 'user_id'> | null {
  if (!request) return null
  const tiles = Object.fromEntries(tileKeys.map((k) => [k, 'no'])) as SellAnswers
  return { ...tiles, ...request }
}

/** The texts of the side panel's 'device evaluation': one line per answer that says something. */
export function evaluationLines(answers: SellAnswers): { key: QuestionKey; answer: Answer }[] {
  const order: readonly QuestionKey[] = [...stepQuestions.phoneSummary, ...tileKeys, ...stepQuestions.originalBundle]
  return order.flatMap((key) => {
    const a = answers[key]
    if (a === undefined) return []
    // A tile switched off again reads as one never touched.
    if (isTile(key) && a === 'no') return []
    return [{ key, answer: a }]
  })
}


// ---------------------------------------------------------------- the step a reload returns to

/** The sell wizard's step, kept for this tab's visit (sessionStorage) next to the answers. */
function savedStep(): WizardStep | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKeys.sellStep)
    return sellSteps.find((s) => s === raw)
  } catch {
    return undefined
  }
}

function saveStep(step: WizardStep | null): void {
  try {
    if (step) globalThis.sessionStorage?.setItem(storageKeys.sellStep, step)
    else globalThis.sessionStorage?.removeItem(storageKeys.sellStep)
  } catch {
    // Storage blocked: a reload then opens on the basics, with the answers the atom still holds.
  }
}

/**
 * Where a reload reopens the wizard (issue 10): the saved step, when every step before it is still
 * answered; else the basics. Never the model step: the phone is already chosen.
 */
export function resumeStep(saved: WizardStep | undefined, answers: SellAnswers, selected: SelectedModel | null): WizardStep {
  const at = saved ? sellSteps.indexOf(saved as SellStep) : -1
  if (at < 2) return 'phoneSummary'
  const open = sellSteps.slice(1, at).some((step) => !canGoNext(step, answers, selected))
  return open ? 'phoneSummary' : sellSteps[at]!
}

// ---------------------------------------------------------------- the wizard

export type Submission =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; network: boolean }
  | { status: 'done'; quote: Quote }

export interface SellWizardState {
  mode: WizardMode
  step: WizardStep
  brands: Loadable<{ _id: string; brand: string }[]>
  brandId?: string
  models: Loadable<DeviceModel[]>
  modelId?: string
  variants: Loadable<SellVariant[]>
  variantId?: string
  /** Samsung mode: every model of the brand with its fixed prices, in one reply. */
  prices: Loadable<TradeInPrice[]>
  /** Samsung mode: the store chosen for the walk-in. */
  storeId?: string
  submission: Submission
  /** The last step's offer, from the server's own rules: the price Next locks is the price shown. */
  preview: Loadable<Estimate>
}

export interface CalculateHooks {
  /** Where to go once the quote exists: /{country}/device-details (sell-side.md §4). */
  destination: string
  /** Where the drawer goes when the estimate fails after sign-in: /{country} (sell-side.md §2). */
  home: string
  /** A quote was created (the widget emits simu:quote). */
  onQuote(quote: Quote): void
  /** Sign-in is needed; false when the host page takes it over (it cancelled simu:auth-required). */
  onAuthRequired(): boolean
}

export interface WizardPreset {
  mode?: WizardMode
  /** A brand id or name to preselect ('samsung', 'iPhone'). */
  brand?: string
  /** A model id to preselect, once its brand is chosen. */
  model?: string
  /** With model: the size, so the wizard opens on the basics with this phone (a price checker's hand-off). */
  variant?: string
  /** The answers already given elsewhere (the price checker), filled in. */
  answers?: SellAnswers
}

const idle = { status: 'idle' } as const
const failed = (r: { message: string; kind: string }) => ({ status: 'error' as const, message: r.message, network: r.kind === 'network' })

/** A wizard's first state (stories start from it: reading a store's value would already mount it). */
export const initialWizardState = (mode: WizardMode): SellWizardState => ({
  mode,
  step: 'selectModel',
  brands: idle,
  models: idle,
  variants: idle,
  prices: idle,
  submission: idle,
  preview: idle,
})

export function createSellWizard(preset: WizardPreset = {}) {
  const mode: WizardMode = preset.mode ?? 'sell'
  const steps = stepsOf(mode)
  const $state = map<SellWizardState>(initialWizardState(mode))
  const patch = (p: Partial<SellWizardState>) => {
    if (mode === 'sell' && p.step) saveStep(p.step)
    $state.set({ ...$state.get(), ...p })
  }
  // Only the latest brand/model choice may write its reply (a slow reply for an old choice is dropped).
  let request = 0

  // ------------------------------------------------ SelectModel

  async function loadBrands(then?: { brand?: string; model?: string; variant?: string }) {
    patch({ brands: { status: 'loading' } })
    const r = await api('getDevice', { params: { deviceId: deviceCategoryId } })
    patch({ brands: r.ok ? { status: 'ready', data: r.data.brands } : failed(r) })
    const wanted = then?.brand
    if (!r.ok || !wanted) return
    const brand = r.data.brands.find((b) => b._id === wanted || b.brand.toLowerCase() === wanted.toLowerCase())
    if (brand) await chooseBrand(brand._id, then)
  }

  /** Choosing a brand loads its models (sell-side.md §4). */
  async function chooseBrand(brandId: string, then?: { model?: string; variant?: string }) {
    const mine = ++request
    patch({ brandId, modelId: undefined, variantId: undefined, models: { status: 'loading' }, variants: idle, submission: idle })
    if (!then?.variant) selectModel(null)
    const r = await api('getDeviceModel', { params: { brandId } })
    if (mine !== request) return
    patch({ models: r.ok ? { status: 'ready', data: r.data.deviceModels } : failed(r) })
    if (r.ok && then?.model && r.data.deviceModels.some((m) => m.details._id === then.model)) await chooseModel(then.model, then.variant)
  }

  /** Choosing a model stores it and loads its variants (sell-side.md §4); `keep` restores a variant. */
  async function chooseModel(modelId: string, keep?: string) {
    const s = $state.get()
    if (s.mode === 'samsung') return chooseSamsungModel(modelId)
    const mine = ++request
    patch({ modelId, variantId: keep, variants: { status: 'loading' }, submission: idle })
    if (!keep) selectModel(null)
    const r = await api('sellVariants', { params: { modelId } })
    if (mine !== request) return
    if (!r.ok) return patch({ variants: failed(r) })
    const list = r.data.variants
    // A model sold in one size needs no choice.
    const variantId = list.some((v) => v.variant._id === keep) ? keep : list.length === 1 ? list[0]!.variant._id : undefined
    patch({ variants: { status: 'ready', data: list } })
    if (variantId) chooseVariant(variantId)
    else {
      // A kept size the server no longer has is no selection: the seller chooses again.
      patch({ variantId: undefined })
      if (keep) dropSelection()
    }
  }

  /** Choosing a variant sets the price (sell-side.md §4): the selected model goes to $selectedModel. */
  function chooseVariant(variantId: string) {
    const s = $state.get()
    let model: DeviceModel | undefined
    let variants: SellVariant[] = []
    if (s.mode === 'samsung') {
      const priced = s.prices.status === 'ready' ? s.prices.data.find((m) => m.details._id === s.modelId) : undefined
      model = priced
      variants = priced?.variants ?? []
    } else {
      model = s.models.status === 'ready' ? s.models.data.find((m) => m.details._id === s.modelId) : undefined
      variants = s.variants.status === 'ready' ? s.variants.data : []
    }
    const v = variants.find((x) => x.variant._id === variantId)
    patch({ variantId, submission: idle })
    if (!model || !v) return selectModel(null)
    selectModel({
      modelID: model.details._id, variantID: v.variant._id, modelName: model.details.modelName,
      ram: v.variant.ram, storage: v.variant.storage, image: model.image, price: v.prices.price,
    })
  }

  /**
   * The price checker's 'Sell now' (or the select-variant page) left a selection: the wizard opens on
   * the basics step with it, and fills the selectors in the background so Back shows the same choice.
   */
  async function restore(selected: Pick<SelectedModel, 'modelID' | 'variantID'>, step: WizardStep = 'phoneSummary') {
    patch({ step })
    const [, model] = await Promise.all([loadBrands(), api('sellModel', { params: { modelId: selected.modelID } })])
    if (model.ok) await chooseBrand(model.data.brand._id, { model: selected.modelID, variant: selected.variantID })
    else if (model.kind === 'server' && model.status === 404) dropSelection()
  }

  /** The selection is gone from the catalogue: back to SelectModel, the answers stay. */
  function dropSelection() {
    selectModel(null)
    patch({ step: 'selectModel', submission: idle })
  }

  // ------------------------------------------------ Samsung mode: fixed prices by model, then a store

  async function loadPrices(then?: { model?: string }) {
    patch({ prices: { status: 'loading' } })
    const r = await api('tradeInPrices', { params: { brandId: samsungBrandId } })
    if (!r.ok) return patch({ prices: failed(r) })
    patch({ prices: { status: 'ready', data: r.data.models } })
    const { modelId, variantId } = $state.get()
    // Prices are per country: after a country change the same phone keeps its place with the new price.
    if (modelId && r.data.models.some((m) => m.details._id === modelId)) {
      chooseSamsungModel(modelId)
      if (variantId) chooseVariant(variantId)
    } else if (then?.model && r.data.models.some((m) => m.details._id === then.model)) chooseSamsungModel(then.model)
  }

  function chooseSamsungModel(modelId: string) {
    const s = $state.get()
    const model = s.prices.status === 'ready' ? s.prices.data.find((m) => m.details._id === modelId) : undefined
    patch({ modelId, variantId: undefined })
    selectModel(null)
    if (model?.variants.length === 1) chooseVariant(model.variants[0]!.variant._id)
  }

  function chooseStore(storeId: string) {
    patch({ storeId })
  }

  // ------------------------------------------------ answers and steps

  function answer(key: QuestionKey, value: Answer) {
    answerSell(key, value)
  }

  /** Tiles toggle: a click flips the answer between yes and no (sell-side.md §4). */
  function toggle(key: QuestionKey) {
    toggleAnswer(key)
  }

  /** Forward follows the step order, only when the step's rule allows it. */
  function next(): boolean {
    const s = $state.get()
    const i = steps.indexOf(s.step)
    if (i < 0 || i >= steps.length - 1) return false
    if (!canGoNext(s.step, $sellAnswers.get(), $selectedModel.get(), s.storeId)) return false
    patch({ step: steps[i + 1]!, submission: idle })
    return true
  }

  /** Back goes to the previous step (sell-side.md §4). */
  function back() {
    const s = $state.get()
    const i = steps.indexOf(s.step)
    if (i > 0) patch({ step: steps[i - 1]!, submission: idle })
  }

  function goTo(step: WizardStep) {
    if (steps.includes(step)) patch({ step, submission: idle })
  }

  // ------------------------------------------------ the offer shown before it is locked

  let previewRequest = 0
  /** Prices the answers as they are now (POST estimate), once the last step's Next would be allowed. */
  async function previewOffer() {
    const mine = ++previewRequest
    const s = $state.get()
    const body = requestBody($sellRequest.get())
    // Once a quote is being made (or failed) the answers are the ones already priced.
    if (s.mode !== 'sell' || !body || s.submission.status !== 'idle' || !canGoNext('originalBundle', $sellAnswers.get(), $selectedModel.get())) {
      return patch({ preview: idle })
    }
    patch({ preview: { status: 'loading' } })
    const r = await api('estimate', { body })
    if (mine === previewRequest) patch({ preview: r.ok ? { status: 'ready', data: r.data.estimate } : failed(r) })
  }

  // ------------------------------------------------ calculate

  const submitQuote = (body: Omit<CalculateBody, 'user_id'>, auth: { user: { _id: string }; token: string }) =>
    api('calculate', { body: { ...body, user_id: auth.user._id }, token: auth.token })

  /**
   * The last Next (sell-side.md §4): a signed-in seller's estimate is submitted and they go to
   * device-details; anyone else gets the sign-in drawer, which submits the same request after sign-in
   * and goes to device-details, or to the country's home when the estimate fails (§2).
   */
  async function calculate(hooks: CalculateHooks): Promise<void> {
    const s = $state.get()
    const selected = $selectedModel.get()
    if (s.mode !== 'sell' || s.step !== 'originalBundle' || s.submission.status === 'loading') return
    if (!canGoNext(s.step, $sellAnswers.get(), selected)) return
    // The request as it is now: a reset on leaving the page cannot empty what the drawer submits.
    const body = requestBody($sellRequest.get())
    if (!body) return
    const auth = $auth.get()
    if (auth) {
      patch({ submission: { status: 'loading' } })
      const r = await submitQuote(body, auth)
      if (r.ok) {
        patch({ submission: { status: 'done', quote: r.data.quote } })
        hooks.onQuote(r.data.quote)
        navigate(hooks.destination)
        return
      }
      // A token the server no longer accepts: the seller signs in again, nothing else is lost.
      if (!(r.kind === 'server' && r.status === 401)) return patch({ submission: failed(r) })
      $auth.set(null)
    }
    patch({ submission: idle })
    if (!hooks.onAuthRequired()) return
    openSignIn({
      kind: 'sell',
      next: hooks.destination,
      afterSignIn: async () => {
        const now = $auth.get()
        if (!now) return hooks.home
        const r = await submitQuote(body, now)
        if (!r.ok) return hooks.home
        hooks.onQuote(r.data.quote)
        return hooks.destination
      },
    })
  }

  /** On leaving, the step and the request reset (sell-side.md §4). */
  function leave() {
    ++request
    resetSell()
    if (mode === 'sell') saveStep(null)
    $state.set({ ...initialWizardState(mode), brands: $state.get().brands, prices: $state.get().prices })
  }

  onMount($state, () => {
    const selected = $selectedModel.get()
    if (mode === 'samsung') {
      if ($state.get().prices.status === 'idle') {
        // The store trade-in starts from its own price list; a selection from elsewhere does not apply.
        resetSell()
        void loadPrices({ model: preset.model })
      }
    } else if (preset.model && preset.variant && $state.get().brands.status === 'idle') {
      // A hand-off by address (a partner page's price checker): this phone, with the answers given there;
      // a reload of that address keeps what the seller answered since (issue 10).
      const same = selected?.modelID === preset.model && selected.variantID === preset.variant
      const answers = same ? { ...preset.answers, ...$sellAnswers.get() } : (preset.answers ?? {})
      const step = same ? resumeStep(savedStep(), answers, selected) : 'phoneSummary'
      selectModel(null)
      setAnswers(answers)
      void restore({ modelID: preset.model, variantID: preset.variant }, step)
    } else if (hasPrice(selected) && !preset.model && $state.get().brands.status === 'idle') {
      // A reload (or the way back to the page): the same step, the phone and the answers kept (issue 10).
      void restore(selected, resumeStep(savedStep(), $sellAnswers.get(), selected))
    } else if ($state.get().brands.status === 'idle') {
      // A fresh start without a phone: answers left from an earlier walk in this tab belong to no phone here.
      setAnswers({})
      saveStep(null)
      void loadBrands({ brand: preset.brand, model: preset.model })
    }
    // Prices are per country: a country change reloads them and keeps the chosen phone.
    return $country.listen(() => {
      const { modelId, variantId } = $state.get()
      if (mode === 'samsung') void loadPrices()
      else if (modelId) void chooseModel(modelId, variantId)
    })
  })

  return { mode, steps, $state, loadBrands, chooseBrand, chooseModel, chooseVariant, loadPrices, chooseStore, answer, toggle, next, back, goTo, previewOffer, calculate, leave }
}

export type SellWizard = ReturnType<typeof createSellWizard>

/** The select-variant page's 'Sell this phone': the wizard opens with it selected (and no answers yet). */
export function sellThisPhone(model: DeviceModel, v: SellVariant): void {
  setAnswers({})
  selectModel({
    modelID: model.details._id, variantID: v.variant._id, modelName: model.details.modelName,
    ram: v.variant.ram, storage: v.variant.storage, image: model.image, price: v.prices.price,
  })
}

// ---------------------------------------------------------------- loaders for the wizard's pages

/**
 * One API read as a store: loads when first shown, again when the country changes (prices and
 * Simu's stores are per country), and on retry.
 */
export function createResource<T>(load: () => Promise<ApiResult<T>>) {
  const $state = atom<Loadable<T>>(idle)
  let request = 0
  async function reload() {
    const mine = ++request
    $state.set({ status: 'loading' })
    const r = await load()
    if (mine === request) $state.set(r.ok ? { status: 'ready', data: r.data } : failed(r))
  }
  onMount($state, () => {
    if ($state.get().status === 'idle') void reload()
    return $country.listen(() => void reload())
  })
  return { $state, reload }
}
export type Resource<T> = ReturnType<typeof createResource<T>>

/** One model with its brand and variants (select-variant page). */
export const createSellModel = (modelId: string) => createResource(() => api('sellModel', { params: { modelId } }))

/** A brand's models with their prices by size: the select-brand page, and the Samsung page's fixed prices. */
export const createTradeInPrices = (brandId: string = samsungBrandId) => createResource(() => api('tradeInPrices', { params: { brandId } }))

/** One store list with its region filter. */
export function createStoreList(list: StoreListName) {
  const resource = createResource(() => api('tradeInStoreList', { params: { list } }))
  const $region = atom<string | undefined>(undefined)
  return { list, $state: resource.$state, reload: resource.reload, $region, setRegion: (r: string | undefined) => $region.set(r || undefined) }
}
export type StoreListStore = ReturnType<typeof createStoreList>

/** The regions of a store list, in the spec's order first (sell-side.md §2), then any others A-Z. */
export function regionsOf(stores: readonly Store[]): string[] {
  const present = [...new Set(stores.map((s) => s.region))]
  const known = samsungRegions.filter((r) => present.includes(r))
  const others = present.filter((r) => !(samsungRegions as readonly string[]).includes(r)).sort()
  return [...known, ...others]
}

/** The stores of a region (all when none), grouped by region in the filter's order, then by name. */
export function storesIn(stores: readonly Store[], region: string | undefined): Store[] {
  const order = regionsOf(stores)
  return stores
    .filter((s) => !region || s.region === region)
    .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region) || a.store_name.localeCompare(b.store_name))
}

export { handoffFromSearch, sellHandoffPath, simuSiteUrl } from './sell'

export const countryHome = (country: Country) => `/${country}`
export const deviceDetailsPath = (country: Country) => `/${country}/device-details`
