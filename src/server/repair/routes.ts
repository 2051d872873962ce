/**
 * The repair area's API (shop-and-repair.md §3, §4, §7): the repair screen's model and reviews, the
 * warranty check, the estimate (priced here: fault prices in the country's currency, less the warranty
 * discount), the booking that makes a repair ticket, the summary, the offered days and the user's
 * tickets. Staff move tickets through their stages with `ops.ts repair-stage` (moveTicketStage).
 */
import type { FastifyInstance } from 'fastify'
import type { RepairRequest } from '@core/repair/contract'
import type { RepairTicket } from '@core/repair/contract'
import { countryCurrency, type Country, type Currency } from '@core/domain/constants'
import { imeiProblem, normaliseImei, type ImeiProblem } from '@core/domain/imei'
import {
  canMoveTicket, eatToday, expectedReady, isTicketStage, repairCost, repairSlots, ticketNumber, ticketStages, unbookableReason, type TicketStage,
} from '@core/domain/repair'
import type { Db } from '@server/db'
import type { RepairRequestsTable, RepairTicketsTable } from './schema'
import { newId } from '@server/lib/crypto'
import { badRequest, forbidden, HttpError, notFound, tooMany } from '@server/lib/errors'
import type { ErrorCode, MessageParams } from '@server/messages'
import { route } from '@server/lib/http'
import { hitLimits } from '@server/lib/rate-limit'
import type { Services } from '@server/services'
import { imageUrl } from '@server/catalogue/routes'
import { doneText } from '@server/messages'
import type { DoneKey } from '@server/messages.done'

/** Per network and hour for the warranty check (a script guessing IMEIs), per user for estimates. */
export const repairLimits = { checksPerIpPerHour: 20, estimatesPerUserPerHour: 30 } as const
/** The first repair order number is 1001: R1001KE. */
const firstOrderNumber = 1001

export const conflict = (code: string, params?: MessageParams) => new HttpError(409, code, undefined, params)

const priceColumn = { ke: 'price_kes', tz: 'price_tzs', ug: 'price_ugx' } as const satisfies Record<Country, string>

export const imeiMessages: Record<ImeiProblem, string> = {
  empty: 'imei: this field is required',
  notDigits: 'An IMEI has only digits: dial *#06# on the phone to see it',
  length: 'An IMEI has 15 digits: dial *#06# on the phone to see it',
  checksum: 'This IMEI is not valid: check the number (dial *#06# on the phone to see it)',
}

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

const iso = (ms: number) => new Date(Number(ms)).toISOString()
const parseFaults = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

interface TicketRow extends RepairTicketsTable {
  model_id: string
  color_id: string
  currency: string
  cost: number
  warranty: number
  faults: string
  model_name: string | null
}

/** Tickets with everything the screens show: model, colour, fault labels, the store, the events. */
async function toTickets(db: Db, rows: TicketRow[], origin: string): Promise<RepairTicket[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [events, faults, colours, stores] = await Promise.all([
    db.selectFrom('repair_ticket_events').selectAll().where('ticket_id', 'in', ids).orderBy('at').execute(),
    db.selectFrom('faults').select(['id', 'label']).execute(),
    db.selectFrom('colors').select(['id', 'name']).execute(),
    db.selectFrom('stores').select(['id', 'name', 'location', 'opening_hours'])
      .where('id', 'in', [...new Set(rows.map((r) => r.shop_id).filter((s): s is string => s !== null)), '']).execute(),
  ])
  const label = new Map(faults.map((f) => [f.id, f.label]))
  const colourName = new Map(colours.map((c) => [c.id, c.name]))
  const store = new Map(stores.map((s) => [s.id, s]))
  return rows.map((r) => {
    const own = events.filter((e) => e.ticket_id === r.id)
    const stage = isTicketStage(r.stage) ? r.stage : 'booked'
    const shop = r.shop_id ? store.get(r.shop_id) : undefined
    const received = own.find((e) => e.stage === 'received')
    const start = received ? eatToday(Number(received.at)) : r.appointment_date ?? eatToday(Number(r.created_at))
    const ready = ticketStages.indexOf(stage) >= ticketStages.indexOf('ready') ? undefined : expectedReady(start)
    return {
      _id: r.id,
      ticket: r.ticket,
      orderNumber: Number(r.order_number),
      country: r.country as Country,
      modelName: r.model_name ?? r.model_id,
      colorName: colourName.get(r.color_id) ?? '',
      image: imageUrl(origin, r.model_id),
      currency: r.currency as Currency,
      cost: Number(r.cost),
      warranty: Number(r.warranty) === 1,
      faults: parseFaults(r.faults).map((f) => label.get(f) ?? f),
      option: r.option === 'home' ? 'home' : 'store',
      ...(shop ? { shop: { name: shop.name, location: shop.location, openingHours: shop.opening_hours } } : {}),
      ...(r.location ? { location: r.location } : {}),
      ...(r.appointment_date ? { appointmentDate: r.appointment_date } : {}),
      stage,
      events: own.map((e) => ({ stage: isTicketStage(e.stage) ? e.stage : 'booked', at: iso(e.at), ...(e.note ? { note: e.note } : {}) })),
      createdAt: iso(r.created_at),
      repairProId: r.request_id,
      ...(ready ? { expectedReadyFrom: ready.from, expectedReadyBy: ready.by } : {}),
    }
  })
}

function ticketQuery(db: Db) {
  return db.selectFrom('repair_tickets')
    .innerJoin('repair_requests', 'repair_requests.id', 'repair_tickets.request_id')
    .leftJoin('device_models', 'device_models.id', 'repair_requests.model_id')
    .selectAll('repair_tickets')
    .select(['repair_requests.model_id', 'repair_requests.color_id', 'repair_requests.currency', 'repair_requests.cost',
      'repair_requests.warranty', 'repair_requests.faults', 'device_models.name as model_name'])
}

/** A repair request as the summary shows it (get_single_repair_pro_requests). */
async function toRepairRequest(db: Db, r: RepairRequestsTable, origin: string): Promise<RepairRequest> {
  const [model, colour, faults, ticket] = await Promise.all([
    db.selectFrom('device_models').select('name').where('id', '=', r.model_id).executeTakeFirst(),
    db.selectFrom('colors').select('name').where('id', '=', r.color_id).executeTakeFirst(),
    db.selectFrom('faults').select(['id', 'label']).orderBy('sort').execute(),
    db.selectFrom('repair_tickets').leftJoin('stores', 'stores.id', 'repair_tickets.shop_id')
      .select(['repair_tickets.id', 'repair_tickets.order_number', 'repair_tickets.ticket', 'repair_tickets.stage', 'repair_tickets.option',
        'repair_tickets.appointment_date', 'stores.name as store_name', 'stores.location as store_location', 'stores.opening_hours'])
      .where('repair_tickets.request_id', '=', r.id).executeTakeFirst(),
  ])
  const chosen = new Set(parseFaults(r.faults))
  return {
    image: imageUrl(origin, r.model_id),
    variant: {
      model: { modelName: model?.name ?? r.model_id },
      color: { name: colour?.name ?? '' },
      currency: r.currency as Currency,
      cost: Number(r.cost),
      orderNumber: ticket ? Number(ticket.order_number) : 0,
      country: r.country as Country,
      ...(ticket?.store_name ? { shop: { name: ticket.store_name, location: ticket.store_location ?? '', openingHours: ticket.opening_hours ?? '' } } : {}),
      deductions: faults.filter((f) => chosen.has(f.id)).map((f) => f.label),
      warranty: Number(r.warranty) === 1,
      ...(r.message ? { message: r.message } : {}),
      ...(ticket ? {
        ticket: ticket.ticket, ticketId: ticket.id, stage: ticket.stage, option: ticket.option === 'home' ? 'home' as const : 'store' as const,
        ...(ticket.appointment_date ? { appointmentDate: ticket.appointment_date } : {}),
      } : {}),
    },
  }
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

export default function repairRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s

  route(app, s, 'repairByModel', async ({ params, origin }) => {
    const model = await db.selectFrom('device_models').select(['id', 'name']).where('id', '=', params.id).executeTakeFirst()
    if (!model) throw notFound('model_not_found_sell')
    const color = await colourOf(db, model, params.colorId)
    const [forModel, general] = await Promise.all([
      db.selectFrom('repair_reviews').selectAll().where('model_id', '=', model.id).orderBy('created_at', 'desc').limit(6).execute(),
      db.selectFrom('repair_reviews').selectAll().where('model_id', 'is', null).orderBy('created_at', 'desc').limit(6).execute(),
    ])
    // This model's reviews first, then reviews of the repair service in general, six at most.
    const reviews = [...forModel, ...general].slice(0, 6).map((r) => ({
      user: { fname: r.fname, lname: r.lname }, message: r.message, rating: Number(r.rating), createdAt: iso(r.created_at),
    }))
    return { success: true as const, model: { data: { image: imageUrl(origin, model.id) }, find: { _id: model.id, modelName: model.name }, color, reviews } }
  })

  route(app, s, 'checkStatus', async ({ body, language, ip }) => {
    const limited = await hitLimits(db, s.dialect, [{ bucket: `repair-check-ip:${ip}`, max: repairLimits.checksPerIpPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('warranty_checks_too_many')
    const imei = imeiOrFail(body.imei)
    const { active } = await warrantyOf(db, imei)
    return { success: true as const, active, msg: doneText(active ? 'warranty_active' : 'warranty_inactive', language) }
  })

  route(app, s, 'estimateRepair', async ({ body, user, country, language, partnerId }) => {
    if (body.userId && body.userId !== user.id) throw forbidden('repair_not_yours')
    const limited = await hitLimits(db, s.dialect, [{ bucket: `repair-estimate:${user.id}`, max: repairLimits.estimatesPerUserPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('repair_estimates_too_many')
    const model = await db.selectFrom('device_models').select(['id', 'name']).where('id', '=', body.modelId).executeTakeFirst()
    if (!model) throw badRequest('repair_model_unknown')
    const color = await colourOf(db, model, body.colorId)
    const catalogue = await db.selectFrom('faults').selectAll().orderBy('sort').execute()
    const components = Object.keys(body.deductions)
    const unknown = components.find((c) => !catalogue.some((f) => f.component === c))
    if (unknown !== undefined) throw badRequest('repair_service_unknown', { service: unknown, services: catalogue.map((f) => f.component).join(', ') })
    const chosen = catalogue.filter((f) => components.includes(f.component))
    const message = body.additionalInfo?.trim() || null
    if (chosen.length === 0 && !message) throw badRequest('repair_nothing_chosen')

    let warranty = false
    let estimate: DoneKey = 'repair_estimate'
    const imei = body.imei && normaliseImei(body.imei) !== '' ? imeiOrFail(body.imei) : null
    if (imei) {
      const status = await warrantyOf(db, imei)
      // The warranty covers the phone Simu sold: an IMEI of another model gets no discount.
      warranty = status.active && status.modelId === model.id
      if (status.active && !warranty) estimate = 'repair_estimate_other_model'
      else if (!status.active) estimate = 'repair_estimate_no_warranty'
    }
    const currency = countryCurrency[country]
    const cost = chosen.length === 0 ? 0 : repairCost(chosen.map((f) => Number(f[priceColumn[country]])), warranty, currency)
    const row: RepairRequestsTable = {
      id: newId(), user_id: user.id, partner_id: partnerId, country, currency, model_id: model.id, color_id: color._id,
      imei, warranty: warranty ? 1 : 0, faults: JSON.stringify(chosen.map((f) => f.id)), cost, message,
      kind: chosen.length === 0 ? 'callback' : 'estimate', created_at: Date.now(),
    }
    await db.insertInto('repair_requests').values(row).execute()
    const said: DoneKey = chosen.length === 0 ? 'repair_callback' : warranty ? 'repair_estimate_warranty' : estimate
    const msg = doneText(said, language, { model: model.name })
    return { success: true as const, msg, warranty, cost, currency, repairProId: row.id }
  })

  route(app, s, 'completeRepair', async ({ body, user, language }) => {
    const request = await db.selectFrom('repair_requests').selectAll().where('id', '=', body.repairProId).executeTakeFirst()
    // Another user's request reads as missing, so ids cannot be probed.
    if (!request || request.user_id !== user.id) throw notFound('repair_request_not_found')
    const option = body.option ?? 'store'
    const now = Date.now()
    let shopId: string | null = null
    let location: string | null = null
    let appointmentDate: string | null = null
    let note: string
    if (option === 'store') {
      if (!body.shopId) throw badRequest('repair_store_required')
      const store = await db.selectFrom('stores').select(['id', 'name', 'country', 'list']).where('id', '=', body.shopId).executeTakeFirst()
      if (!store || store.list !== 'simu') throw badRequest('repair_store_not_simu')
      if (store.country !== request.country) throw badRequest('repair_store_other_country', { store: store.name, country: request.country.toUpperCase() })
      shopId = store.id
      note = store.name
    } else {
      location = body.location?.trim() || null
      if (!location) throw badRequest('repair_location_required')
      if (!body.appointmentDate) throw badRequest('repair_day_required')
      const why = unbookableReason(body.appointmentDate, now)
      if (why === 'weekend') throw badRequest('repair_no_weekends')
      if (why === 'outsideWindow') {
        const slots = repairSlots(now)
        throw badRequest('repair_day_not_offered', { from: slots[0]!.date, to: slots.at(-1)!.date })
      }
      appointmentDate = body.appointmentDate
      note = `${appointmentDate}, ${location}`
    }
    const booked = () => db.selectFrom('repair_tickets').select('ticket').where('request_id', '=', request.id).executeTakeFirst()
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await booked()
      if (existing) throw conflict('repair_already_booked', { ticket: existing.ticket })
      try {
        const ticket = await db.transaction().execute(async (tx) => {
          const last = await tx.selectFrom('repair_tickets').select((eb) => eb.fn.max('order_number').as('n')).executeTakeFirst()
          const orderNumber = Math.max(firstOrderNumber - 1, Number(last?.n ?? 0)) + 1
          const row: RepairTicketsTable = {
            id: newId(), request_id: request.id, user_id: user.id, order_number: orderNumber, ticket: ticketNumber(orderNumber, request.country as Country),
            country: request.country, option, shop_id: shopId, location, appointment_date: appointmentDate, stage: 'booked', created_at: now,
          }
          await tx.insertInto('repair_tickets').values(row).execute()
          await appendEvent(tx, row.id, 'booked', 'customer', note, now)
          return row
        })
        return { success: true as const, msg: doneText('repair_booked', language, { ticket: ticket.ticket }), ticketId: ticket.id }
      } catch (error) {
        // Two bookings at once: the loser's unique key fails; the next round sees the winner.
        if (!isUniqueViolation(error)) throw error
      }
    }
    throw conflict('repair_booking_busy')
  })

  route(app, s, 'repairRequests', async ({ params, origin }) => {
    const request = await db.selectFrom('repair_requests').selectAll().where('id', '=', params.repairProId).executeTakeFirst()
    if (!request) throw notFound('repair_request_not_found')
    return { success: true as const, devices: [await toRepairRequest(db, request, origin)] }
  })

  route(app, s, 'repairSlots', async () => ({ success: true as const, slots: repairSlots(Date.now()) }))

  route(app, s, 'repairTickets', async ({ user, origin }) => {
    const rows = await ticketQuery(db).where('repair_tickets.user_id', '=', user.id).orderBy('repair_tickets.created_at', 'desc').limit(100).execute()
    return { success: true as const, tickets: await toTickets(db, rows, origin) }
  })

  route(app, s, 'repairTicket', async ({ user, params, origin }) => {
    const row = await ticketQuery(db).where('repair_tickets.id', '=', params.id).executeTakeFirst()
    if (!row || row.user_id !== user.id) throw notFound('ticket_not_found')
    const [ticket] = await toTickets(db, [row], origin)
    return { success: true as const, ticket: ticket! }
  })

}
