/** Dates and times in the page's language (Intl), for the repair pages. */
import type { Language } from '@core/domain/constants'

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** '3 days ago' / 'siku 3 zilizopita': the largest unit that fits, 'now' under a minute. */
export function relativeTime(iso: string, language: Language, now = Date.now()): string {
  const diff = Date.parse(iso) - now
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms) return format.format(Math.round(diff / ms), unit)
  }
  return format.format(0, 'second')
}

/** A calendar day (YYYY-MM-DD) read as that day, whatever the browser's time zone. */
const day = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`)

export const weekdayName = (date: string, language: Language) => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day(date))
export const shortDate = (date: string, language: Language) => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day(date))
export const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day(date))
/** A moment (ISO time) in East Africa Time, where every Simu store is. */
export const dateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' }).format(new Date(iso))
