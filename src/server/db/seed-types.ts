/**
 * The shapes of the seed catalogue (seed-data.ts). Prices are integers in each currency's unit;
 * a price row gives all three currencies so every country sells and buys in its own money.
 */
import type { Tier } from '@core/domain/estimate'
import type { Country } from '@core/domain/constants'

export interface Prices {
  KES: number
  TZS: number
  UGX: number
}

export interface SeedBrand {
  /** Slug used in URLs and as the brand id: 'iphone', 'samsung', 'xiaomi', 'tecno' ... */
  id: string
  /** Display name as the spec lists it: 'iPhone', 'Samsung', 'Tecno' ... */
  name: string
  /** Accepted for selling (the spec's sell brands plus Xiaomi and Oppo). */
  sells: boolean
  sort: number
  /** Other words people type for this brand (apple for iphone, xiaomi for redmi, tecno for techno). */
  synonyms: string[]
}

export interface SeedSellVariant {
  ram: number
  storage: number
  /** Maximum buy-back price for a phone in perfect order. */
  max: Prices
}

export interface SeedModel {
  /** Slug: 'iphone-12-pro', 'samsung-galaxy-s21' ... (unique). */
  id: string
  brandId: string
  /** Display name: 'iPhone 12 Pro', 'Galaxy S21', 'Hot 10' ... without the brand unless people say it. */
  name: string
  releaseYear: number
  tier: Tier
  /** Body colour used by the generated SVG illustration. */
  bodyColor: string
  variants: SeedSellVariant[]
}

export interface SeedColor {
  id: string
  name: string
  hex: string
}

export interface SeedShopVariant {
  ram: number
  storage: number
  colorId: string
  /** The struck-through price. */
  sale: Prices
  /** The price the shopper pays. */
  discounted: Prices
  quantity: number
  priority: boolean
  batteryHealth: number
}

export interface SeedStock {
  modelId: string
  featured: boolean
  deal: boolean
  highlights: string[]
  specs: { key: string; value: string }[]
  variants: SeedShopVariant[]
}

export interface SeedStore {
  id: string
  /** 'samsung-19' and 'samsung-20' are the spec's two Samsung trade-in lists; 'simu' are Simu's own shops. */
  list: 'samsung-19' | 'samsung-20' | 'simu'
  country: Country
  name: string
  location: string
  region: string
  /** May be empty, as some of the spec's stores are. */
  contact: string
  lat: number
  lng: number
  openingHours: string
}

export interface SeedDealer {
  id: string
  country: Country
  name: string
  regions: string[]
}

export interface SeedFault {
  id: string
  label: string
  component: string
  price: Prices
}

export interface SeedCoupon {
  code: string
  value: Prices
  /** Model ids the coupon applies to; empty means every model. */
  assignedModels: string[]
  maxUses: number
}

export interface SeedPartner {
  id: string
  name: string
  appKey: string
  origins: string[]
}
