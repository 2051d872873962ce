/**
 * A small form store: values, field errors (as i18n keys, so a language switch re-words them), and the
 * submit lifecycle idle -> submitting -> success | error. React-free, like every store in src/core.
 */
import { map } from 'nanostores'
import type { ApiFailure, ApiResult } from '@core/platform/api/client'
import type { TextKey } from '@core/i18n'
import { fromFailure, type Message } from '@core/platform/message'
import './texts'
import { patcher } from '@core/platform/patch'

/** A field's problem: one of our texts (a Message with a key). */
export type FieldMessage = Extract<Message, { key: TextKey }>

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error'
export type Errors<V> = Partial<Record<keyof V, FieldMessage>>

export interface FormState<V extends Record<string, string>, R> {
  values: V
  errors: Errors<V>
  status: FormStatus
  failure?: Message
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

export function failureOf(r: ApiFailure, conflict?: TextKey): Message {
  return fromFailure(r, { network: 'pages.forms.network', byStatus: { 429: 'pages.forms.tooMany', ...(conflict ? { 409: conflict } : {}) } })
}

export function createForm<V extends Record<string, string>, R>(options: FormOptions<V, R>) {
  const $state = map<FormState<V, R>>({ values: { ...options.initial }, errors: {}, status: 'idle', tried: false })
  const patch = patcher($state)

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
export const required = (v: string): FieldMessage | undefined => (v.trim() === '' ? { key: 'pages.forms.required' } : undefined)
export const emailCheck = (v: string): FieldMessage | undefined => required(v) ?? (v.trim().length <= 254 && emailPattern.test(v.trim()) ? undefined : { key: 'pages.forms.emailInvalid' })

/** Errors without the fields that passed. */
export function onlyErrors<V>(errors: Partial<Record<keyof V, FieldMessage | undefined>>): Errors<V> {
  return Object.fromEntries(Object.entries(errors).filter(([, e]) => e !== undefined)) as Errors<V>
}
