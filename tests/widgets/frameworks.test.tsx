/**
 * The framework snippets of docs/embedding.md ("Using the widgets from a framework"), run as written on an
 * element defined through the real defineElement: React 19 (the repo's react), Vue 3 (its template compiler),
 * and React 18 from a temp dir (npm install react@18 react-dom@18; skipped with a note when the registry cannot
 * be reached). Angular cannot run here: its snippet is documented only. Each checks what a developer would:
 * the attributes arrive, a property set from the framework arrives, `class` lands on the element, and the
 * framework's own listener hears the documented event name (simu-quote) with its detail.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { waitFor } from '@testing-library/react'
import { createApp, ref as vueRef } from 'vue/dist/vue.esm-bundler.js'
import { optional, text } from '@core/platform/attribute-rules'
import { defineElement } from '@widgets/ui/element'
import { useEmit } from '@widgets/ui/host'
import type { WidgetTag } from '@widgets/tags'

/** A stand-in for <simu-price-checker>: the same element class, attributes and events, no API. */
function Checker({ brand }: { brand?: string }) {
  const emit = useEmit()
  return <button type="button" onClick={() => emit('simu:quote', { brand })}>{brand ?? 'none'}</button>
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'simu-snippet': { country?: string; brand?: string; className?: string; 'onsimu-quote'?: (event: CustomEvent<{ brand?: string }>) => void; ref?: unknown }
    }
  }
}

const tag = 'simu-snippet'
beforeAll(() => {
  defineElement(tag as WidgetTag, Checker, { brand: optional(text([[/^[\w -]{1,40}$/, 'brand must be a brand name or id']])) }, (a) => ({ brand: a.brand }))
})
afterEach(() => {
  document.body.innerHTML = ''
})

const element = () => document.querySelector(tag) as HTMLElement & { brand?: string }
const button = () => element()?.shadowRoot?.querySelector('button') ?? null

describe('React 19 (the snippet in docs/embedding.md)', () => {
  it('passes attributes and className, sets a property, and hears simu-quote through onsimu-quote', async () => {
    const quotes: unknown[] = []
    // --- the snippet ---
    function TradeIn({ onQuote }: { onQuote: (detail: unknown) => void }) {
      const checker = useRef<HTMLElement & { brand?: string }>(null)
      const [brand, setBrand] = useState('samsung')
      return (
        <>
          <simu-snippet ref={checker} country="ke" brand={brand} className="trade-in" onsimu-quote={(event) => onQuote(event.detail)} />
          <button type="button" onClick={() => setBrand('nokia')}>Nokia</button>
        </>
      )
    }
    // --- end ---
    const root = document.createElement('div')
    document.body.append(root)
    createRoot(root).render(<TradeIn onQuote={(d) => quotes.push(d)} />)
    await waitFor(() => expect(button()?.textContent).toBe('samsung'))
    expect(element().getAttribute('class')).toBe('trade-in')
    expect(element().getAttribute('country')).toBe('ke')
    button()!.click()
    expect(quotes).toEqual([{ brand: 'samsung' }])
    root.querySelector<HTMLButtonElement>(':scope > button')!.click()
    await waitFor(() => expect(button()?.textContent).toBe('nokia'))
    expect(element().brand).toBe('nokia')
  })
})

describe('Vue 3 (the snippet in docs/embedding.md)', () => {
  it('binds attributes, a property and class, and hears simu-quote with @simu-quote', async () => {
    const quotes: unknown[] = []
    const root = document.createElement('div')
    document.body.append(root)
    // --- the snippet ---
    const app = createApp({
      setup: () => ({ brand: vueRef('samsung'), onQuote: (event: CustomEvent) => quotes.push(event.detail) }),
      template: `<simu-snippet country="ke" :brand="brand" class="trade-in" @simu-quote="onQuote"></simu-snippet>`,
    })
    app.config.compilerOptions.isCustomElement = (name: string) => name.startsWith('simu-')
    // --- end ---
    const vm = app.mount(root) as unknown as { brand: string }
    await waitFor(() => expect(button()?.textContent).toBe('samsung'))
    expect(element().getAttribute('class')).toBe('trade-in')
    button()!.click()
    expect(quotes).toEqual([{ brand: 'samsung' }])
    vm.brand = 'nokia'
    await waitFor(() => expect(button()?.textContent).toBe('nokia'))
    app.unmount()
  })
})

/** React 18 and react-dom 18 in a temp dir of their own (installed once, from the registry). */
function installReact18(): string | null {
  const dir = join(tmpdir(), 'simu-react18-snippet')
  const installed = join(dir, 'node_modules', 'react-dom', 'package.json')
  const is18 = () => existsSync(installed) && (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version.startsWith('18.')
  if (is18()) return dir
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'simu-react18-snippet', private: true }))
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', 'react@18', 'react-dom@18'], { cwd: dir, stdio: 'pipe', timeout: 120_000 })
    return is18() ? dir : null
  } catch (error) {
    console.warn(`React 18 snippet skipped: npm could not install react@18 here (${(error as Error).message.split('\n')[0]})`)
    return null
  }
}

describe('React 18 (the snippet in docs/embedding.md)', () => {
  let dir: string | null = null
  beforeAll(() => {
    dir = installReact18()
  }, 150_000)

  it('passes attributes and class (not className) and hears simu-quote through a ref listener', async (ctx) => {
    if (!dir) return ctx.skip()
    const load = createRequire(join(dir, 'index.js'))
    const React = load('react') as typeof import('react')
    const ReactDOM = load('react-dom/client') as typeof import('react-dom/client')
    expect(React.version).toMatch(/^18\./)
    const quotes: unknown[] = []
    // --- the snippet (React 18 passes unknown props as attributes and has no custom-element events) ---
    function TradeIn({ onQuote }: { onQuote: (detail: unknown) => void }) {
      const checker = React.useRef<HTMLElement>(null)
      React.useEffect(() => {
        const el = checker.current
        if (!el) return
        const listener = (event: Event) => onQuote((event as CustomEvent).detail)
        el.addEventListener('simu-quote', listener)
        return () => el.removeEventListener('simu-quote', listener)
      }, [onQuote])
      return React.createElement('simu-snippet', { ref: checker, country: 'ke', brand: 'samsung', class: 'trade-in' })
    }
    // --- end ---
    const root = document.createElement('div')
    document.body.append(root)
    const reactRoot = ReactDOM.createRoot(root)
    reactRoot.render(React.createElement(TradeIn, { onQuote: (d: unknown) => quotes.push(d) }))
    await waitFor(() => expect(button()?.textContent).toBe('samsung'))
    expect(element().getAttribute('class')).toBe('trade-in')
    button()!.click()
    expect(quotes).toEqual([{ brand: 'samsung' }])
    reactRoot.unmount()

    // Why the snippet writes class: React 18 copies className to an attribute named classname.
    const other = document.createElement('div')
    document.body.append(other)
    const otherRoot = ReactDOM.createRoot(other)
    otherRoot.render(React.createElement('simu-snippet', { id: 'named', className: 'trade-in' }))
    await waitFor(() => expect(document.getElementById('named')).not.toBeNull())
    expect([document.getElementById('named')!.getAttribute('class'), document.getElementById('named')!.getAttribute('classname')]).toEqual([null, 'trade-in'])
    otherRoot.unmount()
  })
})
