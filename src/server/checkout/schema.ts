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

export interface OrderCountersTable { name: string; value: number }

export interface ShopOrdersTable {
  id: string
  /** Sequential, from order_counters 'shop'; the Paybill account number. */
  order_number: number
  user_id: string
  partner_id: string
  country: string
  currency: string
  /** pending_payment | paid | failed | cancelled | expired (contract orderStatuses). */
  status: string
  payment_method: string
  items_total: number
  discount: number
  delivery_fee: number
  total: number
  delivery_method: string
  /** The dealer or store id for pickup and store. */
  delivery_ref: string | null
  /** The address as shown: the typed text, or the dealer's or store's name. */
  delivery_address: string
  customer_name: string
  customer_phone: string
  customer_email: string
  alerts: number
  coupon_code: string | null
  cash_code: string | null
  lipalater_id: string | null
  /** Lipa Later's approval reference, or the Paybill TransID that paid it. */
  payment_ref: string | null
  /** Epoch ms: an unpaid order gives its units back then. */
  reserved_until: number
  created_at: number
  paid_at: number | null
  /** When the order left pending_payment without being paid (expired, failed). */
  closed_at: number | null
}

export interface ShopOrderItemsTable {
  id: string
  order_id: string
  model_id: string
  model_name: string
  variant_id: string
  label: string
  quantity: number
  /** Unit price, from shop_variants in the order's currency. */
  price: number
  sort: number
}

export interface StkPushesTable {
  id: string
  order_id: string
  checkout_request_id: string | null
  merchant_request_id: string | null
  /** E.164. */
  phone: string
  amount: number
  /** pending | paid | failed | timeout (contract paymentStates). */
  state: string
  result_code: number | null
  result_desc: string | null
  receipt: string | null
  created_at: number
  /** Set once, by the first callback for the CheckoutRequestID: later ones change nothing. */
  callback_at: number | null
}

export interface C2bPaymentsTable {
  trans_id: string
  bill_ref: string
  amount: number
  msisdn: string
  order_id: string | null
  applied: number
  body: string
  created_at: number
  /** The one-time value in the ResultURL of this payment's Transaction Status query (009_trust_review). */
  status_check: string | null
}

export interface IdempotencyKeysTable { user_id: string; key: string; body_hash: string; order_id: string; created_at: number }

export interface LipaLaterOtpsTable {
  id: string
  id_number: string
  phone: string
  code_hash: string
  created_at: number
  expires_at: number
  attempts: number
  used_at: number | null
}

export interface LipaLaterVerificationsTable {
  id: string
  id_number: string
  phone: string
  /** The eligibility JSON Lipa Later answered (null: no data, signup needed). */
  data: string | null
  verified_at: number
  /** The order this verification paid for: one verification, one order. */
  order_id: string | null
}

export interface CouponExpiryTable { code: string; expires_at: number }

export interface CouponsTable { code: string; value_kes: number; value_tzs: number; value_ugx: number; assigned_models: string; max_uses: number; used: number }
export interface CashCodesTable { code: string; used_at: number | null; order_id: string | null }
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
export interface CheckoutTables {
  coupons: CouponsTable
  cash_codes: CashCodesTable
  refund_tasks: RefundTasksTable
  sold_units: SoldUnitsTable
  order_counters: OrderCountersTable
  shop_orders: ShopOrdersTable
  shop_order_items: ShopOrderItemsTable
  stk_pushes: StkPushesTable
  c2b_payments: C2bPaymentsTable
  idempotency_keys: IdempotencyKeysTable
  lipalater_otps: LipaLaterOtpsTable
  lipalater_verifications: LipaLaterVerificationsTable
  coupon_expiry: CouponExpiryTable
}
