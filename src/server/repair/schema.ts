/** The repair area's tables (migration 007_repair). */

/** An estimate asked for on the repair screen, or a call-back request ('Send Message', no fault). */
export interface RepairRequestsTable {
  id: string
  user_id: string
  partner_id: string
  country: string
  currency: string
  model_id: string
  /** A colour id, or 'default' when the visitor did not choose one. */
  color_id: string
  /** 15 digits, normalised; null when not given. */
  imei: string | null
  /** 1 when the warranty discount was applied. */
  warranty: number
  /** JSON: the chosen faults' ids, in catalogue order. */
  faults: string
  cost: number
  message: string | null
  /** estimate | callback */
  kind: string
  created_at: number
}

/** A booked repair: one per request (request_id is unique, so booking twice cannot make two). */
export interface RepairTicketsTable {
  id: string
  request_id: string
  user_id: string
  /** Sequential across all countries, from 1001. */
  order_number: number
  /** 'R' + order number + upper-case country (R1042KE). */
  ticket: string
  country: string
  /** store | home */
  option: string
  shop_id: string | null
  location: string | null
  /** YYYY-MM-DD (home visits). */
  appointment_date: string | null
  /** booked | received | diagnosed | repairing | ready | collected */
  stage: string
  created_at: number
}

export interface RepairTicketEventsTable {
  id: string
  ticket_id: string
  stage: string
  at: number
  note: string | null
  /** 'customer' or 'staff:<name>' */
  actor: string
}

/** Reviews of Simu's repair service, shown on the repair screen; model_id null = any model. */
export interface RepairReviewsTable {
  id: string
  model_id: string | null
  fname: string
  lname: string
  message: string
  rating: number
  country: string
  created_at: number
}

export interface FaultsTable { id: string; sort: number; label: string; component: string; price_kes: number; price_tzs: number; price_ugx: number }
export interface RepairTables {
  faults: FaultsTable
  repair_requests: RepairRequestsTable
  repair_tickets: RepairTicketsTable
  repair_ticket_events: RepairTicketEventsTable
  repair_reviews: RepairReviewsTable
}
