/**
 * The seed catalogue: brands, models with their buy-back prices, colours, refurbished stock, stores,
 * dealers, repair faults, coupons, cash codes and partners. Everything here is fixed data or derived
 * from it deterministically, so every run produces exactly the same rows.
 *
 * Prices are set in KES (used-phone market in Kenya, 2026) and converted with `prices()`.
 */
import type {
  Prices,
  SeedBrand,
  SeedColor,
  SeedCoupon,
  SeedDealer,
  SeedFault,
  SeedModel,
  SeedPartner,
  SeedSellVariant,
  SeedShopVariant,
  SeedStock,
  SeedStore,
} from './seed-types'

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** KES → TZS / UGX exchange rates and a small per-country market factor (phones trade dearer in tz). */
const rate = { TZS: 19.8, UGX: 28.6 } as const
const market = { TZS: 1.05, UGX: 0.97 } as const

const roundTo = (n: number, step: number): number => Math.max(step, Math.round(n / step) * step)

/** A price row from a KES amount: KES rounded to 50, TZS and UGX to 1,000. */
export function prices(kes: number): Prices {
  return {
    KES: roundTo(kes, 50),
    TZS: roundTo(kes * rate.TZS * market.TZS, 1000),
    UGX: roundTo(kes * rate.UGX * market.UGX, 1000),
  }
}

/** 'iPhone SE (2020)' → 'iphone-se-2020'. */
export function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') // runs of - are one - here; -+$ would backtrack quadratically
}

/** `${brandId}-${slug(name)}`, without repeating the brand when the name already starts with it ('iphone-12-pro', 'redmi-note-12'). */
export function modelId(brandId: string, name: string): string {
  const s = slug(name)
  return s === brandId || s.startsWith(`${brandId}-`) ? s : `${brandId}-${s}`
}

/** Tiny seeded PRNG (mulberry32): the same sequence on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------

export const brands: SeedBrand[] = [
  { id: 'iphone', name: 'iPhone', sells: true, sort: 1, synonyms: ['apple', 'ios'] },
  { id: 'samsung', name: 'Samsung', sells: true, sort: 2, synonyms: ['galaxy'] },
  { id: 'infinix', name: 'Infinix', sells: true, sort: 3, synonyms: [] },
  { id: 'realme', name: 'Realme', sells: true, sort: 4, synonyms: [] },
  { id: 'vivo', name: 'Vivo', sells: true, sort: 5, synonyms: [] },
  { id: 'redmi', name: 'Redmi', sells: true, sort: 6, synonyms: ['xiaomi', 'mi'] },
  { id: 'techno', name: 'Tecno', sells: true, sort: 7, synonyms: ['techno', 'tecno', 'spark', 'camon'] },
  { id: 'xiaomi', name: 'Xiaomi', sells: true, sort: 8, synonyms: ['redmi', 'mi', 'poco'] },
  { id: 'oppo', name: 'Oppo', sells: true, sort: 9, synonyms: [] },
]

// ---------------------------------------------------------------------------------------------
// Models and their maximum buy-back prices
// ---------------------------------------------------------------------------------------------

/** [ram GB, storage GB, max buy-back in KES] */
type V = [ram: number, storage: number, kes: number]

function model(brandId: string, name: string, releaseYear: number, tier: SeedModel['tier'], bodyColor: string, variants: V[]): SeedModel {
  return {
    id: modelId(brandId, name),
    brandId,
    name,
    releaseYear,
    tier,
    bodyColor,
    variants: variants.map(([ram, storage, kes]): SeedSellVariant => ({ ram, storage, max: prices(kes) })),
  }
}

export const models: SeedModel[] = [
  // iPhone
  model('iphone', 'iPhone XR', 2018, 'flagship', '#c8202f', [[3, 64, 9000], [3, 128, 10500]]),
  model('iphone', 'iPhone XS', 2018, 'flagship', '#e3c9a8', [[4, 64, 10000], [4, 256, 12000]]),
  model('iphone', 'iPhone 11', 2019, 'flagship', '#b9a7d6', [[4, 64, 15000], [4, 128, 17000], [4, 256, 19000]]),
  model('iphone', 'iPhone 11 Pro', 2019, 'flagship', '#4e5851', [[4, 64, 19000], [4, 256, 22000]]),
  model('iphone', 'iPhone SE (2020)', 2020, 'mid', '#f2f2f2', [[3, 64, 9000], [3, 128, 10500]]),
  model('iphone', 'iPhone 12', 2020, 'flagship', '#1d4e79', [[4, 64, 22000], [4, 128, 25000], [4, 256, 28000]]),
  model('iphone', 'iPhone 12 Pro', 2020, 'flagship', '#2c4559', [[6, 128, 30000], [6, 256, 33000], [6, 512, 36000]]),
  model('iphone', 'iPhone 13', 2021, 'flagship', '#f5dfe2', [[4, 128, 33000], [4, 256, 37000], [4, 512, 41000]]),
  model('iphone', 'iPhone 13 Pro', 2021, 'flagship', '#9bb5ce', [[6, 128, 43000], [6, 256, 47000], [6, 512, 51000]]),
  model('iphone', 'iPhone 13 Pro Max', 2021, 'flagship', '#576856', [[6, 128, 50000], [6, 256, 54000], [6, 512, 58000]]),
  model('iphone', 'iPhone 14', 2022, 'flagship', '#a0b4c7', [[6, 128, 42000], [6, 256, 46000]]),
  model('iphone', 'iPhone 14 Pro', 2022, 'flagship', '#594f63', [[6, 128, 58000], [6, 256, 63000], [6, 512, 68000]]),
  model('iphone', 'iPhone 15', 2023, 'flagship', '#e3c8ca', [[6, 128, 58000], [6, 256, 64000]]),
  model('iphone', 'iPhone 15 Pro', 2023, 'flagship', '#8f8a81', [[8, 128, 85000], [8, 256, 95000], [8, 512, 105000]]),
  model('iphone', 'iPhone 15 Pro Max', 2023, 'flagship', '#3b3b3d', [[8, 256, 110000], [8, 512, 120000], [8, 1024, 130000]]),
  model('iphone', 'iPhone 16', 2024, 'flagship', '#5f77a8', [[8, 128, 75000], [8, 256, 82000]]),
  model('iphone', 'iPhone 16 Pro', 2024, 'flagship', '#c2a887', [[8, 128, 105000], [8, 256, 115000], [8, 512, 125000]]),

  // Samsung
  model('samsung', 'Galaxy S10', 2019, 'flagship', '#2b7a9b', [[8, 128, 12000], [8, 512, 14000]]),
  model('samsung', 'Galaxy Note 10', 2019, 'flagship', '#c9c3d6', [[8, 256, 14000]]),
  model('samsung', 'Galaxy S20', 2020, 'flagship', '#7a9ec4', [[8, 128, 16000]]),
  model('samsung', 'Galaxy Note 20 Ultra', 2020, 'flagship', '#b8926a', [[8, 256, 28000], [12, 256, 29500], [12, 512, 31000]]),
  model('samsung', 'Galaxy S21', 2021, 'flagship', '#9e8fbf', [[8, 128, 20000], [8, 256, 22500]]),
  model('samsung', 'Galaxy S21 Ultra', 2021, 'flagship', '#2a2a2c', [[12, 256, 32000], [16, 512, 36000]]),
  model('samsung', 'Galaxy S22', 2022, 'flagship', '#3e5e4b', [[8, 128, 27000], [8, 256, 30000]]),
  model('samsung', 'Galaxy S22 Ultra', 2022, 'flagship', '#7a1f2b', [[8, 128, 42000], [12, 256, 45000], [12, 512, 50000]]),
  model('samsung', 'Galaxy S23', 2023, 'flagship', '#e8e1d6', [[8, 128, 40000], [8, 256, 44000]]),
  model('samsung', 'Galaxy S23 Ultra', 2023, 'flagship', '#2f3f35', [[8, 256, 62000], [12, 256, 65000], [12, 512, 72000]]),
  model('samsung', 'Galaxy S24 Ultra', 2024, 'flagship', '#6e6a63', [[12, 256, 90000], [12, 512, 98000]]),
  model('samsung', 'Galaxy Z Flip4', 2022, 'flagship', '#c6b7d8', [[8, 128, 28000], [8, 256, 31000]]),
  model('samsung', 'Galaxy A05s', 2023, 'entry', '#6d7f73', [[4, 64, 6000], [4, 128, 7000]]),
  model('samsung', 'Galaxy A14', 2023, 'entry', '#1f2a2e', [[4, 64, 7000], [4, 128, 8000]]),
  model('samsung', 'Galaxy A15', 2023, 'entry', '#2e3d6b', [[4, 128, 9000], [6, 128, 10000]]),
  model('samsung', 'Galaxy A34 5G', 2023, 'mid', '#b7c3d0', [[6, 128, 15000], [8, 256, 17500]]),
  model('samsung', 'Galaxy A54 5G', 2023, 'mid', '#c3d3a5', [[8, 128, 20000], [8, 256, 23000]]),

  // Infinix
  model('infinix', 'Hot 10', 2020, 'entry', '#3a6f8f', [[4, 64, 4000], [4, 128, 4500]]),
  model('infinix', 'Smart 7', 2023, 'entry', '#2c3e70', [[2, 64, 3000], [3, 64, 3500]]),
  model('infinix', 'Hot 30', 2023, 'entry', '#4f8ccf', [[4, 128, 6500], [8, 128, 7500]]),
  model('infinix', 'Hot 40 Pro', 2023, 'entry', '#7cc2a8', [[8, 256, 10000]]),
  model('infinix', 'Note 12', 2022, 'mid', '#2d5b7b', [[4, 64, 6000], [6, 128, 7000]]),
  model('infinix', 'Note 30', 2023, 'mid', '#e7c86b', [[8, 128, 9500], [8, 256, 11000]]),
  model('infinix', 'Zero 30 5G', 2023, 'mid', '#d9a441', [[12, 256, 19000]]),

  // Realme
  model('realme', 'C35', 2022, 'entry', '#3fa36b', [[4, 64, 5500], [4, 128, 6000]]),
  model('realme', 'C55', 2023, 'entry', '#f0c040', [[6, 128, 8500], [8, 256, 10000]]),
  model('realme', 'C67', 2023, 'entry', '#9bd06b', [[8, 128, 10500], [8, 256, 11500]]),
  model('realme', 'Realme 8', 2021, 'mid', '#c9d7e8', [[6, 128, 9000], [8, 128, 10000]]),
  model('realme', 'Realme 10', 2022, 'mid', '#f2f2f2', [[4, 128, 10000], [8, 128, 11500]]),
  model('realme', 'GT Master Edition', 2021, 'mid', '#e0ded6', [[8, 128, 13000], [8, 256, 14500]]),
  model('realme', 'Realme 11 Pro 5G', 2023, 'mid', '#b9c7a3', [[8, 256, 19000], [12, 256, 21000]]),

  // Vivo
  model('vivo', 'Y20', 2020, 'entry', '#3b4f8a', [[4, 64, 4500]]),
  model('vivo', 'Y21', 2021, 'entry', '#8ab0d6', [[4, 64, 5000], [4, 128, 5500]]),
  model('vivo', 'Y22', 2022, 'entry', '#2d3640', [[4, 64, 6000], [4, 128, 6500]]),
  model('vivo', 'Y36', 2023, 'entry', '#5c8f7a', [[8, 128, 10000], [8, 256, 11500]]),
  model('vivo', 'V23 5G', 2022, 'mid', '#d7b58a', [[8, 128, 15000], [12, 256, 17500]]),
  model('vivo', 'V27 5G', 2023, 'mid', '#6b5ba8', [[8, 256, 22000], [12, 256, 24000]]),
  model('vivo', 'X80 Pro', 2022, 'flagship', '#2c2c2c', [[12, 256, 38000]]),

  // Redmi
  model('redmi', 'Redmi 9A', 2020, 'entry', '#5b7fa8', [[2, 32, 2500], [3, 32, 2800]]),
  model('redmi', 'Redmi 12C', 2023, 'entry', '#7f93b0', [[3, 64, 5000], [4, 128, 5800]]),
  model('redmi', 'Redmi 13C', 2023, 'entry', '#334a3e', [[4, 128, 6500], [8, 256, 7800]]),
  model('redmi', 'Redmi Note 8', 2019, 'mid', '#2f5d9e', [[4, 64, 4500], [4, 128, 5000]]),
  model('redmi', 'Redmi Note 10', 2021, 'mid', '#c8ced6', [[4, 64, 7000], [6, 128, 8000]]),
  model('redmi', 'Redmi Note 11', 2022, 'mid', '#4d6fa3', [[4, 64, 8000], [6, 128, 9000]]),
  model('redmi', 'Redmi Note 12', 2023, 'mid', '#6fa5a0', [[4, 128, 10000], [8, 128, 11500], [8, 256, 12500]]),
  model('redmi', 'Redmi Note 13 Pro', 2024, 'mid', '#7a62a8', [[8, 256, 19000], [12, 512, 23000]]),

  // Tecno (the brand's own spelling; the id stays 'techno' so links and stored quotes keep working)
  model('techno', 'Spark 8C', 2022, 'entry', '#3b6fb0', [[2, 64, 3000], [3, 64, 3300]]),
  model('techno', 'Spark 10', 2023, 'entry', '#5ab0d8', [[4, 128, 4500], [8, 128, 5200]]),
  model('techno', 'Spark 20 Pro', 2024, 'entry', '#e3d4b0', [[8, 256, 9500]]),
  model('techno', 'Camon 17', 2021, 'mid', '#6e8fb5', [[6, 128, 6500]]),
  model('techno', 'Camon 19 Pro', 2022, 'mid', '#8fb9a8', [[8, 128, 9500]]),
  model('techno', 'Camon 20', 2023, 'mid', '#3d7a5a', [[8, 256, 11500]]),
  model('techno', 'Pova 5', 2023, 'mid', '#2a2f3a', [[8, 128, 8500], [8, 256, 9500]]),
  model('techno', 'Phantom X2 Pro', 2022, 'flagship', '#c45a2b', [[12, 256, 25000]]),

  // Xiaomi
  model('xiaomi', 'Mi 9', 2019, 'flagship', '#4a6fd1', [[6, 64, 9000], [6, 128, 10000]]),
  model('xiaomi', 'Mi 11 Lite', 2021, 'mid', '#8fb8de', [[6, 64, 10000], [6, 128, 11000], [8, 128, 11800]]),
  model('xiaomi', 'Xiaomi 11T Pro', 2021, 'flagship', '#b7c7d8', [[8, 128, 20000], [12, 256, 23000]]),
  model('xiaomi', 'Xiaomi 12', 2022, 'flagship', '#8c9fb8', [[8, 128, 22000], [8, 256, 24500]]),
  model('xiaomi', 'Xiaomi 13T', 2023, 'flagship', '#6f8faf', [[8, 256, 33000], [12, 256, 35500]]),
  model('xiaomi', 'Xiaomi 14', 2024, 'flagship', '#3e4a3d', [[12, 256, 55000], [12, 512, 60000]]),
  model('xiaomi', 'Poco X5 Pro 5G', 2023, 'mid', '#f2c230', [[6, 128, 15000], [8, 256, 17500]]),
  model('xiaomi', 'Poco F5', 2023, 'mid', '#2a3440', [[8, 256, 22000], [12, 256, 24500]]),

  // Oppo
  model('oppo', 'A16', 2021, 'entry', '#2f3a4a', [[3, 32, 3500], [4, 64, 4500]]),
  model('oppo', 'A57', 2022, 'entry', '#1f3c5a', [[4, 64, 6500], [4, 128, 7000]]),
  model('oppo', 'A78', 2023, 'entry', '#4fa3a0', [[8, 128, 11500], [8, 256, 12500]]),
  model('oppo', 'Reno 6', 2021, 'mid', '#9fc3e0', [[8, 128, 13000]]),
  model('oppo', 'Reno 8', 2022, 'mid', '#d8e0c8', [[8, 128, 17500], [8, 256, 19500]]),
  model('oppo', 'Reno 10 5G', 2023, 'mid', '#a8c6e0', [[8, 256, 25000]]),
  model('oppo', 'Find X5 Pro', 2022, 'flagship', '#1d1d1f', [[12, 256, 38000]]),
]

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

export const colors: SeedColor[] = [
  { id: 'black', name: 'Black', hex: '#1c1c1e' },
  { id: 'white', name: 'White', hex: '#f5f5f0' },
  { id: 'blue', name: 'Blue', hex: '#2f5d8a' },
  { id: 'green', name: 'Green', hex: '#3f6b4f' },
  { id: 'purple', name: 'Purple', hex: '#8e7cc3' },
  { id: 'gold', name: 'Gold', hex: '#d4b27a' },
  { id: 'silver', name: 'Silver', hex: '#d9d9dc' },
  { id: 'graphite', name: 'Graphite', hex: '#4a4a4c' },
  { id: 'red', name: 'Red', hex: '#c0262d' },
  { id: 'midnight', name: 'Midnight', hex: '#1f2430' },
  { id: 'starlight', name: 'Starlight', hex: '#f0e6d8' },
  { id: 'titanium', name: 'Titanium', hex: '#8a8680' },
  { id: 'pink', name: 'Pink', hex: '#f4c6cf' },
  { id: 'gray', name: 'Gray', hex: '#8e8e93' },
]

// ---------------------------------------------------------------------------------------------
// Refurbished shop stock
// ---------------------------------------------------------------------------------------------

interface StockDef {
  name: string
  brandId: string
  colors: string[]
  /** Display, processor, battery, main camera, selfie camera, OS, SIM. */
  spec: [display: string, processor: string, battery: string, main: string, selfie: string, os: string, sim: string]
  /** One extra highlight beyond display, camera and battery. */
  extra: string
  featured?: boolean
  deal?: boolean
  /** Every variant has quantity 0. */
  soldOut?: boolean
}

const IOS = 'iOS 18'
const ESIM = 'Nano-SIM + eSIM'
const DUAL = 'Dual SIM (Nano)'

const stockDefs: StockDef[] = [
  // iPhone
  { brandId: 'iphone', name: 'iPhone XR', colors: ['red', 'black', 'white'], spec: ['6.1" Liquid Retina LCD', 'A12 Bionic', '2942 mAh', '12MP', '7MP', IOS, ESIM], extra: 'Face ID', soldOut: true },
  { brandId: 'iphone', name: 'iPhone 11', colors: ['black', 'purple', 'white'], spec: ['6.1" Liquid Retina LCD', 'A13 Bionic', '3110 mAh', '12MP dual', '12MP', IOS, ESIM], extra: 'Night mode photos', deal: true },
  { brandId: 'iphone', name: 'iPhone 11 Pro', colors: ['midnight', 'gold'], spec: ['5.8" Super Retina XDR OLED', 'A13 Bionic', '3046 mAh', '12MP triple', '12MP', IOS, ESIM], extra: '2x optical zoom' },
  { brandId: 'iphone', name: 'iPhone 12', colors: ['blue', 'black', 'white'], spec: ['6.1" Super Retina XDR OLED', 'A14 Bionic', '2815 mAh', '12MP dual', '12MP', IOS, ESIM], extra: '5G ready', deal: true },
  { brandId: 'iphone', name: 'iPhone 12 Pro', colors: ['graphite', 'blue', 'gold'], spec: ['6.1" Super Retina XDR OLED', 'A14 Bionic', '2815 mAh', '12MP triple + LiDAR', '12MP', IOS, ESIM], extra: 'Stainless steel frame' },
  { brandId: 'iphone', name: 'iPhone 13', colors: ['midnight', 'starlight', 'pink'], spec: ['6.1" Super Retina XDR OLED', 'A15 Bionic', '3240 mAh', '12MP dual', '12MP', IOS, ESIM], extra: 'Cinematic mode video', featured: true },
  { brandId: 'iphone', name: 'iPhone 13 Pro', colors: ['graphite', 'blue', 'silver'], spec: ['6.1" ProMotion OLED 120Hz', 'A15 Bionic', '3095 mAh', '12MP triple', '12MP', IOS, ESIM], extra: '3x optical zoom' },
  { brandId: 'iphone', name: 'iPhone 13 Pro Max', colors: ['graphite', 'green'], spec: ['6.7" ProMotion OLED 120Hz', 'A15 Bionic', '4352 mAh', '12MP triple', '12MP', IOS, ESIM], extra: 'All-day battery life' },
  { brandId: 'iphone', name: 'iPhone 14', colors: ['midnight', 'blue', 'purple'], spec: ['6.1" Super Retina XDR OLED', 'A15 Bionic', '3279 mAh', '12MP dual', '12MP', IOS, ESIM], extra: 'Crash Detection' },
  { brandId: 'iphone', name: 'iPhone 14 Pro', colors: ['purple', 'black', 'gold'], spec: ['6.1" ProMotion OLED 120Hz', 'A16 Bionic', '3200 mAh', '48MP triple', '12MP', IOS, ESIM], extra: 'Dynamic Island', featured: true },
  { brandId: 'iphone', name: 'iPhone 15', colors: ['black', 'pink', 'blue'], spec: ['6.1" Super Retina XDR OLED', 'A16 Bionic', '3349 mAh', '48MP dual', '12MP', IOS, ESIM], extra: 'USB-C charging' },
  { brandId: 'iphone', name: 'iPhone 15 Pro', colors: ['titanium', 'black', 'white'], spec: ['6.1" ProMotion OLED 120Hz', 'A17 Pro', '3274 mAh', '48MP triple', '12MP', IOS, ESIM], extra: 'Titanium design', featured: true },
  { brandId: 'iphone', name: 'iPhone 16', colors: ['black', 'white', 'pink'], spec: ['6.1" Super Retina XDR OLED', 'A18', '3561 mAh', '48MP dual', '12MP', IOS, ESIM], extra: 'Camera Control button' },

  // Samsung
  { brandId: 'samsung', name: 'Galaxy S21', colors: ['gray', 'purple', 'white'], spec: ['6.2" Dynamic AMOLED 2X 120Hz', 'Exynos 2100', '4000 mAh', '12MP triple', '10MP', 'Android 14, One UI 6', DUAL], extra: '8K video', deal: true },
  { brandId: 'samsung', name: 'Galaxy S21 Ultra', colors: ['black', 'silver'], spec: ['6.8" Dynamic AMOLED 2X 120Hz', 'Exynos 2100', '5000 mAh', '108MP quad', '40MP', 'Android 14, One UI 6', DUAL], extra: '10x optical zoom' },
  { brandId: 'samsung', name: 'Galaxy S22', colors: ['green', 'black', 'white'], spec: ['6.1" Dynamic AMOLED 2X 120Hz', 'Exynos 2200', '3700 mAh', '50MP triple', '10MP', 'Android 15, One UI 7', DUAL], extra: 'Compact flagship', featured: true },
  { brandId: 'samsung', name: 'Galaxy S22 Ultra', colors: ['red', 'black', 'white'], spec: ['6.8" Dynamic AMOLED 2X 120Hz', 'Exynos 2200', '5000 mAh', '108MP quad', '40MP', 'Android 15, One UI 7', DUAL], extra: 'Built-in S Pen' },
  { brandId: 'samsung', name: 'Galaxy S23', colors: ['black', 'green'], spec: ['6.1" Dynamic AMOLED 2X 120Hz', 'Snapdragon 8 Gen 2', '3900 mAh', '50MP triple', '12MP', 'Android 15, One UI 7', ESIM], extra: 'IP68 water resistant' },
  { brandId: 'samsung', name: 'Galaxy S23 Ultra', colors: ['black', 'green', 'starlight'], spec: ['6.8" Dynamic AMOLED 2X 120Hz', 'Snapdragon 8 Gen 2', '5000 mAh', '200MP quad', '12MP', 'Android 15, One UI 7', ESIM], extra: 'Built-in S Pen', featured: true },
  { brandId: 'samsung', name: 'Galaxy Z Flip4', colors: ['purple', 'graphite'], spec: ['6.7" foldable Dynamic AMOLED 2X', 'Snapdragon 8+ Gen 1', '3700 mAh', '12MP dual', '10MP', 'Android 15, One UI 7', ESIM], extra: '1.9" cover screen', soldOut: true },
  { brandId: 'samsung', name: 'Galaxy A14', colors: ['black', 'silver'], spec: ['6.6" PLS LCD', 'MediaTek Helio G80', '5000 mAh', '50MP triple', '13MP', 'Android 14, One UI 6', DUAL], extra: 'Two-day battery' },
  { brandId: 'samsung', name: 'Galaxy A15', colors: ['blue', 'black'], spec: ['6.5" Super AMOLED 90Hz', 'MediaTek Helio G99', '5000 mAh', '50MP triple', '13MP', 'Android 15, One UI 7', DUAL], extra: '25W fast charging' },
  { brandId: 'samsung', name: 'Galaxy A34 5G', colors: ['silver', 'black'], spec: ['6.6" Super AMOLED 120Hz', 'Dimensity 1080', '5000 mAh', '48MP triple', '13MP', 'Android 15, One UI 7', DUAL], extra: 'IP67 water resistant' },
  { brandId: 'samsung', name: 'Galaxy A54 5G', colors: ['green', 'black', 'white'], spec: ['6.4" Super AMOLED 120Hz', 'Exynos 1380', '5000 mAh', '50MP triple', '32MP', 'Android 15, One UI 7', DUAL], extra: 'Optical image stabilisation', deal: true },

  // Infinix
  { brandId: 'infinix', name: 'Hot 30', colors: ['blue', 'black'], spec: ['6.78" IPS LCD 90Hz', 'MediaTek Helio G88', '5000 mAh', '50MP dual', '8MP', 'Android 13, XOS 13', DUAL], extra: '33W fast charging', deal: true },
  { brandId: 'infinix', name: 'Note 30', colors: ['gold', 'black'], spec: ['6.78" IPS LCD 120Hz', 'MediaTek Helio G99', '5000 mAh', '64MP triple', '16MP', 'Android 13, XOS 13', DUAL], extra: '45W fast charging' },
  { brandId: 'infinix', name: 'Zero 30 5G', colors: ['gold', 'green'], spec: ['6.78" curved AMOLED 144Hz', 'Dimensity 8020', '5000 mAh', '108MP triple', '50MP', 'Android 13, XOS 13', DUAL], extra: '4K selfie video' },

  // Realme
  { brandId: 'realme', name: 'C55', colors: ['gold', 'black'], spec: ['6.72" IPS LCD 90Hz', 'MediaTek Helio G88', '5000 mAh', '64MP dual', '8MP', 'Android 14, realme UI 5', DUAL], extra: '33W SUPERVOOC charging', deal: true },
  { brandId: 'realme', name: 'Realme 11 Pro 5G', colors: ['green', 'black'], spec: ['6.7" curved AMOLED 120Hz', 'Dimensity 7050', '5000 mAh', '100MP dual', '16MP', 'Android 14, realme UI 5', DUAL], extra: 'Vegan leather back', soldOut: true },

  // Vivo
  { brandId: 'vivo', name: 'Y36', colors: ['green', 'black'], spec: ['6.64" IPS LCD 90Hz', 'Snapdragon 680', '5000 mAh', '50MP dual', '16MP', 'Android 14, Funtouch OS 14', DUAL], extra: '44W FlashCharge' },
  { brandId: 'vivo', name: 'V27 5G', colors: ['purple', 'black'], spec: ['6.78" curved AMOLED 120Hz', 'Dimensity 7200', '4600 mAh', '50MP triple', '50MP', 'Android 14, Funtouch OS 14', DUAL], extra: 'Colour-changing back' },

  // Redmi
  { brandId: 'redmi', name: 'Redmi 12C', colors: ['gray', 'blue'], spec: ['6.71" IPS LCD', 'MediaTek Helio G85', '5000 mAh', '50MP', '5MP', 'Android 13, MIUI 14', DUAL], extra: 'Fingerprint sensor' },
  { brandId: 'redmi', name: 'Redmi Note 12', colors: ['gray', 'green', 'blue'], spec: ['6.67" AMOLED 120Hz', 'Snapdragon 685', '5000 mAh', '50MP triple', '13MP', 'Android 14, HyperOS', DUAL], extra: '33W fast charging', deal: true },
  { brandId: 'redmi', name: 'Redmi Note 13 Pro', colors: ['purple', 'black'], spec: ['6.67" AMOLED 120Hz', 'MediaTek Helio G99 Ultra', '5000 mAh', '200MP triple', '16MP', 'Android 14, HyperOS', DUAL], extra: '67W turbo charging', featured: true },

  // Tecno
  { brandId: 'techno', name: 'Spark 10', colors: ['blue', 'black', 'white'], spec: ['6.6" IPS LCD 90Hz', 'MediaTek Helio G37', '5000 mAh', '50MP dual', '8MP', 'Android 13, HiOS 13', DUAL], extra: 'Front flash for selfies', deal: true },
  { brandId: 'techno', name: 'Camon 20', colors: ['green', 'black'], spec: ['6.67" AMOLED', 'MediaTek Helio G85', '5000 mAh', '64MP triple', '32MP', 'Android 13, HiOS 13', DUAL], extra: 'In-display fingerprint', featured: true },
  { brandId: 'techno', name: 'Phantom X2 Pro', colors: ['red', 'gray'], spec: ['6.8" curved AMOLED 120Hz', 'Dimensity 9000', '5160 mAh', '50MP triple', '32MP', 'Android 13, HiOS 12', DUAL], extra: 'Retractable portrait lens', soldOut: true },

  // Xiaomi
  { brandId: 'xiaomi', name: 'Xiaomi 13T', colors: ['black', 'blue', 'green'], spec: ['6.67" AMOLED 144Hz', 'Dimensity 8200-Ultra', '5000 mAh', '50MP Leica triple', '20MP', 'Android 14, HyperOS', DUAL], extra: 'IP68 water resistant', featured: true },
  { brandId: 'xiaomi', name: 'Poco X5 Pro 5G', colors: ['gold', 'black', 'blue'], spec: ['6.67" AMOLED 120Hz', 'Snapdragon 778G', '5000 mAh', '108MP triple', '16MP', 'Android 14, HyperOS', DUAL], extra: '67W turbo charging' },

  // Oppo
  { brandId: 'oppo', name: 'A78', colors: ['blue', 'black'], spec: ['6.43" AMOLED 90Hz', 'Snapdragon 680', '5000 mAh', '50MP dual', '8MP', 'Android 14, ColorOS 14', DUAL], extra: '67W SUPERVOOC charging', soldOut: true },
  { brandId: 'oppo', name: 'Reno 8', colors: ['gold', 'black'], spec: ['6.4" AMOLED 90Hz', 'Dimensity 1300', '4500 mAh', '50MP triple', '32MP', 'Android 14, ColorOS 14', DUAL], extra: '80W SUPERVOOC charging' },
]

function buildStock(): SeedStock[] {
  const rand = mulberry32(0x5140_2026)
  const between = (lo: number, hi: number): number => lo + rand() * (hi - lo)
  const int = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1))
  const modelById = new Map(models.map((m) => [m.id, m]))

  return stockDefs.map((def): SeedStock => {
    const id = modelId(def.brandId, def.name)
    const m = modelById.get(id)
    if (!m) throw new Error(`seed-data: stock names an unknown model ${id}`)
    const sellVariants = m.variants.slice(0, 3)

    const variants: SeedShopVariant[] = []
    for (const sv of sellVariants) {
      // One refurbished price per storage size; colours share it.
      const saleKes = sv.max.KES * between(1.35, 1.6)
      const discountedKes = saleKes * (1 - between(0.05, 0.2))
      const sale = prices(saleKes)
      const discounted = prices(discountedKes)
      for (const colorId of def.colors) {
        const quantity = def.soldOut ? 0 : rand() < 0.3 ? 0 : int(1, 8)
        variants.push({ ram: sv.ram, storage: sv.storage, colorId, sale, discounted, quantity, priority: false, batteryHealth: int(82, 100) })
      }
    }
    // A model that is meant to be in stock always has at least one phone.
    const first = variants[0]
    if (!def.soldOut && first && variants.every((v) => v.quantity === 0)) first.quantity = int(1, 8)
    const priority = variants.find((v) => v.quantity > 0) ?? first
    if (priority) priority.priority = true

    const [display, processor, battery, main, selfie, os, sim] = def.spec
    return {
      modelId: id,
      featured: def.featured ?? false,
      deal: def.deal ?? false,
      highlights: [`${display} display`, `${main} camera`, `${battery} battery`, def.extra],
      specs: [
        { key: 'Display', value: display },
        { key: 'Processor', value: processor },
        { key: 'Battery', value: battery },
        { key: 'Main camera', value: main },
        { key: 'Selfie camera', value: selfie },
        { key: 'OS', value: os },
        { key: 'SIM', value: sim },
      ],
      variants,
    }
  })
}

export const stock: SeedStock[] = buildStock()

// ---------------------------------------------------------------------------------------------
// Stores
// ---------------------------------------------------------------------------------------------

const HOURS_MALL = 'Mon-Sat 9:00-20:00, Sun 10:00-18:00'
const HOURS_CBD = 'Mon-Sat 8:30-18:30, Sun closed'
const HOURS_TOWN = 'Mon-Sat 9:00-19:00, Sun 10:00-17:00'

interface Place {
  key: string
  name: string
  location: string
  region: string
  contact: string
  lat: number
  lng: number
  openingHours: string
}

/** The places Samsung runs trade-in counters in Kenya; the two lists take different subsets. */
const samsungPlaces: Place[] = [
  { key: 'sarit-centre', name: 'Sarit Centre', location: 'Sarit Centre, Karuna Rd, Westlands', region: 'Nairobi', contact: '+254 722 410 318', lat: -1.2609, lng: 36.8025, openingHours: HOURS_MALL },
  { key: 'the-hub-karen', name: 'The Hub Karen', location: 'The Hub, Dagoretti Rd, Karen', region: 'Nairobi', contact: '+254 733 902 145', lat: -1.3197, lng: 36.7046, openingHours: HOURS_MALL },
  { key: 'two-rivers', name: 'Two Rivers Mall', location: 'Two Rivers Mall, Limuru Rd, Runda', region: 'Nairobi', contact: '+254 711 563 027', lat: -1.2107, lng: 36.7953, openingHours: HOURS_MALL },
  { key: 'garden-city', name: 'Garden City Mall', location: 'Garden City Mall, Thika Rd, Kasarani', region: 'Nairobi', contact: '+254 729 318 664', lat: -1.2326, lng: 36.8787, openingHours: HOURS_MALL },
  { key: 'westgate', name: 'Westgate Mall', location: 'Westgate Mall, Mwanzi Rd, Westlands', region: 'Nairobi', contact: '+254 720 845 193', lat: -1.2567, lng: 36.8031, openingHours: HOURS_MALL },
  { key: 'junction', name: 'The Junction Mall', location: 'The Junction, Ngong Rd, Dagoretti Corner', region: 'Nairobi', contact: '+254 716 274 580', lat: -1.2985, lng: 36.7626, openingHours: HOURS_MALL },
  { key: 'yaya-centre', name: 'Yaya Centre', location: 'Yaya Centre, Argwings Kodhek Rd, Kilimani', region: 'Nairobi', contact: '+254 741 650 912', lat: -1.2930, lng: 36.7878, openingHours: HOURS_MALL },
  { key: 'trm', name: 'TRM', location: 'Thika Road Mall, Thika Rd, Roysambu', region: 'Nairobi', contact: '+254 757 128 446', lat: -1.2196, lng: 36.8886, openingHours: HOURS_MALL },
  { key: 'galleria', name: 'Galleria Mall', location: 'Galleria Mall, Langata Rd, Bomas', region: 'Nairobi', contact: '+254 713 886 240', lat: -1.3393, lng: 36.7701, openingHours: HOURS_MALL },
  { key: 'village-market', name: 'Village Market', location: 'Village Market, Limuru Rd, Gigiri', region: 'Nairobi', contact: '+254 724 093 771', lat: -1.2296, lng: 36.8046, openingHours: HOURS_MALL },
  { key: 'moi-avenue', name: 'Moi Avenue', location: 'Moi Avenue, opposite Hilton, Nairobi CBD', region: 'Nairobi', contact: '+254 798 334 206', lat: -1.2841, lng: 36.8264, openingHours: HOURS_CBD },
  { key: 'kimathi-street', name: 'Kimathi Street', location: 'Kimathi St, Nairobi CBD', region: 'Nairobi', contact: '+254 702 517 839', lat: -1.2842, lng: 36.8220, openingHours: HOURS_CBD },
  { key: 'mombasa-city-mall', name: 'City Mall Mombasa', location: 'City Mall, Links Rd, Nyali, Mombasa', region: 'Mombasa', contact: '+254 726 481 052', lat: -4.0238, lng: 39.7194, openingHours: HOURS_MALL },
  { key: 'nyali-centre', name: 'Nyali Centre', location: 'Nyali Centre, Links Rd, Nyali, Mombasa', region: 'Mombasa', contact: '+254 727 530 918', lat: -4.0347, lng: 39.7146, openingHours: HOURS_MALL },
  { key: 'eldoret-rupa-mall', name: 'Rupa Mall Eldoret', location: "Rupa's Mall, Eldoret-Malaba Rd, Eldoret", region: 'Eldoret', contact: '+254 710 662 394', lat: 0.5309, lng: 35.2582, openingHours: HOURS_TOWN },
  { key: 'nakuru-westside-mall', name: 'Westside Mall Nakuru', location: 'Westside Mall, Kenyatta Ave, Nakuru', region: 'Nakuru', contact: '+254 735 209 817', lat: -0.2866, lng: 36.0618, openingHours: HOURS_TOWN },
  { key: 'kisumu-mega-plaza', name: 'Mega Plaza Kisumu', location: 'Mega Plaza, Oginga Odinga St, Kisumu', region: 'Kisumu area', contact: '+254 718 940 263', lat: -0.1027, lng: 34.7528, openingHours: HOURS_TOWN },
  { key: 'kisumu-united-mall', name: 'United Mall Kisumu', location: 'United Mall, Jomo Kenyatta Hwy, Kisumu', region: 'Kisumu area', contact: '+254 790 114 563', lat: -0.0912, lng: 34.7679, openingHours: HOURS_TOWN },
  { key: 'kitengela-mall', name: 'Kitengela Mall', location: 'Kitengela Mall, Namanga Rd, Kitengela', region: 'Kitengela', contact: '+254 746 372 085', lat: -1.4746, lng: 36.9619, openingHours: HOURS_TOWN },
  { key: 'meru-greenwood', name: 'Greenwood City Meru', location: 'Greenwood City Mall, Meru-Makutano Rd, Meru', region: 'Meru', contact: '+254 745 318 620', lat: 0.0486, lng: 37.6498, openingHours: HOURS_TOWN },
  { key: 'meru-town', name: 'Meru Town', location: 'Tom Mboya St, Meru Town', region: 'Meru', contact: '+254 768 205 431', lat: 0.0471, lng: 37.6490, openingHours: HOURS_TOWN },
]

function samsungList(list: 'samsung-19' | 'samsung-20', prefix: string, leaveOut: string[], noContact: string[], brand: string): SeedStore[] {
  return samsungPlaces
    .filter((p) => !leaveOut.includes(p.key))
    .map((p) => ({
      id: `${prefix}-${p.key}`,
      list,
      country: 'ke',
      name: `${brand} - ${p.name}`,
      location: p.location,
      region: p.region,
      contact: noContact.includes(p.key) ? '' : p.contact,
      lat: p.lat,
      lng: p.lng,
      openingHours: p.openingHours,
    }))
}

const simuStores: SeedStore[] = [
  { id: 'simu-nairobi-cbd', list: 'simu', country: 'ke', name: 'Simu Nairobi CBD', location: 'Kenyatta Ave, next to GPO, Nairobi CBD', region: 'Nairobi', contact: '+254 709 919 000', lat: -1.2846, lng: 36.8232, openingHours: HOURS_CBD },
  { id: 'simu-westlands', list: 'simu', country: 'ke', name: 'Simu Westlands', location: 'Woodvale Grove, Westlands, Nairobi', region: 'Nairobi', contact: '+254 709 919 001', lat: -1.2651, lng: 36.8041, openingHours: HOURS_MALL },
  { id: 'simu-mombasa', list: 'simu', country: 'ke', name: 'Simu Mombasa', location: 'Moi Avenue, Mombasa', region: 'Mombasa', contact: '+254 709 919 002', lat: -4.0611, lng: 39.6701, openingHours: HOURS_TOWN },
  { id: 'simu-kariakoo', list: 'simu', country: 'tz', name: 'Simu Kariakoo', location: 'Msimbazi St, Kariakoo, Dar es Salaam', region: 'Dar es Salaam', contact: '+255 768 919 000', lat: -6.8186, lng: 39.2741, openingHours: 'Mon-Sat 8:30-19:00, Sun 10:00-16:00' },
  { id: 'simu-arusha', list: 'simu', country: 'tz', name: 'Simu Arusha', location: 'Sokoine Rd, Arusha', region: 'Arusha', contact: '+255 768 919 001', lat: -3.3691, lng: 36.6881, openingHours: HOURS_TOWN },
  { id: 'simu-kampala-acacia-mall', list: 'simu', country: 'ug', name: 'Simu Acacia Mall', location: 'Acacia Mall, Kisementi, Kampala', region: 'Kampala', contact: '+256 709 919 000', lat: 0.3372, lng: 32.5879, openingHours: HOURS_MALL },
  { id: 'simu-entebbe', list: 'simu', country: 'ug', name: 'Simu Entebbe', location: 'Kampala Rd, Entebbe', region: 'Entebbe', contact: '+256 709 919 001', lat: 0.0612, lng: 32.4652, openingHours: HOURS_TOWN },
]

export const stores: SeedStore[] = [
  ...samsungList('samsung-19', 'samsung-19', ['kisumu-united-mall', 'meru-town'], ['galleria', 'nyali-centre', 'kitengela-mall', 'meru-greenwood'], 'Samsung Experience Store'),
  ...samsungList('samsung-20', 'samsung-20', ['kimathi-street'], ['galleria', 'kisumu-united-mall', 'kitengela-mall', 'meru-town'], 'Samsung Experience Store'),
  ...simuStores,
]

// ---------------------------------------------------------------------------------------------
// Dealers
// ---------------------------------------------------------------------------------------------

export const dealers: SeedDealer[] = [
  { id: 'ke-phone-hub-luthuli', country: 'ke', name: 'Phone Hub Luthuli', regions: ['Nairobi CBD'] },
  { id: 'ke-mobile-care-thika', country: 'ke', name: 'Mobile Care Thika', regions: ['Thika', 'Ruiru'] },
  { id: 'ke-coast-gadgets', country: 'ke', name: 'Coast Gadgets', regions: ['Mombasa', 'Malindi'] },
  { id: 'ke-lakeside-phones', country: 'ke', name: 'Lakeside Phones', regions: ['Kisumu', 'Kakamega'] },
  { id: 'ke-rift-valley-mobiles', country: 'ke', name: 'Rift Valley Mobiles', regions: ['Nakuru', 'Eldoret', 'Naivasha'] },
  { id: 'ke-mlima-electronics', country: 'ke', name: 'Mlima Electronics', regions: ['Nyeri', 'Meru'] },
  { id: 'tz-kariakoo-simu-centre', country: 'tz', name: 'Kariakoo Simu Centre', regions: ['Dar es Salaam'] },
  { id: 'tz-mwanza-mobile-world', country: 'tz', name: 'Mwanza Mobile World', regions: ['Mwanza', 'Shinyanga'] },
  { id: 'tz-kilimanjaro-phones', country: 'tz', name: 'Kilimanjaro Phones', regions: ['Arusha', 'Moshi'] },
  { id: 'tz-dodoma-digital', country: 'tz', name: 'Dodoma Digital', regions: ['Dodoma', 'Singida'] },
  { id: 'tz-zanzibar-gadget-house', country: 'tz', name: 'Zanzibar Gadget House', regions: ['Zanzibar'] },
  { id: 'tz-mbeya-tech-point', country: 'tz', name: 'Mbeya Tech Point', regions: ['Mbeya', 'Iringa'] },
  { id: 'ug-kikuubo-phone-mart', country: 'ug', name: 'Kikuubo Phone Mart', regions: ['Kampala'] },
  { id: 'ug-pearl-mobiles', country: 'ug', name: 'Pearl Mobiles', regions: ['Kampala', 'Entebbe', 'Mukono'] },
  { id: 'ug-northern-gadgets', country: 'ug', name: 'Northern Gadgets', regions: ['Gulu', 'Lira'] },
  { id: 'ug-eastern-phone-care', country: 'ug', name: 'Eastern Phone Care', regions: ['Jinja', 'Mbale'] },
  { id: 'ug-western-mobile-hub', country: 'ug', name: 'Western Mobile Hub', regions: ['Mbarara', 'Fort Portal'] },
  { id: 'ug-masaka-simu-shop', country: 'ug', name: 'Masaka Simu Shop', regions: ['Masaka'] },
]

// ---------------------------------------------------------------------------------------------
// Repair faults (the spec's six, in its order)
// ---------------------------------------------------------------------------------------------

export const faults: SeedFault[] = [
  { id: 'screen', label: 'Screen is damaged', component: 'broken screen', price: prices(6000) },
  { id: 'battery', label: 'Battery has issues', component: 'battery', price: prices(4000) },
  { id: 'charging-port', label: 'Charging Port not working', component: 'chargingPort', price: prices(3000) },
  { id: 'microphone', label: 'Microphone is not working', component: 'microphone', price: prices(2000) },
  { id: 'speaker', label: 'Speaker', component: 'speakers', price: prices(1500) },
  { id: 'earpiece', label: 'Earpiece is not working', component: 'earpiece', price: prices(2000) },
]

// ---------------------------------------------------------------------------------------------
// Simu's own site (every profile)
// ---------------------------------------------------------------------------------------------

/**
 * The first-party key the built site sends (src/core/platform/api/client.ts). It has no foreign origins in
 * production, so it only works from Simu's own origin (same-origin requests need no registration);
 * like every app key it is publishable and grants nothing on its own.
 */
export const siteAppKey = 'pk_simu'
export const sitePartner: SeedPartner = { id: 'simu', name: 'Simu', appKey: siteAppKey, origins: [] }

// ---------------------------------------------------------------------------------------------
// Development only: coupons, cash codes and the dev partners (never seeded in production)
// ---------------------------------------------------------------------------------------------

/** Where `npm start` serves in development: the site's and the demo pages' origins. */
export const devOrigins = ['http://localhost:8080', 'http://127.0.0.1:8080']

export const coupons: SeedCoupon[] = [
  { code: 'SIMU500', value: prices(500), assignedModels: [], maxUses: 1000 },
  { code: 'KARIBU1000', value: prices(1000), assignedModels: [], maxUses: 100 },
  { code: 'IPHONE2000', value: prices(2000), assignedModels: ['iphone-13', 'iphone-14-pro', 'iphone-15-pro'], maxUses: 100 },
  { code: 'USEDUP', value: prices(200), assignedModels: [], maxUses: 0 },
]

export const cashCodes: string[] = [
  'CASH-7H3K-92QX',
  'CASH-4MZP-18TR',
  'CASH-B6WN-73JD',
  'CASH-Q2LC-58VE',
  'CASH-9XKF-21GA',
  'CASH-R5TY-64PM',
  'CASH-H8DU-37NB',
  'CASH-3JVS-95WK',
  'CASH-ZE7C-46LH',
  'CASH-N1GQ-80YF',
]

/** A dev coupon that migration 006 inserts (expired, for the checkout tests): production removes it too. */
export const migrationCoupons = ['EXPIRED300']

/** Development partners: the well-known keys that tests, the demo pages and the benchmarks use. */
export const devPartners: SeedPartner[] = [
  { id: 'dev-simu', name: 'Simu (development key)', appKey: 'pk_dev_simu', origins: devOrigins },
  { id: 'demo-partner', name: 'Demo partner', appKey: 'pk_demo_partner', origins: devOrigins },
]
