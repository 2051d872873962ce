/**
 * The URLs Safaricom calls (STK callback, Paybill C2B validation and confirmation, Transaction Status
 * result and timeout), behind the callback token and the MPESA_CALLBACK_IPS allow-list. HTTP only: the
 * protocol is providers/mpesa/callback.ts, and what it settles is settle.ts.
 */
import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { firstIssue } from '@core/platform/api/define'
import { errorMessage } from '@server/messages'
import { c2bConfirmationPath, c2bValidationPath, statusResultPath, statusTimeoutPath, stkCallbackPath } from '@server/providers/mpesa'
import { callerCheck } from '@server/providers/mpesa/allow'
import { applyC2bConfirmation, applyStatusResult, applyStkCallback, C2bBody, StatusResultBody, StkCallbackBody, validateC2b } from '@server/providers/mpesa/callback'
import type { Checkout } from './payments'

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

type Parse<B> = (v: unknown) => { success: true; data: B } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
type Run<B> = (body: B, req: FastifyRequest) => Promise<unknown>
// Each Transaction Status query has its own ResultURL: the token, then the query's one-time check value.
type StatusParams = { Params: { token: string; check: string } }

/** A Daraja handler: the caller's address, then the token, then the body. Logs name the route, never req.url: the path carries the token. */
function darajaHandler(c: Checkout) {
  const token = c.s.config.mpesa.callbackToken
  const allowed = callerCheck(c.s.config.mpesa.callbackIps)
  return <B>(name: string, parse: Parse<B>, run: Run<B>) =>
    async (req: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply) => {
      if (allowed && !allowed(req.ip)) {
        req.log.warn({ route: name, ip: req.ip }, 'M-Pesa route called from an address not in MPESA_CALLBACK_IPS')
        // Safaricom's servers read these replies, never a customer: English, by code.
        return reply.code(403).send({ success: false, code: 'forbidden', msg: errorMessage('forbidden', 'en') })
      }
      if (!sameToken(req.params.token, token)) {
        req.log.warn({ route: name, ip: req.ip }, 'M-Pesa route called with a wrong token')
        return reply.code(404).send({ success: false, code: 'not_found', msg: errorMessage('not_found', 'en') })
      }
      const parsed = parse(req.body ?? {})
      if (!parsed.success) return reply.code(400).send({ success: false, msg: firstIssue(parsed.error) })
      return run(parsed.data, req)
    }
}

export function mpesaRoutes(app: FastifyInstance, c: Checkout): void {
  const { db, mpesa, config } = c.s
  const expect = { paybill: config.mpesa.paybill, holdMs: config.mpesa.reservationMs }
  const daraja = darajaHandler(c)
  app.post(stkCallbackPath(':token'), daraja('mpesa.stk', (v) => StkCallbackBody.safeParse(v), async (body, req) => {
    // A callback faster than our own insert of the push still finds it.
    await Promise.allSettled([...c.inflight])
    const outcome = await applyStkCallback(db, body, req.log)
    req.log.info({ route: 'mpesa.stk', checkoutRequestId: body.Body.stkCallback.CheckoutRequestID, outcome }, 'M-Pesa callback')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))
  app.post(c2bValidationPath(':token'), daraja('mpesa.c2b.validation', (v) => C2bBody.safeParse(v), (body) => validateC2b(db, body, config.mpesa.paybill)))
  app.post(c2bConfirmationPath(':token'), daraja('mpesa.c2b.confirmation', (v) => C2bBody.safeParse(v), async (body, req) => {
    const outcome = await applyC2bConfirmation(db, mpesa, body, expect, req.log)
    req.log.info({ route: 'mpesa.c2b.confirmation', transId: body.TransID, outcome }, 'Paybill confirmation')
    return { ResultCode: 0, ResultDesc: 'Success' }
  }))
  app.post<StatusParams>(statusResultPath(':token', ':check'), daraja('mpesa.status.result', (v) => StatusResultBody.safeParse(v), async (body, req) => {
    const outcome = await applyStatusResult(db, (req.params as StatusParams['Params']).check, body, expect, req.log)
    req.log.info({ route: 'mpesa.status.result', conversationId: body.Result.ConversationID, outcome }, 'Transaction Status result')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))
  app.post<StatusParams>(statusTimeoutPath(':token', ':check'), daraja('mpesa.status.timeout', (v) => ({ success: true as const, data: v }), async (_body, req) => {
    // Nothing is decided: the payment stays 'being checked' and its order held until the hold lapses; staff see the row.
    const payment = await db.selectFrom('c2b_payments').select(['trans_id', 'applied']).where('status_check', '=', (req.params as StatusParams['Params']).check).executeTakeFirst()
    req.log.warn({ route: 'mpesa.status.timeout', transId: payment?.trans_id, applied: payment?.applied }, 'Transaction Status query timed out in Daraja\'s queue')
    return { ResultCode: 0, ResultDesc: 'Accepted' }
  }))
  connectSandbox(app, c)
}

/**
 * The sandbox posts its simulated callbacks to the routes above, through Fastify as Safaricom would,
 * and answers status queries from the Paybill payments recorded here.
 */
function connectSandbox(app: FastifyInstance, c: Checkout): void {
  const token = c.s.config.mpesa.callbackToken
  c.s.mpesa.connect?.(async (body, to = 'stk') => {
    if (c.closed) return
    const url = to === 'stk' ? stkCallbackPath(token) : statusResultPath(token, to.statusResult)
    await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) })
  }, async (transId) => {
    const row = await c.s.db.selectFrom('c2b_payments').select(['body', 'msisdn']).where('trans_id', '=', transId).executeTakeFirst()
    if (!row) return undefined
    const recorded = JSON.parse(row.body) as { TransAmount?: unknown; BusinessShortCode?: unknown }
    return { amount: String(recorded.TransAmount), shortCode: String(recorded.BusinessShortCode), msisdn: row.msisdn }
  })
}
