/**
 * The cart (shop-and-repair.md §3-4): lines unique by variant id plus colour, totals, and the list kept
 * in local storage under cartList with the 1000 ms debounce of shop-and-repair.md / sell-side.md §9.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartCount, cartTotal, mergeLine, typedQuantity, type CartLine } from '../../src/core/domain/cart'

const line = (variantId: string, colorId: string, price = 30_000, quantity = 1): CartLine => ({
  modelName: 'Galaxy S21',
  modelId: 'samsung-galaxy-s21',
  modelImage: '/images/phones/samsung-galaxy-s21.svg',
  variant: { _id: variantId, quantity, price, color: { id: colorId, value: '#888', label: colorId }, ram: 8, storage: 128 },
})

describe('mergeLine (shop-and-repair.md §4: adding to the cart)', () => {
  describe('adding a phone not yet in the cart', () => {
    it('adds a new line with quantity 1, whatever quantity the caller passed', () => {
      const lines = mergeLine([], line('v1', 'black', 30_000, 5))
      expect(lines).toHaveLength(1)
      expect(lines[0]!.variant.quantity).toBe(1)
    })
  })

  describe('adding the same variant in the same colour again', () => {
    it('raises that line by 1 instead of adding a line', () => {
      const once = mergeLine([], line('v1', 'black'))
      const twice = mergeLine(once, line('v1', 'black'))
      const thrice = mergeLine(twice, line('v1', 'black'))
      expect(thrice).toHaveLength(1)
      expect(thrice[0]!.variant.quantity).toBe(3)
      // the earlier list is not changed under the caller's feet
      expect(once[0]!.variant.quantity).toBe(1)
    })
  })

  describe('adding the same variant in another colour', () => {
    it('adds a separate line of 1', () => {
      const lines = mergeLine(mergeLine([], line('v1', 'black')), line('v1', 'white'))
      expect(lines.map((l) => [l.variant.color.id, l.variant.quantity])).toEqual([['black', 1], ['white', 1]])
    })
  })

  describe('adding another variant in the same colour', () => {
    it('adds a separate line of 1', () => {
      const lines = mergeLine(mergeLine([], line('v1', 'black')), line('v2', 'black'))
      expect(lines).toHaveLength(2)
    })
  })
})

describe('typedQuantity (shop-and-repair.md §4: the quantity field takes the absolute value)', () => {
  it('takes the absolute value of a negative number', () => {
    expect(typedQuantity('-3')).toBe(3)
    expect(typedQuantity(-2)).toBe(2)
  })
  it('never goes under 1', () => {
    expect(typedQuantity('0')).toBe(1)
    expect(typedQuantity('')).toBe(1)
    expect(typedQuantity('abc')).toBe(1)
    expect(typedQuantity('-0.4')).toBe(1)
  })
  it('keeps whole numbers only', () => {
    expect(typedQuantity('2.7')).toBe(2)
    expect(typedQuantity(4)).toBe(4)
  })
})

describe('cartCount and cartTotal (shop-and-repair.md §3: total is the sum of price times quantity)', () => {
  it('count every phone and add up price times quantity', () => {
    const lines = [line('v1', 'black', 30_000, 2), line('v2', 'white', 12_500, 1), line('v3', 'red', 1_000, 4)]
    expect(cartCount(lines)).toBe(7)
    expect(cartTotal(lines)).toBe(76_500)
  })
  it('are 0 for an empty cart', () => {
    expect(cartCount([])).toBe(0)
    expect(cartTotal([])).toBe(0)
  })
})

describe('the $cart store', () => {
  const key = 'simu.cartList'

  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const load = () => import('../../src/core/stores/cart')

  describe('after a phone is added', () => {
    it('writes the cart to local storage only once 1000 ms have passed without changes (sell-side.md §9)', async () => {
      vi.useFakeTimers()
      const { $cart, addToCart, $cartCount } = await load()
      addToCart(line('v1', 'black'))
      expect($cartCount.get()).toBe(1)
      expect(localStorage.getItem(key)).toBeNull()
      vi.advanceTimersByTime(999)
      expect(localStorage.getItem(key)).toBeNull()
      vi.advanceTimersByTime(1)
      expect(JSON.parse(localStorage.getItem(key)!)).toEqual($cart.get())
      expect(JSON.parse(localStorage.getItem(key)!)[0].variant._id).toBe('v1')
    })

    it('restarts the wait on every change, so a burst of changes is written once with the last value', async () => {
      vi.useFakeTimers()
      const { addToCart } = await load()
      const setItem = vi.spyOn(Storage.prototype, 'setItem')
      addToCart(line('v1', 'black'))
      vi.advanceTimersByTime(600)
      addToCart(line('v1', 'black'))
      vi.advanceTimersByTime(600)
      expect(localStorage.getItem(key)).toBeNull()
      vi.advanceTimersByTime(400)
      expect(JSON.parse(localStorage.getItem(key)!)[0].variant.quantity).toBe(2)
      expect(setItem.mock.calls.filter(([k]) => k === key)).toHaveLength(1)
      setItem.mockRestore()
    })
  })

  describe('when the page opens with a stored cart', () => {
    it('restores the stored lines', async () => {
      localStorage.setItem(key, JSON.stringify([line('v1', 'black', 30_000, 2)]))
      const { $cart, $cartTotal } = await load()
      expect($cart.get()).toHaveLength(1)
      expect($cartTotal.get()).toBe(60_000)
    })

    it('starts with an empty cart when the stored value is not JSON', async () => {
      localStorage.setItem(key, '{not json')
      const { $cart } = await load()
      expect($cart.get()).toEqual([])
    })

    it('starts with an empty cart when the stored value is not a list', async () => {
      localStorage.setItem(key, JSON.stringify({ lines: [line('v1', 'black')] }))
      const { $cart } = await load()
      expect($cart.get()).toEqual([])
    })

    it('drops lines that are not cart lines', async () => {
      localStorage.setItem(key, JSON.stringify([line('v1', 'black'), { modelId: 'x' }, line('v2', 'white', 10, 0), null]))
      const { $cart } = await load()
      expect($cart.get().map((l) => l.variant._id)).toEqual(['v1'])
    })
  })

  describe('when another tab changes the cart', () => {
    it('follows the other tab through the storage event', async () => {
      const { $cart, $cartCount } = await load()
      const seen: number[] = []
      const unbind = $cartCount.subscribe((n) => seen.push(n))
      const other = [line('v1', 'black', 30_000, 2), line('v2', 'white', 12_500, 1)]
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: JSON.stringify(other) }))
      expect($cart.get()).toEqual(other)
      expect(seen).toEqual([0, 3])
      unbind()
    })

    it('ignores storage events for other keys', async () => {
      const { $cart } = await load()
      const unbind = $cart.listen(() => {})
      window.dispatchEvent(new StorageEvent('storage', { key: 'somebody.else', newValue: JSON.stringify([line('v1', 'black')]) }))
      expect($cart.get()).toEqual([])
      unbind()
    })

    it('empties the cart when the other tab removed it', async () => {
      localStorage.setItem(key, JSON.stringify([line('v1', 'black')]))
      const { $cart } = await load()
      const unbind = $cart.listen(() => {})
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }))
      expect($cart.get()).toEqual([])
      unbind()
    })
  })

  describe('the store actions', () => {
    it('remove a line, set a typed quantity and clear the cart', async () => {
      const { $cart, addToCart, removeFromCart, setQuantity, clearCart, $cartCount } = await load()
      addToCart(line('v1', 'black'))
      addToCart(line('v2', 'white'))
      setQuantity(line('v1', 'black'), '-4')
      expect($cartCount.get()).toBe(5)
      removeFromCart(line('v1', 'black'))
      expect($cart.get().map((l) => l.variant._id)).toEqual(['v2'])
      clearCart()
      expect($cart.get()).toEqual([])
    })
  })
})
