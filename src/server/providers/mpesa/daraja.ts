/**
 * Safaricom's Daraja API: OAuth client-credentials token (cached until it expires), STK push
 * (Lipa na M-Pesa Online, /mpesa/stkpush/v1/processrequest) and its status query
 * (/mpesa/stkpushquery/v1/query). The outcome of a push arrives later at `callbackUrl` (callback.ts).
 * Paybill (C2B) payments are checked with Transaction Status (/mpesa/transactionstatus/v1/query), whose
 * Result arrives later at `resultUrl` (or `timeoutUrl` when Daraja's queue times out).
 */
import { msisdn, type MpesaProvider, type StatusQueryReply, type StkPushReply, type StkQueryResult } from './types'
import { darajaTimestamp } from './sandbox'

export interface DarajaOptions {
  /** https://sandbox.safaricom.co.ke or https://api.safaricom.co.ke. */
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
  /** Our public STK callback URL, with its secret path segment. */
  callbackUrl: string
  /** The Paybill (PartyA of a Transaction Status query); defaults to the shortcode. */
  paybill?: string
  /** The API operator (Initiator) and its SecurityCredential (the initiator password encrypted with Safaricom's certificate). */
  initiator?: string
  securityCredential?: string
  /** Our public Transaction Status ResultURL and QueueTimeOutURL for a query's one-time check value (statusResultPath). */
  resultUrl?: (check: string) => string
  timeoutUrl?: (check: string) => string
  fetch?: typeof fetch
  now?: () => Date
}

/** Password = base64(Shortcode + Passkey + Timestamp), Timestamp = YYYYMMDDHHmmss (Nairobi time). */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64')
}

/** Daraja still processing the push: no final ResultCode yet. */
const stillProcessing = '500.001.1001'

export class DarajaError extends Error {
  constructor(message: string, readonly status: number, readonly errorCode?: string) {
    super(message)
  }
}

/** Daraja's HTTP side: an OAuth token kept until a minute before it expires, JSON posts, and the STK credentials. */
function darajaClient(options: DarajaOptions) {
  const { baseUrl, consumerKey, consumerSecret, shortcode, passkey, fetch: doFetch = fetch, now = () => new Date() } = options
  const base = baseUrl.replace(/\/$/, '')
  let token: { value: string; until: number } | undefined

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value
    const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')
    const res = await doFetch(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${basic}` }, signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new DarajaError(`Daraja refused the credentials: HTTP ${res.status}`, res.status)
    const body = (await res.json()) as { access_token?: string; expires_in?: string | number }
    if (!body.access_token) throw new DarajaError('Daraja sent no access token', res.status)
    // Renew a minute early, so a token never expires between reading it and Daraja checking it.
    const seconds = Number(body.expires_in ?? 3599)
    token = { value: body.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 }
    return token.value
  }

  async function post(path: string, payload: object): Promise<{ status: number; body: Record<string, unknown> }> {
    const send = async () => doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(15_000),
    })
    let res = await send()
    // A token revoked early: fetch a new one once.
    if (res.status === 401) {
      token = undefined
      res = await send()
    }
    let body: Record<string, unknown> = {}
    try {
      body = (await res.json()) as Record<string, unknown>
    } catch {
      // not JSON: the status says enough
    }
    return { status: res.status, body }
  }

  const credentials = () => {
    const Timestamp = darajaTimestamp(now())
    return { BusinessShortCode: shortcode, Password: darajaPassword(shortcode, passkey, Timestamp), Timestamp }
  }

  return { post, credentials }
}

export function darajaMpesa(options: DarajaOptions): MpesaProvider {
  const { shortcode, callbackUrl } = options
  const { post, credentials } = darajaClient(options)
  return {
    name: 'daraja',
    async stkPush({ phone, amount, accountReference, description }): Promise<StkPushReply> {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: Math.round(amount),
        PartyA: msisdn(phone),
        PartyB: shortcode,
        PhoneNumber: msisdn(phone),
        CallBackURL: callbackUrl,
        AccountReference: accountReference.slice(0, 12),
        TransactionDesc: description.slice(0, 13),
      })
      if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string') {
        throw new DarajaError(`Daraja refused the STK push: ${String(body.errorMessage ?? body.ResponseDescription ?? `HTTP ${status}`)}`, status, body.errorCode as string | undefined)
      }
      return {
        CheckoutRequestID: body.CheckoutRequestID,
        MerchantRequestID: String(body.MerchantRequestID ?? ''),
        ResponseCode: String(body.ResponseCode),
        CustomerMessage: String(body.CustomerMessage ?? ''),
      }
    },
    async transactionStatus(transId, check): Promise<StatusQueryReply> {
      const { initiator, securityCredential, resultUrl, timeoutUrl } = options
      if (!initiator || !securityCredential || !resultUrl || !timeoutUrl) {
        throw new DarajaError('Transaction Status needs DARAJA_INITIATOR, DARAJA_SECURITY_CREDENTIAL and MPESA_CALLBACK_BASE_URL', 0)
      }
      const { status, body } = await post('/mpesa/transactionstatus/v1/query', {
        Initiator: initiator,
        SecurityCredential: securityCredential,
        CommandID: 'TransactionStatusQuery',
        TransactionID: transId,
        PartyA: options.paybill ?? shortcode,
        IdentifierType: '4',
        ResultURL: resultUrl(check),
        QueueTimeOutURL: timeoutUrl(check),
        Remarks: 'Paybill check',
        Occasion: 'Simu order',
      })
      if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.ConversationID !== 'string') {
        throw new DarajaError(`Daraja refused the status query: ${String(body.errorMessage ?? body.ResponseDescription ?? `HTTP ${status}`)}`, status, body.errorCode as string | undefined)
      }
      return { OriginatorConversationID: String(body.OriginatorConversationID ?? ''), ConversationID: body.ConversationID, ResponseCode: '0' }
    },
    async query(checkoutRequestId): Promise<StkQueryResult> {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', { ...credentials(), CheckoutRequestID: checkoutRequestId })
      if (body.errorCode === stillProcessing) return { state: 'pending', desc: String(body.errorMessage ?? 'The transaction is being processed') }
      if (status !== 200 || body.ResultCode === undefined) {
        throw new DarajaError(`Daraja could not say how the push went: ${String(body.errorMessage ?? `HTTP ${status}`)}`, status, body.errorCode as string | undefined)
      }
      return { state: 'done', resultCode: Number(body.ResultCode), resultDesc: String(body.ResultDesc ?? '') }
    },
  }
}
