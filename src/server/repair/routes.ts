/**
 * The repair area's API (shop-and-repair.md §3, §4, §7): the repair screen's model and reviews, the
 * warranty check, the estimate, the booking that makes a repair ticket, the summary, the offered days and
 * the user's tickets. HTTP only: the rules are in service.ts.
 */
import type { FastifyInstance } from 'fastify'
import { repairSlots } from '@core/domain/repair'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { bookRepair, checkWarranty, estimateRepair, repairModel, repairRequestOf, ticketOf, ticketsOf } from './service'

export default function repairRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  route(app, s, 'repairByModel', ({ params, origin }) => repairModel(db, params.id, params.colorId, origin))
  route(app, s, 'checkStatus', ({ body, language, ip }) => checkWarranty(s, body.imei, { language, ip }))
  route(app, s, 'estimateRepair', ({ body, user, country, language, partnerId }) => estimateRepair(s, body, { user, country, language, partnerId }))
  route(app, s, 'completeRepair', ({ body, user, language }) => bookRepair(db, body, { user, language }))
  route(app, s, 'repairRequests', ({ params, origin }) => repairRequestOf(db, params.repairProId, origin))
  route(app, s, 'repairSlots', async () => ({ success: true as const, slots: repairSlots(Date.now()) }))
  route(app, s, 'repairTickets', ({ user, origin, query }) => ticketsOf(db, user.id, origin, query))
  route(app, s, 'repairTicket', ({ user, params, origin }) => ticketOf(db, user.id, params.id, origin))
}
