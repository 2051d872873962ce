/**
 * A local stand-in for Safaricom's Daraja API, close enough to the real one for the `daraja` M-Pesa
 * provider to be tested without the network:
 *
 * - GET /oauth/v1/generate?grant_type=client_credentials with Basic auth -> { access_token, expires_in }
 * - POST /mpesa/stkpush/v1/processrequest (Bearer) -> { MerchantRequestID, CheckoutRequestID, ResponseCode: '0', ... },
 *   checking the Password (base64 of Shortcode + Passkey + Timestamp), the Timestamp (YYYYMMDDHHmmss) and the fields.
 * - POST /mpesa/stkpushquery/v1/query (Bearer) -> 500 { errorCode: '500.001.1001' } while the push is open,
 *   then { ResultCode, ResultDesc }.
 *
 * - POST /mpesa/transactionstatus/v1/query (Bearer) -> { OriginatorConversationID, ConversationID, ResponseCode: '0' },
 *   then POSTs the Result to the ResultURL: Completed with the Paybill payment's ReceiptNo, Amount and
 *   CreditPartyName ("<short code> - <name>") when the TransID is one `paybill()` made, else ResultCode 2032
 *   (the receipt does not exist); `statusFailure` makes every Result a failure that says nothing about the
 *   payment (2001, the initiator's credential refused).
 *
 * `complete(checkoutRequestId, resultCode)` ends a push and POSTs Daraja's callback body to its CallBackURL.
 * `paybill(...)` records a customer's Paybill payment that Transaction Status then knows.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The sandbox credentials every test that talks to the fake uses (Safaricom's published test passkey). */
export const testDarajaCreds = { consumerKey: 'ck_test_123', consumerSecret: 'cs_test_456', shortcode: '174379', passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919' }

export interface FakeDarajaOptions {
  consumerKey: string
  consumerSecret: string
  shortcode: string
  passkey: string
}

export interface RecordedRequest {
  path: string
  authorization: string
  body: Record<string, unknown>
}

interface Push {
  MerchantRequestID: string
  CheckoutRequestID: string
  amount: number
  phone: string
  callbackUrl: string
  result?: { code: number; desc: string }
}

export interface PaybillPayment { transId: string; amount: number; msisdn: string; shortCode: string }

export interface FakeDaraja {
  baseUrl: string
  /** Records a Paybill payment Transaction Status will confirm. */
  paybill(payment: PaybillPayment): void
  /** While true, Transaction Status Results wait for releaseStatusResults() instead of being POSTed at once. */
  holdStatusResults: boolean
  /** When set, every Transaction Status Result carries this ResultCode (e.g. 2001 "The initiator information is invalid."). */
  statusFailure: { code: number; desc: string } | null
  /** The ResultURLs of the held Results (oldest first). */
  heldStatusUrls(): string[]
  /** POSTs the held Results; answers their HTTP statuses. */
  releaseStatusResults(): Promise<number[]>
  /** Every request, oldest first (OAuth requests have an empty body). */
  requests: RecordedRequest[]
  /** How many tokens the fake issued. */
  tokensIssued(): number
  /** Makes every issued token invalid (as when Safaricom expires one early). */
  revokeTokens(): void
  pushes: Map<string, Push>
  /** Ends a push with a ResultCode and POSTs the callback to its CallBackURL; answers the callback's HTTP status. */
  complete(checkoutRequestId: string, resultCode: number, opts?: { receipt?: string; amount?: number }): Promise<number>
  close(): Promise<void>
}

const descriptions: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
}

export async function startFakeDaraja({ consumerKey, consumerSecret, shortcode, passkey }: FakeDarajaOptions): Promise<FakeDaraja> {
  const requests: RecordedRequest[] = []
  const tokens = new Set<string>()
  const pushes = new Map<string, Push>()
  let issued = 0
  let sequence = 0
  const paybills = new Map<string, PaybillPayment>()
  const heldResults: { url: string; body: unknown }[] = []
  const postJson = async (url: string, body: unknown) =>
    (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status
  const statusResult = (transId: string, ids: { OriginatorConversationID: string; ConversationID: string }) => {
    const failure = fakeApi.statusFailure
    if (failure) return { Result: { ResultType: 0, ResultCode: failure.code, ResultDesc: failure.desc, ...ids, TransactionID: 'OEI2AK4XXX' } }
    const p = paybills.get(transId)
    if (!p) return { Result: { ResultType: 0, ResultCode: 2032, ResultDesc: 'The transaction receipt number does not exist.', ...ids, TransactionID: 'OEI2AK4XXX' } }
    return { Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.', ...ids, TransactionID: 'OEI2AK4Q16',
      ResultParameters: { ResultParameter: [
        { Key: 'DebitPartyName', Value: `${p.msisdn} - JOHN DOE` }, { Key: 'CreditPartyName', Value: `${p.shortCode} - Simu Ltd` },
        { Key: 'OriginatorConversationID', Value: ids.OriginatorConversationID }, { Key: 'InitiatedTime', Value: 20261122201500 },
        { Key: 'DebitAccountType', Value: 'MMF Account For Customer' }, { Key: 'DebitPartyCharges' }, { Key: 'TransactionReason' },
        { Key: 'ReasonType', Value: 'Pay Bill Online' }, { Key: 'TransactionStatus', Value: 'Completed' }, { Key: 'FinalisedTime', Value: 20261122201500 },
        { Key: 'Amount', Value: p.amount }, { Key: 'ConversationID', Value: ids.ConversationID }, { Key: 'ReceiptNo', Value: p.transId },
      ] },
      ReferenceData: { ReferenceItem: { Key: 'Occasion' } } } }
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const fault = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) =>
    send(res, status, { requestId: `req-${++sequence}`, errorCode, errorMessage })

  const checkCredentials = (body: Record<string, unknown>): string | null => {
    if (String(body.BusinessShortCode) !== shortcode) return 'Invalid BusinessShortCode'
    if (typeof body.Timestamp !== 'string' || !/^\d{14}$/.test(body.Timestamp)) return 'Invalid Timestamp'
    const expected = Buffer.from(`${shortcode}${passkey}${body.Timestamp}`).toString('base64')
    if (body.Password !== expected) return 'Invalid Password'
    return null
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake')
    const authorization = String(req.headers.authorization ?? '')
    let body: Record<string, unknown> = {}
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>
      } catch {
        return fault(res, 400, '400.002.02', 'Bad Request - Invalid JSON')
      }
    }
    requests.push({ path: url.pathname + url.search, authorization, body })

    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const basic = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`
      if (url.searchParams.get('grant_type') !== 'client_credentials') return fault(res, 400, '400.008.02', 'Invalid grant type passed')
      if (authorization !== basic) return fault(res, 400, '400.008.01', 'Invalid Authentication passed')
      const token = `tok_${++issued}_${Math.random().toString(36).slice(2, 10)}`
      tokens.add(token)
      return send(res, 200, { access_token: token, expires_in: '3599' })
    }
    if (req.method !== 'POST') return fault(res, 404, '404.001.01', 'Resource not found')
    if (!authorization.startsWith('Bearer ') || !tokens.has(authorization.slice(7))) return fault(res, 401, '404.001.04', 'Invalid Access Token')

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const problem = checkCredentials(body)
      if (problem) return fault(res, 400, '400.002.02', `Bad Request - ${problem}`)
      if (body.TransactionType !== 'CustomerPayBillOnline') return fault(res, 400, '400.002.02', 'Bad Request - Invalid TransactionType')
      if (!Number.isInteger(body.Amount) || (body.Amount as number) < 1) return fault(res, 400, '400.002.02', 'Bad Request - Invalid Amount')
      if (typeof body.PhoneNumber !== 'string' || !/^254[17]\d{8}$/.test(body.PhoneNumber) || body.PartyA !== body.PhoneNumber) return fault(res, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber')
      if (String(body.PartyB) !== shortcode) return fault(res, 400, '400.002.02', 'Bad Request - Invalid PartyB')
      if (typeof body.CallBackURL !== 'string' || !/^https?:\/\//.test(body.CallBackURL)) return fault(res, 400, '400.002.02', 'Bad Request - Invalid CallBackURL')
      if (typeof body.AccountReference !== 'string' || body.AccountReference.length > 12) return fault(res, 400, '400.002.02', 'Bad Request - Invalid AccountReference')
      if (typeof body.TransactionDesc !== 'string' || body.TransactionDesc.length > 13) return fault(res, 400, '400.002.02', 'Bad Request - Invalid TransactionDesc')
      sequence += 1
      const push: Push = {
        MerchantRequestID: `29115-34620561-${sequence}`, CheckoutRequestID: `ws_CO_${body.Timestamp}${String(sequence).padStart(6, '0')}`,
        amount: body.Amount as number, phone: body.PhoneNumber, callbackUrl: body.CallBackURL,
      }
      pushes.set(push.CheckoutRequestID, push)
      return send(res, 200, {
        MerchantRequestID: push.MerchantRequestID, CheckoutRequestID: push.CheckoutRequestID, ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing', CustomerMessage: 'Success. Request accepted for processing',
      })
    }
    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      const problem = checkCredentials(body)
      if (problem) return fault(res, 400, '400.002.02', `Bad Request - ${problem}`)
      const push = pushes.get(String(body.CheckoutRequestID))
      if (!push) return fault(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID')
      if (!push.result) return fault(res, 500, '500.001.1001', 'The transaction is being processed')
      return send(res, 200, {
        ResponseCode: '0', ResponseDescription: 'The service request has been accepted successsfully', MerchantRequestID: push.MerchantRequestID,
        CheckoutRequestID: push.CheckoutRequestID, ResultCode: String(push.result.code), ResultDesc: push.result.desc,
      })
    }
    if (url.pathname === '/mpesa/transactionstatus/v1/query') {
      if (typeof body.Initiator !== 'string' || !body.Initiator || typeof body.SecurityCredential !== 'string' || !body.SecurityCredential) return fault(res, 400, '400.002.02', 'Bad Request - Invalid Initiator')
      if (body.CommandID !== 'TransactionStatusQuery') return fault(res, 400, '400.002.02', 'Bad Request - Invalid CommandID')
      if (String(body.PartyA) !== shortcode || String(body.IdentifierType) !== '4') return fault(res, 400, '400.002.02', 'Bad Request - Invalid PartyA')
      if (typeof body.TransactionID !== 'string' || !body.TransactionID) return fault(res, 400, '400.002.02', 'Bad Request - Invalid TransactionID')
      for (const key of ['ResultURL', 'QueueTimeOutURL']) {
        if (typeof body[key] !== 'string' || !/^https?:\/\//.test(body[key] as string)) return fault(res, 400, '400.002.02', `Bad Request - Invalid ${key}`)
      }
      sequence += 1
      const ids = { OriginatorConversationID: `5118-111210482-${sequence}`, ConversationID: `AG_20261122_0000${String(sequence).padStart(12, '0')}` }
      send(res, 200, { ...ids, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' })
      const held = { url: body.ResultURL as string, body: statusResult(body.TransactionID, ids) }
      if (fakeApi.holdStatusResults) heldResults.push(held)
      else setTimeout(() => void postJson(held.url, held.body).catch(() => undefined), 5)
      return
    }
    return fault(res, 404, '404.001.01', 'Resource not found')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const fakeApi: FakeDaraja = {
    baseUrl: `http://127.0.0.1:${port}`,
    paybill: (payment) => void paybills.set(payment.transId, payment),
    holdStatusResults: false,
    statusFailure: null,
    heldStatusUrls: () => heldResults.map((h) => h.url),
    releaseStatusResults: async () => {
      const out: number[] = []
      for (const held of heldResults.splice(0)) out.push(await postJson(held.url, held.body))
      return out
    },
    requests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    pushes,
    async complete(checkoutRequestId, resultCode, opts = {}) {
      const push = pushes.get(checkoutRequestId)
      if (!push) throw new Error(`no push ${checkoutRequestId}`)
      push.result = { code: resultCode, desc: descriptions[resultCode] ?? 'Failed' }
      const stkCallback = {
        MerchantRequestID: push.MerchantRequestID, CheckoutRequestID: push.CheckoutRequestID, ResultCode: resultCode, ResultDesc: push.result.desc,
        ...(resultCode === 0 ? { CallbackMetadata: { Item: [
          { Name: 'Amount', Value: opts.amount ?? push.amount }, { Name: 'MpesaReceiptNumber', Value: opts.receipt ?? 'NLJ7RT61SV' }, { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20191219102115 }, { Name: 'PhoneNumber', Value: Number(push.phone) },
        ] } } : {}),
      }
      const res = await fetch(push.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Body: { stkCallback } }) })
      return res.status
    },
    close: () => new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections()
    }),
  }
  return fakeApi
}
