/**
 * Country resolution at start (sell-side.md §4): the host prefix, then the stored choice, then an IP
 * lookup provider; any other answer, or a failed or slow lookup, gives ke. tz selects Swahili.
 */
import { defaultCountry, isCountry, storageKeys, timing, type Country } from '@core/domain/constants'
import { $country, $countryPending, setCountry } from './locale'
import { countryFromHost } from '@core/domain/country'

export interface IpCountryProvider {
  /** A two-letter country code in any case, or null when unknown. */
  lookup(signal: AbortSignal): Promise<string | null>
}

/** The default: Simu's own API reads the country a CDN or proxy put on the request (no outside service). */
export function localIpProvider(apiBase: string): IpCountryProvider {
  return {
    async lookup(signal) {
      const res = await fetch(`${apiBase.replace(/\/$/, '')}/geo`, { signal })
      if (!res.ok) return null
      const body = (await res.json()) as { country?: unknown }
      return typeof body.country === 'string' ? body.country : null
    },
  }
}

/** The spec's reading: a public IP service, then a geolocation service that returns a country code. */
export function publicIpProvider(ipUrl = 'https://api.ipify.org?format=json', geoUrl = (ip: string) => `https://ipapi.co/${ip}/country/`): IpCountryProvider {
  return {
    async lookup(signal) {
      const ipRes = await fetch(ipUrl, { signal })
      const { ip } = (await ipRes.json()) as { ip?: string }
      if (!ip) return null
      const geoRes = await fetch(geoUrl(ip), { signal })
      return geoRes.ok ? (await geoRes.text()).trim() : null
    },
  }
}

export function normaliseCountryCode(code: string | null | undefined): Country {
  const c = code?.trim().toLowerCase()
  return isCountry(c) ? c : defaultCountry
}

export interface ResolveOptions {
  host?: string
  provider?: IpCountryProvider
  timeoutMs?: number
  storage?: Pick<Storage, 'getItem'> | undefined
  /**
   * Set the visitor's country only, not the language (widgets on a partner's page: their language follows
   * their lang attribute and the page, never the country alone). Simu's own site lets tz switch to Swahili.
   */
  keepLanguage?: boolean
}

/** Resolves and stores the country; `$countryPending` is true while the lookup runs. */
export async function resolveCountry({ host = globalThis.location?.host ?? '', provider, timeoutMs = timing.ipLookupTimeoutMs, storage = globalThis.localStorage, keepLanguage = false }: ResolveOptions = {}): Promise<Country> {
  const done = (country: Country): Country => {
    if (keepLanguage) $country.set(country)
    else setCountry(country)
    return country
  }
  const fromHost = countryFromHost(host)
  if (fromHost) return done(fromHost)
  let stored: unknown
  try {
    stored = JSON.parse(storage?.getItem(storageKeys.country) ?? 'null')
  } catch {
    stored = null
  }
  if (isCountry(stored)) return done(stored)
  if (!provider) return done(defaultCountry)
  $countryPending.set(true)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    return done(normaliseCountryCode(await provider.lookup(controller.signal)))
  } catch {
    return done(defaultCountry)
  } finally {
    clearTimeout(timer)
    $countryPending.set(false)
  }
}

let resolving: Promise<Country> | undefined

/** Resolves the country once per page (every widget on it shares the answer). */
export function ensureCountry(options: ResolveOptions = {}): Promise<Country> {
  resolving ??= resolveCountry(options)
  return resolving
}
