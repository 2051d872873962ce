/**
 * The country a host name or a site path names (sell-side.md §4: the host prefix decides first).
 * Pure, shared by the browser (country lookup at start) and the server (the request's country).
 */
import { isCountry, type Country } from './constants'

/** 'tz.simu.africa' -> tz; 'simu.co.tz' -> tz; anything else -> undefined. */
export function countryFromHost(host: string): Country | undefined {
  const h = host.toLowerCase().split(':')[0] ?? ''
  const prefix = h.split('.')[0]
  if (isCountry(prefix)) return prefix
  const tld = h.split('.').pop()
  if (tld === 'ke' || tld === 'ug') return tld
  if (h.endsWith('.co.tz') || tld === 'tz') return 'tz'
  return undefined
}

/** The country in a site path such as /tz/sell-your-phone. */
export function countryFromPath(path: string): Country | undefined {
  const first = path.split('/')[1]
  return isCountry(first) ? first : undefined
}
