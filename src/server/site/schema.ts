/** The site area's tables as Kysely sees them (merged into Database in schema.ts). */

export interface WarrantyRegistrationsTable {
  id: string
  /** 15 digits, normalised; unique. */
  imei: string
  brand_id: string
  model_id: string
  /** YYYY-MM-DD */
  purchase_date: string
  /** YYYY-MM-DD, the last day covered. */
  warranty_until: string
  shop: string
  receipt_number: string
  /** E.164 */
  phone: string
  email: string
  country: string
  partner_id: string
  created_at: number
}

export interface DealerApplicationsTable {
  id: string
  /** What the applicant quotes when they call: D- or R- plus six characters. */
  reference: string
  /** dealer | retailer */
  kind: string
  business_name: string
  contact_name: string
  /** E.164 */
  phone: string
  email: string
  country: string
  region: string
  town: string
  business_type: string
  /** pending | approved | rejected (reviewed by the partnerships team outside this app) */
  status: string
  partner_id: string
  created_at: number
}

export interface SiteTables {
  warranty_registrations: WarrantyRegistrationsTable
  dealer_applications: DealerApplicationsTable
}
