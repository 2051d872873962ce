/**
 * The API's OpenAPI 3.1 document, made from the contract (platform/api/registry.ts: every call's method,
 * path, body, query, reply and sign-in rule) and the server's error catalogue (messages.ts). Served at
 * /api/v1/openapi.json and rendered at /api/docs (routes.ts); docs/api.md is the long-form guide.
 */
import { calls } from '@core/platform/api/registry'
import type { Call } from '@core/platform/api/define'
import { countries } from '@core/domain/constants'
import { pageSizes } from '@core/domain/paging'
import { errorsEn } from '@core/i18n/areas/errors.en'
import { errorCodes } from '../messages'
import { convertContract, type Conversion, type JsonSchema } from './schemas'
import { apiDescription } from './description'

type Operation = Record<string, unknown>
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const json = (schema: unknown) => ({ 'application/json': { schema } })

/** Each area's calls, for the reference's groups. */
const areaOf = (name: string): string => {
  const areas: [string, RegExp][] = [
    ['Checkout', /^(sendLipaLaterOtp|verifyLipaLater|authCode|couponPrice|confirmOrder|shopOrders?|checkoutOptions|payOrder)$/],
    ['Repair', /^(repair|estimateRepair|checkStatus|completeRepair)/],
    ['Shop', /^(variantModel|availableModels|singleProduct|inventoryByBrand|imageByModel|featuredModels|deals|variantByColor|quantityByVariant)$/],
    ['Catalogue', /^(search|getDevice|getDeviceModel|sellVariants|tradeInStores|stores|dealers)$/],
    ['Site', /^(popupForm|newTestimonial|testimonials|registerWarranty|submitDealerApplication|partner)$/],
    ['Account', /^(sendOtp|verifyOtp|completeSignup|profile|updatePassword|signOut|auth|register|registerPhone|requestEmailChange|confirmEmailChange|forgotPassword|resetPassword|updateProfile)$/],
  ]
  return areas.find(([, pattern]) => pattern.test(name))?.[0] ?? 'Sell'
}

const words = (name: string) => name.replace(/([A-Z])/g, ' $1').toLowerCase().replace(/^./, (c) => c.toUpperCase())

export interface OpenApiDocument {
  document: Record<string, unknown>
  conversion: Conversion
}

let built: OpenApiDocument | undefined

/** The document, built once (the contract does not change while the server runs). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildDocument()
  return built
}

export function buildDocument(): OpenApiDocument {
  const conversion = convertContract()
  const paths: Record<string, Record<string, Operation>> = {}
  for (const [name, def] of Object.entries(calls) as [string, Call][]) {
    const path = `/api/v1${def.path.replace(/:(\w+)/g, '{$1}')}`
    const method = def.method.toLowerCase()
    const existing = paths[path]?.[method]
    // POST register answers both a full sign-up and the phone-only check: one operation, either body.
    if (existing) {
      mergeBody(existing, def, conversion)
      continue
    }
    paths[path] = { ...paths[path], [method]: operation(name, def, conversion) }
  }
  Object.assign(paths, extraPaths())
  const document = {
    openapi: '3.1.0',
    info: { title: 'Simu API', version: '1.0.0', description: apiDescription() },
    servers: [{ url: '/', description: 'This server' }],
    tags: ['Account', 'Catalogue', 'Sell', 'Site', 'Shop', 'Checkout', 'Repair', 'Server'].map((name) => ({ name })),
    security: [{ appKey: [] }],
    paths,
    components: components(conversion),
  }
  return { document, conversion }
}

function schemaRef(conversion: Conversion, schema: unknown, io: 'input' | 'output'): unknown {
  const name = conversion.refs.get(schema as never)?.[io]
  return name ? ref(name) : {}
}

function operation(name: string, def: Call, conversion: Conversion): Operation {
  const pathParams = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const parameters: unknown[] = [
    ...pathParams.map((p) => ({ name: p, in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } })),
    ...queryParameters(name, def, conversion),
    { $ref: '#/components/parameters/Country' },
    { $ref: '#/components/parameters/AcceptLanguage' },
    { $ref: '#/components/parameters/AppSecret' },
    ...(name === 'confirmOrder' ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
  ]
  const op: Operation = {
    operationId: name,
    summary: words(name),
    tags: [areaOf(name)],
    parameters,
    responses: responses(def, conversion, pathParams.length > 0),
  }
  if (name in pageSizes) {
    const size = pageSizes[name as keyof typeof pageSizes]
    op.description = `A paged list (see Paging): \`page\` from 1, \`limit\` from 1 to ${size.max} (default ${size.default}${name === 'availableModels' ? ', or every phone with `instock=1`' : ''}). The reply carries \`page\`, \`limit\` and \`total\`; a page past the last answers an empty list.`
  }
  if (def.auth === 'user') op.security = [{ appKey: [], bearer: [] }, { appKey: [], sessionCookie: [] }]
  if (def.auth === 'optional') op.security = [{ appKey: [] }, { appKey: [], bearer: [] }, { appKey: [], sessionCookie: [] }]
  if (def.body) op.requestBody = { required: true, content: json(schemaRef(conversion, def.body, 'input')) }
  return op
}

function mergeBody(existing: Operation, def: Call, conversion: Conversion): void {
  const body = existing.requestBody as { content: Record<string, { schema: unknown }> } | undefined
  if (!body || !def.body) return
  const current = body.content['application/json']!.schema
  body.content['application/json']!.schema = { oneOf: [current, schemaRef(conversion, def.body, 'input')] }
}

/** A query schema's properties as query parameters. */
function queryParameters(name: string, def: Call, conversion: Conversion): unknown[] {
  if (!def.query) return []
  const component = conversion.refs.get(def.query)?.input
  const schema = component ? conversion.components[component] : undefined
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema?.required ?? []) as string[])
  return Object.entries(properties).map(([param, s]) => ({
    name: param, in: 'query', required: required.has(param), schema: s,
    ...(param === 'page' ? { description: 'The page, from 1 (default 1).' } : {}),
    ...(param === 'limit' && name in pageSizes ? { description: `Items a page, from 1 to ${pageSizes[name as keyof typeof pageSizes].max}.` } : {}),
  }))
}

function responses(def: Call, conversion: Conversion, hasParams: boolean): Record<string, unknown> {
  const error = (name: string) => ({ $ref: `#/components/responses/${name}` })
  return {
    200: { description: 'Done', content: json(schemaRef(conversion, def.reply, 'output')) },
    400: error('BadRequest'),
    401: error('Unauthorized'),
    403: error('Forbidden'),
    ...(hasParams || def.auth === 'user' ? { 404: error('NotFound') } : {}),
    ...(def.method === 'GET' ? {} : { 409: error('Conflict') }),
    429: error('TooManyRequests'),
    503: error('Unavailable'),
    default: error('Error'),
  }
}

/** The server's own routes outside the contract: the geo hint and the health check. */
function extraPaths(): Record<string, Record<string, Operation>> {
  return {
    '/api/v1/geo': {
      get: {
        operationId: 'geo', summary: 'The visitor\'s country, as a CDN in front of Simu says', tags: ['Server'], security: [],
        responses: { 200: { description: 'The two-letter country, or null', content: json({ type: 'object', required: ['country'], properties: { country: { type: ['string', 'null'], pattern: '^[a-z]{2}$' } } }) } },
      },
    },
    '/api/health': {
      get: {
        operationId: 'health', summary: 'Whether the database takes a write', tags: ['Server'], security: [],
        responses: {
          200: { description: 'Up', content: json({ type: 'object', required: ['ok', 'db'], properties: { ok: { const: true }, db: { enum: ['ok', 'busy'] } } }) },
          503: { description: 'The database does not take writes', headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } }, content: json({ type: 'object', required: ['ok', 'db'], properties: { ok: { const: false }, db: { type: 'string' } } }) },
        },
      },
    },
  }
}

function components(conversion: Conversion): Record<string, unknown> {
  const schemas: Record<string, unknown> = { ...conversion.components }
  const base = (conversion.components.ErrorReply ?? { type: 'object', properties: {}, required: [] }) as JsonSchema
  schemas.ErrorCode = {
    type: 'string',
    enum: errorCodes,
    description: `Every refusal's stable code. A client shows its own text for the code; \`msg\` is the server's, in the request's language.\n\n| code | English message |\n| --- | --- |\n${errorCodes.map((code) => `| \`${code}\` | ${errorsEn[code].replace(/\|/g, '\\|')} |`).join('\n')}`,
  }
  schemas.ErrorReply = {
    ...base,
    description: 'Every failed call answers this, with a 4xx or 5xx status.',
    properties: {
      ...(base.properties as object),
      code: ref('ErrorCode'),
      params: { type: 'object', description: 'The values the message was filled in with (e.g. `name`, `max`, `wait`).', additionalProperties: { type: ['string', 'number'] } },
    },
    required: [...new Set([...((base.required ?? []) as string[]), 'code'])],
  }
  const error = (description: string, retry = false) => ({
    description,
    ...(retry ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
    content: json(ref('ErrorReply')),
  })
  return {
    schemas,
    responses: {
      BadRequest: error('The request is not valid: `invalid_input` (the first problem in `msg`, e.g. `limit: limit must be a number`), `at_least_one`, `at_most`, `country_invalid`, `invalid_json`, `json_required`, ...'),
      Unauthorized: error('`app_key_required`, `app_key_unknown`, or `sign_in_required` for a call that needs a signed-in user.'),
      Forbidden: error('`origin_not_registered` (a browser on an origin the app key does not list), `csrf_refused`, `partner_session_refused`, `forbidden`.'),
      NotFound: error('The thing named in the path does not exist or is not yours (`not_found`, `quote_not_found`, `order_not_found`, ...).'),
      Conflict: error('The state changed meanwhile or the action is not possible now (`conflict`, `trade_in_changed`, ...).'),
      TooManyRequests: error('A rate limit: the global ceiling per IP, or the limit of this call. Wait for `Retry-After` seconds.', true),
      Unavailable: error('The database cannot take the request now (`db_busy`, `db_read_only`, `db_full`, `db_unavailable`); nothing happened, so it may be repeated after `Retry-After`.', true),
      Error: error('Any other refusal (`server_error`, `provider_failed`, `payment_failed`, ...), with its code.'),
    },
    headers: { RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } },
    parameters: {
      Country: { name: 'country', in: 'header', required: false, description: 'The visitor\'s country: prices, currency, stores and phone numbers follow it (default `ke`). Anything else is refused with 400 `country_invalid`.', schema: { type: 'string', enum: [...countries], default: 'ke' } },
      AcceptLanguage: { name: 'accept-language', in: 'header', required: false, description: '`en` or `sw`: the language of `msg` and of display texts. Without either, the country\'s language (tz: Swahili).', schema: { type: 'string', examples: ['sw', 'en'] } },
      AppSecret: { name: 'x-app-secret', in: 'header', required: false, description: 'Sent by the widgets because the spec sends it (`public`); it ships in browser code and grants nothing.', schema: { type: 'string' } },
      IdempotencyKey: { name: 'idempotency-key', in: 'header', required: false, description: 'A random id per checkout attempt: the same key places the order once; the same key with another cart is refused (409).', schema: { type: 'string', pattern: '^[A-Za-z0-9_:.-]{1,200}$' } },
    },
    securitySchemes: {
      appKey: { type: 'apiKey', in: 'header', name: 'x-app-key', description: 'The partner\'s publishable app key (the loader\'s `data-app-key`). Browsers must call from an origin registered for the key.' },
      bearer: { type: 'http', scheme: 'bearer', description: 'The session token a sign-in reply carries (`token`) when made from a partner\'s page or a server.' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'simu_session', description: 'On Simu\'s own site the session lives in this HttpOnly cookie (the reply\'s `token` is then empty); state-changing calls must then be JSON from Simu\'s origin.' },
    },
  }
}
