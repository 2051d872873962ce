/**
 * The API contract of repair: faults, estimates, warranty check, bookings: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { ticketStages, type TicketStage } from '@core/domain/repair'
import { Country, Currency, Flag, Id, Money, Ok, PageQuery, call, day, msg, pageReply, required } from '@core/platform/api/define'
import { siteCalls } from '@core/site/contract'

// ---------------------------------------------------------------- repair

/**
 * GET get_repair_by_model/{id}/{colorId}: the model, the colour ('default' when the visitor did not
 * choose one: color.name is then empty) and reviews of Simu's repair service (this model's first).
 */
export const RepairModelReply = z.object({
  ...Ok,
  model: z.object({
    data: z.object({ image: z.string() }),
    find: z.object({ _id: Id, modelName: z.string() }),
    color: z.object({ _id: Id, name: z.string() }),
    reviews: z.array(z.object({ user: z.object({ fname: z.string(), lname: z.string() }), message: z.string(), rating: z.number(), createdAt: z.string() })),
  }),
})
/** An IMEI as typed (spaces and dashes allowed); the server checks its digits (Luhn). */
const ImeiInput = z.string({ error: required }).check(z.trim(), z.maxLength(30, 'an IMEI has 15 digits'))
/**
 * POST estimate_repair_value: deductions name the faults by component ('broken screen': 'yes'); no
 * fault with a message is a call-back request ('Send Message'). The server prices it (warranty: -200).
 */
export const EstimateRepairBody = z.object({
  userId: z.optional(Id),
  modelId: Id,
  colorId: Id,
  imei: z.optional(ImeiInput),
  deductions: z.record(z.string().check(z.maxLength(40, 'unknown repair service')), z.literal('yes', { error: "deductions are 'yes'" })),
  additionalInfo: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'at most 1000 characters'))),
})
export const EstimateRepairReply = z.object({ ...Ok, msg, warranty: Flag, cost: Money, currency: Currency, repairProId: Id })
export const CheckStatusBody = z.object({ imei: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(30, 'an IMEI has 15 digits')) })
export const CheckStatusReply = z.object({ ...Ok, msg, /** Simu: whether the warranty is active ('Warranty Active'). */ active: Flag })
/**
 * PUT complete_repairpro_booking: the spec sends shopId and repairProId (store visit); Simu adds the
 * home visit (option 'home' with a location and an appointment date, YYYY-MM-DD, one of the offered days).
 */
export const CompleteRepairBody = z.object({
  repairProId: Id,
  option: z.optional(z.enum(['store', 'home'], { error: "option is 'store' or 'home'" })),
  shopId: z.optional(Id),
  location: z.optional(z.string().check(z.trim(), z.maxLength(300, 'at most 300 characters'))),
  appointmentDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'appointment date is YYYY-MM-DD'))),
})
export const CompleteRepairReply = z.object({ ...Ok, msg, /** Simu: the repair ticket's id (repairTicket call). */ ticketId: Id })
export const RepairRequest = z.object({
  image: z.string(),
  variant: z.object({
    model: z.object({ modelName: z.string() }),
    color: z.object({ name: z.string() }),
    currency: Currency,
    cost: Money,
    /** 0 until the repair is booked (complete_repairpro_booking gives it its number). */
    orderNumber: z.number(),
    country: Country,
    /** The Simu store chosen at booking (store visits only). */
    shop: z.optional(z.object({ location: z.string(), name: z.string(), openingHours: z.string() })),
    /** The chosen faults' labels ('Screen is damaged'). */
    deductions: z.array(z.string()),
    /** Simu: the ticket number (R1042KE), its id and stage, once booked. */
    ticket: z.optional(z.string()),
    ticketId: z.optional(Id),
    stage: z.optional(z.string()),
    /** Simu: whether the warranty discount was applied; the visitor's message ('Send Message'). */
    warranty: z.optional(Flag),
    message: z.optional(z.string()),
    /**
     * Simu: how it was booked and a home visit's day (YYYY-MM-DD). This call needs no sign-in (its id is
     * the secret), so the home address is only in repairTicket.
     */
    option: z.optional(z.enum(['store', 'home'])),
    appointmentDate: z.optional(z.string()),
  }),
})
export type RepairRequest = z.infer<typeof RepairRequest>
export const RepairRequestsReply = z.object({ ...Ok, devices: z.array(RepairRequest) })

/**
 * The repair area's calls beyond the spec's table (shop-and-repair.md §7): the booking slots, and the
 * repair tickets a user follows after booking. The spec's own calls (repairByModel, estimateRepair,
 * checkStatus, completeRepair, repairRequests) are in ../contract.ts; the fault price list is
 * siteCalls.repairFaults.
 */

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
/** A page of the user's repair tickets, newest first (docs/api.md "Paging"). */
export const RepairTicketsReply = z.object({ ...Ok, tickets: z.array(RepairTicket), ...pageReply })

export const repairCalls = {
  repairByModel: call({ method: 'GET', path: '/get_repair_by_model/:id/:colorId', reply: RepairModelReply }),
  estimateRepair: call({ method: 'POST', path: '/estimate_repair_value', body: EstimateRepairBody, reply: EstimateRepairReply, auth: 'user' }),
  checkStatus: call({ method: 'POST', path: '/check_status', body: CheckStatusBody, reply: CheckStatusReply }),
  completeRepair: call({ method: 'PUT', path: '/complete_repairpro_booking', body: CompleteRepairBody, reply: CompleteRepairReply, auth: 'user' }),
  repairRequests: call({ method: 'GET', path: '/get_single_repair_pro_requests/:repairProId', reply: RepairRequestsReply }),
  /** The five offered days from four days ahead, weekends marked (the server's clock decides). */
  repairSlots: call({ method: 'GET', path: '/repair_slots', reply: RepairSlotsReply }),
  /** The signed-in user's booked repairs, newest first. */
  repairTickets: call({ method: 'GET', path: '/repair_tickets', query: PageQuery, reply: RepairTicketsReply, auth: 'user' }),
  repairTicket: call({ method: 'GET', path: '/repair_tickets/:id', reply: RepairTicketReply, auth: 'user' }),
} as const

