/**
 * The checkout area's API (shop-and-repair.md §3, §4, §7, §8, §9; issue 4): coupons, cash codes, Lipa
 * Later, confirm_order, the customer's orders and their M-Pesa payment. HTTP only: the rules are in
 * service.ts, lipa-later.ts and payments.ts; the URLs Safaricom calls are in mpesa-routes.ts.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { sendLipaLaterOtp, verifyLipaLater } from './lipa-later'
import { mpesaRoutes } from './mpesa-routes'
import { newCheckout, startSweeper, stopCheckout } from './payments'
import { checkCashCode } from './cash-codes'
import { couponPrice } from './coupons'
import { customerOrder, customerOrders, payAgain, placeOrder } from './service'


export default function checkoutRoutes(app: FastifyInstance, s: Services): void {
  const c = newCheckout(s, app.log)
  route(app, s, 'couponPrice', ({ body, country, language, ip }) => couponPrice(c, body, { country, language, ip }))
  route(app, s, 'authCode', ({ body, language, ip }) => checkCashCode(c, body.code, { language, ip }))
  route(app, s, 'sendLipaLaterOtp', ({ body, country, language, ip }) => sendLipaLaterOtp(c, body, { country, language, ip }))
  route(app, s, 'verifyLipaLater', ({ body, country, language, ip }) => verifyLipaLater(c, body, { country, language, ip }))
  route(app, s, 'confirmOrder', ({ body, user, country, language, partnerId, req }) =>
    placeOrder(c, { body, user, country, language, partnerId, keyHeader: req.headers['idempotency-key'] }))
  route(app, s, 'shopOrders', ({ user, query }) => customerOrders(c, user.id, query))
  route(app, s, 'shopOrder', ({ user, params }) => customerOrder(c, user.id, params.id))
  route(app, s, 'payOrder', ({ user, params, body, language }) => payAgain(c, { userId: user.id, id: params.id, phone: body.phone, language }))
  mpesaRoutes(app, c)
  const sweeper = startSweeper(c)
  app.addHook('onClose', () => stopCheckout(c, sweeper))
}
