import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { keepStillCss } from '@widgets/ui/tokens'

/** The first screens' heights are written three times: tokens.ts (the widgets' own reserve), the docs and the demo pages. */
describe("the partner's :not(:defined) rule", () => {
  const rule = keepStillCss()

  it('in docs/embedding.md is the one the widgets reserve (tokens.ts firstScreen)', () => {
    const docs = readFileSync('docs/embedding.md', 'utf8')
    expect(/## Keep your page still[^]*?```css\n([^]*?)```/.exec(docs)?.[1]).toBe(rule)
  })

  it('is the demo pages’ shared stylesheet, which each demo imports', () => {
    expect(readFileSync('src/hosts/shared/keep-still.css', 'utf8').split('\n').slice(1).join('\n')).toBe(rule)
    for (const host of ['partner', 'dealer', 'samsung']) expect(readFileSync(`src/hosts/${host}/${host}.css`, 'utf8'), host).toContain("@import '../shared/keep-still.css';")
  })
})
