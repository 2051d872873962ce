import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { widgetEntries, widgetFolder, widgetTags } from '@widgets/tags'

describe('widgets/tags.ts: one list of tags', () => {
  it('derives the build entry of every tag from the list, and nothing else', () => {
    expect(Object.keys(widgetEntries)).toEqual([...widgetTags])
    for (const tag of widgetTags) expect(widgetEntries[tag]).toBe(`src/widgets/${widgetFolder(tag)}/element.ts`)
  })

  it("has, for every tag, a folder whose element.ts registers that tag and whose index.ts is its door", () => {
    for (const tag of widgetTags) {
      const folder = `src/widgets/${widgetFolder(tag)}`
      expect(readFileSync(`${folder}/element.ts`, 'utf8')).toContain(`defineElement('${tag}'`)
      expect(existsSync(`${folder}/index.ts`), `${folder}/index.ts`).toBe(true)
    }
  })
})
