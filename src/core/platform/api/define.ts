/**
 * The API contract's building blocks: the zod/mini pieces every area's contract.ts is made of (ids, phone,
 * e-mail, money, Ok), the Call shape and `call()`, and the first clear message of a failed parse.
 * Each area's calls live in core/<area>/contract.ts; api/registry.ts puts them in one table.
 *
 * Field names follow the spec, including its spellings (reciept, modelID, random for the SMS code).
 * Money is an integer in the currency's unit.
 */
import * as z from 'zod/mini'
import { countries, currencies } from '@core/domain/constants'
import { answers } from '@core/domain/questions'

// ---------------------------------------------------------------- building blocks

export const required = 'this field is required'
export const text = (max: number, message = required) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `at most ${max} characters`))
export const Id = z.string({ error: 'an id is required' }).check(z.minLength(1, 'an id is required'), z.maxLength(80, 'id too long'))
export const Country = z.enum(countries, { error: 'country must be one of ke, tz, ug' })
export const Currency = z.enum(currencies)
export const Answer = z.enum(answers, { error: "answers are 'yes' or 'no'" })
export const Money = z.int().check(z.nonnegative())
export const Flag = z.boolean()
/** RFC 5321: a forward path holds at most 254 characters of address. */
export const emailMaxLength = 254
/**
 * Linear on any input: no two quantifiers can claim the same character (the local part stops at @,
 * each domain label stops at a dot), so a failed match never backtracks. The older
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/ let the domain and its last label fight over dots: 'a@' + '.'.repeat(60000)
 * + '@' took 7 s (issue 9).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
// The length check aborts, so the pattern only ever sees 254 characters.
export const Email = z.string({ error: required }).check(z.maxLength(4 * emailMaxLength, { error: 'email is not valid', abort: true }), z.trim(), z.toLowerCase(), z.minLength(1, required),
  z.maxLength(emailMaxLength, { error: 'email is not valid', abort: true }), z.regex(emailPattern, 'email is not valid'))
export const Phone = z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(20, 'phone number is not valid'))
export const Password = z.string({ error: required }).check(z.minLength(1, required), z.maxLength(200, 'password is too long'))
export const NewPassword = z.string({ error: required }).check(z.minLength(8, 'password must be at least 8 characters'), z.maxLength(200, 'password is too long'))
/** A calendar day, YYYY-MM-DD. */
export const day = z.string({ error: required }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a day written YYYY-MM-DD'))
export const Ok = { success: z.literal(true) }
export const msg = z.optional(z.string())
/** A reply that only says it worked, with a message to show. */
export const MessageReply = z.object({ ...Ok, msg })

/** Every failed call answers this, with a 4xx or 5xx status. */
export const ErrorReply = z.object({ success: z.literal(false), msg: z.string() })
export type ErrorReply = z.infer<typeof ErrorReply>


// ---------------------------------------------------------------- the calls

type Method = 'GET' | 'POST' | 'PUT'
type Schema = z.ZodMiniType
export interface Call<B extends Schema | undefined = Schema | undefined, Q extends Schema | undefined = Schema | undefined, R extends Schema = Schema> {
  method: Method
  /** Path under /api/v1, with :params as Fastify names them. */
  path: string
  body?: B
  query?: Q
  reply: R
  /** 'user' needs a signed-in user's token; 'optional' reads it when sent. */
  auth?: 'user' | 'optional'
}
export const call = <const C extends Call>(c: C): C => c




/** Spec messages that already say what is wrong, shown to the user as they are. */
const standalone = new Set(['incorrect OTP...', 'email is not valid', 'First Name is required', 'Phone Number is required', 'Name is required', 'Occupation is required', 'Testimonial is required', 'No items in cart'])

/** The first clear message of a failed parse: what a 400 says ('field: message', or a spec message alone). */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid request'
  if (standalone.has(issue.message)) return issue.message
  const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : ''
  return `${where}${issue.message}`
}

