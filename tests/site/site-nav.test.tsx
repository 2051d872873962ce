/** The header's menus as pure functions (sell-side.md §2 'Header'): page kinds, folding, breadcrumb, policies. */
import { describe, expect, it } from 'vitest'
import { policyOf } from '@hosts/site/pages/content/HowItWorks'
import { breadcrumbTrail, horizontalNav, shellKindOf, signInKindOf, visibleCount } from '@hosts/site/shell/nav'
import { translator } from '@core/i18n'

const t = translator('en')

describe('visibleCount (folding the horizontal nav into More)', () => {
  const widths = [60, 90, 70, 60, 60, 180]

  it('shows every item, and no More, when all fit', () => {
    expect(visibleCount(widths, 520 + 5 * 8, 70, 8)).toBe(6)
  })

  it('keeps room for More once one item does not fit', () => {
    // 60 + 8 + 90 + 8 + 70 = 236; with More (70) that is 306, and the next item would need 8 + 60 more.
    expect(visibleCount(widths, 320, 70, 8)).toBe(3)
  })

  it('folds everything into More when even the first item does not fit beside it', () => {
    expect(visibleCount(widths, 100, 70, 8)).toBe(0)
  })

  it('treats a width of exactly the total as fitting', () => {
    expect(visibleCount([100, 100], 208, 50, 8)).toBe(2)
    expect(visibleCount([100, 100], 207, 50, 8)).toBe(1)
  })

  it('handles an empty menu', () => {
    expect(visibleCount([], 0, 70)).toBe(0)
  })
})

describe('shellKindOf', () => {
  it('tells sell, shop, repair and retailer pages apart', () => {
    expect(shellKindOf('sellLanding')).toBe('sell')
    expect(shellKindOf('howItWorks')).toBe('sell')
    expect(shellKindOf(undefined)).toBe('sell')
    expect(shellKindOf('shop')).toBe('shop')
    expect(shellKindOf('cart')).toBe('shop')
    expect(shellKindOf('repairLanding')).toBe('repair')
    expect(shellKindOf('repair')).toBe('repair')
    expect(shellKindOf('retailerRegister')).toBe('retailer')
  })

  it('gives the sign-in drawer a sell headline on the retailer page', () => {
    expect(signInKindOf('retailer')).toBe('sell')
    expect(signInKindOf('repair')).toBe('repair')
  })
})

describe('horizontalNav', () => {
  describe('on sell, shop and repair pages', () => {
    const items = horizontalNav('sell', 'tz')

    it('lists Home, About Us, Store, Help, Blog, and Repair Your Phone, live (issue 10 point 21: no Coming soon)', () => {
      expect(items.map((i) => t(i.label))).toEqual(['Home', 'About Us', 'Store', 'Help', 'Blog', 'Repair Your Phone'])
      const repair = items.at(-1)!
      expect(repair.href).toBe('/tz/repair-phone')
    })

    it('opens Store (the shop) and the external Blog in a new tab', () => {
      const byId = Object.fromEntries(items.map((i) => [i.id, i]))
      expect(byId.store).toMatchObject({ href: '/tz/ecommerce/shop', newTab: true })
      expect(byId.blog!.href).toMatch(/^https:\/\//)
      expect(byId.blog!.newTab).toBe(true)
      expect(byId.home).toMatchObject({ href: '/tz/sell-your-phone' })
      expect(byId.about!.href).toBe('/tz/how-it-works')
      expect(byId.help!.href).toBe('/tz/how-it-works#help')
    })

    it('is the same for shop and repair pages', () => {
      expect(horizontalNav('shop', 'ke').map((i) => i.id)).toEqual(horizontalNav('repair', 'ke').map((i) => i.id))
    })
  })

  describe('on the retailer-register page', () => {
    it('lists Home, Sell Your phone, Contact, Become a Retailer', () => {
      const items = horizontalNav('retailer', 'ug')
      expect(items.map((i) => t(i.label))).toEqual(['Home', 'Sell Your phone', 'Contact', 'Become a Retailer', 'Repair Your Phone'])
      expect(items[1]!.href).toBe('/ug/sell-your-device')
      expect(items[2]!.href).toMatch(/^mailto:/)
      expect(items[3]!.href).toBe('/ug/retailer/register#apply')
    })
  })
})

describe('breadcrumbTrail', () => {
  it('is Home > page name, Home linking to the country home', () => {
    const trail = breadcrumbTrail('careers', 'ug')
    expect(trail.map((c) => t(c.label))).toEqual(['Home', 'Careers'])
    expect(trail[0]!.href).toBe('/ug/sell-your-phone')
    expect(trail[1]!.href).toBeUndefined()
  })

  it('is empty on the home page itself', () => {
    expect(breadcrumbTrail('sellLanding', 'ke')).toEqual([])
  })

  it('names the not-found screen', () => {
    expect(breadcrumbTrail(undefined, 'ke').map((c) => t(c.label))).toEqual(['Home', 'Page not found'])
  })

  it('uses the page name in Swahili too', () => {
    expect(breadcrumbTrail('registerPhone', 'tz').map((c) => translator('sw')(c.label))[0]).toBe('Mwanzo')
  })
})

describe('policyOf (how-it-works ?1, ?2, ?3)', () => {
  it('reads ?1 as terms, ?2 as privacy, ?3 as returns, anything else as the process', () => {
    expect(policyOf({ 1: '' })).toBe('terms')
    expect(policyOf({ 2: '' })).toBe('privacy')
    expect(policyOf({ 3: '' })).toBe('returns')
    expect(policyOf({})).toBeNull()
    expect(policyOf({ utm_source: 'x' })).toBeNull()
  })
})
