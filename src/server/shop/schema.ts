/** The shop area's tables as Kysely sees them (merged into Database in db/schema.ts). */
export interface ShopModelsTable { model_id: string; featured: number; deal: number; highlights: string; specs: string }
export interface ShopVariantsTable {
  id: string
  model_id: string
  color_id: string
  ram: number
  storage: number
  sale_kes: number
  sale_tzs: number
  sale_ugx: number
  disc_kes: number
  disc_tzs: number
  disc_ugx: number
  priority: number
  quantity: number
  battery_health: number
}

export interface ShopTables {
  shop_models: ShopModelsTable
  shop_variants: ShopVariantsTable
}
