import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core'
import type { Country } from './constants'
import metadataJson from './phone-metadata.json'

// Kenya, Tanzania and Uganda only (scripts/phone-metadata.ts): with it the parser costs the widgets about
// 10 kB gzipped; the package's own metadata of every country would make it 34 kB (mobile) or 50 kB (max).
const metadata = metadataJson as MetadataJson

const region: Record<Country, CountryCode> = { ke: 'KE', tz: 'TZ', ug: 'UG' }

/** Longer than any way of typing a 12-digit international number with spaces: refused before any pattern runs. */
const maxInputLength = 32

/**
 * Normalises a phone number typed in any usual form (0712 345 678, 712345678, +254 712-345-678,
 * 254712345678) to E.164 for the given country, or null when it is not a mobile number there.
 * Mobile ranges come from libphonenumber (Google's numbering plans): a landline, or a range no operator
 * holds (Kenya 015x and 019x, Tanzania 011x, Uganda 011x and 061x), would get neither an SMS code nor
 * an M-Pesa push.
 */
export function normalisePhone(input: string, country: Country): string | null {
  if (input.length > maxInputLength) return null
  const digits = input.replace(/[\s\-().]/g, '')
  // Only digits after an optional +: the parser would otherwise pick a number out of free text.
  if (!/^\+?\d+$/.test(digits)) return null
  const parsed = parsePhoneNumberFromString(digits, { defaultCountry: region[country], extract: false }, metadata)
  // A number with another country's code (+255 typed for Kenya) is not a number of this country.
  if (!parsed || parsed.country !== region[country]) return null
  const type = parsed.getType()
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null
}
