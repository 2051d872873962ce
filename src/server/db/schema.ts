/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL: text ids made by the app,
 * integers for money and for times (epoch milliseconds), 0/1 for flags, JSON as text.
 */
import type { AccountTables } from '@server/account/schema'
import type { CatalogueTables } from '@server/catalogue/schema'
import type { CheckoutTables } from '@server/checkout/schema'
import type { RepairTables } from '@server/repair/schema'
import type { SellFlowTables } from '@server/sell/schema'
import type { ShopTables } from '@server/shop/schema'
import type { FormsTables } from '@server/site/forms-schema'
import type { SiteTables } from '@server/site/schema'
import type { StaffTables } from '@server/staff/schema'

export interface PartnersTable { id: string; name: string; app_key: string; origins: string }
export interface RateEventsTable { id: string; bucket: string; at: number }

/** Every area's tables (<area>/schema.ts), and the two the platform keeps: partners and rate limits. */
export interface Database extends AccountTables, CatalogueTables, ShopTables, SellFlowTables, FormsTables, SiteTables, CheckoutTables, RepairTables, StaffTables {
  partners: PartnersTable
  rate_events: RateEventsTable
}
