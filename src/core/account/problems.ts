/**
 * What the account forms say went wrong (the drawer, the session pages, and checkout's contact fields):
 * the server's known messages in our words, and the phone, e-mail and new-password checks.
 */
import type { ApiFailure } from '@core/platform/api/client'
import { emailRule, newPasswordRule } from '@core/domain/field-rules'
import type { Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import type { TextKey } from '@core/i18n'
import { failureCode, message, type Message } from '@core/platform/message'

/** A message for the user: a text key (translated when shown) or the server's own words. */
export { describe } from '@core/platform/message'


/** Server messages that have a translation (the contract's and the spec's own words). */
const translated: Record<string, TextKey> = {
  'incorrect OTP...': 'account.drawer.wrongCode',
  'this field is required': 'account.errors.required',
  'email is not valid': 'account.errors.emailInvalid',
  'password must be at least 8 characters': 'account.errors.passwordShort',
  'the code is 6 digits': 'account.errors.codeDigits',
}

/** A server message as a problem: translated when it is one of ours ('field: ' prefix dropped), else as it came. */
export function problemOf(message: string): Message {
  const key = translated[message] ?? translated[message.replace(/^[\w.]+: /, '')]
  return key ? { key } : { text: message }
}

/** A failed call as a problem: the network message when there was no reply, else the server's. */
export const failureProblem = (failure: ApiFailure): Message => ({
  ...(failure.kind === 'network' ? { key: 'common.networkError' as const } : problemOf(failure.message)),
  code: failureCode(failure),
})

/** The 'required' message of the account checks (checkout uses them too). */
export const required: Message = message('account.errors.required')

/** A phone typed in any usual form, as E.164 for the country, or what is wrong with it. */
export function checkPhone(input: string, country: Country): { phone: string } | { problem: Message } {
  if (!input.trim()) return { problem: required }
  const phone = normalisePhone(input, country)
  if (phone) return { phone }
  return { problem: { key: 'account.phone.invalid', params: { country: { key: `site.countries.${country}` }, example: { key: `account.phone.example.${country}` } } } }
}

/** The contract's email rule (trimmed, lower-cased), with its message as a problem. */
export function checkEmail(input: string): { email: string } | { problem: Message } {
  const r = emailRule(input)
  return r.ok ? { email: r.value } : { problem: problemOf(r.message) }
}

/** The contract's new-password rule, and the confirmation equal to it. */
export function checkNewPassword(password: string, confirm: string): { password?: Message; confirm?: Message } {
  const r = newPasswordRule(password)
  const errors: { password?: Message; confirm?: Message } = {}
  if (!password) errors.password = required
  else if (!r.ok) errors.password = problemOf(r.message)
  if (!confirm) errors.confirm = required
  else if (confirm !== password) errors.confirm = { key: 'account.errors.passwordsDiffer' }
  return errors
}

export const hasErrors = (errors: object) => Object.values(errors).some((v) => v !== undefined)
