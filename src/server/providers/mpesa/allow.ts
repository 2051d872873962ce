/**
 * Which addresses may call our M-Pesa routes (MPESA_CALLBACK_IPS). The token in the path is one lock;
 * Safaricom's published source addresses are a second, so a leaked URL alone cannot post a payment.
 */
import { addressMatcher } from '@server/lib/addresses'

/**
 * The addresses Safaricom publishes for Daraja's calls to merchants (STK callbacks, C2B validation and
 * confirmation, Transaction Status results), as listed in its Daraja go-live documentation. Safaricom
 * may change them: check the current list with Safaricom when going live. `MPESA_CALLBACK_IPS=safaricom`
 * stands for this list (it can be combined with more entries: `safaricom,10.0.0.0/8`).
 */
export const safaricomCallbackIps = [
  '196.201.214.200', '196.201.214.206', '196.201.213.114', '196.201.214.207', '196.201.214.208', '196.201.213.44',
  '196.201.212.127', '196.201.212.138', '196.201.212.129', '196.201.212.136', '196.201.212.74', '196.201.212.69',
] as const

/** null: every caller is allowed (no list configured, the development default). */
export type CallerCheck = ((ip: string) => boolean) | null

/** Builds the check from entries such as '196.201.214.200' or '196.201.214.0/24'; a bad entry stops the server. */
export function callerCheck(entries: string[]): CallerCheck {
  if (entries.length === 0) return null
  return addressMatcher(entries.flatMap((e) => (e.toLowerCase() === 'safaricom' ? safaricomCallbackIps : [e])), 'MPESA_CALLBACK_IPS')
}
