/**
 * The repair picker's state and actions (shop-and-repair.md §2 Repair picker dialog, §5): a dialog
 * that asks a brand, then a model (both required), and on Proceed gives the repair screen's address,
 * /{country}/repair/{model id}. One store per widget instance.
 */
import { map, onMount, type ReadableAtom } from 'nanostores'
import type { Country } from '@core/domain/constants'
import { siteAddress } from '@core/platform/site-url'
import type { DeviceModel } from '@core/catalogue/contract'
import { pathTo } from '@core/platform/routes'
import { $country } from '@core/platform/locale'
import type { Loadable } from '@core/platform/loadable'
import { createDevicePicker, findBrand, type Brand } from '@core/catalogue'

export interface RepairPickerState {
  open: boolean
  brands: Loadable<Brand[]>
  brandId?: string
  models: Loadable<DeviceModel[]>
  modelId?: string
  /** Set by a Proceed with a field missing: which fields show 'this field is required'. */
  missing: { brand: boolean; model: boolean }
}

export type RepairPickerField = keyof RepairPickerState['missing']

/** Where Proceed leads: the repair screen of the chosen model, on the site or (embedded) the full site. */
export interface RepairDestination {
  brandId: string
  modelId: string
  modelName: string
  /** /{country}/repair/{model id} */
  path: string
  /** The same page as a full address: the path on the site, an absolute URL on a partner's page. */
  url: string
}

const noneMissing = { brand: false, model: false }

const initial = (open: boolean): RepairPickerState => ({
  open,
  brands: { status: 'idle' },
  models: { status: 'idle' },
  missing: noneMissing,
})

/** The fields still empty, in the order they are asked. */
export const missingFields = (s: Pick<RepairPickerState, 'brandId' | 'modelId'>): RepairPickerField[] =>
  [...(s.brandId ? [] : ['brand' as const]), ...(s.modelId ? [] : ['model' as const])]

/**
 * The repair screen's address for a model. On the full site a path is enough; on a partner's page
 * it is absolute, on `siteUrl` when given, else on the host the widget script came from.
 */
export function repairScreenUrl(path: string, options: { embedded: boolean; siteUrl?: string }): string {
  if (!options.embedded) return path
  // Cart hand-off: the one site-url helper (origin plus optional base path; default the API's host, which
  // the loader's script tag sets, so Simu's site).
  return siteAddress(path, options.siteUrl).href
}

/** `country`: the widget's own country (its attribute); the visitor's $country by default. */
export function createRepairPicker(preset: { brand?: string; open?: boolean } = {}, country: ReadableAtom<Country> = $country) {
  const $state = map<RepairPickerState>(initial(preset.open ?? false))
  const picker = createDevicePicker($state, country)
  const mark = (field: RepairPickerField, missing: boolean) => $state.setKey('missing', { ...$state.get().missing, [field]: missing })

  async function loadBrands() {
    const brands = await picker.loadBrands()
    const brand = brands && preset.brand && !$state.get().brandId ? findBrand(brands, preset.brand) : undefined
    if (brand) await chooseBrand(brand._id)
  }

  async function chooseBrand(brandId: string) {
    mark('brand', false)
    await picker.chooseBrand(brandId)
  }

  function chooseModel(modelId: string) {
    $state.setKey('modelId', modelId)
    mark('model', false)
  }

  function openPicker() {
    $state.setKey('open', true)
    if ($state.get().brands.status === 'idle' || $state.get().brands.status === 'error') void loadBrands()
  }

  /** Close (the Close button and Escape; the backdrop does not close it): the choice stays for next time. */
  function close() {
    $state.setKey('open', false)
    $state.setKey('missing', noneMissing)
  }

  /**
   * Proceed: with a field missing, marks it ('this field is required') and returns null; otherwise
   * closes the dialog and returns where to go.
   */
  function proceed(options: { embedded: boolean; siteUrl?: string }): RepairDestination | null {
    const s = $state.get()
    const missing = missingFields(s)
    if (missing.length > 0 || !s.brandId || !s.modelId) {
      $state.setKey('missing', { brand: missing.includes('brand'), model: missing.includes('model') })
      return null
    }
    const model = s.models.status === 'ready' ? s.models.data.find((m) => m.details._id === s.modelId) : undefined
    const path = pathTo('repair', { country: country.get(), id: s.modelId })
    close()
    return { brandId: s.brandId, modelId: s.modelId, modelName: model?.details.modelName ?? s.modelId, path, url: repairScreenUrl(path, options) }
  }

  onMount($state, () => {
    if ($state.get().open && $state.get().brands.status === 'idle') void loadBrands()
    // Models are the same in every country, but a country change must not leave a stale error behind.
    return country.listen(() => {
      if ($state.get().brands.status === 'error') void loadBrands()
    })
  })

  return { $state, loadBrands, chooseBrand, chooseModel, openPicker, close, proceed }
}

export type RepairPicker = ReturnType<typeof createRepairPicker>
