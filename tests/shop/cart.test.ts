/**
 * The cart (shop-and-repair.md §3-4): one line per variant (its colour is the variant's; the server keys
 * confirm_order by variant id too), totals, and the list kept
 * in local storage under cartList with the 1000 ms debounce of shop-and-repair.md / sell-side.md §9.
 */
import { atom } from 'nanostores'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { availableFor, cartCount, cartTotal, isCartLine, oneLinePerVariant, typedQuantity, type CartLine } from '@core/domain/cart'
import { createCart, type StockCheck } from '@core/shop'

const line = (variantId: string, colorId: string, price = 30_000, quantity = 1): CartLine => ({
  modelName: 'Galaxy S21',
  modelId: 'samsung-galaxy-s21',
  modelImage: '/images/phones/samsung-galaxy-s21.svg',
  variant: { _id: variantId, quantity, price, color: { id: colorId, value: '#888', label: colorId }, ram: 8, storage: 128 },
})

describe('adding to the cart (shop-and-repair.md §4), one line per variant', () => {
  // Plenty of stock and no checkout limits: only the adding rule is under test here.
  const roomy = () => createCart({ $lines: atom<CartLine[]>([]), stock: async () => 99, limits: { unitsPerVariant: 99, unitsPerOrder: 99 } })
  const shape = (lines: readonly CartLine[]) => lines.map((l) => [l.variant._id, l.variant.color.id, l.variant.quantity])

  describe('adding a phone not yet in the cart', () => {
    it('adds a new line with quantity 1, whatever quantity the caller passed', async () => {
      const cart = roomy()
      await cart.add(line('v1', 'black', 30_000, 5))
      expect(shape(cart.$lines.get())).toEqual([['v1', 'black', 1]])
    })
  })

  describe('adding the same variant in the same colour again', () => {
    it('raises that line by 1 instead of adding a line', async () => {
      const cart = roomy()
      await cart.add(line('v1', 'black'))
      const once = cart.$lines.get()
      await cart.add(line('v1', 'black'))
      await cart.add(line('v1', 'black'))
      expect(shape(cart.$lines.get())).toEqual([['v1', 'black', 3]])
      // the earlier list is not changed under the caller's feet
      expect(once[0]!.variant.quantity).toBe(1)
    })
  })

  describe('the same variant id under another colour label (the drift of issue 13)', () => {
    it('is the same line, as on the server: its quantity rises, no second line appears', async () => {
      const cart = roomy()
      await cart.add(line('v1', 'black'))
      await cart.add(line('v1', 'white'))
      expect(shape(cart.$lines.get())).toEqual([['v1', 'black', 2]])
    })

    it('a list stored with two lines of one variant reads as one line with both quantities', () => {
      expect(shape(oneLinePerVariant([line('v1', 'black', 30_000, 1), line('v2', 'red'), line('v1', 'white', 30_000, 2)]))).toEqual([['v1', 'black', 3], ['v2', 'red', 1]])
      const clean = [line('v1', 'black'), line('v2', 'red')]
      expect(oneLinePerVariant(clean)).toEqual(clean)
    })
  })

  describe('adding another variant in the same colour', () => {
    it('adds a separate line of 1', async () => {
      const cart = roomy()
      await cart.add(line('v1', 'black'))
      await cart.add(line('v2', 'black'))
      expect(shape(cart.$lines.get())).toEqual([['v1', 'black', 1], ['v2', 'black', 1]])
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

  const load = () => import('@core/shop')

  describe('after a phone is added', () => {
    it('writes the cart to local storage only once 1000 ms have passed without changes (sell-side.md §9)', async () => {
      vi.useFakeTimers()
      const { $cart, $cartCount } = await load()
      $cart.set([line('v1', 'black')])
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
      const { $cart } = await load()
      const setItem = vi.spyOn(Storage.prototype, 'setItem')
      $cart.set([line('v1', 'black')])
      vi.advanceTimersByTime(600)
      $cart.set([line('v1', 'black', 30_000, 2)])
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

  describe('a change made through the cart rules', () => {
    it('is what gets stored, once, after the debounce', async () => {
      vi.useFakeTimers()
      const { $cart } = await load()
      const cart = createCart({ $lines: $cart, stock: async () => 5 })
      await cart.add(line('v1', 'black'))
      await cart.increase(line('v1', 'black'))
      cart.decrease(line('v1', 'black'))
      await cart.add(line('v2', 'white'))
      expect(localStorage.getItem(key)).toBeNull()
      vi.advanceTimersByTime(1000)
      expect(JSON.parse(localStorage.getItem(key)!).map((l: CartLine) => [l.variant._id, l.variant.quantity])).toEqual([['v1', 1], ['v2', 1]])
    })
  })
})

/** The checkout limits lifted, so these tests meet the stock rule alone (tests/shop/cart-limits.test.ts tests the limits). */
const noLimits = { unitsPerVariant: 1000, unitsPerOrder: 1000 }

/** A cart over a plain list, whose stock checks answer from `stock` (units available by variant id) and are counted. */
function cartWith(stock: Record<string, number | null>, lines: CartLine[] = []) {
  const asked: string[] = []
  const check: StockCheck = async (id) => {
    asked.push(id)
    return id in stock ? stock[id]! : 0
  }
  return { cart: createCart({ $lines: atom(lines), stock: check, currency: () => 'KES', limits: noLimits }), asked }
}
const quantities = (cart: ReturnType<typeof createCart>) => cart.$lines.get().map((l) => [l.variant._id, l.variant.color.id, l.variant.quantity])

describe('the cart rules (shop-and-repair.md §4, §5) with the stock rule (Simu: never above the stock)', () => {
  describe('adding', () => {
    it('adds a new line of 1, then raises it by 1, checking the stock every time', async () => {
      const { cart, asked } = cartWith({ v1: 5 })
      expect(await cart.add(line('v1', 'black', 30_000, 9))).toEqual({ ok: true, quantity: 1, capped: false })
      expect(await cart.add(line('v1', 'black'))).toEqual({ ok: true, quantity: 2, capped: false })
      expect(quantities(cart)).toEqual([['v1', 'black', 2]])
      expect(asked).toEqual(['v1', 'v1'])
      expect(cart.$notice.get()).toBeNull()
    })

    it('keeps one line per variant: a colour label never splits it', async () => {
      const { cart } = cartWith({ v1: 5, v2: 5 })
      await cart.add(line('v1', 'black'))
      await cart.add(line('v1', 'white'))
      await cart.add(line('v2', 'black'))
      await cart.add(line('v1', 'black'))
      expect(quantities(cart)).toEqual([['v1', 'black', 3], ['v2', 'black', 1]])
    })

    it('adds nothing without a variant, and says why', async () => {
      const { cart, asked } = cartWith({})
      const none = { ...line('', 'black') }
      expect(await cart.add(none)).toEqual({ ok: false, problem: 'noVariant' })
      expect(await cart.add({ ...none, variant: { ...none.variant, _id: '   ' } })).toEqual({ ok: false, problem: 'noVariant' })
      expect(cart.$lines.get()).toEqual([])
      expect(cart.$notice.get()).toEqual({ kind: 'noVariant' })
      expect(asked).toEqual([])
    })

    it('refuses a phone with no stock left, with a message naming it', async () => {
      const { cart } = cartWith({ v1: 0 })
      expect(await cart.add(line('v1', 'black'))).toEqual({ ok: false, problem: 'soldOut' })
      expect(cart.$lines.get()).toEqual([])
      expect(cart.$notice.get()).toEqual({ kind: 'soldOut', line: 'v1', modelName: 'Galaxy S21' })
    })

    it("stops at the stock: the line stays at the last unit and the notice says 'Only {n} left'", async () => {
      const { cart } = cartWith({ v1: 2 })
      await cart.add(line('v1', 'black'))
      await cart.add(line('v1', 'black'))
      expect(await cart.add(line('v1', 'black'))).toEqual({ ok: false, problem: 'atStock' })
      expect(quantities(cart)).toEqual([['v1', 'black', 2]])
      expect(cart.$notice.get()).toEqual({ kind: 'capped', line: 'v1', modelName: 'Galaxy S21', available: 2 })
      expect(cart.$stock.get()).toEqual({ v1: 2 })
    })

    it('holds a variant to its stock whatever colour label a line of it carries', async () => {
      const { cart } = cartWith({ v1: 3 }, [line('v1', 'black', 30_000, 2)])
      expect(availableFor(3)).toBe(3)
      await cart.add(line('v1', 'white'))
      expect(await cart.add(line('v1', 'white'))).toEqual({ ok: false, problem: 'atStock' })
      expect(await cart.add(line('v1', 'red'))).toEqual({ ok: false, problem: 'atStock' })
      expect(quantities(cart)).toEqual([['v1', 'black', 3]])
    })

    it('refuses when the stock cannot be checked, and changes nothing', async () => {
      const { cart } = cartWith({ v1: null }, [line('v1', 'black')])
      expect(await cart.add(line('v1', 'black'))).toEqual({ ok: false, problem: 'stockUnknown' })
      expect(quantities(cart)).toEqual([['v1', 'black', 1]])
      expect(cart.$notice.get()?.kind).toBe('stockUnknown')
    })

    it('refuses a phone priced in another currency (one cart is one country’s order)', async () => {
      const { cart } = cartWith({ v1: 5, v2: 5 })
      await cart.add({ ...line('v1', 'black'), variant: { ...line('v1', 'black').variant, currency: 'KES' } })
      expect(await cart.add({ ...line('v2', 'black'), variant: { ...line('v2', 'black').variant, currency: 'TZS' } })).toEqual({ ok: false, problem: 'otherCurrency' })
      expect(cart.$notice.get()).toEqual({ kind: 'otherCurrency', currency: 'KES' })
      expect(cart.$lines.get()).toHaveLength(1)
    })
  })

  describe('plus and minus', () => {
    it('plus raises by 1 up to the stock, then caps with a message', async () => {
      const { cart } = cartWith({ v1: 2 }, [line('v1', 'black')])
      expect(await cart.increase(line('v1', 'black'))).toEqual({ ok: true, quantity: 2, capped: false })
      expect(await cart.increase(line('v1', 'black'))).toEqual({ ok: false, problem: 'atStock' })
      expect(cart.$notice.get()).toMatchObject({ kind: 'capped', available: 2 })
      expect(quantities(cart)).toEqual([['v1', 'black', 2]])
    })

    it('plus on a line above a stock that has since fallen lowers it to the stock and says so', async () => {
      const { cart } = cartWith({ v1: 3 }, [line('v1', 'black', 30_000, 5)])
      expect(await cart.increase(line('v1', 'black'))).toEqual({ ok: true, quantity: 3, capped: true })
      expect(cart.$notice.get()).toEqual({ kind: 'capped', line: 'v1', modelName: 'Galaxy S21', available: 3 })
    })

    it('two quick plus clicks each add one, both checked', async () => {
      const { cart, asked } = cartWith({ v1: 5 }, [line('v1', 'black')])
      await Promise.all([cart.increase(line('v1', 'black')), cart.increase(line('v1', 'black'))])
      expect(quantities(cart)).toEqual([['v1', 'black', 3]])
      expect(asked).toHaveLength(2)
    })

    it('minus lowers by 1 and never below 1, without a stock check', async () => {
      const { cart, asked } = cartWith({ v1: 5 }, [line('v1', 'black', 30_000, 2)])
      cart.decrease(line('v1', 'black'))
      cart.decrease(line('v1', 'black'))
      expect(quantities(cart)).toEqual([['v1', 'black', 1]])
      expect(asked).toEqual([])
    })

    it('the line is busy while its stock is checked', async () => {
      let answer: (n: number) => void = () => {}
      const cart = createCart({ $lines: atom([line('v1', 'black')]), stock: () => new Promise((r) => (answer = r)), limits: noLimits })
      const pending = cart.increase(line('v1', 'black'))
      expect([...cart.$busy.get()]).toEqual(['v1'])
      answer(4)
      await pending
      expect(cart.$busy.get().size).toBe(0)
    })
  })

  describe('the typed quantity', () => {
    it('takes the absolute value, checks the stock only when it rises, and caps it', async () => {
      const { cart, asked } = cartWith({ v1: 4 }, [line('v1', 'black', 30_000, 2)])
      expect(await cart.setQuantity(line('v1', 'black'), '-3')).toEqual({ ok: true, quantity: 3, capped: false })
      expect(await cart.setQuantity(line('v1', 'black'), '1')).toEqual({ ok: true, quantity: 1, capped: false })
      expect(asked).toEqual(['v1'])
      expect(await cart.setQuantity(line('v1', 'black'), '12')).toEqual({ ok: true, quantity: 4, capped: true })
      expect(cart.$notice.get()).toMatchObject({ kind: 'capped', available: 4 })
      expect(quantities(cart)).toEqual([['v1', 'black', 4]])
    })

    it('an older stock answer does not overwrite a newer change to the same line', async () => {
      const answers: ((n: number) => void)[] = []
      const cart = createCart({ $lines: atom([line('v1', 'black')]), stock: () => new Promise((r) => answers.push(r)), limits: noLimits })
      const first = cart.setQuantity(line('v1', 'black'), '6')
      const second = cart.setQuantity(line('v1', 'black'), '3')
      answers[1]!(10)
      await second
      answers[0]!(10)
      await first
      expect(cart.$lines.get()[0]!.variant.quantity).toBe(3)
    })
  })

  describe('remove, clear and the stock check on opening', () => {
    it('remove drops the line and its message; clear empties the cart', async () => {
      const { cart } = cartWith({ v1: 0, v2: 5 }, [line('v1', 'black'), line('v2', 'white')])
      await cart.increase(line('v1', 'black'))
      expect(cart.$notice.get()?.kind).toBe('soldOut')
      cart.remove(line('v1', 'black'))
      expect(quantities(cart)).toEqual([['v2', 'white', 1]])
      expect(cart.$notice.get()).toBeNull()
      cart.clear()
      expect(cart.$lines.get()).toEqual([])
    })

    it('refreshStock lowers lines above the stock and marks sold-out ones', async () => {
      const { cart } = cartWith({ v1: 2, v2: 0, v3: 9 }, [line('v1', 'black', 30_000, 5), line('v2', 'white'), line('v3', 'red', 100, 3)])
      await cart.refreshStock()
      expect(quantities(cart)).toEqual([['v1', 'black', 2], ['v2', 'white', 1], ['v3', 'red', 3]])
      expect(cart.$stock.get()).toEqual({ v1: 2, v2: 0, v3: 9 })
      expect(cart.$notice.get()).toEqual({ kind: 'capped', line: 'v1', modelName: 'Galaxy S21', available: 2 })
    })
  })

  it('stored lines with an unknown currency are not cart lines', () => {
    expect(isCartLine({ ...line('v1', 'black'), variant: { ...line('v1', 'black').variant, currency: 'USD' } })).toBe(false)
    expect(isCartLine({ ...line('v1', 'black'), variant: { ...line('v1', 'black').variant, currency: 'UGX' } })).toBe(true)
  })
})
