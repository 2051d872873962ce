import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { widgetFolder, widgetTags, type WidgetTag } from '@widgets/tags'
import { themeDefaults, themeProperties } from '@widgets/ui/theme.css'
import { buttonPart } from '@widgets/ui/Button'
import { firstScreen } from '@widgets/ui/tokens'

/**
 * Issue 12, section 2: the styling contract (--simu-* custom properties and ::part() names) is written
 * three times: in the theme, in each element.ts's JSDoc header (which custom-elements.json is made from)
 * and in docs/embedding.md's Styling section. They must say the same.
 */

const leaves = (tree: Record<string, Record<string, string>>) => Object.values(tree).flatMap((group) => Object.values(group))
const propertyNames = leaves(themeProperties).map((v) => /^var\((--simu-[\w-]+)\)$/.exec(v)![1]!)
const defaults = Object.fromEntries(leaves(themeProperties).map((v, i) => [propertyNames[i]!, leaves(themeDefaults)[i]!]))
const reserving = new Set<string>(Object.keys(firstScreen).map((key) => key.replace(/\[.*$/, '')))

const header = (tag: WidgetTag) => readFileSync(`src/widgets/${widgetFolder(tag)}/element.ts`, 'utf8').split('*/')[0]!
// ` * @cssprop {<color>} [--simu-color-brand=#0b5fff] - the main colour…` (the manifest's format, scripts/package).
const cssprops = (tag: WidgetTag) => [...header(tag).matchAll(/^ \* @cssprop \{[^}]*\} \[(--[\w-]+)(?:=([^\]]*))?\] - (.+)$/gm)].map((m) => ({ name: m[1]!, fallback: m[2], description: m[3]! }))
const cssparts = (tag: WidgetTag) => [...header(tag).matchAll(/^ \* @csspart ([\w-]+) - .+$/gm)].map((m) => m[1]!)

const docs = readFileSync('docs/embedding.md', 'utf8')
const styling = docs.slice(docs.indexOf('\n## Styling\n'), docs.indexOf('\n## Isolation\n'))
/** The body rows of the first markdown table whose header row is `header`, split into cells. */
const firstTable = (text: string, header: string) => {
  const start = text.indexOf(`\n${header}\n`)
  expect(start, header).toBeGreaterThan(-1)
  const rows = text.slice(start + 1).split('\n\n')[0]!.split('\n').slice(2)
  return rows.map((line) => line.slice(2, -2).split(' | '))
}
const vocabulary = firstTable(styling, '| Part | What it is |').map(([name]) => name!.replace(/`/g, ''))

describe('the --simu-* custom properties', () => {
  it('are listed one per line, with their defaults, in every element.ts', () => {
    for (const tag of widgetTags) {
      const listed = cssprops(tag)
      const expected = reserving.has(tag) ? [...propertyNames, '--simu-reserved-height'] : propertyNames
      expect(listed.map((p) => p.name), tag).toEqual(expected)
      for (const { name, fallback } of listed) if (name in defaults) expect(fallback, `${tag} ${name}`).toBe(defaults[name])
    }
  })

  it('are the rows of the docs table, with the same defaults', () => {
    const rows = firstTable(styling, '| Property | What it changes | Default |')
    expect(rows.map(([name]) => name!.replace(/`/g, ''))).toEqual(propertyNames)
    for (const [name, , value] of rows) expect(value!.replace(/`/g, ''), name).toBe(defaults[name!.replace(/`/g, '')])
  })
})

describe('the ::part() names', () => {
  it('of each tag are the same in its element.ts and in the docs, and each is in the documented vocabulary', () => {
    const perTag = Object.fromEntries(firstTable(styling, '| Tag | Parts |').map(([tag, parts]) => [tag!.replace(/[`<>]/g, ''), parts!.replace(/`/g, '').split(' ')]))
    expect(Object.keys(perTag).sort()).toEqual([...widgetTags].sort())
    for (const tag of widgetTags) {
      expect(cssparts(tag), tag).toEqual(perTag[tag])
      expect(cssparts(tag).filter((name) => !vocabulary.includes(name)), tag).toEqual([])
      // Every tag can show the wrong-attribute panel and its first screen's spinner.
      expect(cssparts(tag), tag).toEqual(expect.arrayContaining(['error', 'spinner']))
    }
  })

  it('used anywhere in the widgets are in the vocabulary', () => {
    const files = readdirSync('src/widgets', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))
    const used = new Set(Object.values(buttonPart).flatMap((names) => names.split(' ')))
    for (const file of files) {
      const source = readFileSync(`src/widgets/${file}`, 'utf8')
      for (const [, literal, expression] of source.matchAll(/\bpart=(?:"([^"]*)"|\{([^}]*)\})/g)) {
        const texts = literal !== undefined ? [literal] : [...expression!.matchAll(/'([^']*)'/g)].map((m) => m[1]!)
        for (const text of texts) for (const name of text.split(' ').filter(Boolean)) used.add(name)
      }
    }
    expect([...used].filter((name) => !vocabulary.includes(name))).toEqual([])
    expect(used.size).toBeGreaterThan(20)
  })
})
