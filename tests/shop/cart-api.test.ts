/**
 * The page's cart against the real API over real HTTP (no fetch mocks): the stock rule (Simu) reads
 * GET get_quantity_by_variant/{variantId} live, and the add-to-cart control adds the model's priority
 * variant from GET get_single_product/{id} (shop-and-repair.md §4: 'Without a priority variant nothing is added').
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { $cart, $cartCount, $cartNotice, $cartOpen, addToCart, apiOffer, apiStock, cart, closeCart, createAddToCart, setQuantity } from '@core/shop'
import { setCountry } from '@core/platform/locale'
import { listenApi, startBareApp, type BareApp } from '../support/server'

let server: BareApp
let baseUrl: string
beforeAll(async () => {
  server = await startBareApp()
  baseUrl = await listenApi(server)
}, 30_000)
afterAll(async () => {
  await server?.close()
})
beforeEach(() => {
  configureApi({ baseUrl, appKey: 'pk_dev_simu' })
  setCountry('ke')
  cart.clear()
  closeCart()
})

// Seeded stock (src/server/db/seed-data.ts): the iPhone 12's priority variant has 2 units, the iPhone XR's none.
const iphone12 = 'iphone-12-black-4-64'
const setStock = (id: string, quantity: number) => server.db.updateTable('shop_variants').set({ quantity }).where('id', '=', id).execute()

describe('the live stock check', () => {
  it('reads the units available, 0 for a variant the shop does not have, null when the API cannot be reached', async () => {
    expect(await apiStock(iphone12)).toBe(2)
    expect(await apiStock('no-such-variant')).toBe(0)
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1' })
    expect(await apiStock(iphone12)).toBeNull()
  })
})

describe("the priority variant of a model (the add-to-cart control's phone)", () => {
  it('is a cart line in the country’s currency at the discounted price', async () => {
    const phone = await apiOffer('iphone-12')
    expect(phone).toMatchObject({ modelName: 'iPhone 12', currency: 'KES', quantity: 2 })
    expect(phone!.line!.variant).toMatchObject({ _id: iphone12, ram: 4, storage: 64, currency: 'KES', color: { id: 'black' } })
    expect(phone!.line!.variant.price).toBeLessThan(phone!.saleprice)
  })

  it('is in Tzs for Tanzania', async () => {
    setCountry('tz')
    expect((await apiOffer('iphone-12'))!.line!.variant.currency).toBe('TZS')
  })
})

describe('the page cart with the real stock', () => {
  it("adds up to the stock, then refuses with 'Only 2 left in stock'", async () => {
    const { line } = (await apiOffer('iphone-12'))!
    expect(await addToCart(line!)).toEqual({ ok: true, quantity: 1, capped: false })
    expect(await cart.increase(line!)).toEqual({ ok: true, quantity: 2, capped: false })
    expect(await cart.increase(line!)).toEqual({ ok: false, problem: 'atStock' })
    expect(await addToCart(line!)).toEqual({ ok: false, problem: 'atStock' })
    expect($cartCount.get()).toBe(2)
    expect($cartNotice.get()).toEqual({ kind: 'capped', line: iphone12, modelName: 'iPhone 12', available: 2 })
  })

  it('caps a typed quantity at the stock', async () => {
    const { line } = (await apiOffer('iphone-13'))!
    await setStock(line!.variant._id, 1)
    await addToCart(line!)
    expect(await setQuantity(line!, '-40')).toEqual({ ok: false, problem: 'atStock' })
    expect($cart.get()[0]!.variant.quantity).toBe(1)
    expect($cartNotice.get()).toMatchObject({ kind: 'capped', available: 1 })
  })

  it('caps a typed quantity at the checkout limit (2 of one phone) when the stock holds more (issue 9)', async () => {
    const { line } = (await apiOffer('iphone-13'))!
    await setStock(line!.variant._id, 7)
    await addToCart(line!)
    expect(await setQuantity(line!, '-40')).toEqual({ ok: true, quantity: 2, capped: true })
    expect($cart.get()[0]!.variant.quantity).toBe(2)
    expect($cartNotice.get()).toMatchObject({ kind: 'limit', scope: 'variant', max: 2 })
  })

  it('refuses a sold-out phone and adds nothing', async () => {
    const { line } = (await apiOffer('iphone-xr'))!
    expect(await addToCart(line!)).toEqual({ ok: false, problem: 'soldOut' })
    expect($cart.get()).toEqual([])
    expect($cartNotice.get()).toMatchObject({ kind: 'soldOut', modelName: 'iPhone XR' })
  })

  it('follows the stock as it changes: a sale elsewhere lowers the line when the cart is checked again', async () => {
    const { line } = (await apiOffer('iphone-14'))!
    const id = line!.variant._id
    await addToCart(line!)
    await cart.increase(line!)
    expect($cartCount.get()).toBe(2)
    await setStock(id, 1)
    await cart.refreshStock()
    expect($cartCount.get()).toBe(1)
    expect($cartNotice.get()).toMatchObject({ kind: 'capped', available: 1 })
    await setStock(id, 0)
    await cart.refreshStock()
    expect(cart.$stock.get()[id]).toBe(0)
    expect($cartNotice.get()).toMatchObject({ kind: 'soldOut' })
  })
})

describe('the add-to-cart control', () => {
  it('loads the phone, adds it and opens the cart', async () => {
    const control = createAddToCart({ modelId: 'iphone-12' })
    await control.reload()
    expect(control.$state.get()).toMatchObject({ status: 'ready', phone: { modelName: 'iPhone 12' } })
    expect($cartOpen.get()).toBe(false)
    expect(await control.add()).toEqual({ ok: true, quantity: 1, capped: false })
    expect($cartOpen.get()).toBe(true)
    expect($cartCount.get()).toBe(1)
  })

  it('says the phone could not be loaded for an unknown model', async () => {
    const control = createAddToCart({ modelId: 'no-such-phone' })
    await control.reload()
    expect(control.$state.get().status).toBe('failed')
  })
})
