/**
 * custom-elements.json from the JSDoc contract at the top of each src/widgets/<name>/element.ts, with
 * @custom-elements-manifest/analyzer and a plugin of ours: the widgets have no class (defineElement() makes
 * one with r2wc), so the analyzer's own class reading finds nothing, and the plugin reads the header instead.
 *
 * The header, one tag per line (a line that does not start with @ continues the tag above it):
 *   @tag simu-price-checker
 *   @summary One sentence.
 *   @attr {'ke' | 'tz' | 'ug'} [country] - what it does (default: …)      [name=default] when it has a literal default
 *   @prop {string | undefined} sellUrl - the sell-url attribute as a property
 *   @fires {SimuEstimateQuoteDetail} simu-quote - when it is sent        the type is the detail's (src/widgets/events.ts)
 *   @csspart base - what the part is
 *   @cssprop {<color>} [--simu-color-brand=#0b5fff] - what it colours    {syntax}, as in CSS @property
 * (@attribute, @property, @event, @cssproperty and @part are read as the same tags.)
 *
 * Usage: node --import tsx scripts/package/manifest.ts [out.json]   (prints it without an argument)
 */
import { readFileSync, writeFileSync } from 'node:fs'
import * as analyzer from '@custom-elements-manifest/analyzer'
import type { InitializeParams, Plugin } from '@custom-elements-manifest/analyzer'
import { widgetFolder, widgetTags } from '../../src/widgets/tags.ts'

export interface ManifestAttribute { name: string; type: { text: string }; default?: string; description: string; fieldName?: string }
export interface ManifestField { kind: 'field'; name: string; type: { text: string }; description: string; attribute?: string; privacy: 'public' }
export interface ManifestEvent { name: string; type: { text: string }; description: string }
export interface ManifestPart { name: string; description: string }
export interface ManifestCssProperty { name: string; syntax?: string; default?: string; description: string }
export interface ManifestElement {
  kind: 'class'
  customElement: true
  name: string
  tagName: string
  summary: string
  description: string
  attributes: ManifestAttribute[]
  members: ManifestField[]
  events: ManifestEvent[]
  slots: []
  cssParts: ManifestPart[]
  cssProperties: ManifestCssProperty[]
}
export interface ManifestModule {
  kind: 'javascript-module'
  path: string
  declarations: (ManifestElement | { kind: string; name: string })[]
  exports: { kind: string; name: string; declaration: { name: string; module?: string } }[]
}
export interface Manifest { schemaVersion: string; readme: string; modules: ManifestModule[] }

// The analyzer's own TypeScript (its syntax kinds), and create(), which its declarations leave out.
type AnalyzerTs = InitializeParams['ts']
const { create, ts } = analyzer as unknown as {
  ts: AnalyzerTs
  create(options: { modules: ReturnType<AnalyzerTs['createSourceFile']>[]; plugins: Plugin[]; context: Record<string, unknown> }): unknown
}

const aliases: Record<string, string> = { attribute: 'attr', property: 'prop', event: 'fires', cssproperty: 'cssprop', part: 'csspart' }
const line = /^@(\w+)\s+(?:\{([^}]*)\}\s+)?(\[[^\]]*\]|\S+)(?:\s+-\s+([\s\S]*))?$/
const pascal = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_: string, __: string, c: string) => c.toUpperCase())
const camel = (name: string) => name.replace(/-([a-z])/g, (_: string, c: string) => c.toUpperCase())

/** The tags of one JSDoc block, continuation lines joined to the tag above them. */
function tagLines(block: string): { description: string; tags: string[] } {
  const lines = block.split('\n').map((l) => l.replace(/^\s*\*?\s?/, '').trimEnd())
  const tags: string[] = []
  const description: string[] = []
  for (const l of lines) {
    if (l.startsWith('@')) tags.push(l)
    else if (tags.length > 0 && l.trim()) tags[tags.length - 1] += ` ${l.trim()}`
    else if (l.trim()) description.push(l.trim())
  }
  return { description: description.join(' '), tags }
}

/** One element's declaration from its header; undefined when the block has no @tag. */
export function parseContract(block: string): ManifestElement | undefined {
  const { description, tags } = tagLines(block)
  const element: ManifestElement = { kind: 'class', customElement: true, name: '', tagName: '', summary: '', description, attributes: [], members: [], events: [], slots: [], cssParts: [], cssProperties: [] }
  for (const text of tags) {
    const rawTag = /^@(\w+)/.exec(text)?.[1] ?? ''
    const tag = aliases[rawTag] ?? rawTag
    const [, , type, rawName = '', rest = ''] = line.exec(text) ?? []
    const optional = /^\[(.*)\]$/.exec(rawName)?.[1]
    const [name = '', fallback] = (optional ?? rawName).split(/=(.*)/s)
    const about = rest.trim()
    if (tag === 'tag' || tag === 'tagname') {
      element.tagName = name
      element.name = `${pascal(name)}Element`
    } else if (tag === 'summary') element.summary = text.replace(/^@\w+\s+/, '')
    else if (tag === 'attr') element.attributes.push({ name, type: { text: type ?? 'string' }, ...(fallback === undefined ? {} : { default: fallback }), description: about })
    else if (tag === 'prop') element.members.push({ kind: 'field', name, type: { text: type ?? 'unknown' }, description: about, privacy: 'public' })
    else if (tag === 'fires') element.events.push({ name, type: { text: `CustomEvent<${type ?? 'unknown'}>` }, description: about })
    else if (tag === 'csspart') element.cssParts.push({ name, description: about })
    else if (tag === 'cssprop') element.cssProperties.push({ name, ...(type ? { syntax: type } : {}), ...(fallback === undefined ? {} : { default: fallback }), description: about })
  }
  if (!element.tagName) return undefined
  // An attribute and the property r2wc makes of it (model-id ↔ modelId) point at each other.
  for (const attribute of element.attributes) {
    const field = element.members.find((m) => m.name === camel(attribute.name))
    if (!field) continue
    attribute.fieldName = field.name
    field.attribute = attribute.name
  }
  return element
}

/** The analyzer plugin: the first JSDoc block of a module becomes its custom element's declaration. */
export function simuElementContract(): Plugin {
  return {
    name: 'simu-element-contract',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isSourceFile(node)) return
      const block = /^\s*\/\*\*([\s\S]*?)\*\//.exec(node.getFullText())?.[1]
      const element = block === undefined ? undefined : parseContract(block)
      if (!element) return
      moduleDoc.declarations = [...(moduleDoc.declarations ?? []), element as never]
      moduleDoc.exports = [...(moduleDoc.exports ?? []), { kind: 'custom-element-definition', name: element.tagName, declaration: { name: element.name, module: moduleDoc.path ?? '' } }]
    },
    // The analyzer's clean-up drops empty lists; a widget's contract says "no CSS parts" with an empty one.
    packageLinkPhase({ customElementsManifest }) {
      for (const element of elementsOf(customElementsManifest as unknown as Manifest)) {
        for (const key of ['attributes', 'members', 'events', 'slots', 'cssParts', 'cssProperties'] as const) (element as unknown as Record<string, unknown[]>)[key] ??= []
      }
    },
  }
}

/** The element files, in the order of src/widgets/tags.ts. */
export const elementFiles = (): string[] => widgetTags.map((tag) => `src/widgets/${widgetFolder(tag)}/element.ts`)

/** The manifest of every widget (paths relative to the repository; `modulePath` renames them, e.g. for the package). */
export function buildManifest(root = process.cwd(), modulePath: (file: string, tag: string) => string = (file) => file): Manifest {
  const modules = elementFiles().map((file) => ts.createSourceFile(file, readFileSync(`${root}/${file}`, 'utf8'), ts.ScriptTarget.ES2022, true))
  const manifest = create({ modules, plugins: [simuElementContract()], context: { dev: false } }) as unknown as Manifest
  manifest.modules.forEach((module, index) => {
    const path = modulePath(module.path, widgetTags[index] ?? '')
    module.path = path
    for (const entry of module.exports) if (entry.declaration.module !== undefined) entry.declaration.module = path
  })
  return manifest
}

/** The custom element declarations of a manifest, by tag. */
export function elementsOf(manifest: Manifest): ManifestElement[] {
  return manifest.modules.flatMap((m) => m.declarations.filter((d): d is ManifestElement => 'customElement' in d && d.customElement === true))
}

if (process.argv[1]?.endsWith('manifest.ts')) {
  const json = `${JSON.stringify(buildManifest(), null, 2)}\n`
  if (process.argv[2]) writeFileSync(process.argv[2], json)
  else process.stdout.write(json)
}
