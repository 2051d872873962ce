/**
 * The cart drawer as a shopper uses it (shop-and-repair.md §2 Cart, §4, §5): the icon opens it, so does
 * any widget's openCart(); plus, minus and remove change the cart; focus stays inside while it is open,
 * Escape closes it and focus returns to the icon; every change is told to the host page (simu:cart-change).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CartLine } from '@core/domain/cart'
import { closeCart, createCart, openCart } from '@core/shop'
import { setCountry, setLanguage } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { CartDrawer } from '@widgets/cart-drawer/CartDrawer'
import { galaxyS21, iphone12 } from '../../stories/Cart.fixtures'

const stock: Record<string, number> = { [iphone12.variant._id]: 2, [galaxyS21.variant._id]: 8 }
let opened: string[]
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  closeCart()
  opened = []
  setNavigator((path) => opened.push(path))
})
afterEach(() => closeCart())

function setup(lines: CartLine[]) {
  const cart = createCart({ $lines: atom(lines), stock: async (id) => stock[id] ?? 0, currency: () => 'KES' })
  const events: { reason: 'load' | 'change'; count: number; total: number; lines: CartLine[] }[] = []
  const listener = (e: Event) => events.push((e as CustomEvent).detail)
  document.addEventListener('simu:cart-change', listener)
  const view = render(<main><button type="button">Before</button><CartDrawer country="ke" cart={cart} /></main>)
  return { cart, events, view, done: () => document.removeEventListener('simu:cart-change', listener) }
}
const icon = (name: RegExp | string = /^Cart, /) => screen.getByRole('button', { name })
const dialog = () => screen.getByRole('dialog', { name: 'Your cart' })
const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
const active = () => document.activeElement as HTMLElement

describe('opening and closing', () => {
  it('the icon opens the drawer, focus moves into it, Tab stays inside, Escape closes it and focus returns to the icon', async () => {
    const { done } = setup([iphone12])
    const button = icon('Cart, 1 phone')
    button.focus()
    fireEvent.click(button)
    await waitFor(() => expect(dialog().contains(active())).toBe(true))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await settled()
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    const tabbable = [...dialog().querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
    tabbable.at(-1)!.focus()
    fireEvent.keyDown(active(), { key: 'Tab' })
    expect(active()).toBe(tabbable[0])
    fireEvent.keyDown(active(), { key: 'Tab', shiftKey: true })
    expect(active()).toBe(tabbable.at(-1))
    fireEvent.keyDown(active(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(active()).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    done()
  })

  it('opens when any widget calls openCart(), and the close button closes it', async () => {
    const { done } = setup([])
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openCart())
    expect(within(dialog()).getByText('No items in cart')).toBeTruthy()
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close cart' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    done()
  })
})

describe('changing the cart in the drawer', () => {
  it('plus up to the stock, minus down to 1, remove; the icon, total and host page follow every change', async () => {
    const { cart, events, done } = setup([iphone12, galaxyS21])
    fireEvent.click(icon('Cart, 3 phones'))
    await settled()
    const plus = () => within(dialog()).getByRole('button', { name: 'One more iPhone 12 Black' }) as HTMLButtonElement
    const minus = () => within(dialog()).getByRole('button', { name: 'One less iPhone 12 Black' }) as HTMLButtonElement
    const total = () => within(dialog()).getByText('Items Total').parentElement!.textContent

    expect(minus().disabled).toBe(true)
    fireEvent.click(plus())
    await settled()
    expect(cart.$lines.get()[0]!.variant.quantity).toBe(2)
    expect(icon('Cart, 4 phones').textContent).toBe('4')
    expect(total()).toBe('Items TotalKsh 112,700')
    // Two is all there is: plus is disabled and says so.
    expect(plus().disabled).toBe(true)
    expect(within(dialog()).getByText('Only 2 left in stock')).toBeTruthy()
    expect(minus().disabled).toBe(false)

    fireEvent.click(minus())
    expect(cart.$lines.get()[0]!.variant.quantity).toBe(1)
    expect(minus().disabled).toBe(true)
    expect(plus().disabled).toBe(false)

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove Galaxy S21 Phantom Violet from the cart' }))
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(1)
    expect(total()).toBe('Items TotalKsh 29,900')
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Remove iPhone 12 Black from the cart' }))
    expect(within(dialog()).getByText('No items in cart')).toBeTruthy()
    expect(icon('Cart, empty')).toBeTruthy()

    // The cart as it was when the drawer started, then each change (issue 12 §3.5).
    expect(events.map((e) => `${e.reason} ${e.count}`)).toEqual(['load 3', 'change 4', 'change 3', 'change 1', 'change 0'])
    expect(events[1]!.total).toBe(112_700)
    expect(events[1]!.lines.map((l) => l.variant._id)).toEqual([iphone12.variant._id, galaxyS21.variant._id])
    done()
  })

  it('on the site, Checkout and View cart go through the router and close the drawer', async () => {
    const { done } = setup([iphone12])
    act(() => openCart())
    const checkout = within(dialog()).getByRole('link', { name: 'Checkout' })
    expect(checkout.getAttribute('href')).toBe('/ke/ecommerce/checkout')
    fireEvent.click(checkout)
    expect(opened).toEqual(['/ke/ecommerce/checkout'])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    done()
  })
})

describe('two drawers on one page (issue 12 §3.4)', () => {
  function twoDrawers() {
    const cart = createCart({ $lines: atom([iphone12]), stock: async (id) => stock[id] ?? 0, currency: () => 'KES' })
    const events: string[] = []
    const listener = (e: Event) => events.push(`${(e as CustomEvent).detail.reason} ${(e as CustomEvent).detail.count}`)
    document.addEventListener('simu:cart-change', listener)
    render(
      <>
        <header><CartDrawer country="ke" cart={cart} /></header>
        <section><button type="button">Add to cart</button><CartDrawer country="ke" cart={cart} /></section>
      </>,
    )
    return { cart, events, done: () => document.removeEventListener('simu:cart-change', listener) }
  }
  const icons = () => screen.getAllByRole('button', { name: 'Cart, 1 phone' })

  it('opens only the drawer nearest to what asked for the cart, and gives the focus back to it', async () => {
    const { done } = twoDrawers()
    const add = screen.getByRole('button', { name: 'Add to cart' })
    act(() => openCart(add))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(dialog().closest('section')).not.toBeNull()
    expect(icons().map((i) => i.getAttribute('aria-expanded'))).toEqual(['false', 'true'])
    fireEvent.keyDown(active(), { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(active()).toBe(add)
    done()
  })

  it("a drawer's own icon opens that drawer; without a caller, the first opens", () => {
    const { done } = twoDrawers()
    fireEvent.click(icons()[0]!)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(dialog().closest('header')).not.toBeNull()
    act(() => closeCart())
    fireEvent.click(icons()[1]!)
    expect(dialog().closest('section')).not.toBeNull()
    act(() => closeCart())
    act(() => openCart())
    expect(dialog().closest('header')).not.toBeNull()
    done()
  })

  it('tells the page once per change, and once at load', async () => {
    const { cart, events, done } = twoDrawers()
    act(() => cart.remove(iphone12))
    expect(events).toEqual(['load 1', 'change 0'])
    expect(cart.snapshot()).toEqual({ lines: [], count: 0, total: 0, currency: null })
    done()
  })
})
