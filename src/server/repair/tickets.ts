/** Repair requests and tickets as the screens show them: model, colour, fault labels, the store, the events. */
import type { RepairRequest, RepairTicket } from '@core/repair/contract'
import type { Country, Currency } from '@core/domain/constants'
import { eatToday, expectedReady, isTicketStage, ticketStages } from '@core/domain/repair'
import type { Db } from '@server/db'
import { imageUrl } from '@server/catalogue/service'
import type { RepairRequestsTable, RepairTicketsTable } from './schema'

export const iso = (ms: number) => new Date(Number(ms)).toISOString()
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
export async function toTickets(db: Db, rows: TicketRow[], origin: string): Promise<RepairTicket[]> {
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

export function ticketQuery(db: Db) {
  return db.selectFrom('repair_tickets')
    .innerJoin('repair_requests', 'repair_requests.id', 'repair_tickets.request_id')
    .leftJoin('device_models', 'device_models.id', 'repair_requests.model_id')
    .selectAll('repair_tickets')
    .select(['repair_requests.model_id', 'repair_requests.color_id', 'repair_requests.currency', 'repair_requests.cost',
      'repair_requests.warranty', 'repair_requests.faults', 'device_models.name as model_name'])
}

/** A repair request as the summary shows it (get_single_repair_pro_requests). */
export async function toRepairRequest(db: Db, r: RepairRequestsTable, origin: string): Promise<RepairRequest> {
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

