/**
 * Issue 9 §3: the cart previews the checkout limits the server enforces (2 of one phone, 5 phones per
 * order), so a shopper is told in their language before checkout refuses; and the API client asks for
 * the server's messages in the visitor's language.
 */
import { atom } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, configureApi } from '@core/platform/api/client'
import { checkoutLimits } from '@core/domain/constants'
import { allowedFor, type CartLine } from '@core/domain/cart'
import { translator } from '@core/i18n'
import '@core/shop/texts'
import { createCart, noticeText } from '@core/shop'
import { setLanguage } from '@core/platform/locale'

const line = (variantId: string, colorId = 'black', quantity = 1): CartLine => ({
  modelName: 'Galaxy S21',
  modelId: 'samsung-galaxy-s21',
  modelImage: '/images/phones/samsung-galaxy-s21.svg',
  variant: { _id: variantId, quantity, price: 30_000, color: { id: colorId, value: '#888', label: colorId }, ram: 8, storage: 128 },
})
/** A cart with the real checkout limits and plenty of stock: only the limits can cap it. */
const cartOf = (lines: CartLine[] = []) => createCart({ $lines: atom(lines), stock: async () => 100, currency: () => 'KES' })
const quantities = (cart: ReturnType<typeof cartOf>) => cart.$lines.get().map((l) => [l.variant._id, l.variant.color.id, l.variant.quantity])

describe('allowedFor', () => {
  it('holds a variant (all its colours) to 2 and an order to 5', () => {
    expect(checkoutLimits).toMatchObject({ unitsPerVariant: 2, unitsPerOrder: 5 })
    expect(allowedFor([], line('v1'))).toEqual({ max: 2, scope: 'variant' })
    expect(allowedFor([line('v1', 'white')], line('v1'))).toEqual({ max: 2, scope: 'variant' }) // the same variant is the line itself
    expect(allowedFor([line('v2', 'black', 1)], line('v1'))).toEqual({ max: 2, scope: 'variant' })
    expect(allowedFor([line('v1', 'black', 2)], line('v1'))).toEqual({ max: 2, scope: 'variant' }) // the line itself does not count
    expect(allowedFor([line('a', 'x', 2), line('b', 'x', 2)], line('c'))).toEqual({ max: 1, scope: 'order' })
    expect(allowedFor([line('a', 'x', 2), line('b', 'x', 2), line('c', 'x', 1)], line('d'))).toEqual({ max: 0, scope: 'order' })
  })
})

describe('the cart previews the checkout limits', () => {
  it('plus stops at 2 of one phone and says why, though the stock holds 100', async () => {
    const cart = cartOf()
    expect(await cart.add(line('v1'))).toEqual({ ok: true, quantity: 1, capped: false })
    expect(await cart.increase(line('v1'))).toEqual({ ok: true, quantity: 2, capped: false })
    expect(await cart.increase(line('v1'))).toEqual({ ok: false, problem: 'atLimit' })
    expect(quantities(cart)).toEqual([['v1', 'black', 2]])
    expect(cart.$notice.get()).toEqual({ kind: 'limit', line: expect.any(String), modelName: 'Galaxy S21', scope: 'variant', max: 2 })
    // The same variant under another colour label is the same line, held to the same limit.
    expect(await cart.add(line('v1', 'white'))).toEqual({ ok: false, problem: 'atLimit' })
  })

  it('a typed quantity is held to the limit', async () => {
    const cart = cartOf([line('v1')])
    expect(await cart.setQuantity(line('v1'), '9')).toEqual({ ok: true, quantity: 2, capped: true })
    expect(cart.$notice.get()).toMatchObject({ kind: 'limit', scope: 'variant', max: 2 })
  })

  it('holds an order to 5 phones across lines', async () => {
    const cart = cartOf([line('a', 'x', 2), line('b', 'x', 2)])
    expect(await cart.add(line('c'))).toEqual({ ok: true, quantity: 1, capped: false })
    expect(await cart.increase(line('c'))).toEqual({ ok: false, problem: 'atLimit' })
    expect(cart.$notice.get()).toMatchObject({ kind: 'limit', scope: 'order', max: 5 })
    expect(await cart.add(line('d'))).toEqual({ ok: false, problem: 'atLimit' })
    expect(quantities(cart)).toEqual([['a', 'x', 2], ['b', 'x', 2], ['c', 'black', 1]])
  })

  it('lowers a cart stored before the limits when the stock is checked', async () => {
    const cart = cartOf([line('v1', 'black', 9), line('v2', 'black', 1)])
    await cart.refreshStock()
    expect(quantities(cart)).toEqual([['v1', 'black', 2], ['v2', 'black', 1]])
    expect(cart.$notice.get()).toMatchObject({ kind: 'limit', scope: 'variant', max: 2 })
  })

  it('lowers every line of a cart above the order limit, the first lines first, and drops what cannot fit', async () => {
    const cart = cartOf([line('a', 'x', 3), line('b', 'x', 3), line('c', 'x', 3), line('d', 'x', 1)])
    await cart.refreshStock()
    expect(quantities(cart)).toEqual([['a', 'x', 2], ['b', 'x', 2], ['c', 'x', 1]])
    expect(cart.$notice.get()).toMatchObject({ kind: 'limit' })
  })

  it('tells the shopper in English and Swahili', () => {
    const variant = { kind: 'limit', line: 'k', modelName: 'Galaxy S21', scope: 'variant', max: 2 } as const
    const order = { ...variant, scope: 'order', max: 5 } as const
    expect(noticeText(variant, translator('en'))).toBe('You can buy at most 2 of one phone (Galaxy S21) per order.')
    expect(noticeText(variant, translator('sw'))).toBe('Unaweza kununua simu zisizozidi 2 za aina moja (Galaxy S21) kwa oda moja.')
    expect(noticeText(order, translator('en'))).toBe('An order can hold at most 5 phones, so you cannot add more of Galaxy S21.')
    expect(noticeText(order, translator('sw'))).toBe('Oda moja inaweza kuwa na simu zisizozidi 5, kwa hiyo huwezi kuongeza Galaxy S21 zaidi.')
  })
})

describe('the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    setLanguage('en')
  })

  it('sends the current language as Accept-Language, so server refusals come in it', async () => {
    const seen: string[] = []
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers).get('accept-language') ?? '')
      return new Response(JSON.stringify({ success: true, quantity: 1 }), { status: 200, headers: { 'content-type': 'application/json' } })
    }))
    configureApi({ baseUrl: 'http://api.test/api/v1' })
    setLanguage('sw')
    await api('quantityByVariant', { params: { variantId: 'v1' } })
    setLanguage('en')
    await api('quantityByVariant', { params: { variantId: 'v1' } })
    expect(seen).toEqual(['sw', 'en'])
  })
})
