/** The sell_flow area's tables as Kysely sees them (merged into Database in schema.ts). */

// tracking --------------------------------------------------------------------------------------
export interface TradeInEventsTable { id: string; quote_id: string; type: string; actor: string; at: number; data: string }
export interface TradeInPickupsTable { quote_id: string; address: string; date: string; slot: string; updated_at: number }
export interface TradeInDropoffsTable { quote_id: string; store_id: string; updated_at: number }
export interface TradeInInspectionsTable { quote_id: string; imei: string | null; inspected_at: number }
export interface TradeInRevisionsTable {
  quote_id: string
  previous_offer: number
  new_offer: number
  /** JSON array of reason keys (sell question keys or inspection reasons). */
  reasons: string
  note: string | null
  created_at: number
  decision: string | null
  decided_at: number | null
}
export interface TradeInPayoutsTable {
  quote_id: string
  method: string
  number: string
  name: string
  reference: string | null
  amount: number | null
  paid_at: number | null
  updated_at: number
}
export interface TradeInInvoicesTable { quote_id: string; country: string; sequence: number; number: string; issued_at: number }
// end tracking ----------------------------------------------------------------------------------

export interface QuotesTable {
  id: string
  user_id: string
  partner_id: string
  model_id: string
  variant_id: string
  country: string
  currency: string
  max_price: number
  offer: number
  floor: number
  floor_applied: number
  deductions: string
  answers: string
  status: string
  created_at: number
  expires_at: number
}
export interface SellFlowTables {
  quotes: QuotesTable
  trade_in_events: TradeInEventsTable
  trade_in_pickups: TradeInPickupsTable
  trade_in_dropoffs: TradeInDropoffsTable
  trade_in_inspections: TradeInInspectionsTable
  trade_in_revisions: TradeInRevisionsTable
  trade_in_payouts: TradeInPayoutsTable
  trade_in_invoices: TradeInInvoicesTable
}
