/**
 * Repair rules (shop-and-repair.md §3, §4, §9): the offered days, the ticket number and the estimate.
 * The server computes with these; the client only previews.
 */
import { repair, type Country } from './constants'

export interface RepairSlot {
  /** The calendar day, YYYY-MM-DD (in the given time zone offset). */
  date: string
  /** Weekday index, 0 = Sunday; the widget names it in the page's language. */
  day: string
  isWeekend: boolean
}

const dayMs = 86_400_000
const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

/**
 * The offered appointment days: `slotCount` days starting `firstSlotOffsetDays` after today, in East
 * Africa Time (UTC+3, no daylight saving) so that server and browser agree on "today". Weekends are
 * listed but closed.
 */
export function repairSlots(now: number, offsetMinutes = eatOffsetMinutes): RepairSlot[] {
  const local = new Date(now + offsetMinutes * 60_000)
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
  return Array.from({ length: repair.slotCount }, (_, i) => {
    const d = new Date(today + (repair.firstSlotOffsetDays + i) * dayMs)
    const wd = d.getUTCDay()
    return { date: d.toISOString().slice(0, 10), day: weekdays[wd]!, isWeekend: wd === 0 || wd === 6 }
  })
}
/** East Africa Time: Kenya, Tanzania and Uganda all keep UTC+3 all year. */
export const eatOffsetMinutes = 180

/** Whether a booking date is one of the offered, open days. */
export function isBookableDate(date: string, now: number): boolean {
  return repairSlots(now).some((s) => s.date === date && !s.isWeekend)
}

/** Ticket number: 'R' + order number + upper-case country code (R1042KE). */
export const ticketNumber = (orderNumber: number, country: Country) => `R${orderNumber}${country.toUpperCase()}`

/** The estimated cost: the chosen faults' prices, less the warranty discount when the warranty is active. */
export function repairCost(prices: readonly number[], warrantyActive: boolean): number {
  const sum = prices.reduce((a, b) => a + b, 0)
  return warrantyActive ? Math.max(0, sum - repair.warrantyDiscount) : sum
}
