import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants as zlib } from 'node:zlib'
import compress from '@fastify/compress'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { matchRoute } from '@core/platform/routes'
import { countryFromHost } from '@core/domain/country'
import { isCountry } from '@core/domain/constants'
import type { Config } from './config'
import { classifyDbError, probeWrite, type OpenedDb } from './db'
import { forbidden, HttpError, notFound, tooMany } from './lib/errors'
import { languageOf } from './lib/http'
import { errorMessage, resolveParams, type MessageParams } from './messages'
import { limitContext } from './lib/rate-limit'
import { loggerOptions, type LogStream } from './logging'
import { proxyTrust } from './profile'
import { sitePages } from './site-pages'
import { createServices, sameOrigin, type Services } from './services'
import type { SmsProvider } from './providers/sms'
import authRoutes from '@server/account/auth-routes'
import catalogueRoutes from '@server/catalogue/routes'
import sellRoutes from '@server/sell/routes'
import accountRoutes from '@server/account/routes'
import siteRoutes, { formsRoutes } from '@server/site/routes'
import shopRoutes from '@server/shop/routes'
import checkoutOptionsRoutes from '@server/checkout/options-routes'
import checkoutRoutes from '@server/checkout/routes'
import repairRoutes from '@server/repair/routes'
import { openApiRoutes } from '@server/openapi/routes'
import opsRoutes from '@server/staff/routes'

export interface AppOptions {
  config: Config
  database: OpenedDb
  /** Replaces the configured SMS provider (tests capture messages this way). */
  sms?: SmsProvider
  logger?: boolean
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: LogStream
}

const apiHeaders = ['content-type', 'x-app-key', 'x-app-secret', 'country', 'authorization', 'idempotency-key']

/** Site pages: only our own scripts, styles, images and API. */
const siteCsp = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'"

export async function buildApp({ config, database, sms, logger = true, logStream }: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    // A hop count or proxy IPs/CIDRs, never every hop (profile.ts proxyTrust).
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  })
  const services = createServices(config, database.db, database.dialect, app.log, sms)

  // Each request in its own limit context, so a database limit's Retry-After reaches the error handler.
  app.addHook('onRequest', (_req, _reply, done) => limitContext.run({}, done))
  await registerHeaders(app)
  // Replies over 1 KB (API JSON, the site's HTML, generated images) compressed for clients that ask; the built
  // files under /widgets/ and /assets/ are sent precompressed (.br/.gz written by the build) instead.
  // Brotli at quality 5 costs about what gzip does; 11 would cost milliseconds per reply.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    // A client cannot make the server inflate bodies: requests stay plain JSON under the body limit.
    globalDecompression: false,
  })
  await registerGuards(app, config, services)
  app.setErrorHandler(handleError)
  registerApi(app, config, services, database)
  // The OpenAPI document (/api/v1/openapi.json) and its reference page (/api/docs).
  await openApiRoutes(app)
  await registerSite(app, config)
  return { app, services }
}

/** The global ceiling per IP and CORS (Simu's own origin, and the partners' registered ones). */
async function registerGuards(app: FastifyInstance, config: Config, services: Services): Promise<void> {
  // The global ceiling per IP, in front of the database limits of each call (sign-in codes, orders...).
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Safaricom posts every payment callback from a few addresses: those routes check their token instead.
    allowList: (req) => !req.url.startsWith('/api/') || req.url.startsWith('/api/payments/'),
    errorResponseBuilder: (_req, ctx) => tooMany('too_many_requests', Math.max(1, Math.ceil(ctx.ttl / 1000))),
  })

  // An origin no partner registered gets an answer its page can read: the preflight passes (the browser would
  // otherwise hide every reply), then each call is refused with 403 origin_not_registered before any route runs.
  const unregistered = new WeakSet<FastifyRequest>()
  await app.register(cors, {
    delegator: (req, cb) => {
      const origin = req.headers.origin
      const base = { allowedHeaders: apiHeaders, methods: ['GET', 'POST', 'PUT'], maxAge: 600 }
      if (!origin || !req.url.startsWith('/api/')) return cb(null, { ...base, origin: false })
      if (sameOrigin(origin, req)) return cb(null, { ...base, origin: true })
      // The OpenAPI document is public: any origin's tools may read it.
      if (req.url.split('?')[0] === '/api/v1/openapi.json') return cb(null, { ...base, origin: true })
      // The staff API answers Simu's own pages only: a partner's page (or one that took it over) may not drive
      // sign-in attempts through its visitors' browsers.
      if (req.url.startsWith('/api/ops/')) {
        unregistered.add(req)
        return cb(null, { ...base, origin: true })
      }
      const answer = (ok: boolean) => {
        if (!ok) unregistered.add(req)
        cb(null, { ...base, origin: true })
      }
      services.partners.originAllowed(origin).then(answer, () => answer(false))
    },
  })
  app.addHook('onRequest', async (req, reply) => {
    if (!unregistered.has(req)) return
    return reply.code(403).send(errorBody(req, forbidden('origin_not_registered', { origin: String(req.headers.origin) })))
  })
}

/** Every error as a JSON reply with a stable code: ours as thrown, Fastify's client errors, storage trouble (503), the rest 500. */
function handleError(error: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterSeconds ?? limitContext.getStore()?.retryAfterSeconds ?? 60))
    return reply.code(error.statusCode).send(errorBody(req, error))
  }
  const status = (error as FastifyError).statusCode
  if (status && status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(req, clientError(error as FastifyError, status)))
  }
  const storage = classifyDbError(error)
  if (storage) {
    // Busy, read-only, full or unreachable storage: the request did not happen and may be repeated.
    req.log.error({ err: error, db: storage.trouble }, `database ${storage.trouble}: ${storage.cause}`)
    const code = ({ busy: 'db_busy', 'read-only': 'db_read_only', full: 'db_full', unavailable: 'db_unavailable' } as const)[storage.trouble]
    return reply.code(503).header('retry-after', storage.trouble === 'busy' ? '1' : '30').send(errorBody(req, new HttpError(503, code)))
  }
  req.log.error({ err: error }, 'unexpected error')
  return reply.code(500).send(errorBody(req, new HttpError(500, 'server_error')))
}

/** Each area's routes, then the geo hint, the development SMS outbox and the health check. */
function registerApi(app: FastifyInstance, config: Config, services: Services, database: OpenedDb): void {
  // The API
  authRoutes(app, services)
  catalogueRoutes(app, services)
  sellRoutes(app, services)
  accountRoutes(app, services)
  formsRoutes(app, services)
  siteRoutes(app, services)
  shopRoutes(app, services)
  checkoutOptionsRoutes(app, services)
  checkoutRoutes(app, services)
  repairRoutes(app, services)
  // Simu Ops (staff only, /api/ops/v1): every route behind the role guard of staff/guard.ts.
  opsRoutes(app, services)

  app.get('/api/v1/geo', async (req) => {
    // A CDN or proxy in front of Simu sets one of these; with none, the client falls back to ke.
    const h = req.headers['cf-ipcountry'] ?? req.headers['x-vercel-ip-country'] ?? req.headers['x-country-code']
    return { country: typeof h === 'string' && /^[a-z]{2}$/i.test(h) ? h.toLowerCase() : null }
  })
  // Development only: config.ts never makes an outbox in production, and this checks again.
  if (services.outbox && config.profile !== 'production') {
    const outbox = services.outbox
    app.get<{ Params: { phone: string } }>('/api/dev/sms-outbox/:phone', async (req, reply) => {
      const message = outbox.get(req.params.phone)
      return message ? { message } : reply.code(404).send({ success: false, code: 'not_found', msg: errorMessage('not_found', 'en') })
    })
  }
  // Whether the database takes a write, so a load balancer stops sending orders to a read-only disk.
  app.get('/api/health', async (req, reply) => {
    const db = await probeWrite(database)
    if (db === 'ok' || db === 'busy') return { ok: true, db }
    req.log.error({ db }, `health: the database does not take writes (${db})`)
    return reply.code(503).header('retry-after', '30').send({ ok: false, db })
  })

}

/** The built site, widgets and demo pages; / redirects to the visitor's country; unknown paths get the site page or 404. */
async function registerSite(app: FastifyInstance, config: Config): Promise<void> {
  // The built site, widgets and demo pages
  const siteDir = join(config.distDir, 'site')
  const widgetsDir = join(config.distDir, 'widgets')
  if (existsSync(widgetsDir)) {
    // /widgets/ and /widgets/v<major>/ are the current release and move with every release within the major
    // version (a short cache, then revalidated); /widgets/<version>/ is one release and never changes (immutable),
    // from the copies the build keeps (scripts/package/cdn-files.ts), so older pinned versions stay served.
    const version = widgetsVersion(widgetsDir)
    const prefixes: [string, string, (path: string) => string][] = [['/widgets/', widgetsDir, widgetCache]]
    if (version) prefixes.push([`/widgets/v${version.split('.')[0]}/`, widgetsDir, widgetCache])
    const releases = widgetReleases(config.distDir)
    if (version && !releases.has(version)) releases.set(version, widgetsDir)
    for (const [release, dir] of releases) prefixes.push([`/widgets/${release}/`, dir, () => immutable])
    for (const [prefix, root, cache] of prefixes) {
      await app.register(fastifyStatic, {
        root, prefix, decorateReply: false, preCompressed: true, cacheControl: false,
        setHeaders: (res, path) => {
          res.setHeader('access-control-allow-origin', '*')
          res.setHeader('cache-control', cache(path))
        },
      })
    }
  }
  if (existsSync(siteDir)) {
    await app.register(fastifyStatic, {
      root: join(siteDir, 'assets'), prefix: '/assets/', decorateReply: false, preCompressed: true, cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', immutable),
    })
    // The demo pages use the development partner key, which production does not seed.
    for (const demo of config.profile === 'production' ? [] : ['partner', 'dealer', 'samsung']) {
      const file = join(siteDir, demo, 'index.html')
      if (!existsSync(file)) continue
      // A partner page under a strict CSP: the widgets must work without 'unsafe-inline'. With ?widgets=off
      // the same page comes without Simu's loader (the bench measures what embedding costs a partner).
      app.get<{ Querystring: { widgets?: string } }>(`/demo/${demo}/`, async (req, reply) => {
        const html = readFileSync(file, 'utf8')
        const page = req.query.widgets === 'off' ? html.replace(/<script[^>]*\/widgets\/loader\.js[^>]*><\/script>/g, '') : html
        return reply.type('text/html; charset=utf-8').header('content-security-policy', siteCsp).send(page)
      })
    }
    // The floor for the page bench: the smallest page this server can send.
    if (config.profile !== 'production') {
      app.get('/demo/floor/', async (_req, reply) => reply.type('text/html; charset=utf-8').header('content-security-policy', siteCsp).send(floorPage))
    }
  }
  const pages = await sitePages(config.distDir, app.log, (request) => app.inject(request))

  app.get('/', async (req, reply) => {
    // An HTTP redirect, so the visitor lands on their country's sell page before any script runs.
    const cookie = /(?:^|;\s*)simu\.country=(\w+)/.exec(req.headers.cookie ?? '')?.[1]
    const country = countryFromHost(req.host) ?? (isCountry(cookie) ? cookie : 'ke')
    return reply.redirect(`/${country}/sell-your-phone`, 302)
  })

  // Every other address is a site page, rendered on the server (site-pages.ts); a real route, so its HTML
  // is compressed like any reply. Unknown API paths and other methods get JSON errors.
  app.get('/*', async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send(errorBody(req, notFound()))
    const match = matchRoute(req.url)
    if (match?.route === 'countryHome') return reply.redirect(`/${match.params.country}/sell-your-phone`, 302)
    const via = Object.fromEntries(['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'].flatMap((name) => {
      const value = req.headers[name]
      return typeof value === 'string' ? [[name, value]] : []
    }))
    const page = await pages.page(req.url, req.headers.cookie, match && match.route !== 'notFound' ? 200 : 404, via)
    // The page differs by the visitor's country and language cookies: a shared cache keeps it per cookie.
    return reply.code(page.status).header('content-security-policy', siteCsp).header('cache-control', 'no-cache')
      .header('vary', varyOn(reply.getHeader('vary'), 'cookie')).type('text/html; charset=utf-8').send(page.html)
  })
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/') || req.method === 'GET' || req.method === 'HEAD') return reply.code(404).send(errorBody(req, notFound()))
    return reply.code(405).send(errorBody(req, new HttpError(405, 'method_not_allowed')))
  })

}

/** A Vary header with one more request header, once. */
function varyOn(current: unknown, header: string): string {
  const names = String(current ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  return names.some((name) => name.toLowerCase() === header) ? names.join(', ') : [...names, header].join(', ')
}

const immutable = 'public, max-age=31536000, immutable'

/** The widgets' version, from the integrity.json the build writes beside them (scripts/package/cdn-files.ts). */
function widgetsVersion(widgetsDir: string): string | undefined {
  const file = join(widgetsDir, 'integrity.json')
  if (!existsSync(file)) return undefined
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }
  return typeof version === 'string' && semver.test(version) ? version : undefined
}

/** The releases the build has kept (dist/widget-releases/<version>/), by version. */
function widgetReleases(distDir: string): Map<string, string> {
  const dir = join(distDir, 'widget-releases')
  if (!existsSync(dir)) return new Map()
  return new Map(readdirSync(dir).filter((name) => semver.test(name)).map((name) => [name, join(dir, name)]))
}
const semver = /^\d+\.\d+\.\d+(-[\w.]+)?$/

/**
 * Hashed chunks never change under their name: a year, immutable. The loader and the widgets' entry files keep
 * their names across releases, so they are cached for five minutes and then revalidated (ETag, 304).
 */
function widgetCache(path: string): string {
  return /[\\/]chunks[\\/]/.test(path) ? immutable : 'public, max-age=300, must-revalidate'
}

/**
 * Helmet's headers (nosniff, Referrer-Policy, ...), without the parts that would break Simu: the site
 * pages set their own CSP (siteCsp), and partner pages on other origins load /widgets/*.js and the
 * catalogue images, so resources are cross-origin (CORP) and nothing demands COEP. HSTS only over
 * HTTPS (with TRUST_PROXY, X-Forwarded-Proto from a trusted proxy says so). No /api/ reply is stored by
 * caches (they carry tokens and personal data); a route that is public may set its own Cache-Control, as
 * the phone pictures under /images/ do.
 */
async function registerHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
    // The built files are sent precompressed by Accept-Encoding (a shared cache must keep one copy per encoding).
    if (/^\/(widgets|assets)\//.test(req.url)) reply.header('vary', varyOn(reply.getHeader('vary'), 'accept-encoding'))
  })
}

function clientError(error: FastifyError, status: number): HttpError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(status, 'invalid_json')
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(status, 'body_too_large')
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(status, 'json_required')
    default:
      return new HttpError(status, error.message || 'bad_request')
  }
}

/** Every error reply: a stable code, the message in the request's language, and the message's values. */
function errorBody(req: FastifyRequest, error: HttpError): { success: false; code: string; msg: string; params?: MessageParams } {
  const header = req.headers.country
  const language = languageOf(req, typeof header === 'string' && isCountry(header) ? header : 'ke')
  const body = { success: false as const, code: error.code, msg: error.messageIn(language) }
  return error.params ? { ...body, params: resolveParams(error.params, language) } : body
}

const floorPage = '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Simu</title><h1>Simu</h1><p>Sell, buy and repair phones.</p></html>'

