/**
 * The shop's stores against the real API over real HTTP (no fetch mocks): the catalogue and its view in
 * the URL, the landing's strips, and a product page's colour, storage, live stock and cart actions
 * (shop-and-repair.md §4 'Catalogue', 'Product page', 'Cart').
 */
import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { emptyView } from '@core/domain/shop'
import { $cart, $cartCount, $cartNotice, $cartOpen, createCatalogue, createShopHome, canBuy, createProductPage, selectedVariant } from '@core/shop'
import { setCountry, setLanguage } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { listenApi, startBareApp, type BareApp } from '../support/server'

let server: BareApp
let baseUrl: string
let opened: string[]
const slow = { timeout: 5_000 }

beforeAll(async () => {
  server = await startBareApp()
  baseUrl = await listenApi(server)
}, 30_000)
afterAll(() => server?.close())

beforeEach(() => {
  configureApi({ baseUrl, appKey: 'pk_dev_simu' })
  setCountry('ke')
  setLanguage('en')
  opened = []
  setNavigator((path) => void opened.push(path))
  $cart.set([])
  $cartOpen.set(false)
})

/** Mounts a store (as a page's useStore would) so it loads. */
const mount = <T>(store: { listen(cb: (v: T) => void): () => void }) => store.listen(() => undefined)

describe('the catalogue store', () => {
  it('loads the first page of 24, the total count and the brands', async () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop' })
    mount(catalogue.$state)
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    const { inventory, brands } = catalogue.$state.get()
    if (inventory.status !== 'ready') throw new Error('not ready')
    expect(inventory.data.items).toHaveLength(24)
    expect(inventory.data.count).toBeGreaterThan(24)
    expect(brands.map((b) => b._id)).toContain('iphone')
  })

  it('a filter change records the view in the URL and loads only matching phones', async () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop/products', view: { ...emptyView, page: 2 } })
    mount(catalogue.$state)
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    catalogue.change({ ...emptyView, brands: ['oppo'] })
    expect(opened).toEqual(['/ke/ecommerce/shop/products?brands=oppo'])
    expect(catalogue.$state.get().inventory.status).toBe('loading')
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    const { inventory } = catalogue.$state.get()
    if (inventory.status !== 'ready') throw new Error('not ready')
    expect(inventory.data.items.map((i) => i.details._id).sort()).toEqual(['oppo-a78', 'oppo-reno-8'])
  })

  it('showing the same view again (the URL echoing a change) does not reload', async () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop' })
    mount(catalogue.$state)
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    catalogue.show({ ...emptyView })
    expect(catalogue.$state.get().inventory.status).toBe('ready')
  })

  it('with the in-stock filter shows every phone in stock at once', async () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop', view: { ...emptyView, instock: true } })
    mount(catalogue.$state)
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    const { inventory } = catalogue.$state.get()
    if (inventory.status !== 'ready') throw new Error('not ready')
    expect(inventory.data.items.length).toBe(inventory.data.count)
    expect(inventory.data.items.length).toBeGreaterThan(24)
    expect(inventory.data.items.every((i) => i.instock)).toBe(true)
  })

  it("reloads in the new country's currency when the country changes", async () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop' })
    mount(catalogue.$state)
    await waitFor(() => expect(catalogue.$state.get().inventory.status).toBe('ready'), slow)
    setCountry('ug')
    await waitFor(() => {
      const { inventory } = catalogue.$state.get()
      expect(inventory.status === 'ready' && inventory.data.items[0]!.prices.currency).toBe('UGX')
    }, slow)
  })

  it('opens and closes the filter drawer', () => {
    const catalogue = createCatalogue({ path: '/ke/ecommerce/shop' })
    catalogue.openDrawer()
    expect(catalogue.$drawerOpen.get()).toBe(true)
    catalogue.closeDrawer()
    expect(catalogue.$drawerOpen.get()).toBe(false)
  })
})

describe('the shop landing store', () => {
  it('loads the featured models and the deals', async () => {
    const home = createShopHome()
    mount(home.$state)
    await waitFor(() => expect(home.$state.get().deals.status).toBe('ready'), slow)
    const { featured, deals } = home.$state.get()
    expect(featured.status === 'ready' && featured.data.length).toBeGreaterThan(0)
    expect(deals.status === 'ready' && deals.data.length).toBeGreaterThan(0)
  })
})

describe('the product page store', () => {
  /** A model whose colour choice matters: the first colour of iPhone 13 that is not the priority variant's. */
  async function loaded(id = 'iphone-13') {
    const page = createProductPage(id, { country: 'ke' })
    mount(page.$state)
    await waitFor(() => expect(page.$state.get().availability.status).toBe('ready'), slow)
    return page
  }

  it('loads the phone with its priority variant chosen, then checks that variant is in stock', async () => {
    const page = await loaded()
    const s = page.$state.get()
    if (s.product.status !== 'ready') throw new Error('not ready')
    const priority = s.product.data.variants.find((v) => v.priority)!
    expect(s.variantId).toBe(priority._id)
    expect(s.colorId).toBe(priority.color.id)
    const quantity = (await server.db.selectFrom('shop_variants').select('quantity').where('id', '=', priority._id).executeTakeFirstOrThrow()).quantity
    expect(s.availability).toEqual({ status: 'ready', quantity })
    expect(canBuy(s)).toBe(quantity > 0)
    await waitFor(() => expect(page.$state.get().related.length).toBe(4), slow)
    expect(page.$state.get().related.some((r) => r.details._id === 'iphone-13')).toBe(false)
  })

  it("choosing a colour fetches that colour's variants, sorted by storage, and picks one in stock", async () => {
    const page = await loaded()
    const s = page.$state.get()
    if (s.product.status !== 'ready') throw new Error('not ready')
    const other = s.product.data.colors.find((c) => c.id !== s.colorId)!
    void page.chooseColor(other.id)
    expect(page.$state.get().variants.status).toBe('loading')
    expect(canBuy(page.$state.get())).toBe(false)
    await waitFor(() => expect(page.$state.get().availability.status).toBe('ready'), slow)
    const after = page.$state.get()
    if (after.variants.status !== 'ready') throw new Error('not ready')
    expect(after.variants.data.every((v) => v.color.id === other.id)).toBe(true)
    const storages = after.variants.data.map((v) => v.storage)
    expect(storages).toEqual([...storages].sort((a, b) => a - b))
    const chosen = selectedVariant(after)!
    const firstInStock = after.variants.data.find((v) => v.quantity > 0)
    expect(chosen._id).toBe((after.variants.data.find((v) => v.priority) ?? firstInStock ?? after.variants.data[0])!._id)
  })

  it('re-checks availability after a variant change, and blocks buying a sold-out one', async () => {
    const page = await loaded()
    const s = page.$state.get()
    if (s.variants.status !== 'ready') throw new Error('not ready')
    const target = s.variants.data.find((v) => v._id !== s.variantId)!
    await server.db.updateTable('shop_variants').set({ quantity: 0 }).where('id', '=', target._id).execute()
    page.chooseVariant(target._id)
    expect(page.$state.get().availability.status).toBe('checking')
    await waitFor(() => expect(page.$state.get().availability).toEqual({ status: 'ready', quantity: 0 }), slow)
    expect(canBuy(page.$state.get())).toBe(false)
    expect(await page.addToCart()).toBe(false)
    expect($cartCount.get()).toBe(0)
  })

  it('adds the chosen variant to the cart and opens the cart', async () => {
    const page = await loaded()
    expect(canBuy(page.$state.get())).toBe(true)
    expect(await page.addToCart()).toBe(true)
    const v = selectedVariant(page.$state.get())!
    expect($cart.get()).toEqual([expect.objectContaining({ modelId: 'iphone-13', modelName: 'iPhone 13', variant: expect.objectContaining({ _id: v._id, price: v.discounted, quantity: 1, color: v.color }) })])
    expect($cartOpen.get()).toBe(true)
  })

  it('when the last unit sells meanwhile, the cart refuses it and opens to say why', async () => {
    const page = await loaded('samsung-galaxy-s23-ultra')
    const v = selectedVariant(page.$state.get())!
    expect(canBuy(page.$state.get())).toBe(true)
    await server.db.updateTable('shop_variants').set({ quantity: 0 }).where('id', '=', v._id).execute()
    try {
      expect(await page.buyNow()).toBe(false)
      expect($cartCount.get()).toBe(0)
      expect($cartOpen.get()).toBe(true)
      expect($cartNotice.get()).toMatchObject({ kind: 'soldOut', modelName: 'Galaxy S23 Ultra' })
      expect(opened).toEqual([])
    } finally {
      await server.db.updateTable('shop_variants').set({ quantity: v.quantity }).where('id', '=', v._id).execute()
    }
  })

  it('Buy Now adds the phone and goes to the checkout', async () => {
    const page = await loaded('samsung-galaxy-s22')
    expect(await page.buyNow()).toBe(true)
    expect($cartCount.get()).toBe(1)
    expect(opened).toEqual(['/ke/ecommerce/checkout'])
  })

  it('an unknown phone ends in the error state', async () => {
    const page = createProductPage('nokia-3310')
    mount(page.$state)
    await waitFor(() => expect(page.$state.get().product.status).toBe('error'), slow)
    expect(page.$state.get().product).toMatchObject({ message: 'phone not found in the shop', network: false })
  })
})
