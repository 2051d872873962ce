/**
 * The rules of the widgets' attributes (country, lang, site-url, model-id…): strings checked before a widget first
 * renders. They answer like the zod/mini schemas of the API contract (`safeParse` → `{ success, data }` or
 * `{ success: false, error: { issues } }`, read by firstIssue), but weigh a few hundred bytes: zod (~8 KB brotli)
 * then loads with the contract, after the first render (core/platform/api/client.ts), not before it.
 */
import type { Issue } from '@core/domain/issues'

export type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Issue[] } }
export interface Rule<T> {
  safeParse(value: unknown): Parsed<T>
}
export type RuleOutput<R> = R extends Rule<infer T> ? T : never

const ok = <T>(data: T): Parsed<T> => ({ success: true, data })
const fail = <T>(message: string, path: PropertyKey[] = []): Parsed<T> => ({ success: false, error: { issues: [{ path, message }] } })
/** zod's own words for a missing or non-string value, when a rule names no message of its own. */
const notString = (value: unknown) => `Invalid input: expected string, received ${value === null ? 'null' : typeof value}`

/** One of the listed values. */
export function oneOf<const V extends readonly string[]>(values: V, message: string): Rule<V[number]> {
  return { safeParse: (value) => (values.includes(value as string) ? ok(value as V[number]) : fail(message)) }
}

/**
 * A string that passes every check, each with its message: a RegExp or a test function. `missing` is the
 * message when the value is not a string at all.
 */
export function text(checks: readonly [RegExp | ((value: string) => boolean), string][] = [], missing?: string): Rule<string> {
  return {
    safeParse(value) {
      if (typeof value !== 'string') return fail(missing ?? notString(value))
      const broken = checks.find(([check]) => !(typeof check === 'function' ? check(value) : check.test(value)))
      return broken ? fail(broken[1]) : ok(value)
    },
  }
}

/** At most `max` characters. */
export const maxLength = (max: number, message: string): [(value: string) => boolean, string] => [(value) => value.length <= max, message]

/** Absent (undefined) or passing the rule. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return { safeParse: (value) => (value === undefined ? ok(undefined) : rule.safeParse(value)) }
}

export type Shape = Record<string, Rule<unknown>>
export type ShapeOutput<S extends Shape> = { [K in keyof S]: RuleOutput<S[K]> }

/** Every named attribute by its rule, in order; the first broken one is the issue, with its name as the path. */
export function attributes<S extends Shape>(shape: S): Rule<ShapeOutput<S>> {
  return {
    safeParse(value) {
      const input = (value ?? {}) as Record<string, unknown>
      const data: Record<string, unknown> = {}
      for (const [name, rule] of Object.entries(shape)) {
        const parsed = rule.safeParse(input[name])
        if (!parsed.success) return fail(parsed.error.issues[0]!.message, [name])
        if (parsed.data !== undefined) data[name] = parsed.data
      }
      return ok(data as ShapeOutput<S>)
    },
  }
}
