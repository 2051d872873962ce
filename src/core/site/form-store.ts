/**
 * A small form store: values, field errors (as i18n keys, so a language switch re-words them), and the
 * submit lifecycle idle -> submitting -> success | error. React-free, like every store in src/core.
 */
import { map } from 'nanostores'
import type { ApiFailure, ApiResult } from '@core/platform/api/client'
import type { TextKey } from '@core/i18n'
import '@core/i18n/areas/pages'

export interface Message {
  key: TextKey
  params?: Record<string, string | number>
}
/** What went wrong on submit: a text of ours, or the server's own words (a 400 names the field). */
export type Failure = Message | { text: string }

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error'
export type Errors<V> = Partial<Record<keyof V, Message>>

export interface FormState<V extends Record<string, string>, R> {
  values: V
  errors: Errors<V>
  status: FormStatus
  failure?: Failure
  result?: R
  /** After the first submit, fields are re-checked as they change, so an error clears once fixed. */
  tried: boolean
}

export interface FormOptions<V extends Record<string, string>, R> {
  initial: V
  validate: (values: V) => Errors<V>
  send: (values: V) => Promise<ApiResult<R>>
  /** A 409's own message, in our words (the rest: 429 and network have shared texts). */
  conflict?: TextKey
}

export function failureOf(r: ApiFailure, conflict?: TextKey): Failure {
  if (r.kind === 'network') return { key: 'pages.forms.network' }
  if (r.status === 429) return { key: 'pages.forms.tooMany' }
  if (r.status === 409 && conflict) return { key: conflict }
  return { text: r.message }
}

export function createForm<V extends Record<string, string>, R>(options: FormOptions<V, R>) {
  const $state = map<FormState<V, R>>({ values: { ...options.initial }, errors: {}, status: 'idle', tried: false })
  const patch = (p: Partial<FormState<V, R>>) => $state.set({ ...$state.get(), ...p })

  function set<K extends keyof V>(field: K, value: V[K]): void {
    const s = $state.get()
    const values = { ...s.values, [field]: value }
    patch({ values, errors: s.tried ? options.validate(values) : s.errors, ...(s.status === 'error' ? { status: 'idle' as const, failure: undefined } : {}) })
  }

  /** Validates, then sends; answers whether the form was sent successfully. */
  async function submit(): Promise<boolean> {
    const s = $state.get()
    if (s.status === 'submitting') return false
    const errors = options.validate(s.values)
    if (Object.keys(errors).length > 0) {
      patch({ errors, tried: true, status: 'idle', failure: undefined })
      return false
    }
    patch({ errors: {}, tried: true, status: 'submitting', failure: undefined })
    const r = await options.send(s.values)
    if (r.ok) patch({ status: 'success', result: r.data })
    else patch({ status: 'error', failure: failureOf(r, options.conflict) })
    return r.ok
  }

  function reset(values: Partial<V> = {}): void {
    $state.set({ values: { ...options.initial, ...values }, errors: {}, status: 'idle', tried: false })
  }

  return { $state, set, submit, reset, patch }
}

export type Form<V extends Record<string, string>, R> = ReturnType<typeof createForm<V, R>>

// ------------------------------------------------------------------ shared field checks

// Linear (each domain label stops at a dot) and only tried on an address of at most 254 characters (issue 9).
const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
export const required = (v: string): Message | undefined => (v.trim() === '' ? { key: 'pages.forms.required' } : undefined)
export const emailCheck = (v: string): Message | undefined => required(v) ?? (v.trim().length <= 254 && emailPattern.test(v.trim()) ? undefined : { key: 'pages.forms.emailInvalid' })

/** Errors without the fields that passed. */
export function onlyErrors<V>(errors: Partial<Record<keyof V, Message | undefined>>): Errors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as Errors<V>
}
