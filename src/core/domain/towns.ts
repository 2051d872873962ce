/**
 * The towns a pickup can be booked in, per country, shipped with Simu (issue 10, point 17; sell-side.md
 * §2 'city autocomplete', which in the original was restricted to US cities by a quirk). Plain data:
 * no maps script or places service is needed to suggest a town.
 */
import type { Country } from './constants'

export const towns: Readonly<Record<Country, readonly string[]>> = {
  ke: [
    'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Ruiru', 'Kikuyu', 'Kitengela', 'Machakos',
    'Athi River', 'Kiambu', 'Juja', 'Limuru', 'Ngong', 'Ongata Rongai', 'Syokimau', 'Meru', 'Nyeri', 'Embu',
    'Kerugoya', "Murang'a", 'Nanyuki', 'Naivasha', 'Narok', 'Kericho', 'Bomet', 'Kisii', 'Nyamira', 'Migori',
    'Homa Bay', 'Siaya', 'Bungoma', 'Kakamega', 'Webuye', 'Busia', 'Kitale', 'Malindi', 'Kilifi', 'Diani',
    'Voi', 'Lamu', 'Garissa', 'Isiolo', 'Marsabit', 'Lodwar', 'Kitui', 'Makueni', 'Nyahururu', 'Kapsabet',
  ],
  tz: [
    'Dar es Salaam', 'Dodoma', 'Arusha', 'Mwanza', 'Mbeya', 'Morogoro', 'Tanga', 'Moshi', 'Zanzibar', 'Kigoma',
    'Tabora', 'Iringa', 'Songea', 'Musoma', 'Shinyanga', 'Bukoba', 'Mtwara', 'Lindi', 'Singida', 'Sumbawanga',
    'Kahama', 'Geita', 'Bagamoyo', 'Kibaha', 'Njombe', 'Babati', 'Mpanda', 'Korogwe', 'Tunduma', 'Makambako',
  ],
  ug: [
    'Kampala', 'Entebbe', 'Wakiso', 'Mukono', 'Jinja', 'Mbarara', 'Gulu', 'Lira', 'Mbale', 'Masaka',
    'Fort Portal', 'Kasese', 'Arua', 'Hoima', 'Soroti', 'Tororo', 'Kabale', 'Mityana', 'Lugazi', 'Iganga',
    'Busia', 'Masindi', 'Kitgum', 'Moroto', 'Kira', 'Nansana', 'Bushenyi', 'Ntungamo', 'Rukungiri', 'Mubende',
  ],
}

/** Lower case, accents and apostrophes dropped, spaces collapsed: how typed text and names are compared. */
export const townKey = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/['’]/g, '').toLowerCase().replace(/\s+/g, ' ').trim()

/** The country's town of that name (however it is cased), or undefined. */
export function findTown(country: Country, name: string): string | undefined {
  const key = townKey(name)
  return towns[country].find((t) => townKey(t) === key)
}

/**
 * Suggestions for typed text: towns whose name starts with it first, then towns where a later word
 * does ('salaam' finds Dar es Salaam), each group A to Z; at most `limit`.
 */
export function suggestTowns(country: Country, text: string, limit = 8): string[] {
  const key = townKey(text)
  if (!key) return []
  const list = [...towns[country]].sort((a, b) => a.localeCompare(b))
  const starts = list.filter((t) => townKey(t).startsWith(key))
  const later = list.filter((t) => !starts.includes(t) && townKey(t).split(' ').some((w) => w.startsWith(key)))
  return [...starts, ...later].slice(0, limit)
}

/** Splits a stored pickup address 'Kenyatta Ave 12, Nairobi' back into the street part and a known town. */
export function splitTown(country: Country, address: string): { address: string; town: string } {
  const at = address.lastIndexOf(',')
  const town = at === -1 ? undefined : findTown(country, address.slice(at + 1))
  return town ? { address: address.slice(0, at).trim(), town } : { address, town: '' }
}

/** The address stored for a pickup: the street part, then the town (once). */
export function joinTown(address: string, town: string): string {
  const street = address.trim()
  return townKey(street).endsWith(townKey(town)) ? street : `${street}, ${town}`
}
