/**
 * The repair area's calls beyond the spec's table (shop-and-repair.md §7): the booking slots, and the
 * repair tickets a user follows after booking. The spec's own calls (repairByModel, estimateRepair,
 * checkStatus, completeRepair, repairRequests) are in ../contract.ts; the fault price list is
 * siteCalls.repairFaults.
 */
import * as z from 'zod/mini'
import { ticketStages, type TicketStage } from '@core/domain/repair'
import { Country, Currency, Id, Money, Ok, call, msg } from '../contract'

export { ticketStages, type TicketStage }

export const RepairSlot = z.object({ date: z.string(), day: z.string(), isWeekend: z.boolean() })
export const RepairSlotsReply = z.object({ ...Ok, slots: z.array(RepairSlot) })

export const RepairTicket = z.object({
  _id: Id,
  /** 'R' + order number + upper-case country, e.g. R1042KE. */
  ticket: z.string(),
  orderNumber: z.number(),
  country: Country,
  modelName: z.string(),
  colorName: z.string(),
  image: z.string(),
  currency: Currency,
  cost: Money,
  warranty: z.boolean(),
  faults: z.array(z.string()),
  option: z.enum(['store', 'home']),
  shop: z.optional(z.object({ name: z.string(), location: z.string(), openingHours: z.string() })),
  location: z.optional(z.string()),
  appointmentDate: z.optional(z.string()),
  stage: z.enum(ticketStages),
  events: z.array(z.object({ stage: z.enum(ticketStages), at: z.string(), note: z.optional(z.string()) })),
  createdAt: z.string(),
  /** Simu: the repair request this ticket books (get_single_repair_pro_requests/{repairProId}). */
  repairProId: z.optional(Id),
  /** Simu: YYYY-MM-DD, the turnaround (2-7 days) from the day Simu has the phone; absent once ready. */
  expectedReadyFrom: z.optional(z.string()),
  expectedReadyBy: z.optional(z.string()),
})
export type RepairTicket = z.infer<typeof RepairTicket>
export const RepairTicketReply = z.object({ ...Ok, ticket: RepairTicket, msg })
export const RepairTicketsReply = z.object({ ...Ok, tickets: z.array(RepairTicket) })

export const repairCalls = {
  /** The five offered days from four days ahead, weekends marked (the server's clock decides). */
  repairSlots: call({ method: 'GET', path: '/repair_slots', reply: RepairSlotsReply }),
  /** The signed-in user's booked repairs, newest first. */
  repairTickets: call({ method: 'GET', path: '/repair_tickets', reply: RepairTicketsReply, auth: 'user' }),
  repairTicket: call({ method: 'GET', path: '/repair_tickets/:id', reply: RepairTicketReply, auth: 'user' }),
} as const
