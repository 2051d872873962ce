/**
 * Which payment methods the checkout offers (GET /checkout_options), and the gate that refuses Lipa
 * Later when the operator switched it off (LIPALATER_PROVIDER=off, required in production until a
 * real Lipa Later integration exists: the sandbox approves any ID). The gate sits in front of the
 * checkout routes, so a client that ignores checkout_options is refused too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { paymentMethods } from '@core/checkout/contract'
import { badRequest } from '@server/lib/errors'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'

export const lipaLaterOff = 'Lipa Later is not available at the moment. Please pay with M-Pesa or a cash code'

const lipaLaterRoutes = new Set(['/api/v1/send_lipalater_otp', '/api/v1/verify_lipalater'])

function asksForLipaLater(req: FastifyRequest): boolean {
  const url = req.routeOptions.url ?? ''
  if (lipaLaterRoutes.has(url)) return true
  if (url !== '/api/v1/confirm_order') return false
  const body = req.body as { paymentMethod?: { method?: unknown } } | null | undefined
  return body?.paymentMethod?.method === 'lipalater'
}

export default function checkoutOptionsRoutes(app: FastifyInstance, s: Services): void {
  const off = s.config.lipalater.provider === 'off'
  const methods = paymentMethods.filter((m) => !(off && m === 'lipalater'))
  // A cash code is bought at a Simu store; while staff have issued none (`cli.ts cash-codes`), as on a new
  // production database, the method would only ever refuse the code typed into it.
  const anyCashCode = async () => (await s.db.selectFrom('cash_codes').select('code').where('used_at', 'is', null).limit(1).executeTakeFirst()) !== undefined
  route(app, s, 'checkoutOptions', async () => {
    const cash = await anyCashCode()
    return { success: true, methods: methods.filter((m) => m !== 'cash' || cash) }
  })
  if (!off) return
  app.addHook('preHandler', async (req) => {
    if (asksForLipaLater(req)) throw badRequest('lipa_later_off')
  })
}
