/** The M-Pesa provider interface and Daraja's codes, shared by the sandbox, Daraja and the callback handler. */

export interface StkPushRequest {
  /** E.164 (+2547...); providers convert it to Daraja's 2547... form. */
  phone: string
  /** Whole currency units. */
  amount: number
  /** The order number (Daraja allows 12 characters). */
  accountReference: string
  /** Daraja allows 13 characters. */
  description: string
}

/** Daraja's reply to processrequest: the push was accepted (ResponseCode '0'), not yet paid. */
export interface StkPushReply {
  CheckoutRequestID: string
  MerchantRequestID: string
  ResponseCode: string
  CustomerMessage: string
}

/** What stkpushquery knows: still being processed (no answer yet), or the push's final ResultCode. */
export type StkQueryResult = { state: 'pending'; desc: string } | { state: 'done'; resultCode: number; resultDesc: string }

/**
 * Posts a callback body to our own callback route (the sandbox's stand-in for Safaricom calling us); a
 * status Result goes to the ResultURL of its query, which carries the query's one-time `check`.
 */
export type CallbackDelivery = (body: unknown, to?: 'stk' | { statusResult: string }) => Promise<void>

/** Daraja accepted a Transaction Status query; its Result arrives later at our ResultURL (statusResultPath). */
export interface StatusQueryReply {
  OriginatorConversationID: string
  ConversationID: string
  ResponseCode: string
}

/** A Paybill payment as our confirmation route recorded it (what the sandbox's status query answers from). */
export interface RecordedC2b {
  amount: string
  shortCode: string
  msisdn: string
}
export type C2bLedger = (transId: string) => Promise<RecordedC2b | undefined>

export interface MpesaProvider {
  readonly name: 'sandbox' | 'daraja'
  stkPush(request: StkPushRequest): Promise<StkPushReply>
  query(checkoutRequestId: string): Promise<StkQueryResult>
  /**
   * Transaction Status (/mpesa/transactionstatus/v1/query) for a receipt (a C2B TransID): Daraja only
   * accepts the query here; the answer is POSTed to the ResultURL (or the QueueTimeOutURL) later. Both
   * URLs carry `check`, the random one-time value stored on the payment: only a Result posted there is
   * applied to it (statusResultPath).
   */
  transactionStatus(transId: string, check: string): Promise<StatusQueryReply>
  /**
   * The sandbox delivers its simulated callbacks and status results through `deliver` (the API wires it
   * to its routes) and answers status queries from the Paybill payments the API recorded (`ledger`).
   */
  connect?(deliver: CallbackDelivery, ledger?: C2bLedger): void
  /** Stops pending simulated callbacks (the API is closing). */
  close?(): void
}

/** Daraja's ResultCodes the sandbox produces, with Daraja's own descriptions. */
export const resultCodes = {
  success: 0,
  insufficientFunds: 1,
  cancelledByUser: 1032,
  unreachable: 1037,
  wrongPin: 2001,
} as const

/**
 * Transaction Status ResultCodes. Only `success` (then judged by its parameters) and `notFound` are
 * answers about the payment; any other code (2001 "The initiator information is invalid", a wrong
 * DARAJA_SECURITY_CREDENTIAL, a system error) says nothing about it, and the payment stays being checked.
 * 2032 "The transaction receipt number does not exist." is M-Pesa's answer for an unknown receipt: check
 * it against Safaricom's answers when going live.
 */
export const statusResultCodes = { success: 0, notFound: 2032 } as const

export const resultDescriptions: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
}

/** 2547XXXXXXXX, the MSISDN form Daraja takes, from E.164. */
export const msisdn = (e164: string) => e164.replace(/^\+/, '')

/** Our callback paths; the token segment keeps strangers out. Daraja refuses C2B URLs naming M-Pesa or Safaricom. */
export const stkCallbackPath = (token: string) => `/api/payments/stk/${token}`
export const c2bConfirmationPath = (token: string) => `/api/payments/c2b/${token}/confirmation`
export const c2bValidationPath = (token: string) => `/api/payments/c2b/${token}/validation`
/** A Transaction Status query's ResultURL and QueueTimeOutURL: the token, then the query's one-time check value. */
export const statusResultPath = (token: string, check: string) => `/api/payments/status/${token}/${check}/result`
export const statusTimeoutPath = (token: string, check: string) => `/api/payments/status/${token}/${check}/timeout`

/** The Transaction Status Result body Daraja POSTs to the ResultURL (parameters as Key/Value pairs). */
export interface StatusResultParameter { Key: string; Value?: string | number }
export interface StatusResultBody {
  Result: {
    ResultType?: number | string
    ResultCode: number | string
    ResultDesc?: string
    OriginatorConversationID?: string
    ConversationID?: string
    TransactionID?: string
    ResultParameters?: { ResultParameter: StatusResultParameter[] | StatusResultParameter }
  }
}

/** +254712345678 -> +2547****678: enough for staff to tell numbers apart in the log, not enough to call. */
export const maskPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '')
  return digits.length < 7 ? '****' : `${phone.startsWith('+') ? '+' : ''}${digits.slice(0, 4)}****${digits.slice(-3)}`
}
