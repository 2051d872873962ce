/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL: text ids made by the app,
 * integers for money and for times (epoch milliseconds), 0/1 for flags, JSON as text.
 */
export interface PartnersTable { id: string; name: string; app_key: string; origins: string }
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
export interface FaultsTable { id: string; sort: number; label: string; component: string; price_kes: number; price_tzs: number; price_ugx: number }
export interface CouponsTable { code: string; value_kes: number; value_tzs: number; value_ugx: number; assigned_models: string; max_uses: number; used: number }
export interface CashCodesTable { code: string; used_at: number | null; order_id: string | null }
export interface UsersTable {
  id: string
  phone: string
  fname: string
  lname: string
  email: string
  password_hash: string | null
  country: string
  signup_complete: number
  created_at: number
  /** When the phone was last proven by an SMS code; null: never (a password sign-up from before issue 9). */
  phone_verified_at: number | null
  /** When `email` was proven by a code sent to it; null: unproven (no reset goes there). */
  email_verified_at: number | null
}
export interface OtpCodesTable { id: string; phone: string; code_hash: string; created_at: number; expires_at: number; attempts: number; used_at: number | null }
export interface SessionsTable {
  id: string
  user_id: string
  token_hash: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** 'site': Simu's own origin (HttpOnly cookie or a first-party token); 'partner': a token made on a partner's page. */
  kind: string
  /** The partner page's origin for a 'partner' session. */
  origin: string | null
}
/** A code sent to a new e-mail address: the address becomes the account's only when the code comes back. */
export interface EmailCodesTable { id: string; user_id: string; email: string; code_hash: string; created_at: number; expires_at: number; attempts: number; used_at: number | null }
/** Money to give back by hand: a payment that came after its order lapsed and its units were resold. */
export interface RefundTasksTable {
  id: string
  order_id: string
  reason: string
  amount: number
  currency: string
  phone: string | null
  payment_ref: string | null
  /** 'open' | 'closed' */
  state: string
  created_at: number
  closed_at: number | null
  closed_by: string | null
}
export interface RateEventsTable { id: string; bucket: string; at: number }
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

import type { AccountTables } from '@server/account/schema'
import type { FormsTables } from '@server/site/forms-schema'
import type { SellFlowTables } from '@server/sell/schema'
import type { SiteTables } from '@server/site/schema'
import type { CheckoutTables } from '@server/checkout/schema'
import type { RepairTables } from '@server/repair/schema'

export interface Database extends AccountTables, SellFlowTables, FormsTables, SiteTables, CheckoutTables, RepairTables {
  partners: PartnersTable
  brands: BrandsTable
  device_models: DeviceModelsTable
  sell_variants: SellVariantsTable
  colors: ColorsTable
  shop_models: ShopModelsTable
  shop_variants: ShopVariantsTable
  stores: StoresTable
  dealers: DealersTable
  faults: FaultsTable
  coupons: CouponsTable
  cash_codes: CashCodesTable
  users: UsersTable
  otp_codes: OtpCodesTable
  sessions: SessionsTable
  email_codes: EmailCodesTable
  refund_tasks: RefundTasksTable
  rate_events: RateEventsTable
  quotes: QuotesTable
}
