/**
 * Registers contract calls on Fastify: each route validates params, query and body with the
 * contract's schemas first, resolves the partner, country and (when asked) the signed-in user,
 * and in development checks its own reply against the contract too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { calls, type CallName, type ParamsOf, type ReplyOf } from '@core/platform/api/registry'
import { firstIssue, type Call } from '@core/platform/api/define'
import { countryLanguage, type Country, type Language } from '@core/domain/constants'
import { isCountry, isLanguage } from '@core/domain/constants'
import { ReplyCache } from './cache'
import { localiseReply } from '../messages.display'
import { validationDetail } from '../messages.fields'
import { badRequest, HttpError, unauthorized } from './errors'
import type { Services } from '../services'
import { checkCsrf } from '../services'
import type { UsersTable } from '@server/account/schema'

export interface Ctx<N extends CallName> {
  body: ParsedBody<N>
  query: ParsedQuery<N>
  params: ParamsOf<N>
  country: Country
  /** The language for user-facing refusals: Accept-Language (the widgets send their locale), else the country's. */
  language: Language
  partnerId: string
  user: N extends AuthCalls ? UsersTable : UsersTable | null
  sessionId: string | null
  /** 'partner' for a session made on a partner's page (see services.ts). */
  sessionKind: 'site' | 'partner' | null
  ip: string
  /** The origin (scheme://host) the client reached, for absolute image URLs. */
  origin: string
  req: FastifyRequest
  reply: FastifyReply
}
type AuthCalls = { [K in CallName]: (typeof calls)[K] extends { auth: 'user' } ? K : never }[CallName]
type ParsedBody<N extends CallName> = (typeof calls)[N] extends { body: { _zod: { output: infer O } } } ? O : undefined
type ParsedQuery<N extends CallName> = (typeof calls)[N] extends { query: { _zod: { output: infer O } } } ? O : undefined

type Handler<N extends CallName> = (ctx: Ctx<N>) => Promise<ReplyOf<N>>

export function countryOf(req: FastifyRequest): Country {
  const header = req.headers.country
  if (header === undefined || header === '') return 'ke'
  if (!isCountry(header)) throw badRequest('country_invalid')
  return header
}

/**
 * 'en' or 'sw' from Accept-Language ('sw-TZ,sw;q=0.9,en;q=0.8' is sw), the highest q winning; a header
 * naming neither falls back to the country's language (tz speaks Swahili). Split, never a pattern, and
 * only the first 20 entries, so a hostile header costs nothing.
 */
export function languageOf(req: FastifyRequest, country: Country): Language {
  const header = req.headers['accept-language']
  let best: { language: Language; q: number } | null = null
  for (const entry of (typeof header === 'string' ? header.slice(0, 500) : '').split(',').slice(0, 20)) {
    const [tag = '', ...params] = entry.split(';')
    const primary = tag.trim().toLowerCase().split('-')[0]
    if (!isLanguage(primary)) continue
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q }
  }
  return best?.language ?? countryLanguage[country]
}

export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`
}

export interface RouteOptions {
  /** Serve the same reply for this long (catalogue reads only: replies that are the same for everyone). */
  cacheMs?: number
}

/** A Fastify handler that runs a contract call: validate, identify, authorise, handle, check the reply. */
export function handle<N extends CallName>(services: Services, name: N, handler: Handler<N>, options: RouteOptions = {}) {
  const def: Call = calls[name]
  const cache = options.cacheMs && services.config.replyCache ? new ReplyCache(options.cacheMs) : undefined
  return async (req: FastifyRequest, reply: FastifyReply): Promise<ReplyOf<N> | string> => {
    const country = countryOf(req)
    const language = languageOf(req, country)
    const partnerId = await services.partners.identify(req)
    // Image URLs in replies are absolute, so the origin is part of the key; display texts follow the language.
    const key = cache ? `${req.url} ${country} ${language} ${originOf(req)}` : ''
    const cached = cache?.get(key)
    if (cached !== undefined) return reply.type('application/json; charset=utf-8').send(cached)
    // Before the body is even read: a cookie-carried request that is not JSON from Simu's own page is refused (CSRF).
    checkCsrf(req)
    const body = def.body ? parse(def.body, req.body ?? {}, language) : undefined
    const query = def.query ? parse(def.query, req.query ?? {}, language) : undefined
    const session = def.auth ? await services.sessions.fromRequest(req) : null
    if (def.auth === 'user' && !session) throw unauthorized()
    const ctx = {
      body, query, params: req.params, country, language, partnerId,
      user: session?.user ?? null, sessionId: session?.id ?? null, sessionKind: session?.kind ?? null,
      ip: req.ip, origin: originOf(req), req, reply,
    }
    const result = await handler(ctx as unknown as Ctx<N>)
    if (services.config.checkReplies) {
      const checked = def.reply.safeParse(result)
      if (!checked.success) {
        req.log.error({ call: name, issue: firstIssue(checked.error) }, 'reply breaks the contract')
        throw new HttpError(500, 'server_error')
      }
    }
    // Seeded colour names, specs and opening hours in the request's language (messages.display.ts).
    const localised = localiseReply(result, language)
    if (!cache) return localised
    const serialised = JSON.stringify(localised)
    cache.set(key, serialised)
    return reply.type('application/json; charset=utf-8').send(serialised)
  }
}

/** Registers a contract call at its method and path under /api/v1. */
export function route<N extends CallName>(app: FastifyInstance, services: Services, name: N, handler: Handler<N>, options?: RouteOptions): void {
  const def: Call = calls[name]
  app.route({ method: def.method, url: `/api/v1${def.path}`, handler: handle(services, name, handler, options) })
}

function parse<S extends { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }>(schema: S, value: unknown, language: Language) {
  const r = schema.safeParse(value)
  // The detail in the request's language: a Swahili reader never gets the schema's English rule (messages.fields.ts).
  if (!r.success) throw badRequest('invalid_input', { detail: validationDetail(r.error.issues[0], firstIssue(r.error), language) })
  return r.data as never
}
