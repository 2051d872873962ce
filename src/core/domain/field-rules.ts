/**
 * The contract's e-mail and new-password rules (define.ts: Email, NewPassword) without zod, for the forms a widget
 * checks before the contract has loaded (core/account/problems.ts). They give the same value and the same first
 * message as the schemas; tests/account/field-rules.test.ts holds them to that.
 */
export const required = 'this field is required'
/** RFC 5321: a forward path holds at most 254 characters of address. */
export const emailMaxLength = 254
/**
 * Linear on any input: no two quantifiers can claim the same character (the local part stops at @,
 * each domain label stops at a dot), so a failed match never backtracks. The older
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ let the domain and its last label fight over dots: 'a@' + '.'.repeat(60000)
 * + '@' took 7 s (issue 9).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export type FieldCheck = { ok: true; value: string } | { ok: false; message: string }

/** Email: trimmed and lower-cased, at most 254 characters, one @ and a dotted domain. */
export function emailRule(input: unknown): FieldCheck {
  if (typeof input !== 'string') return { ok: false, message: required }
  // The length check comes first, so the pattern only ever sees 254 characters.
  if (input.length > 4 * emailMaxLength) return { ok: false, message: 'email is not valid' }
  const value = input.trim().toLowerCase()
  if (value.length < 1) return { ok: false, message: required }
  if (value.length > emailMaxLength || !emailPattern.test(value)) return { ok: false, message: 'email is not valid' }
  return { ok: true, value }
}

/** NewPassword: 8 to 200 characters. */
export function newPasswordRule(input: unknown): FieldCheck {
  if (typeof input !== 'string') return { ok: false, message: required }
  if (input.length < 8) return { ok: false, message: 'password must be at least 8 characters' }
  if (input.length > 200) return { ok: false, message: 'password is too long' }
  return { ok: true, value: input }
}
