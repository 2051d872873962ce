/**
 * The repair area's rules (shop-and-repair.md §3, §4, §7): the warranty check, the estimate (priced
 * here: fault prices in the country's currency, less the warranty discount), the booking that makes a
 * repair ticket, and the ticket's stages. Staff move tickets with `ops.ts repair-stage` (moveTicketStage).
 * HTTP is routes.ts; the tickets as the screens show them are tickets.ts.
 */
import { priceColumns } from '@server/lib/country'
import { countryCurrency, type Country, type Language } from '@core/domain/constants'
import { imeiProblem, normaliseImei, type ImeiProblem } from '@core/domain/imei'
import {
  canMoveTicket, eatToday, isTicketStage, repairCost, repairSlots, ticketNumber, ticketStages, unbookableReason, type TicketStage,
} from '@core/domain/repair'
import type { Db } from '@server/db'
import type { RepairRequestsTable, RepairTicketsTable } from './schema'
import { newId } from '@server/lib/crypto'
import { badRequest, forbidden, HttpError, notFound, tooMany } from '@server/lib/errors'
import { pageOf, paged, type PageQueryValues } from '@server/lib/paging'
import type { ErrorCode, MessageParams } from '@server/messages'
import { hitLimits } from '@server/lib/rate-limit'
import type { Services } from '@server/services'
import type { UsersTable } from '@server/account/schema'
import { toRepairRequest, ticketQuery, toTickets, iso } from './tickets'
import { imageUrl } from '@server/catalogue/service'
import { doneText } from '@server/messages'
import type { DoneKey } from '@server/messages.done'

/** Per network and hour for the warranty check (a script guessing IMEIs), per user for estimates. */
export const repairLimits = { checksPerIpPerHour: 20, estimatesPerUserPerHour: 30 } as const
/** The first repair order number is 1001: R1001KE. */
const firstOrderNumber = 1001

export const conflict = (code: string, params?: MessageParams) => new HttpError(409, code, undefined, params)


const imeiCodes: Record<ImeiProblem, ErrorCode> = { empty: 'imei_required', notDigits: 'imei_not_digits', length: 'imei_length', checksum: 'imei_checksum' }

/** The IMEI's digits, or a 400 that says what is wrong with it. */
export function imeiOrFail(input: string): string {
  const problem = imeiProblem(input)
  if (problem) throw badRequest(imeiCodes[problem])
  return normaliseImei(input)
}

export interface WarrantyStatus {
  active: boolean
  /** The model of the unit Simu sold or registered, when the IMEI is known. */
  modelId: string | null
}

/**
 * Whether a phone is in warranty: a unit Simu sold (sold_units, filled when an order is paid) whose
 * warranty_until is still ahead, or a registered warranty (warranty_registrations) whose last covered
 * day is today or later in East Africa Time.
 */
export async function warrantyOf(db: Db, imei: string, now = Date.now()): Promise<WarrantyStatus> {
  const sold = await db.selectFrom('sold_units').select(['model_id', 'warranty_until']).where('imei', '=', imei).executeTakeFirst()
  if (sold && Number(sold.warranty_until) > now) return { active: true, modelId: sold.model_id }
  const registered = await db.selectFrom('warranty_registrations').select(['model_id', 'warranty_until']).where('imei', '=', imei).executeTakeFirst()
  if (registered && registered.warranty_until >= eatToday(now)) return { active: true, modelId: registered.model_id }
  return { active: false, modelId: sold?.model_id ?? registered?.model_id ?? null }
}

/** The colour of a repair: 'default' when none was chosen (name empty), else one the model comes in. */
async function colourOf(db: Db, model: { id: string; name: string }, colorId: string): Promise<{ _id: string; name: string }> {
  if (colorId === 'default') return { _id: 'default', name: '' }
  const colour = await db.selectFrom('colors').select(['id', 'name']).where('id', '=', colorId).executeTakeFirst()
  if (!colour) throw badRequest('colour_unknown', { colour: colorId })
  // A model Simu stocks comes in its stocked colours; any catalogue colour is taken for the others.
  const stocked = await db.selectFrom('shop_variants').select('color_id').distinct().where('model_id', '=', model.id).execute()
  if (stocked.length > 0 && !stocked.some((s) => s.color_id === colour.id)) throw badRequest('colour_not_for_model', { model: model.name, colour: colour.name })
  return { _id: colour.id, name: colour.name }
}

/** Records a stage change with its event, both or neither. */
async function appendEvent(db: Db, ticketId: string, stage: TicketStage, actor: string, note: string | null, now: number): Promise<void> {
  // Events of one ticket keep their order even when two land in the same millisecond.
  const last = await db.selectFrom('repair_ticket_events').select((eb) => eb.fn.max('at').as('at')).where('ticket_id', '=', ticketId).executeTakeFirst()
  const at = Math.max(now, Number(last?.at ?? 0) + 1)
  await db.insertInto('repair_ticket_events').values({ id: newId(), ticket_id: ticketId, stage, at, note, actor }).execute()
}

/**
 * Staff move a ticket forward (ops.ts repair-stage): by ticket number (R1001KE) or id. A move back,
 * or to the stage it is already in, is refused (409).
 */
export async function moveTicketStage(db: Db, ref: string, to: string, staff: string, note?: string): Promise<{ ticket: string; stage: TicketStage }> {
  if (!isTicketStage(to)) throw badRequest('ticket_stage_unknown', { stage: to, stages: ticketStages.join(', ') })
  return db.transaction().execute(async (tx) => {
    const ticket = await tx.selectFrom('repair_tickets').select(['id', 'ticket', 'stage'])
      .where((eb) => eb.or([eb('ticket', '=', ref.toUpperCase()), eb('id', '=', ref)])).executeTakeFirst()
    if (!ticket) throw notFound('ticket_not_found')
    const from = isTicketStage(ticket.stage) ? ticket.stage : 'booked'
    if (!canMoveTicket(from, to)) throw conflict('ticket_forward_only', { ticket: ticket.ticket, from, stages: ticketStages.join(' -> ') })
    const moved = await tx.updateTable('repair_tickets').set({ stage: to }).where('id', '=', ticket.id).where('stage', '=', ticket.stage).executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) throw conflict('ticket_changed')
    await appendEvent(tx, ticket.id, to, `staff:${staff}`, note?.trim() || null, Date.now())
    return { ticket: ticket.ticket, stage: to }
  })
}

const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message ?? ''))


export interface RepairCaller { db: Db; dialect: Services['dialect'] }

/** The repair screen's model: its picture, the chosen colour and six reviews (this model's first). */
export async function repairModel(db: Db, modelId: string, colorId: string, origin: string) {
  const model = await db.selectFrom('device_models').select(['id', 'name']).where('id', '=', modelId).executeTakeFirst()
  if (!model) throw notFound('model_not_found_sell')
  const color = await colourOf(db, model, colorId)
  const [forModel, general] = await Promise.all([
    db.selectFrom('repair_reviews').selectAll().where('model_id', '=', model.id).orderBy('created_at', 'desc').limit(6).execute(),
    db.selectFrom('repair_reviews').selectAll().where('model_id', 'is', null).orderBy('created_at', 'desc').limit(6).execute(),
  ])
  // This model's reviews first, then reviews of the repair service in general, six at most.
  const reviews = [...forModel, ...general].slice(0, 6).map((r) => ({
    user: { fname: r.fname, lname: r.lname }, message: r.message, rating: Number(r.rating), createdAt: iso(r.created_at),
  }))
  return { success: true as const, model: { data: { image: imageUrl(origin, model.id) }, find: { _id: model.id, modelName: model.name }, color, reviews } }
}

export async function checkWarranty(s: RepairCaller, rawImei: string, o: { language: Language; ip: string }) {
  const limited = await hitLimits(s.db, s.dialect, [{ bucket: `repair-check-ip:${o.ip}`, max: repairLimits.checksPerIpPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('warranty_checks_too_many')
  const imei = imeiOrFail(rawImei)
  const { active } = await warrantyOf(s.db, imei)
  return { success: true as const, active, msg: doneText(active ? 'warranty_active' : 'warranty_inactive', o.language) }
}

type EstimateBody = { userId?: string | undefined; modelId: string; colorId: string; deductions: Record<string, unknown>; additionalInfo?: string | undefined; imei?: string | undefined }

/** The faults asked for, from the catalogue: an unknown service is refused, and so is nothing at all. */
async function chosenFaults(db: Db, body: EstimateBody) {
  const catalogue = await db.selectFrom('faults').selectAll().orderBy('sort').execute()
  const components = Object.keys(body.deductions)
  const unknown = components.find((c) => !catalogue.some((f) => f.component === c))
  if (unknown !== undefined) throw badRequest('repair_service_unknown', { service: unknown, services: catalogue.map((f) => f.component).join(', ') })
  const chosen = catalogue.filter((f) => components.includes(f.component))
  const message = body.additionalInfo?.trim() || null
  if (chosen.length === 0 && !message) throw badRequest('repair_nothing_chosen')
  return { chosen, message }
}

/** The warranty discount applies to the phone Simu sold: an IMEI of another model gets none. */
async function warrantyFor(db: Db, rawImei: string | undefined, modelId: string) {
  let warranty = false
  let estimate: DoneKey = 'repair_estimate'
  const imei = rawImei && normaliseImei(rawImei) !== '' ? imeiOrFail(rawImei) : null
  if (imei) {
    const status = await warrantyOf(db, imei)
    warranty = status.active && status.modelId === modelId
    if (status.active && !warranty) estimate = 'repair_estimate_other_model'
    else if (!status.active) estimate = 'repair_estimate_no_warranty'
  }
  return { imei, warranty, estimate }
}

export async function estimateRepair(s: RepairCaller, body: EstimateBody, o: { user: UsersTable; country: Country; language: Language; partnerId: string }) {
  const { db } = s
  const { user, country } = o
  if (body.userId && body.userId !== user.id) throw forbidden('repair_not_yours')
  const limited = await hitLimits(db, s.dialect, [{ bucket: `repair-estimate:${user.id}`, max: repairLimits.estimatesPerUserPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('repair_estimates_too_many')
  const model = await db.selectFrom('device_models').select(['id', 'name']).where('id', '=', body.modelId).executeTakeFirst()
  if (!model) throw badRequest('repair_model_unknown')
  const color = await colourOf(db, model, body.colorId)
  const { chosen, message } = await chosenFaults(db, body)
  const { imei, warranty, estimate } = await warrantyFor(db, body.imei, model.id)
  const currency = countryCurrency[country]
  const cost = chosen.length === 0 ? 0 : repairCost(chosen.map((f) => Number(f[priceColumns[country].price])), warranty, currency)
  const row: RepairRequestsTable = {
    id: newId(), user_id: user.id, partner_id: o.partnerId, country, currency, model_id: model.id, color_id: color._id,
    imei, warranty: warranty ? 1 : 0, faults: JSON.stringify(chosen.map((f) => f.id)), cost, message,
    kind: chosen.length === 0 ? 'callback' : 'estimate', created_at: Date.now(),
  }
  await db.insertInto('repair_requests').values(row).execute()
  const said: DoneKey = chosen.length === 0 ? 'repair_callback' : warranty ? 'repair_estimate_warranty' : estimate
  const msg = doneText(said, o.language, { model: model.name })
  return { success: true as const, msg, warranty, cost, currency, repairProId: row.id }
}

type BookBody = { repairProId: string; option?: 'store' | 'home' | undefined; shopId?: string | undefined; location?: string | undefined; appointmentDate?: string | undefined }
interface Place { shopId: string | null; location: string | null; appointmentDate: string | null; note: string }

/** Where the repair happens: one of Simu's stores in the request's country, or home on an offered weekday. */
async function placeOf(db: Db, body: BookBody, option: 'store' | 'home', request: RepairRequestsTable, now: number): Promise<Place> {
  if (option === 'store') {
    if (!body.shopId) throw badRequest('repair_store_required')
    const store = await db.selectFrom('stores').select(['id', 'name', 'country', 'list']).where('id', '=', body.shopId).executeTakeFirst()
    if (!store || store.list !== 'simu') throw badRequest('repair_store_not_simu')
    if (store.country !== request.country) throw badRequest('repair_store_other_country', { store: store.name, country: request.country.toUpperCase() })
    return { shopId: store.id, location: null, appointmentDate: null, note: store.name }
  }
  const location = body.location?.trim() || null
  if (!location) throw badRequest('repair_location_required')
  if (!body.appointmentDate) throw badRequest('repair_day_required')
  const why = unbookableReason(body.appointmentDate, now)
  if (why === 'weekend') throw badRequest('repair_no_weekends')
  if (why === 'outsideWindow') {
    const slots = repairSlots(now)
    throw badRequest('repair_day_not_offered', { from: slots[0]!.date, to: slots.at(-1)!.date })
  }
  return { shopId: null, location, appointmentDate: body.appointmentDate, note: `${body.appointmentDate}, ${location}` }
}

async function insertTicket(db: Db, request: RepairRequestsTable, o: { userId: string; option: 'store' | 'home'; place: Place; now: number }): Promise<RepairTicketsTable> {
  return db.transaction().execute(async (tx) => {
    const last = await tx.selectFrom('repair_tickets').select((eb) => eb.fn.max('order_number').as('n')).executeTakeFirst()
    const orderNumber = Math.max(firstOrderNumber - 1, Number(last?.n ?? 0)) + 1
    const { shopId, location, appointmentDate } = o.place
    const row: RepairTicketsTable = {
      id: newId(), request_id: request.id, user_id: o.userId, order_number: orderNumber, ticket: ticketNumber(orderNumber, request.country as Country),
      country: request.country, option: o.option, shop_id: shopId, location, appointment_date: appointmentDate, stage: 'booked', created_at: o.now,
    }
    await tx.insertInto('repair_tickets').values(row).execute()
    await appendEvent(tx, row.id, 'booked', 'customer', o.place.note, o.now)
    return row
  })
}

/** complete_repair: the estimate becomes a numbered ticket, once (two bookings at once: one wins). */
export async function bookRepair(db: Db, body: BookBody, o: { user: UsersTable; language: Language }) {
  const request = await db.selectFrom('repair_requests').selectAll().where('id', '=', body.repairProId).executeTakeFirst()
  // Another user's request reads as missing, so ids cannot be probed.
  if (!request || request.user_id !== o.user.id) throw notFound('repair_request_not_found')
  const option = body.option ?? 'store'
  const now = Date.now()
  const place = await placeOf(db, body, option, request, now)
  const booked = () => db.selectFrom('repair_tickets').select('ticket').where('request_id', '=', request.id).executeTakeFirst()
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await booked()
    if (existing) throw conflict('repair_already_booked', { ticket: existing.ticket })
    try {
      const ticket = await insertTicket(db, request, { userId: o.user.id, option, place, now })
      return { success: true as const, msg: doneText('repair_booked', o.language, { ticket: ticket.ticket }), ticketId: ticket.id }
    } catch (error) {
      // Two bookings at once: the loser's unique key fails; the next round sees the winner.
      if (!isUniqueViolation(error)) throw error
    }
  }
  throw conflict('repair_booking_busy')
}

export async function repairRequestOf(db: Db, id: string, origin: string) {
  const request = await db.selectFrom('repair_requests').selectAll().where('id', '=', id).executeTakeFirst()
  if (!request) throw notFound('repair_request_not_found')
  return { success: true as const, devices: [await toRepairRequest(db, request, origin)] }
}

/** A page of the user's repair tickets, newest first (docs/api.md "Paging"). */
export async function ticketsOf(db: Db, userId: string, origin: string, query: PageQueryValues | undefined) {
  const request = pageOf('repairTickets', query)
  const [rows, count] = await Promise.all([
    ticketQuery(db).where('repair_tickets.user_id', '=', userId).orderBy('repair_tickets.created_at', 'desc').orderBy('repair_tickets.id')
      .limit(request.limit).offset(request.offset).execute(),
    db.selectFrom('repair_tickets').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ])
  return { success: true as const, tickets: await toTickets(db, rows, origin), ...paged(request, Number(count.n)) }
}

export async function ticketOf(db: Db, userId: string, id: string, origin: string) {
  const row = await ticketQuery(db).where('repair_tickets.id', '=', id).executeTakeFirst()
  if (!row || row.user_id !== userId) throw notFound('ticket_not_found')
  const [ticket] = await toTickets(db, [row], origin)
  return { success: true as const, ticket: ticket! }
}
