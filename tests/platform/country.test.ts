/**
 * Country resolution at start (sell-side.md §4): the host prefix, then the stored choice, then an IP
 * lookup; any other code, a failure or a slow lookup gives ke; tz selects Swahili; a loader shows
 * while the lookup is pending.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { normaliseCountryCode, resolveCountry, type IpCountryProvider } from '@core/platform/country-lookup'
import { countryFromHost, countryFromPath } from '@core/domain/country'
import { $country, $countryPending, $language, setCountry } from '@core/platform/locale'

const answering = (code: string | null): IpCountryProvider & { calls: number } => {
  const p = { calls: 0, lookup: async () => (p.calls++, code) }
  return p
}
const noStorage = { getItem: () => null }

beforeEach(() => {
  setCountry('ke')
  localStorage.clear()
  $countryPending.set(false)
})

describe('countryFromHost', () => {
  it.each([
    ['tz.simu.africa', 'tz'],
    ['ug.simu.africa', 'ug'],
    ['KE.Simu.Africa', 'ke'],
    ['simu.co.tz', 'tz'],
    ['www.simu.co.tz', 'tz'],
    ['simu.ug', 'ug'],
    ['simu.ke', 'ke'],
    ['tz.simu.africa:8443', 'tz'],
  ])('reads %s as %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country)
  })

  it.each(['localhost:8080', 'localhost', 'example.com', 'simu.africa', '127.0.0.1:8080', ''])('finds no country in %s', (host) => {
    expect(countryFromHost(host)).toBeUndefined()
  })
})

describe('countryFromPath', () => {
  it('reads the country from the first path segment', () => {
    expect(countryFromPath('/tz/sell-your-phone')).toBe('tz')
    expect(countryFromPath('/ug')).toBe('ug')
    expect(countryFromPath('/ke/device-details')).toBe('ke')
  })
  it('finds none when the first segment is not a country', () => {
    expect(countryFromPath('/sell-your-phone')).toBeUndefined()
    expect(countryFromPath('/us/sell-your-phone')).toBeUndefined()
    expect(countryFromPath('/')).toBeUndefined()
    expect(countryFromPath('/shop/tz')).toBeUndefined()
  })
})

describe('normaliseCountryCode', () => {
  it('accepts ke, tz and ug in any case and turns anything else into ke', () => {
    expect(normaliseCountryCode(' TZ ')).toBe('tz')
    expect(normaliseCountryCode('Ug')).toBe('ug')
    expect(normaliseCountryCode('us')).toBe('ke')
    expect(normaliseCountryCode(null)).toBe('ke')
    expect(normaliseCountryCode(undefined)).toBe('ke')
  })
})

describe('resolveCountry', () => {
  describe('a visitor on a country host', () => {
    it('gets the host country, even when another one is stored and the IP says otherwise', async () => {
      localStorage.setItem('simu.country', '"ug"')
      const provider = answering('ke')
      await expect(resolveCountry({ host: 'tz.simu.africa', provider })).resolves.toBe('tz')
      expect($country.get()).toBe('tz')
      expect($language.get()).toBe('sw')
      expect(provider.calls).toBe(0)
    })
  })

  describe('a returning visitor on the main host', () => {
    it('gets the stored country without an IP lookup', async () => {
      localStorage.setItem('simu.country', '"ug"')
      const provider = answering('tz')
      await expect(resolveCountry({ host: 'simu.africa', provider })).resolves.toBe('ug')
      expect($country.get()).toBe('ug')
      expect(provider.calls).toBe(0)
    })

    it('is looked up again when the stored value is not a country', async () => {
      localStorage.setItem('simu.country', '"fr"')
      await expect(resolveCountry({ host: 'simu.africa', provider: answering('tz') })).resolves.toBe('tz')
    })
  })

  describe('a first-time visitor on the main host', () => {
    it("is sent to Tanzania in Swahili when the lookup answers 'TZ'", async () => {
      await expect(resolveCountry({ host: 'simu.africa', provider: answering('TZ'), storage: noStorage })).resolves.toBe('tz')
      expect($country.get()).toBe('tz')
      expect($language.get()).toBe('sw')
    })

    it("on a partner's page (widgets: keepLanguage) gets the country only: the language stays the page's", async () => {
      await expect(resolveCountry({ host: 'duka.example', provider: answering('TZ'), storage: noStorage, keepLanguage: true })).resolves.toBe('tz')
      expect($country.get()).toBe('tz')
      expect($language.get()).toBe('en')
    })

    it("is sent to Kenya when the lookup answers another country ('us')", async () => {
      setCountry('ug')
      await expect(resolveCountry({ host: 'simu.africa', provider: answering('us'), storage: noStorage })).resolves.toBe('ke')
      expect($country.get()).toBe('ke')
      expect($language.get()).toBe('en')
    })

    it('is sent to Kenya when the lookup knows nothing', async () => {
      await expect(resolveCountry({ host: 'simu.africa', provider: answering(null), storage: noStorage })).resolves.toBe('ke')
    })

    it('is sent to Kenya when the lookup fails', async () => {
      setCountry('tz')
      const provider: IpCountryProvider = { lookup: () => Promise.reject(new TypeError('Failed to fetch')) }
      await expect(resolveCountry({ host: 'simu.africa', provider, storage: noStorage })).resolves.toBe('ke')
      expect($country.get()).toBe('ke')
      expect($countryPending.get()).toBe(false)
    })

    it('is sent to Kenya without a lookup when no provider is configured', async () => {
      setCountry('ug')
      await expect(resolveCountry({ host: 'localhost:8080', storage: noStorage })).resolves.toBe('ke')
    })
  })

  describe('a lookup that never answers', () => {
    it('gives up after the timeout, falls back to ke and shows the loader only meanwhile', async () => {
      setCountry('ug')
      localStorage.clear()
      let aborted: AbortSignal | undefined
      const provider: IpCountryProvider = {
        lookup: (signal) => new Promise((_, reject) => {
          aborted = signal
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
      }
      const pending: boolean[] = []
      const unbind = $countryPending.listen((v) => pending.push(v))
      const started = Date.now()
      const result = resolveCountry({ host: 'simu.africa', provider, timeoutMs: 50 })
      expect($countryPending.get()).toBe(true)
      await expect(result).resolves.toBe('ke')
      expect(Date.now() - started).toBeGreaterThanOrEqual(45)
      expect(aborted?.aborted).toBe(true)
      expect($countryPending.get()).toBe(false)
      expect(pending).toEqual([true, false])
      expect($country.get()).toBe('ke')
      unbind()
    })

    it('does not wait for the timeout when the answer comes first', async () => {
      vi.useFakeTimers()
      try {
        const result = resolveCountry({ host: 'simu.africa', provider: answering('ug'), timeoutMs: 1_500, storage: noStorage })
        // The clock never moves: the answer alone settles it.
        await expect(result).resolves.toBe('ug')
        expect($countryPending.get()).toBe(false)
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
