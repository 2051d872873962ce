/**
 * The brand -> model -> variant cascade, once: the price checker, the sell wizard, the repair picker
 * and the warranty form each keep the lists in their own store (so their state reads the same as
 * before) and load them through this picker. Only the latest choice may write its reply: a slow reply
 * for an earlier brand or model is dropped.
 */
import type { MapStore, ReadableAtom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { failed, latestOnly, type Loadable } from '@core/platform/loadable'
import { deviceCategoryId } from '@core/domain/catalogue'
import type { Country } from '@core/domain/constants'
import type { DeviceModel, SellVariant } from './contract'

export interface Brand {
  _id: string
  brand: string
}

/** The fields a store gives the picker: the lists and the choices. */
export interface DeviceChoice {
  brands: Loadable<Brand[]>
  brandId?: string
  models: Loadable<DeviceModel[]>
  modelId?: string
}

/** The same with sizes (the sell side: every variant has its own price). */
export interface VariantChoice extends DeviceChoice {
  variants: Loadable<SellVariant[]>
  variantId?: string
}

/** A brand by id or by name, any case ('samsung', 'iPhone'): how presets name a brand. */
export const findBrand = (brands: readonly Brand[], wanted: string): Brand | undefined =>
  brands.find((b) => b._id === wanted || b.brand.toLowerCase() === wanted.toLowerCase())

export const hasModel = (models: readonly DeviceModel[], modelId: string | undefined): boolean =>
  modelId !== undefined && models.some((m) => m.details._id === modelId)

/** The size of a model sold in one size: it needs no choice. */
export const onlyVariant = (variants: readonly SellVariant[]): string | undefined =>
  variants.length === 1 ? variants[0]!.variant._id : undefined

/** `country`: whose prices the calls ask for (a widget's own country); the visitor's by default. */
export function createDevicePicker<S extends DeviceChoice>($store: MapStore<S>, country?: ReadableAtom<Country>) {
  const inCountry = () => (country ? { country: country.get() } : {})
  // One view of the store with the picker's own keys (the store may hold more).
  const $choice = $store as unknown as MapStore<VariantChoice>
  const latest = latestOnly()

  /** Loads the brands; resolves to them, or undefined when the call failed. */
  async function loadBrands(): Promise<Brand[] | undefined> {
    $choice.setKey('brands', { status: 'loading' })
    const r = await api('getDevice', { params: { deviceId: deviceCategoryId }, ...inCountry() })
    $choice.setKey('brands', r.ok ? { status: 'ready', data: r.data.brands } : failed(r))
    return r.ok ? r.data.brands : undefined
  }

  /**
   * Chooses a brand (the model and the size go) and loads its models; resolves to them, or undefined
   * when the call failed or a later choice overtook it.
   */
  async function chooseBrand(brandId: string): Promise<DeviceModel[] | undefined> {
    const isLatest = latest.begin()
    $choice.setKey('brandId', brandId)
    $choice.setKey('modelId', undefined)
    if ('variants' in $choice.get()) {
      $choice.setKey('variantId', undefined)
      $choice.setKey('variants', { status: 'idle' })
    }
    $choice.setKey('models', { status: 'loading' })
    const r = await api('getDeviceModel', { params: { brandId }, ...inCountry() })
    if (!isLatest()) return undefined
    $choice.setKey('models', r.ok ? { status: 'ready', data: r.data.deviceModels } : failed(r))
    return r.ok ? r.data.deviceModels : undefined
  }

  /**
   * Chooses a model (the size goes, or `keep` stays chosen while they load) and loads its sizes;
   * resolves to them, or undefined when the call failed or a later choice overtook it.
   */
  async function chooseModel(modelId: string, keep?: string): Promise<SellVariant[] | undefined> {
    const isLatest = latest.begin()
    $choice.setKey('modelId', modelId)
    $choice.setKey('variantId', keep)
    $choice.setKey('variants', { status: 'loading' })
    const r = await api('sellVariants', { params: { modelId }, ...inCountry() })
    if (!isLatest()) return undefined
    $choice.setKey('variants', r.ok ? { status: 'ready', data: r.data.variants } : failed(r))
    return r.ok ? r.data.variants : undefined
  }

  /** Any reply still on its way is dropped (the store was reset). */
  return { loadBrands, chooseBrand, chooseModel, drop: latest.cancel }
}

export type DevicePicker = ReturnType<typeof createDevicePicker>
