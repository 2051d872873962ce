/** The checkout area's tables (migration 006_checkout). */
export interface SoldUnitsTable {
  imei: string
  order_id: string | null
  model_id: string
  variant_id: string | null
  sold_at: number
  /** Epoch ms; the warranty is active until then (12 months from the sale). */
  warranty_until: number
}

export interface CheckoutTables {
  sold_units: SoldUnitsTable
}
