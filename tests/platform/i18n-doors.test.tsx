/**
 * Issue 13: an area's texts load through its door, so a widget cannot forget them. Each test starts from
 * a fresh module graph (vi.resetModules) holding only the core texts, then imports one door or one widget.
 */
import { render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** Words that look like an untranslated key ('account.drawer.title'): what a forgotten registration shows. */
const keyLike = /\b(account|forms|pages|sell|shop|cart|checkout|repair|errors)\.[a-zA-Z]+\.[a-zA-Z.]+\b/

const leaves = (o: object, prefix: string): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}.${k}`] : leaves(v as object, `${prefix}.${k}`)))

beforeEach(() => {
  vi.resetModules()
})

describe('area doors register their texts', () => {
  it('account: no account text before the door is imported, every one after', async () => {
    const { translator } = await import('@core/i18n')
    const { accountEn } = await import('@core/i18n/areas/account.en')
    const t = translator('en') as (key: string) => string
    const keys = leaves(accountEn, 'account')
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/account')
    expect(door.accountTexts).toEqual(['account'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it('site: the forms and pages texts come with the door', async () => {
    const { translator } = await import('@core/i18n')
    const { formsEn } = await import('@core/i18n/areas/forms.en')
    const { pagesEn } = await import('@core/i18n/areas/pages.en')
    const t = translator('sw') as (key: string) => string
    const keys = [...leaves(formsEn, 'forms'), ...leaves(pagesEn, 'pages')]
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/site')
    expect(door.siteTexts).toEqual(['forms', 'pages'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it('cart: the cart texts come with the door, and no shop page text', async () => {
    const { translator } = await import('@core/i18n')
    const { cartEn } = await import('@core/i18n/areas/cart.en')
    const { shopEn } = await import('@core/i18n/areas/shop.en')
    const t = translator('sw') as (key: string) => string
    const keys = leaves(cartEn, 'cart')
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/cart')
    expect(door.cartTexts).toEqual(['cart'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
    // The cart drawer on a partner's page does not carry the shop pages' dictionary.
    const shopKey = leaves(shopEn, 'shop')[0]!
    expect(t(shopKey)).toBe(shopKey)
  })

  it("shop: the shop texts come with the door, and the cart's through it", async () => {
    const { translator } = await import('@core/i18n')
    const { cartEn } = await import('@core/i18n/areas/cart.en')
    const { shopEn } = await import('@core/i18n/areas/shop.en')
    const t = translator('sw') as (key: string) => string
    const keys = [...leaves(cartEn, 'cart'), ...leaves(shopEn, 'shop')]
    expect(t(keys.at(-1)!)).toBe(keys.at(-1))
    const door = await import('@core/shop')
    expect(door.shopTexts).toEqual(['shop'])
    expect(door.cartTexts).toEqual(['cart'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it("checker: the price checker's door registers no area texts (its words are core words)", async () => {
    const { translator } = await import('@core/i18n')
    const { sellEn } = await import('@core/i18n/areas/sell.en')
    const t = translator('en') as (key: string) => string
    await import('@core/checker')
    const sellKey = leaves(sellEn, 'sell')[0]!
    expect(t(sellKey)).toBe(sellKey)
  })

  it('checkout: the checkout texts come with the door', async () => {
    const { translator } = await import('@core/i18n')
    const { checkoutEn } = await import('@core/i18n/areas/checkout.en')
    const t = translator('en') as (key: string) => string
    const keys = leaves(checkoutEn, 'checkout')
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/checkout')
    expect(door.checkoutTexts).toEqual(['checkout'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it('sell: the sell texts come with the door', async () => {
    const { translator } = await import('@core/i18n')
    const { sellEn } = await import('@core/i18n/areas/sell.en')
    const t = translator('sw') as (key: string) => string
    const keys = leaves(sellEn, 'sell')
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/sell')
    expect(door.sellTexts).toEqual(['sell'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it('repair: the repair texts come with the door', async () => {
    const { translator } = await import('@core/i18n')
    const { repairEn } = await import('@core/i18n/areas/repair.en')
    const t = translator('en') as (key: string) => string
    const keys = leaves(repairEn, 'repair')
    expect(t(keys[0]!)).toBe(keys[0])
    const door = await import('@core/repair')
    expect(door.repairTexts).toEqual(['repair'])
    for (const key of keys) expect(t(key), key).not.toBe(key)
  })

  it('core/i18n/all registers every area of the dictionary', async () => {
    const { translator } = await import('@core/i18n')
    const { en } = await import('@core/i18n/en')
    await import('@core/i18n/all')
    const t = translator('en') as (key: string) => string
    for (const [area, texts] of Object.entries(en)) {
      // A text that is only a placeholder ('{{page}}') reads empty without its value: it is asked with one.
      const keys = leaves(texts as object, area).filter((key) => !/^\{\{\w+\}\}$/.test(key.split('.').reduce<any>((o, k) => o[k], en)))
      expect(keys.filter((key) => t(key) === key), area).toEqual([])
    }
  })
})

describe('a widget imported alone shows words, never keys', () => {
  it('the search box', async () => {
    const { SearchBox } = await import('@widgets/search/SearchBox')
    const { container } = render(<SearchBox country="ke" />)
    expect(container.innerHTML).not.toMatch(keyLike)
    expect(container.textContent + (container.querySelector('input')?.getAttribute('placeholder') ?? '')).not.toBe('')
  })

  it('the sign-in drawer, opened', async () => {
    const { openSignIn } = await import('@core/account')
    const { SignInDrawer } = await import('@widgets/sign-in/SignInDrawer')
    const { baseElement } = render(<SignInDrawer />)
    const { act } = await import('@testing-library/react')
    act(() => openSignIn({ kind: 'sell' }))
    expect(baseElement.textContent?.length).toBeGreaterThan(0)
    expect(baseElement.innerHTML).not.toMatch(keyLike)
  })

  it('the cart drawer, opened', async () => {
    const { openCart } = await import('@core/cart')
    const { CartDrawer } = await import('@widgets/cart-drawer/CartDrawer')
    const { act } = await import('@testing-library/react')
    const { baseElement } = render(<CartDrawer />)
    act(() => openCart())
    expect(baseElement.textContent?.length).toBeGreaterThan(0)
    expect(baseElement.innerHTML).not.toMatch(keyLike)
  })

  it('the price checker', async () => {
    const { PriceChecker } = await import('@widgets/price-checker/PriceChecker')
    const { container } = render(<PriceChecker />)
    expect(container.textContent?.length).toBeGreaterThan(0)
    expect(container.innerHTML).not.toMatch(keyLike)
    expect(container.innerHTML).not.toMatch(/\b(picker|price|common)\.[a-zA-Z]+/)
  })
})
