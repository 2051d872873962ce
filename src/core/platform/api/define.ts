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
import { emailMaxLength, emailPattern, required } from '@core/domain/field-rules'
import { pageNumberPattern } from '@core/domain/paging'

// ---------------------------------------------------------------- building blocks

export const text = (max: number, message = required) => z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `at most ${max} characters`))
export const Id = z.string({ error: 'an id is required' }).check(z.minLength(1, 'an id is required'), z.maxLength(80, 'id too long'))
export const Country = z.enum(countries, { error: 'country must be one of ke, tz, ug' })
export const Currency = z.enum(currencies)
export const Answer = z.enum(answers, { error: "answers are 'yes' or 'no'" })
export const Money = z.int().check(z.nonnegative())
export const Flag = z.boolean()
// The e-mail rule's limits are in field-rules.ts, with a zod-free copy of Email and NewPassword for the forms.
export { emailMaxLength, emailPattern, required }
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

/**
 * Paging (docs/api.md "Paging", domain/paging.ts): `?page=&limit=` of every paged list, as digits; the server
 * checks the ranges (page from 1, limit from 1 to the list's maximum) and answers 400 with a clear message.
 */
const pageNumber = (name: string) => z.optional(z.string().check(z.regex(pageNumberPattern, `${name} must be a number`)))
export const pageQuery = { page: pageNumber('page'), limit: pageNumber('limit') }
export const PageQuery = z.object(pageQuery)
/** What every paged reply carries next to its items: this page, its size and the items over every page. */
export const pageReply = { page: z.int().check(z.positive()), limit: z.int().check(z.positive()), total: z.int().check(z.nonnegative()) }

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

/** The first clear message of a failed parse (zod-free, in issues.ts so widgets check attributes without zod). */
export { firstIssue } from '@core/domain/issues'
