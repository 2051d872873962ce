/**
 * The M-Pesa sandbox: answers an STK push as Daraja does, then POSTs Daraja's real callback body to
 * our own callback route after a delay. The outcome is chosen by the phone's last four digits:
 *
 * | ends in | ResultCode | meaning |
 * |---|---|---|
 * | 0001 | 1 | insufficient funds |
 * | 1032 | 1032 | cancelled by the user |
 * | 1037 | 1037 | phone unreachable |
 * | 2001 | 2001 | wrong PIN |
 * | 0000 | none | no callback ever: the push times out and stkpushquery says it is still being processed |
 * | anything else | 0 | paid, with a receipt number |
 *
 * Its Transaction Status query answers, a moment later and through our ResultURL route, with the Paybill
 * payment our confirmation route recorded for that TransID (the sandbox has no ledger of its own), or
 * "not found" for a TransID it never saw or one ending in 0000.
 */
import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { msisdn, resultCodes, resultDescriptions, statusResultCodes, type C2bLedger, type CallbackDelivery, type MpesaProvider, type RecordedC2b, type StatusResultBody, type StkQueryResult } from './types'

const outcomeBySuffix: Record<string, number | null> = {
  '0001': resultCodes.insufficientFunds,
  '1032': resultCodes.cancelledByUser,
  '1037': resultCodes.unreachable,
  '2001': resultCodes.wrongPin,
  '0000': null,
}

/** The ResultCode the sandbox answers for a phone, or null for no callback at all. */
export function sandboxOutcome(phone: string): number | null {
  const suffix = phone.replace(/\D/g, '').slice(-4)
  return suffix in outcomeBySuffix ? outcomeBySuffix[suffix]! : resultCodes.success
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const randomChars = (n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('')

/** Daraja's TransactionDate: YYYYMMDDHHmmss in Nairobi time, as a number. */
export function darajaTimestamp(at = new Date()): string {
  const eat = new Date(at.getTime() + 3 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${eat.getUTCFullYear()}${p(eat.getUTCMonth() + 1)}${p(eat.getUTCDate())}${p(eat.getUTCHours())}${p(eat.getUTCMinutes())}${p(eat.getUTCSeconds())}`
}

/** Daraja's Transaction Status Result: Completed with the payment's details, or a failure code. */
export function statusResultBody(ids: { OriginatorConversationID: string; ConversationID: string }, transId: string, found: RecordedC2b | undefined): StatusResultBody {
  if (!found) {
    return { Result: { ResultType: 0, ResultCode: statusResultCodes.notFound, ResultDesc: 'The transaction receipt number does not exist.', ...ids, TransactionID: transId } }
  }
  const now = Number(darajaTimestamp())
  return {
    Result: {
      ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.', ...ids, TransactionID: randomChars(10),
      ResultParameters: {
        ResultParameter: [
          { Key: 'DebitPartyName', Value: `${found.msisdn} - SANDBOX CUSTOMER` },
          { Key: 'CreditPartyName', Value: `${found.shortCode} - Simu` },
          { Key: 'OriginatorConversationID', Value: ids.OriginatorConversationID },
          { Key: 'InitiatedTime', Value: now },
          { Key: 'DebitAccountType', Value: 'MMF Account For Customer' },
          { Key: 'TransactionReason' },
          { Key: 'ReasonType', Value: 'Pay Bill Online' },
          { Key: 'TransactionStatus', Value: 'Completed' },
          { Key: 'FinalisedTime', Value: now },
          { Key: 'Amount', Value: Number(found.amount) },
          { Key: 'ConversationID', Value: ids.ConversationID },
          { Key: 'ReceiptNo', Value: transId },
        ],
      },
    },
  }
}

export function sandboxMpesa({ delayMs, log }: { delayMs: number; log?: FastifyBaseLogger }): MpesaProvider {
  let deliver: CallbackDelivery | undefined
  let ledger: C2bLedger | undefined
  const timers = new Set<NodeJS.Timeout>()
  const outcomes = new Map<string, number>()

  return {
    name: 'sandbox',
    connect(d, l) {
      deliver = d
      ledger = l
    },
    close() {
      for (const t of timers) clearTimeout(t)
      timers.clear()
    },
    async stkPush({ phone, amount }) {
      const MerchantRequestID = `${randomInt(10000, 99999)}-${randomInt(10_000_000, 99_999_999)}-1`
      const CheckoutRequestID = `ws_CO_${darajaTimestamp()}${randomChars(8)}`
      const code = sandboxOutcome(phone)
      if (code !== null) {
        outcomes.set(CheckoutRequestID, code)
        const stkCallback = {
          MerchantRequestID, CheckoutRequestID, ResultCode: code, ResultDesc: resultDescriptions[code],
          ...(code === resultCodes.success
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: amount },
                    { Name: 'MpesaReceiptNumber', Value: randomChars(10) },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
                    { Name: 'PhoneNumber', Value: Number(msisdn(phone)) },
                  ],
                },
              }
            : {}),
        }
        // Never sooner than the reply reaches the caller, as with Safaricom.
        const timer = setTimeout(() => {
          timers.delete(timer)
          deliver?.({ Body: { stkCallback } }).catch((error: unknown) => log?.warn({ err: error }, 'sandbox M-Pesa callback not delivered'))
        }, Math.max(delayMs, 10))
        timer.unref()
        timers.add(timer)
      }
      return { MerchantRequestID, CheckoutRequestID, ResponseCode: '0', CustomerMessage: 'Success. Request accepted for processing' }
    },
    async transactionStatus(transId, check) {
      const ids = { OriginatorConversationID: `${randomInt(10000, 99999)}-${randomInt(1_000_000, 9_999_999)}-1`, ConversationID: `AG_${darajaTimestamp().slice(0, 8)}_${randomChars(20)}` }
      const timer = setTimeout(() => {
        timers.delete(timer)
        void (async () => {
          const found = transId.endsWith('0000') ? undefined : await ledger?.(transId)
          await deliver?.(statusResultBody(ids, transId, found), { statusResult: check })
        })().catch((error: unknown) => log?.warn({ err: error }, 'sandbox M-Pesa status result not delivered'))
      }, Math.max(delayMs, 10))
      timer.unref()
      timers.add(timer)
      return { ...ids, ResponseCode: '0' }
    },
    async query(checkoutRequestId): Promise<StkQueryResult> {
      const code = outcomes.get(checkoutRequestId)
      if (code === undefined) return { state: 'pending', desc: 'The transaction is being processed' }
      return { state: 'done', resultCode: code, resultDesc: resultDescriptions[code] ?? '' }
    },
  }
}
