/**
 * The API client: redaxios with the spec's headers (JSON, app key, app secret, country), replies
 * validated against the contract. Every call resolves to an ApiResult; it never throws.
 */
import axios from 'redaxios'
import type { BodyOf, CallName, ParamsOf, QueryOf, ReplyOf } from './registry'
import type { Call } from './define'
import type { Country } from '@core/domain/constants'
import { $country, $language, $t } from '@core/platform/locale'
import { isSetupCode, reportSetupProblem } from '@core/platform/setup-problem'

let contract: ReturnType<typeof importContract> | undefined
const importContract = () => import('./registry')
/**
 * The call table with every reply's zod schema (the contract and zod, ~20 KB brotli) is its own chunk, not
 * part of a widget's first render: a widget starts loading it as it defines its element (loadContract), so it
 * is there, or on its way, by the time the first call goes out; each call waits for it.
 */
export function loadContract(): ReturnType<typeof importContract> {
  if (!contract) {
    contract = importContract()
    // A chunk that failed to load is tried again by the next call (the failed one answers as a network failure).
    contract.catch(() => (contract = undefined))
  }
  return contract
}

/**
 * The error texts (both languages, ~7 KB) load with the first refusal, not with every widget's first
 * render: a page that never sees an error never downloads them.
 */
const errorTexts = () => import('@core/i18n/areas/errors')

export const genericError = 'Something went wrong!'

export type ApiFailure =
  /** No reply at all: offline, DNS, CORS, server down. */
  | { ok: false; kind: 'network'; message: string }
  /** The server answered with an error (its message), or a reply that breaks the contract. */
  | { ok: false; kind: 'server'; message: string; status: number; /** The server's stable error code (docs/api.md), when it sent one. */ code?: string }
export type ApiResult<T> = { ok: true; data: T } | ApiFailure

export interface ApiConfig {
  /** Absolute or page-relative URL of the API, ending in /api/v1. */
  baseUrl: string
  appKey: string
  /** Sent because the spec sends it; it ships in browser code and so grants nothing (docs/api.md). */
  appSecret: string
}

declare global {
  // Set by dist/widgets/loader.js from its script tag's data-* attributes.
  var __simuConfig: Partial<ApiConfig> | undefined
}

const defaults: ApiConfig = { baseUrl: '/api/v1', appKey: 'pk_simu', appSecret: 'public' }
let config: ApiConfig | undefined

export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...apiConfig(), ...next }
}

export function apiConfig(): ApiConfig {
  return config ?? { ...defaults, ...globalThis.__simuConfig }
}

/**
 * Cookie mode: the API is on the page's own origin (Simu's site), so the session rides in Simu's
 * HttpOnly cookie, the page keeps no token and sends no Authorization header. Elsewhere (a partner's
 * page, jsdom tests against another origin) the token mode keeps the token the sign-in reply carries.
 */
export function cookieMode(): boolean {
  const here = typeof location === 'undefined' ? undefined : location
  if (!here?.origin || here.origin === 'null') return false
  try {
    return new URL(apiConfig().baseUrl, here.href).origin === here.origin
  } catch {
    return false
  }
}

export interface CallOptions<N extends CallName> {
  params?: ParamsOf<N>
  query?: QueryOf<N>
  body?: BodyOf<N>
  /** The session token in token mode; ignored in cookie mode and when empty (the cookie carries the session). */
  token?: string | null
  /** Extra request headers (confirm_order's Idempotency-Key). */
  headers?: Record<string, string>
  /** The country the call is for (a widget's own country attribute); the visitor's country ($country) by default. */
  country?: Country
}

export function callPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(value)
  })
}

let onServer = false
/**
 * While the server renders a site page, calls are not made: they stay pending, so every store shows the
 * loading state the browser's first render shows too (the page's own data comes seeded, see seeds.ts).
 */
export function renderingOnServer(on: boolean): void {
  onServer = on
}

export async function api<N extends CallName>(name: N, options: CallOptions<N> = {}): Promise<ApiResult<ReplyOf<N>>> {
  if (onServer) return new Promise(() => {})
  // Everything the request carries is read now, as the call is made, not after the contract has loaded.
  const { baseUrl, appKey, appSecret } = apiConfig()
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-app-key': appKey,
    'x-app-secret': appSecret,
    country: options.country ?? $country.get(),
    // The server answers its refusals (checkout limits) in the visitor's language, not the browser's.
    'accept-language': $language.get(),
  }
  if (options.token && !cookieMode()) headers.authorization = `Bearer ${options.token}`
  if (options.headers) Object.assign(headers, options.headers)
  const loaded = await loadContract().catch(() => null)
  if (!loaded) return { ok: false, kind: 'network', message: genericError }
  const def: Call = loaded.calls[name]
  let response: { status: number; data: unknown }
  try {
    response = await (axios.request as (c: object) => Promise<{ status: number; data: unknown }>)({
      url: baseUrl.replace(/\/$/, '') + callPath(def.path, options.params as Record<string, string> | undefined),
      method: def.method,
      headers,
      params: options.query as Record<string, string> | undefined,
      // Some calls (search, sign_out) post no body; an empty object keeps the JSON content type honest.
      data: def.method === 'GET' ? undefined : (options.body ?? {}),
    })
  } catch (error) {
    return await failure(error)
  }
  const parsed = def.reply.safeParse(response.data)
  if (!parsed.success) return { ok: false, kind: 'server', message: genericError, status: response.status }
  return { ok: true, data: parsed.data as ReplyOf<N> }
}

async function failure(error: unknown): Promise<ApiFailure> {
  const res = error as { status?: unknown; data?: unknown }
  if (typeof res?.status !== 'number' || res.status === 0) {
    return { ok: false, kind: 'network', message: genericError }
  }
  const data = res.data as { msg?: unknown; message?: unknown; code?: unknown; params?: unknown } | undefined
  const text = typeof data?.msg === 'string' ? data.msg : typeof data?.message === 'string' ? data.message : genericError
  const code = typeof data?.code === 'string' ? data.code : undefined
  if (isSetupCode(code)) {
    // The page's setup, for its developer (console, simu-error); the visitor reads a neutral message.
    reportSetupProblem(code, { origin: globalThis.location?.origin, appKey: apiConfig().appKey })
    return { ok: false, kind: 'server', message: $t.get()('widget.unavailable'), status: res.status, code }
  }
  const own = code === undefined ? undefined : (await errorTexts().catch(() => null))?.translatedError(code, data?.params, $language.get())
  return { ok: false, kind: 'server', message: own ?? (text || genericError), status: res.status, ...(code ? { code } : {}) }
}
