/**
 * What the user is told, everywhere (issue 13 merged Problem, Notice, Message/Failure and ProfileProblem
 * into this one type): a text key with its values (translated where it is shown), or words the server
 * already chose; either way with a stable `code` that tests, logs and analytics can rely on.
 *
 * `code` is the key for our own texts (`message('account.errors.required')`), the server's error code
 * (docs/api.md) when it sent one, `network` when there was no reply, and `http.<status>` otherwise.
 * Literals without a code still type-check (old call sites); read it with `codeOf()`.
 */
import { genericError, type ApiFailure } from '@core/platform/api/client'
import type { TextKey, Translate } from '@core/i18n'

/** Values for a text's placeholders; `{ key }` is itself translated (a field name, a country). */
export type MessageParams = Record<string, string | number | { key: TextKey }>

export type Message =
  | { code?: string; key: TextKey; params?: MessageParams }
  | { code?: string; text: string }


/** One of our texts as a message; its code is its key. */
export function message(key: TextKey, params?: MessageParams): Message {
  return params ? { code: key, key, params } : { code: key, key }
}

/** The server's own words as a message. */
export function serverText(text: string, code = 'server'): Message {
  return { code, text }
}

/** The stable code of a failed call: the server's error code, `network`, or `http.<status>`. */
export function failureCode(r: ApiFailure): string {
  if (r.kind === 'network') return 'network'
  return r.code ?? `http.${r.status}`
}

export interface FromFailureOptions {
  /** Our text when there was no reply (default common.networkError). */
  network?: TextKey
  /** Our text instead of the server's words (a generic reply, or one we word ourselves). */
  fallback?: TextKey
  /** Use `fallback` only when the server gave no words of its own (or the generic ones). */
  onlyWhenSilent?: boolean
  /** Our texts for given HTTP statuses (429 → 'too many', 409 → 'already taken' …). */
  byStatus?: Partial<Record<number, TextKey>>
}

/**
 * A failed call as a message: the network text without a reply, a status's own text when given, else the
 * server's words (or `fallback`). The code is always the failure's (see failureCode).
 */
export function fromFailure(r: ApiFailure, options: FromFailureOptions = {}): Message {
  const code = failureCode(r)
  if (r.kind === 'network') return { code, key: options.network ?? 'common.networkError' }
  const byStatus = options.byStatus?.[r.status]
  if (byStatus) return { code, key: byStatus }
  if (options.fallback) {
    const silent = !r.message || r.message === genericError
    if (!options.onlyWhenSilent || silent) return { code, key: options.fallback }
  }
  return { code, text: r.message }
}

/** The code of any message (old literals without one: their key, or `text`). */
export function codeOf(m: Message): string {
  return m.code ?? ('key' in m ? m.key : 'text')
}

/** The words of a message in the current language. */
export function describe(m: Message, t: Translate): string {
  if ('text' in m) return m.text
  const params = m.params && Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, typeof v === 'object' ? t(v.key) : v]))
  return t(m.key, params)
}
