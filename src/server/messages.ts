/**
 * The server's message catalogue: every refusal by its stable code, and every SMS Simu sends, in
 * English and Swahili. Refusal texts live in core/i18n/areas/errors.*.ts so the client translates the
 * same codes from the same texts; SMS texts live in messages.sms.ts. A unit test fails when any of
 * them has no Swahili.
 */
import type { Language } from '@core/domain/constants'
import { translator, type TextKey } from '@core/i18n'
import { errorsEn } from '@core/i18n/areas/errors.en'
import { doneEn, doneSw, type DoneKey } from './messages.done'
import { smsEn, smsSw } from './messages.sms'
import { registerServerTexts } from './texts'

// Every area's texts, before anything is worded (texts.ts).
registerServerTexts()

/** Values a message fills in. A name starting with `$` holds a text key (e.g. a trade-in state,
 * 'errors.tradeInState.paid') that is itself translated, then filled in under the name without the `$`. */
export type MessageParams = Record<string, string | number>

export type ErrorCode = Exclude<keyof typeof errorsEn, 'tradeInState'>

const groups = new Set(['tradeInState'])
export const errorCodes = Object.keys(errorsEn).filter((k) => !groups.has(k)) as ErrorCode[]
const codeSet = new Set<string>(errorCodes)

export function isErrorCode(value: string): value is ErrorCode {
  return codeSet.has(value)
}

/** English text → code, for the texts without parameters: old calls that pass the English words keep a stable code. */
const byEnglish = new Map<string, ErrorCode>()
for (const code of errorCodes) {
  const text = errorsEn[code]
  if (!text.includes('{{') && !byEnglish.has(text)) byEnglish.set(text, code)
}

export function codeForEnglish(text: string): ErrorCode | undefined {
  return byEnglish.get(text)
}

/** The code an uncatalogued message gets from its status alone. */
export function codeForStatus(status: number): ErrorCode {
  const codes: Record<number, ErrorCode> = {
    400: 'bad_request', 401: 'sign_in_required', 403: 'forbidden', 404: 'not_found', 405: 'method_not_allowed',
    402: 'payment_failed', 409: 'conflict', 429: 'too_many_requests', 502: 'provider_failed',
  }
  return codes[status] ?? (status >= 500 ? 'server_error' : 'bad_request')
}

/** Resolves `$name` parameters into their translated text (see MessageParams). */
export function resolveParams(params: MessageParams | undefined, language: Language): MessageParams | undefined {
  if (!params) return undefined
  const t = translator(language)
  const out: MessageParams = {}
  for (const [name, value] of Object.entries(params)) {
    if (name.startsWith('$')) out[name.slice(1)] = t(String(value) as TextKey)
    else out[name] = value
  }
  return out
}

/** A refusal's text in a language. */
export function errorMessage(code: ErrorCode, language: Language, params?: MessageParams): string {
  return translator(language)(`errors.${code}` as TextKey, resolveParams(params, language))
}

export type SmsKey = keyof typeof smsEn

/** An SMS text in the customer's language; `{{name}}` parameters filled in. */
export function smsText(key: SmsKey, language: Language, params: MessageParams = {}): string {
  const template = (language === 'sw' ? smsSw : smsEn)[key]
  // Split and join, never a pattern built from data.
  return Object.entries(params).reduce((text, [name, value]) => text.split(`{{${name}}}`).join(String(value)), template)
}

/** A success message (`msg` of a successful reply) in the request's language; `{{name}}` parameters filled in. */
export function doneText(key: DoneKey, language: Language, params: MessageParams = {}): string {
  const template = (language === 'sw' ? doneSw : doneEn)[key]
  return Object.entries(params).reduce((text, [name, value]) => text.split(`{{${name}}}`).join(String(value)), template)
}
