/**
 * The sell wizard's model choice (sell-side.md §4 SelectModel): brand -> model -> size through the one
 * device picker, the price of the chosen size into $selectedModel; in the Samsung mode, fixed prices by
 * model in one reply, then a store.
 */
import type { MapStore, ReadableAtom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { failed } from '@core/platform/loadable'
import type { DeviceModel, SellVariant } from '@core/catalogue/contract'
import { createDevicePicker, findBrand, hasModel, onlyVariant } from '@core/catalogue'
import { samsungBrandId, type Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { selectModel, type SelectedModel } from '@core/checker'
import type { SellWizardState, WizardStep } from './wizard-rules'
import type { WizardSteps } from './wizard-step'

type WizardStore = MapStore<SellWizardState>
const idle = { status: 'idle' } as const

/** The model and its sizes as the wizard's mode lists them (the Samsung mode: from the price list). */
function chosenModel(s: SellWizardState): { model?: DeviceModel; variants: SellVariant[] } {
  if (s.mode === 'samsung') {
    const priced = s.prices.status === 'ready' ? s.prices.data.find((m) => m.details._id === s.modelId) : undefined
    return { model: priced, variants: priced?.variants ?? [] }
  }
  const model = s.models.status === 'ready' ? s.models.data.find((m) => m.details._id === s.modelId) : undefined
  return { model, variants: s.variants.status === 'ready' ? s.variants.data : [] }
}

/** Choosing a variant sets the price (sell-side.md §4): the selected model goes to $selectedModel. */
export function chooseVariant($state: WizardStore, variantId: string) {
  const { model, variants } = chosenModel($state.get())
  const v = variants.find((x) => x.variant._id === variantId)
  $state.setKey('variantId', variantId)
  $state.setKey('submission', idle)
  if (!model || !v) return selectModel(null)
  selectModel({
    modelID: model.details._id, variantID: v.variant._id, modelName: model.details.modelName,
    ram: v.variant.ram, storage: v.variant.storage, image: model.image, price: v.prices.price,
  })
}

/** The Samsung mode: a model from the price list; one sold in one size needs no choice. */
export function chooseSamsungModel($state: WizardStore, modelId: string) {
  const s = $state.get()
  const model = s.prices.status === 'ready' ? s.prices.data.find((m) => m.details._id === modelId) : undefined
  $state.setKey('modelId', modelId)
  $state.setKey('variantId', undefined)
  selectModel(null)
  if (model?.variants.length === 1) chooseVariant($state, model.variants[0]!.variant._id)
}

export function createModelChoice($state: WizardStore, steps: WizardSteps, country: ReadableAtom<Country> = $country) {
  const picker = createDevicePicker($state, country)

  async function loadBrands(then?: { brand?: string; model?: string; variant?: string }) {
    const brands = await picker.loadBrands()
    const brand = brands && then?.brand ? findBrand(brands, then.brand) : undefined
    if (brand) await chooseBrand(brand._id, then)
  }

  /** Choosing a brand loads its models (sell-side.md §4). */
  async function chooseBrand(brandId: string, then?: { model?: string; variant?: string }) {
    $state.setKey('submission', idle)
    const models = picker.chooseBrand(brandId)
    if (!then?.variant) selectModel(null)
    if (hasModel((await models) ?? [], then?.model)) await chooseModel(then!.model!, then!.variant)
  }

  /** Choosing a model stores it and loads its variants (sell-side.md §4); `keep` restores a variant. */
  async function chooseModel(modelId: string, keep?: string) {
    if ($state.get().mode === 'samsung') return chooseSamsungModel($state, modelId)
    $state.setKey('submission', idle)
    const loading = picker.chooseModel(modelId, keep)
    if (!keep) selectModel(null)
    const list = await loading
    if (!list) return
    // A model sold in one size needs no choice.
    const variantId = list.some((v) => v.variant._id === keep) ? keep : onlyVariant(list)
    if (variantId) return chooseVariant($state, variantId)
    // A kept size the server no longer has is no selection: the seller chooses again.
    $state.setKey('variantId', undefined)
    if (keep) dropSelection()
  }

  /**
   * The price checker's 'Sell now' (or the select-variant page) left a selection: the wizard opens on
   * the basics step with it, and fills the selectors in the background so Back shows the same choice.
   */
  async function restore(selected: Pick<SelectedModel, 'modelID' | 'variantID'>, step: WizardStep = 'phoneSummary') {
    steps.set(step)
    const [, model] = await Promise.all([loadBrands(), api('sellModel', { params: { modelId: selected.modelID }, country: country.get() })])
    if (model.ok) await chooseBrand(model.data.brand._id, { model: selected.modelID, variant: selected.variantID })
    else if (model.kind === 'server' && model.status === 404) dropSelection()
  }

  /** The selection is gone from the catalogue: back to SelectModel, the answers stay. */
  function dropSelection() {
    selectModel(null)
    steps.moveTo('selectModel')
  }

  return { loadBrands, chooseBrand, chooseModel, chooseVariant: (id: string) => chooseVariant($state, id), restore, drop: picker.drop }
}
export type ModelChoice = ReturnType<typeof createModelChoice>

/** The Samsung mode's price list: loaded once, again on a country change, keeping the chosen phone. */
export function createSamsungChoice($state: WizardStore, country: ReadableAtom<Country> = $country) {
  async function loadPrices(then?: { model?: string }) {
    $state.setKey('prices', { status: 'loading' })
    const r = await api('tradeInPrices', { params: { brandId: samsungBrandId }, country: country.get() })
    if (!r.ok) return $state.setKey('prices', failed(r))
    $state.setKey('prices', { status: 'ready', data: r.data.models })
    const { modelId, variantId } = $state.get()
    // Prices are per country: after a country change the same phone keeps its place with the new price.
    if (hasModel(r.data.models, modelId)) {
      chooseSamsungModel($state, modelId!)
      if (variantId) chooseVariant($state, variantId)
    } else if (hasModel(r.data.models, then?.model)) chooseSamsungModel($state, then!.model!)
  }

  function chooseStore(storeId: string) {
    $state.setKey('storeId', storeId)
  }

  return { loadPrices, chooseStore }
}
