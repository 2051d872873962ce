/**
 * custom-elements.json tells the truth about the elements (issue 12 §1): it is read from the JSDoc header
 * of each element.ts, and this test holds it to what the registered element really observes and exposes,
 * so a header that forgets an attribute, or names one the element does not have, fails here.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { widgetFolder, widgetTags, type WidgetTag } from '@widgets/tags'
import { simuEventAliases, simuEventNames } from '@widgets/events'
import { buildManifest, elementsOf } from '../../scripts/package/manifest.ts'

const elements = elementsOf(buildManifest())
const modules = import.meta.glob('/src/widgets/*/element.ts')
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
const declaration = (tag: WidgetTag) => {
  const found = elements.find((e) => e.tagName === tag)
  if (!found) throw new Error(`${tag} is not in custom-elements.json`)
  return found
}

describe('custom-elements.json, read from the element headers', () => {
  it('declares every tag of src/widgets/tags.ts, once, in that order', () => {
    expect(elements.map((e) => e.tagName)).toEqual([...widgetTags])
  })

  describe.each(widgetTags)('<%s>', (tag) => {
    it('lists exactly the attributes the registered element observes, each with its camelCase property', async () => {
      await modules[`/src/widgets/${widgetFolder(tag)}/element.ts`]?.()
      const element = customElements.get(tag) as (CustomElementConstructor & { observedAttributes: string[] }) | undefined
      expect(element, `${tag} is registered`).toBeDefined()
      const { attributes, members } = declaration(tag)
      expect(attributes.map((a) => a.name).sort()).toEqual([...(element?.observedAttributes ?? [])].sort())
      for (const attribute of attributes) {
        expect(attribute.type.text, `${tag} ${attribute.name}: a type`).not.toBe('')
        expect(attribute.description, `${tag} ${attribute.name}: a description`).not.toBe('')
        expect(attribute.fieldName).toBe(camel(attribute.name))
      }
      for (const member of members) expect(member.name in (element?.prototype ?? {}), `${tag}.${member.name} is a property of the element`).toBe(true)
      // Besides the attributes' properties, a tag may have read-only properties of its own (<simu-cart-drawer>'s cart).
      const own = members.filter((m) => /^read-only\b/i.test(m.description ?? ''))
      for (const member of own) expect(Object.getOwnPropertyDescriptor(element!.prototype, member.name)?.set, `${tag}.${member.name} is read-only`).toBeUndefined()
      expect(members.filter((m) => !own.includes(m)).map((m) => m.name).sort()).toEqual(attributes.map((a) => camel(a.name)).sort())
    })

    it("types the element in the source as its header says (element.ts's HTMLElementTagNameMap entry)", () => {
      const source = readFileSync(`src/widgets/${widgetFolder(tag)}/element.ts`, 'utf8')
      const [, props = '', events = ''] = /= SimuElement<\{([\s\S]*?)\}, ([^>]+)>/.exec(source) ?? []
      const { members, events: declared } = declaration(tag)
      // lang stays HTMLElement's own (a string); every other property is typed as in the header.
      const lines = props.trim().split('\n').map((line) => line.trim()).filter((line) => !line.startsWith('/**'))
      const typed = Object.fromEntries(lines.map((line) => line.replace(/^readonly /, '').split(/: (.*)/s) as [string, string]))
      expect(typed).toEqual(Object.fromEntries(members.filter((m) => m.name !== 'lang').map((m) => [m.name, m.type.text])))
      expect(events.split(' | ').map((e) => e.replace(/'/g, '')).sort()).toEqual(declared.map((e) => e.name).filter((n) => !n.includes(':')).sort())
      expect(source).toContain(`'${tag}': ${declaration(tag).name}`)
    })

    it('names its events with their detail types, each documented name with its simu:* alias', () => {
      const { events } = declaration(tag)
      const names = events.map((e) => e.name)
      expect(names).toContain('simu-error')
      for (const name of names.filter((n) => !n.includes(':'))) {
        expect(simuEventNames).toContain(name)
        expect(names).toContain(simuEventAliases[name as keyof typeof simuEventAliases])
      }
      for (const event of events) expect(event.type.text).toMatch(/^CustomEvent<Simu\w+Detail( \| Simu\w+Detail)*>$/)
    })

    it('documents the theme custom properties with their defaults', () => {
      const { cssProperties, cssParts } = declaration(tag)
      expect(cssParts).toBeInstanceOf(Array)
      expect(cssProperties.map((p) => p.name)).toContain('--simu-color-brand')
      expect(cssProperties.find((p) => p.name === '--simu-color-brand')?.default).toBe('#0b5fff')
      for (const property of cssProperties) expect(property.name).toMatch(/^--simu-[a-z-]+$/)
    })
  })
})
