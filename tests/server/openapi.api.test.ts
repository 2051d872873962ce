/**
 * The OpenAPI 3.1 document (issue 12 §4): made from the zod contract with every schema converted, valid
 * by the OpenAPI schema validator, naming every error code the server can send, describing auth, headers,
 * rate limits and paging; and its reference page at /api/docs, whose script comes from this server.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '@core/platform/api/registry'
import { pageSizes } from '@core/domain/paging'
import { codeForEnglish, errorCodes, isErrorCode } from '@server/messages'
import { contractModules, isSchema } from '@server/openapi/schemas'
import { buildDocument } from '@server/openapi/document'
import { startBareApp, type BareApp } from '../support/server'

let server: BareApp
let doc: any
beforeAll(async () => {
  server = await startBareApp()
  // No app key: the document is public.
  const res = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  doc = res.json()
})
afterAll(() => server.close())

describe('the document', () => {
  it('is public: no app key, and any origin\'s tools may read it', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { origin: 'https://tools.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe('*')
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('converts every contract schema to JSON Schema, none failing or left unrepresentable', () => {
    // Counted here on their own: the exported schemas of the contract files, and every schema a call uses.
    const schemas = new Set<unknown>()
    for (const module of Object.values(contractModules)) {
      for (const [name, value] of Object.entries(module)) if (isSchema(value) && /^[A-Z]/.test(name)) schemas.add(value)
    }
    for (const def of Object.values(calls) as { body?: unknown; query?: unknown; reply: unknown }[]) {
      for (const schema of [def.body, def.query, def.reply]) if (schema) schemas.add(schema)
    }
    const { conversion } = buildDocument()
    expect(conversion.failed).toEqual([])
    expect(conversion.unrepresentable).toEqual([])
    expect(conversion.converted).toBe(schemas.size)
    expect(schemas.size).toBeGreaterThan(100)
  })

  it('has an operation for every call, with its reply, body and sign-in rule', () => {
    const operations = new Map<string, { op: any; path: string; method: string }>()
    for (const [path, methods] of Object.entries(doc.paths) as [string, Record<string, any>][]) {
      for (const [method, op] of Object.entries(methods)) operations.set(op.operationId, { op, path, method })
    }
    for (const [name, def] of Object.entries(calls) as [string, { method: string; path: string; body?: unknown; auth?: string }][]) {
      // The phone-only register check shares POST register (one operation, either body).
      const found = operations.get(name === 'registerPhone' ? 'register' : name)
      expect(found, name).toBeDefined()
      expect(found!.path).toBe(`/api/v1${def.path.replace(/:(\w+)/g, '{$1}')}`)
      expect(found!.method).toBe(def.method.toLowerCase())
      expect(found!.op.responses['200'].content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//)
      if (def.body) expect(found!.op.requestBody.content['application/json'].schema).toBeTruthy()
      if (def.auth === 'user') expect(found!.op.security).toEqual([{ appKey: [], bearer: [] }, { appKey: [], sessionCookie: [] }])
    }
    expect(operations.get('register')!.op.requestBody.content['application/json'].schema.oneOf).toHaveLength(2)
  })

  it('has every $ref pointing at something in the document', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(100)
    for (const r of new Set(refs)) {
      const path = r.slice(8, -1).replace(/^#\//, '').split('/')
      const target = path.reduce((node: any, key) => node?.[key], doc)
      expect(target, r).toBeDefined()
    }
  })

  it('describes the app key, the session token and cookie, the headers and the rate limits', () => {
    expect(doc.components.securitySchemes.appKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-app-key' })
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'simu_session' })
    expect(doc.components.parameters.Country).toMatchObject({ name: 'country', in: 'header', schema: { enum: ['ke', 'tz', 'ug'] } })
    expect(doc.components.parameters.AcceptLanguage).toMatchObject({ name: 'accept-language', in: 'header' })
    expect(doc.paths['/api/v1/confirm_order'].post.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' })
    expect(doc.info.description).toContain('## Rate limits')
    expect(doc.components.responses.TooManyRequests.headers['Retry-After']).toBeTruthy()
    expect(doc.paths['/api/v1/send_otp'].post.responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' })
  })

  it('documents paging on every paged list: page and limit in, page, limit and total out', () => {
    const operations = Object.values(doc.paths).flatMap((methods: any) => Object.values(methods)) as any[]
    for (const name of Object.keys(pageSizes)) {
      const op = operations.find((o) => o.operationId === name)
      expect(op.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name), name).toEqual(expect.arrayContaining(['page', 'limit']))
      const reply = doc.components.schemas[op.responses['200'].content['application/json'].schema.$ref.split('/').at(-1)]
      expect(reply.required, name).toEqual(expect.arrayContaining(['page', 'limit', 'total']))
    }
    expect(doc.info.description).toContain('## Paging')
  })
})

/** Every .ts file under a directory. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })
}

describe('the error codes', () => {
  it('lists every code of the catalogue', () => {
    expect(doc.components.schemas.ErrorCode.enum).toEqual(errorCodes)
    expect(doc.components.schemas.ErrorReply.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' })
    expect(doc.components.schemas.ErrorReply.required).toEqual(expect.arrayContaining(['success', 'code', 'msg']))
  })

  it('names every code the server\'s source sends', () => {
    const found = new Set<string>()
    const patterns = [
      /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|tooMany)\(\s*'([^']+)'/g,
      /new HttpError\(\s*\d{3}\s*,\s*'([^']+)'/g,
      /success: false, code: '([a-z_]+)'/g,
      /\berrorMessage\(\s*'([a-z_]+)'/g,
      /'(db_[a-z_]+)'/g,
      /\b\d{3}: '([a-z_]+)'/g,
    ]
    // The staff API (src/server/staff, /api/ops/v1) is Simu's own back office, not in this document: its ops_* codes are its own.
    for (const file of sources('src/server').filter((f) => !f.includes('src/server/staff/'))) {
      const text = readFileSync(file, 'utf8')
      for (const pattern of patterns) for (const m of text.matchAll(pattern)) found.add(m[1]!)
    }
    const codes = [...found].map((literal) => (isErrorCode(literal) ? literal : codeForEnglish(literal) ?? literal))
    expect(codes.length).toBeGreaterThan(100)
    const documented = new Set(doc.components.schemas.ErrorCode.enum)
    expect(codes.filter((code) => /^[a-z_]+$/.test(code) && !documented.has(code))).toEqual([])
  })
})

describe('the reference page', () => {
  it('is served at /api/docs with its script from this server and a policy with a nonce', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const csp = String(res.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("connect-src 'self'")
    expect(csp).not.toMatch(/https?:/)
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!)
    expect(scripts.length).toBeGreaterThan(0)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    const sources = scripts.flatMap((a) => /src="([^"]+)"/.exec(a)?.[1] ?? [])
    expect(sources).toEqual(['js/scalar.js'])
    expect(res.body).not.toMatch(/cdn\.jsdelivr|fonts\.scalar|proxy\.scalar/)
    expect(res.body).toContain('/api/v1/openapi.json')
    // Another reply, another nonce.
    const again = await server.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(String(again.headers['content-security-policy'])).not.toContain(`'nonce-${nonce}'`)
  })

  it('serves the reference\'s script itself', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body.length).toBeGreaterThan(100_000)
  })

  it('redirects /api/docs to /api/docs/', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 301, 302]).toContain(res.statusCode)
  })
})
