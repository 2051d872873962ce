/**
 * Registers the server refusals' texts by code. The API client loads this module (lazily, with the
 * first refusal) to show its own text for a code in the page's language.
 */
import type { Language } from '@core/domain/constants'
import { registerTexts, translator, type TextKey } from '../index'
import { errorsEn } from './errors.en'
import { errorsSw } from './errors.sw'

registerTexts('errors', errorsEn, errorsSw)

/**
 * Codes whose words the server chose itself (a status's generic code on an uncatalogued message, or a
 * validation detail): the server's `msg` says more than the catalogue's text would.
 */
const serverWorded = new Set(['bad_request', 'forbidden', 'not_found', 'conflict', 'payment_failed', 'provider_failed', 'invalid_input', 'revision_invalid'])

/** The client's own text for an error code in `language`; undefined for a code it does not know. */
export function translatedError(code: string | undefined, params: unknown, language: Language): string | undefined {
  if (code === undefined || serverWorded.has(code) || code === 'tradeInState' || !Object.hasOwn(errorsEn, code)) return undefined
  const values: Record<string, string | number> = {}
  if (params && typeof params === 'object') {
    for (const [name, value] of Object.entries(params)) if (typeof value === 'string' || typeof value === 'number') values[name] = value
  }
  return translator(language)(`errors.${code}` as TextKey, values)
}
