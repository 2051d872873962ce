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

/** Posts a callback body to our own callback route (the sandbox's stand-in for Safaricom calling us). */
export type CallbackDelivery = (body: unknown) => Promise<void>

export interface MpesaProvider {
  readonly name: 'sandbox' | 'daraja'
  stkPush(request: StkPushRequest): Promise<StkPushReply>
  query(checkoutRequestId: string): Promise<StkQueryResult>
  /** The sandbox delivers its simulated callbacks through this (the API wires it to its callback route). */
  connect?(deliver: CallbackDelivery): void
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
