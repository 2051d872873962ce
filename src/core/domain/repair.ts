/**
 * Repair rules (shop-and-repair.md §3, §4, §9): the offered days, the ticket number, the estimate and
 * the stages a repair ticket moves through. The server computes with these; the client only previews.
 */
import { repair, type Country, type Currency } from './constants'

export interface RepairSlot {
  /** The calendar day, YYYY-MM-DD (in East Africa Time unless another offset is given). */
  date: string
  /** The weekday's English name in lower case ('monday'); the widget names it in the page's language. */
  day: string
  isWeekend: boolean
}

const dayMs = 86_400_000
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/** East Africa Time: Kenya, Tanzania and Uganda all keep UTC+3 all year. */
export const eatOffsetMinutes = 180

/** Today's date (YYYY-MM-DD) in East Africa Time. */
export function eatToday(now: number, offsetMinutes = eatOffsetMinutes): string {
  return new Date(now + offsetMinutes * 60_000).toISOString().slice(0, 10)
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic in UTC, so no daylight-saving surprises). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
}

/**
 * The offered appointment days: `slotCount` days starting `firstSlotOffsetDays` after today, in East
 * Africa Time so that server and browser agree on "today". Weekends are listed but closed.
 */
export function repairSlots(now: number, offsetMinutes = eatOffsetMinutes): RepairSlot[] {
  const today = eatToday(now, offsetMinutes)
  return Array.from({ length: repair.slotCount }, (_, i) => {
    const date = addDays(today, repair.firstSlotOffsetDays + i)
    const wd = new Date(`${date}T00:00:00Z`).getUTCDay()
    return { date, day: weekdays[wd]!, isWeekend: wd === 0 || wd === 6 }
  })
}

/** Whether a booking date is one of the offered, open days. */
export function isBookableDate(date: string, now: number): boolean {
  return repairSlots(now).some((s) => s.date === date && !s.isWeekend)
}

/** Why a date cannot be booked ('weekend' or 'outsideWindow'), or null when it can. */
export function unbookableReason(date: string, now: number): 'weekend' | 'outsideWindow' | null {
  const slot = repairSlots(now).find((s) => s.date === date)
  if (!slot) return 'outsideWindow'
  return slot.isWeekend ? 'weekend' : null
}

/** Ticket number: 'R' + order number + upper-case country code (R1042KE). */
export const ticketNumber = (orderNumber: number, country: Country) => `R${orderNumber}${country.toUpperCase()}`

/** The estimated cost: the chosen faults' prices, less the currency's warranty discount when the warranty is active. */
export function repairCost(prices: readonly number[], warrantyActive: boolean, currency: Currency): number {
  const sum = prices.reduce((a, b) => a + b, 0)
  return warrantyActive ? Math.max(0, sum - repair.warrantyDiscount[currency]) : sum
}

/** The stages of a repair ticket, in order (Simu: the spec stops at the summary). */
export const ticketStages = ['booked', 'received', 'diagnosed', 'repairing', 'ready', 'collected'] as const
export type TicketStage = (typeof ticketStages)[number]
export const isTicketStage = (s: string): s is TicketStage => (ticketStages as readonly string[]).includes(s)

/** Staff move a ticket forward only (skipping a stage is allowed: a phone may need no repair after diagnosis). */
export const canMoveTicket = (from: TicketStage, to: TicketStage): boolean => ticketStages.indexOf(to) > ticketStages.indexOf(from)

/**
 * When the phone should be ready: the turnaround (2 to 7 days) counted from the day Simu has it, i.e.
 * the day it was received, else the home visit's date, else the booking day (store drop-off).
 */
export function expectedReady(startDate: string): { from: string; by: string } {
  const [min, max] = repair.turnaroundDays
  return { from: addDays(startDate, min), by: addDays(startDate, max) }
}
