/**
 * @simu/widgets/react (issue 12 §1): each component renders its custom element, turns its camelCase props
 * into the element's attributes and its onSimu<Event> props into listeners for the hyphenated events.
 */
import { render } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { buildManifest, elementsOf } from '../../scripts/package/manifest.ts'

type Entry = typeof import('../../scripts/package/entries/react.tsx')
let components: Entry

beforeAll(async () => {
  // What the package build defines (vite.config.ts, mode package): each tag's attributes from the manifest.
  Object.assign(globalThis, { __SIMU_WIDGET_ATTRIBUTES__: Object.fromEntries(elementsOf(buildManifest()).map((e) => [e.tagName, e.attributes.map((a) => a.name)])) })
  components = await import('../../scripts/package/entries/react.tsx')
})

describe('a React component of the package', () => {
  it('renders the registered custom element with its attributes', () => {
    const { SimuCartDrawer } = components
    const { container } = render(<SimuCartDrawer country="ke" siteUrl="https://simu.example" className="cart" data-place="header" />)
    const host = container.querySelector('simu-cart-drawer')
    expect(host).not.toBeNull()
    expect(customElements.get('simu-cart-drawer')).toBeDefined()
    expect(host?.getAttribute('site-url')).toBe('https://simu.example')
    expect(host?.getAttribute('country')).toBe('ke')
    expect(host?.getAttribute('class')).toBe('cart')
    expect(host?.getAttribute('data-place')).toBe('header')
  })

  it('hears the hyphenated event through its onSimu… prop, once per event, with the latest handler', () => {
    const { SimuCartDrawer } = components
    const first = vi.fn()
    const second = vi.fn()
    const { container, rerender } = render(<SimuCartDrawer country="ke" onSimuCartChange={first} />)
    const host = container.querySelector('simu-cart-drawer')!
    host.dispatchEvent(new CustomEvent('simu-cart-change', { detail: { count: 2 } }))
    expect(first).toHaveBeenCalledTimes(1)
    expect((first.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ count: 2 })
    rerender(<SimuCartDrawer country="ke" onSimuCartChange={second} />)
    host.dispatchEvent(new CustomEvent('simu-cart-change', { detail: { count: 3 } }))
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('gives its ref the element', () => {
    const { SimuPriceChecker } = components
    const ref = { current: null as HTMLElement | null }
    render(<SimuPriceChecker ref={ref} country="ke" sellUrl="/sell" />)
    expect(ref.current?.tagName).toBe('SIMU-PRICE-CHECKER')
    expect(ref.current?.getAttribute('sell-url')).toBe('/sell')
  })
})
