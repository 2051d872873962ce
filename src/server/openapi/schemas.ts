/**
 * The contract's zod schemas as JSON Schema (draft 2020-12, what OpenAPI 3.1 speaks), with zod 4's
 * toJSONSchema. The contract schemas are every schema a call uses (body, query, reply) and every
 * schema the contract files export by name (core/<area>/contract.ts and the building blocks of
 * platform/api/define.ts). Each is converted on its own: requests as zod reads them (io 'input'),
 * replies as the server writes them (io 'output'); when the two differ, the request's is named
 * `<Name>Input`. Nothing is left to throw: a type JSON Schema cannot say is recorded (and written as
 * any value), a conversion that fails is recorded, and rules JSON Schema has no word for (refinements:
 * a checksum, a date that exists, exactly one of two fields) are written into the description.
 */
import * as z from 'zod/mini'
import * as account from '@core/account/contract'
import * as catalogue from '@core/catalogue/contract'
import * as checkout from '@core/checkout/contract'
import * as define from '@core/platform/api/define'
import { calls } from '@core/platform/api/registry'
import * as repair from '@core/repair/contract'
import * as sell from '@core/sell/contract'
import * as shop from '@core/shop/contract'
import * as site from '@core/site/contract'

type Schema = z.ZodMiniType
export type JsonSchema = Record<string, unknown>
type Io = 'input' | 'output'

/** The contract's modules, in the order their names are taken (a schema exported twice keeps its first name). */
export const contractModules = { define, account, catalogue, sell, site, shop, checkout, repair } as const

export const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && '_zod' in value

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

export interface ContractSchema {
  name: string
  schema: Schema
  /** How it is read: 'input' for request bodies and queries, 'output' for replies; both when a call uses it both ways. */
  io: Set<Io>
  /** A call's body, query or reply (otherwise a named part, read as its name suggests: `...Body` and `...Query` as requests). */
  called: boolean
}

/** Every contract schema once, by name: the exported ones first, then each call's unnamed ones (`<Call>Body`, `<Call>Query`, `<Call>Reply`). */
export function contractSchemas(): ContractSchema[] {
  const byObject = new Map<Schema, ContractSchema>()
  for (const module of Object.values(contractModules)) {
    for (const [name, value] of Object.entries(module)) {
      // Building blocks with lower-case names (day, msg, text) are parts, not named types.
      if (!isSchema(value) || !/^[A-Z]/.test(name) || byObject.has(value)) continue
      byObject.set(value, { name, schema: value, io: new Set(/(Body|Query)$/.test(name) ? ['input'] : ['output']), called: false })
    }
  }
  const used = new Set<Schema>()
  for (const [callName, def] of Object.entries(calls) as [string, { body?: Schema; query?: Schema; reply: Schema }][]) {
    for (const [role, schema] of [['Body', def.body], ['Query', def.query], ['Reply', def.reply]] as const) {
      if (!schema) continue
      const io: Io = role === 'Reply' ? 'output' : 'input'
      let entry = byObject.get(schema)
      if (!entry) {
        entry = { name: `${capitalise(callName)}${role}`, schema, io: new Set(), called: true }
        byObject.set(schema, entry)
      }
      // A named schema a call uses is read the way the call uses it (a sub-schema keeps its guess from its name).
      if (!used.has(schema)) entry.io.clear()
      used.add(schema)
      entry.called = true
      entry.io.add(io)
    }
  }
  return [...byObject.values()]
}

export interface Conversion {
  /** Component name → JSON Schema. */
  components: Record<string, JsonSchema>
  /** Schema → the component name a request (input) or a reply (output) refers to. */
  refs: Map<Schema, Partial<Record<Io, string>>>
  /** How many contract schemas were converted, and those that were not (name and why). */
  converted: number
  failed: { name: string; error: string }[]
  /** Types JSON Schema cannot say, written as any value: where and what. */
  unrepresentable: { name: string; path: string; message: string }[]
}

interface Raw { json: JsonSchema; defs: Record<string, JsonSchema> }
const ios: Io[] = ['output', 'input']
const defRef = /^#\/\$defs\/(.+)$/

/**
 * Converts every contract schema; never throws. Each is converted both ways with every other named schema
 * registered under its name, so a named part (User, Quote, Store...) becomes a `$ref` to its own component
 * rather than a copy; a part whose request and reply forms differ is referred to as `<Name>Input` from requests.
 */
export function convertContract(schemas: ContractSchema[] = contractSchemas()): Conversion {
  const out: Conversion = { components: {}, refs: new Map(), converted: 0, failed: [], unrepresentable: [] }
  const raw = new Map<string, Raw>()
  for (const entry of schemas) {
    const registry = z.registry<{ id: string }>()
    for (const other of schemas) if (other !== entry && referable(other.schema)) registry.add(other.schema, { id: other.name })
    try {
      for (const io of ios) {
        const json = toJson(entry.schema, io, entry.name, out, registry)
        const defs = (json.$defs ?? {}) as Record<string, JsonSchema>
        delete json.$defs
        raw.set(`${entry.name} ${io}`, { json, defs })
      }
      out.converted++
    } catch (error) {
      out.failed.push({ name: entry.name, error: error instanceof Error ? error.message : String(error) })
    }
  }
  // Which forms are needed: each call's schemas the way the call reads them, the parts they refer to in the same
  // form, then each named schema nothing refers to, in the form its name suggests.
  const needed = new Set<string>()
  const need = (name: string, io: Io): void => {
    const key = `${name} ${io}`
    if (needed.has(key) || !raw.has(key)) return
    needed.add(key)
    for (const part of namesIn(raw.get(key)!.json)) need(part, io)
  }
  for (const entry of schemas) if (entry.called) for (const io of entry.io) need(entry.name, io)
  for (const entry of schemas) if (!needed.has(`${entry.name} output`) && !needed.has(`${entry.name} input`)) for (const io of entry.io) need(entry.name, io)
  const differs = memo((name: string, again: (n: string) => boolean): boolean => {
    const [input, output] = [raw.get(`${name} input`), raw.get(`${name} output`)]
    if (!input || !output) return false
    return JSON.stringify(input.json) !== JSON.stringify(output.json) || namesIn(input.json).some((n) => n !== name && again(n))
  })
  // A request's form keeps the plain name unless the reply's form is in the document too and says something else.
  const componentName = (name: string, io: Io) => (io === 'input' && needed.has(`${name} output`) && differs(name) ? `${name}Input` : name)
  const emit = (name: string, io: Io): string => {
    const key = componentName(name, io)
    if (out.components[key]) return key
    const own = raw.get(`${name} ${io}`)!
    out.components[key] = {}
    out.components[key] = rewrite(own.json, own.defs, io) as JsonSchema
    return key
  }
  // A `$ref` to X's component where the part is X itself; a copy otherwise (X failed, or it differs here).
  const rewrite = (node: unknown, defs: Record<string, JsonSchema>, io: Io): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, defs, io))
    if (typeof node !== 'object' || node === null) return node
    const name = typeof (node as JsonSchema).$ref === 'string' ? defRef.exec((node as { $ref: string }).$ref)?.[1] : undefined
    if (name !== undefined) {
      const own = raw.get(`${name} ${io}`)
      if (own && JSON.stringify(own.json) === JSON.stringify(defs[name])) return { $ref: `#/components/schemas/${emit(name, io)}` }
      return rewrite(defs[name], defs, io)
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, rewrite(v, defs, io)]))
  }
  for (const entry of schemas) {
    const refs: Partial<Record<Io, string>> = {}
    for (const io of ios) if (needed.has(`${entry.name} ${io}`)) refs[io] = emit(entry.name, io)
    out.refs.set(entry.schema, refs)
  }
  return out
}

/** Objects, lists and choices are referred to by name; a plain string, number or flag (Id, Money, Flag) is written out. */
const referable = (schema: Schema) => !['string', 'number', 'boolean'].includes((schema as { _zod: { def: { type: string } } })._zod.def.type)

/** The names a raw conversion refers to in its $defs. */
function namesIn(json: unknown): string[] {
  return [...JSON.stringify(json).matchAll(/"\$ref":"#\/\$defs\/([^"]+)"/g)].map((m) => m[1]!)
}

function memo(f: (name: string, again: (name: string) => boolean) => boolean): (name: string) => boolean {
  const known = new Map<string, boolean>()
  const again = (name: string): boolean => {
    if (!known.has(name)) {
      known.set(name, false)
      known.set(name, f(name, again))
    }
    return known.get(name)!
  }
  return again
}

function toJson(schema: Schema, io: Io, name: string, out: Conversion, registry: z.core.$ZodRegistry<{ id: string }>): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    metadata: registry,
    reused: 'inline',
    cycles: 'throw',
    unrepresentable: ({ path, message }) => {
      out.unrepresentable.push({ name, path: path.join('.'), message })
      return 'any'
    },
    override: ({ zodSchema, jsonSchema }) => describeRefinements(zodSchema, jsonSchema as JsonSchema),
  }) as JsonSchema
  delete json.$schema
  return json
}

interface CheckDef { check?: string; error?: (issue?: unknown) => unknown }

/** The messages of a schema's custom checks (z.refine), which JSON Schema cannot express, in its description. */
function describeRefinements(schema: unknown, json: JsonSchema): void {
  const checks = ((schema as { _zod?: { def?: { checks?: { _zod?: { def?: CheckDef } }[] } } })._zod?.def?.checks ?? [])
  const rules = checks.flatMap((check) => {
    const def = check._zod?.def
    if (def?.check !== 'custom') return []
    let message: unknown
    try {
      message = typeof def.error === 'function' ? def.error({}) : undefined
    } catch {
      message = undefined
    }
    return [typeof message === 'string' && message !== '' ? message : 'a further rule']
  })
  if (rules.length === 0) return
  const said = `Also checked by the server (400 invalid_input otherwise): ${[...new Set(rules)].join('; ')}.`
  json.description = typeof json.description === 'string' ? `${json.description} ${said}` : said
}
