/**
 * Lipa Later (buy now, pay later) for checkout: an OTP to the customer's phone, a verification that
 * answers their eligibility (shop-and-repair.md §3 'Lipa later state', §4 'Lipa later'), and the
 * approval of an order. Only the sandbox exists: Lipa Later's partner API is not public.
 */
export type { Eligibility, LipaLaterProvider, VerifyResult } from './types'
export { sandboxLipaLater } from './sandbox'
