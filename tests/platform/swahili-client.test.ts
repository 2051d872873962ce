/**
 * Issue 10, points 24 and 25 (client): the API client shows its own text for a server error code, in
 * the page's language, over real HTTP; widget attribute errors read in the widget's language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, configureApi } from '@core/platform/api/client'
import { translatedError as translatedIn } from '@core/i18n/areas/errors'

/** The client's text for a code in the page's language (the API client loads these texts with the first refusal). */
const translatedError = (code: string | undefined, params?: unknown) => translatedIn(code, params, $language.get())
import { translator } from '@core/i18n'
import { $language, setCountry, setLanguage } from '@core/platform/locale'
import { attributeDetail } from '@widgets/ui/element'
import { listenApi, startBareApp, type BareApp } from '../support/server'

let server: BareApp
let baseUrl: string
beforeAll(async () => {
  server = await startBareApp()
  baseUrl = await listenApi(server)
}, 30_000)
afterAll(async () => {
  await server?.close()
})
beforeEach(() => {
  configureApi({ baseUrl, appKey: 'pk_dev_simu' })
  setCountry('ke')
})

describe('server errors on the page', () => {
  it('read in Swahili on a Swahili page and in English on an English one, with the code kept', async () => {
    const body = { code: 'NOSUCHCODE', assignedModels: ['iphone-13'], coupon_quantity: 1 }
    setLanguage('sw')
    expect(await api('couponPrice', { body })).toEqual({ ok: false, kind: 'server', status: 404, code: 'coupon_unknown', message: 'Msimbo huu wa punguzo haupo' })
    setLanguage('en')
    expect(await api('couponPrice', { body })).toEqual({ ok: false, kind: 'server', status: 404, code: 'coupon_unknown', message: 'This discount code does not exist' })
  })

  it('use the client text for a code, filling in the values the reply carries', () => {
    setLanguage('sw')
    expect(translatedError('only_n_left', { n: 2, name: 'iPhone 12', label: '4GB | 64GB, Nyeusi' })).toBe('Zimebaki 2 tu za iPhone 12 (4GB | 64GB, Nyeusi).')
  })

  it("keep the server's own words for a generic code or a code the client does not know", () => {
    expect(translatedError('bad_request')).toBeUndefined()
    expect(translatedError('invalid_input', { detail: 'email is not valid' })).toBeUndefined()
    expect(translatedError('made_up_code')).toBeUndefined()
    expect(translatedError(undefined)).toBeUndefined()
  })
})

describe('widget attribute errors', () => {
  it.each([
    ['country: country must be ke, tz or ug', 'country: country lazima iwe ke, tz au ug'],
    ['sell-url: sell-url must be an http(s) or /path URL', 'sell-url: sell-url lazima iwe anwani ya http(s) au /njia'],
    ['model-id: model-id must be letters, digits and dashes', 'model-id: model-id lazima iwe herufi, tarakimu na vistari'],
    ['partner-id: partner-id is too long', 'partner-id: partner-id ni ndefu mno'],
  ])('"%s" reads "%s" in Swahili and stays as it is in English', (en, sw) => {
    expect(attributeDetail(en, translator('sw'))).toBe(sw)
    expect(attributeDetail(en, translator('en'))).toBe(en)
  })
})
