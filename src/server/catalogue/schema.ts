/** The catalogue area's tables as Kysely sees them (merged into Database in db/schema.ts). */
export interface BrandsTable { id: string; name: string; sells: number; sort: number; synonyms: string }
export interface DeviceModelsTable {
  id: string
  brand_id: string
  name: string
  release_year: number
  tier: string
  body_color: string
  /** Lower-case words a search matches: name, brand and brand synonyms. */
  search_text: string
}
export interface SellVariantsTable { id: string; model_id: string; ram: number; storage: number; max_kes: number; max_tzs: number; max_ugx: number }
export interface ColorsTable { id: string; name: string; hex: string }
export interface StoresTable {
  id: string
  list: string
  country: string
  name: string
  location: string
  region: string
  contact: string
  lat: number
  lng: number
  opening_hours: string
}
export interface DealersTable { id: string; country: string; name: string; regions: string }

export interface CatalogueTables {
  brands: BrandsTable
  device_models: DeviceModelsTable
  sell_variants: SellVariantsTable
  colors: ColorsTable
  stores: StoresTable
  dealers: DealersTable
}
