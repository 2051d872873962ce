/**
 * The shop pages through their stories (issue 4; shop-and-repair.md §2, §4, §8): every state renders,
 * and each shows what a shopper in that state should see. The stories use fixed state: nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $cartCount, $cartOpen } from '@core/shop'
import { setCountry, setLanguage } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import * as stories from '../../stories/ShopPages.stories'

const composed = composeStories(stories)
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement

let consoleError: ReturnType<typeof vi.spyOn>
let opened: string[]
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  opened = []
  setNavigator((path) => void opened.push(path))
  $cartOpen.set(false)
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

describe('every shop story', () => {
  const all = Object.entries(composed)

  it('covers every state the spec names', () => {
    const names = ['CatalogueLoading', 'CatalogueLoaded', 'CatalogueEmpty', 'CatalogueFailed', 'CatalogueFilterDrawerOpen', 'ShopLanding',
      'ProductLoading', 'ProductLoaded', 'ProductOutOfStock', 'ProductColourSwitch', 'ProductError', 'ConditionGuidePage']
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(names))
  })

  for (const [name, Story] of all) {
    it(`${name} renders a page with one main heading, without errors`, () => {
      render(<Story />)
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('the catalogue', () => {
  it('shows 24 placeholder cards while loading, and no phone', () => {
    const { container } = render(<composed.CatalogueLoading />)
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(24)
    expect(screen.getAllByText('Loading phones…').length).toBeGreaterThan(0)
    expect(screen.queryByRole('link', { name: /iPhone/ })).toBeNull()
  })

  it("shows the cards with the 'in the box' block at position 8", () => {
    render(<composed.CatalogueLoaded />)
    const cells = within(screen.getByRole('list', { name: 'Phones' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Phones')
    expect(cells).toHaveLength(25)
    expect(within(cells[7]!).getByRole('heading', { name: 'In the box' })).toBeTruthy()
    expect(cells[7]!.textContent).toContain('Charger')
    expect(cells[7]!.textContent).toContain('Warranty card')
    expect(cells[7]!.textContent).toContain('discount coupon code')
  })

  it('shows on each card the badge, name, warranty, struck sale price and the starting price, linking to the product on this site', () => {
    const { container } = render(<composed.CatalogueLoaded />)
    const card = container.querySelector<HTMLElement>('a[href="/ke/ecommerce/product-details/iphone-13"]')!
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('iPhone 13')
    expect(within(card).getByText('In Stock')).toBeTruthy()
    expect(within(card).getByText('Warranty : 12months')).toBeTruthy()
    expect(within(card).getByText('Starting from')).toBeTruthy()
    expect(within(card).getByText('Ksh 61,500')).toBeTruthy()
    expect(card.querySelector('s')!.textContent).toContain('Was Ksh 70,750')
    expect(within(container.querySelector<HTMLElement>('a[href="/ke/ecommerce/product-details/iphone-xr"]')!).getByText('Out Of Stock')).toBeTruthy()
  })

  it('offers the filters: availability, the Kenyan price bands and the brands', () => {
    render(<composed.CatalogueLoaded />)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    expect(within(filters).getByRole('checkbox', { name: 'In stock only' })).toBeTruthy()
    const bands = within(within(filters).getByRole('group', { name: 'Price' })).getAllByRole('radio').map((r) => r.parentElement!.textContent)
    expect(bands).toEqual(['Any price', 'Under Ksh 10,000', 'Ksh 10,000 - Ksh 20,000', 'Ksh 20,000 - Ksh 50,000', 'Over Ksh 50,000'])
    expect(within(within(filters).getByRole('group', { name: 'Brand' })).getAllByRole('checkbox').map((c) => c.parentElement!.textContent)).toEqual(['iPhone', 'Samsung', 'Infinix', 'Oppo'])
    expect((within(filters).getByRole('button', { name: 'Clear Filters' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the pagination when there is more than one page, with the current page marked', () => {
    render(<composed.CatalogueLoaded />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(nav).getByRole('link', { name: 'Page 1 of 2' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Page 2 of 2' }).getAttribute('href')).toBe('?page=2')
    expect(within(nav).getByRole('link', { name: 'Next' })).toBeTruthy()
  })

  it('opens the next page through the URL when a page link is pressed', () => {
    render(<composed.CatalogueLoaded />)
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }))
    expect(opened).toEqual(['/ke/ecommerce/shop/products?page=2'])
  })

  it('records a brand filter in the URL, from page 1', () => {
    render(<composed.CatalogueSecondPage />)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    fireEvent.click(within(filters).getByRole('checkbox', { name: 'Samsung' }))
    expect(opened).toEqual(['/ke/ecommerce/shop/products?brands=samsung'])
  })

  it('clears every filter with Clear Filters', () => {
    render(<composed.CatalogueFiltered />)
    const filters = screen.getByRole('complementary', { name: 'Filters' })
    expect((within(filters).getByRole('checkbox', { name: 'Samsung' }) as HTMLInputElement).checked).toBe(true)
    expect((within(filters).getByRole('radio', { name: 'Ksh 20,000 - Ksh 50,000' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear Filters' }))
    expect(opened).toEqual(['/ke/ecommerce/shop/products'])
  })

  it("says 'No items found' when nothing matches, without pagination", () => {
    render(<composed.CatalogueEmpty />)
    expect(screen.getByRole('heading', { name: 'No items found' })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  })

  it("says 'No items found' when the catalogue fails to load (§8), with a retry", () => {
    render(<composed.CatalogueFailed />)
    expect(screen.getByRole('heading', { name: 'No items found' })).toBeTruthy()
    expect(button('Try again')).toBeTruthy()
  })

  it('shows the filters in a drawer opened by Explore, which Escape closes', async () => {
    render(<composed.CatalogueFilterDrawerOpen />)
    const drawer = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(drawer).getByRole('checkbox', { name: 'In stock only' })).toBeTruthy()
    expect(within(drawer).getByRole('button', { name: 'Clear Filters' })).toBeTruthy()
    fireEvent.keyDown(drawer, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(button('Explore'))
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeTruthy()
  })

  it('shows the Tanzanian bands in Swahili', () => {
    setLanguage('sw')
    render(<composed.CatalogueSwahili />)
    expect(screen.getByRole('radio', { name: 'Chini ya Tzs 180,000' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Zaidi ya Tzs 900,000' })).toBeTruthy()
    expect(screen.getAllByText('Dhamana : miezi 12').length).toBeGreaterThan(0)
  })
})

describe('the shop landing', () => {
  it('shows the four trust badges and the featured and deals strips', () => {
    render(<composed.ShopLanding />)
    const badges = within(screen.getByRole('list', { name: 'Why buy from Simu' })).getAllByRole('listitem').map((li) => li.textContent)
    expect(badges).toEqual(['12 Months Warranty', 'For 50% Off The Price', 'Certified Quality', 'As Good As New'])
    expect(within(screen.getByRole('region', { name: 'Featured phones' })).getAllByRole('link')).toHaveLength(4)
    expect(within(screen.getByRole('region', { name: 'Deals' })).getAllByRole('link')).toHaveLength(4)
  })

  it('says so when the strips could not be loaded, and still shows the catalogue', () => {
    render(<composed.ShopLandingStripsFailed />)
    expect(screen.getAllByText('These phones could not be loaded right now.')).toHaveLength(2)
    expect(screen.getByRole('list', { name: 'Phones' })).toBeTruthy()
  })
})

describe('the product page', () => {
  it('shows a spinner while loading', () => {
    render(<composed.ProductLoading />)
    expect(screen.getByRole('status').textContent).toBe('Loading phone…')
  })

  it('shows the phone: gallery, name, prices, specs, notes, condition, badges and You May Also Like', () => {
    render(<composed.ProductLoaded />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('iPhone 13')
    expect(screen.getByText('Ksh 61,500')).toBeTruthy()
    expect(screen.getByText('Was Ksh 70,750')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Pictures of the iPhone 13' })).getAllByRole('button', { name: /Show picture/ })).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'Features and Specifications' })).toBeTruthy()
    expect(screen.getByText('A15 Bionic')).toBeTruthy()
    expect(screen.getByText('NB: Prices are subject to change without notice')).toBeTruthy()
    expect(screen.getByText('Comes with: branded box, charger, charging cable, warranty card and a thankyou card')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Condition: As Good As New' })).toBeTruthy()
    expect(screen.getByText('12 months warranty')).toBeTruthy()
    // One warranty length on the whole page (issue 10 point 19): the condition box said 6, the rest 12.
    const lengths = [...document.body.textContent!.matchAll(/(\d+)[- ]?months?\b/gi)].map((m) => m[1])
    expect(lengths.length).toBeGreaterThan(2)
    expect(new Set(lengths)).toEqual(new Set(['12']))
    expect(screen.getByText('Battery health: 94%')).toBeTruthy()
    expect(screen.getByText('IMEI checked: not blacklisted')).toBeTruthy()
    expect(screen.getByText('Simu will buy it back for Ksh 27,650 after the 12-month warranty')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'You May Also Like' })).getAllByRole('link')).toHaveLength(4)
  })

  it('offers the colours and the storage sizes, smallest first, with the chosen ones checked', () => {
    render(<composed.ProductLoaded />)
    const colours = within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('radio') as HTMLInputElement[]
    expect(colours.map((c) => c.parentElement!.textContent)).toEqual(['Midnight', 'Pink'])
    expect(colours.map((c) => c.checked)).toEqual([true, false])
    expect(colours.every((c) => c.required)).toBe(true)
    const sizes = within(screen.getByRole('group', { name: 'Internal Storage' })).getAllByRole('radio') as HTMLInputElement[]
    expect(sizes.map((s) => s.parentElement!.textContent)).toEqual(['4GB Ram | 128 GB Storage', '4GB Ram | 256 GB Storage', '4GB Ram | 512 GB Storage'])
    expect(sizes[0]!.checked).toBe(true)
    expect(screen.getByTestId('availability').textContent).toBe('Availability: In stock')
  })

  it("shows 'checking' while availability is asked, with both buttons disabled", () => {
    render(<composed.ProductCheckingStock />)
    expect(screen.getByTestId('availability').textContent).toBe('Availability: checking')
    expect(button('Add to cart').disabled).toBe(true)
    expect(button('Buy Now').disabled).toBe(true)
  })

  it('disables Add to cart and Buy Now for a variant that is out of stock', () => {
    render(<composed.ProductOutOfStock />)
    expect(screen.getByTestId('availability').textContent).toBe('Availability: Out of stock')
    expect(button('Add to cart').disabled).toBe(true)
    expect(button('Buy Now').disabled).toBe(true)
    fireEvent.click(button('Add to cart'))
    expect($cartCount.get()).toBe(0)
  })

  it("while a colour's sizes load, shows them loading and keeps both buttons disabled", () => {
    render(<composed.ProductColourSwitch />)
    expect((screen.getByRole('radio', { name: 'Pink' }) as HTMLInputElement).checked).toBe(true)
    expect(within(screen.getByRole('group', { name: 'Internal Storage' })).getByRole('status').textContent).toBe('Loading the sizes of this colour…')
    expect(button('Add to cart').disabled).toBe(true)
  })

  it('after a colour switch, shows that colour\'s sizes with its in-stock size chosen', () => {
    render(<composed.ProductColourSwitched />)
    const sizes = within(screen.getByRole('group', { name: 'Internal Storage' })).getAllByRole('radio') as HTMLInputElement[]
    expect(sizes.map((s) => s.checked)).toEqual([false, true])
    expect(button('Add to cart').disabled).toBe(false)
  })

  it("on failure says 'could not fetch item' with Back To Shop and the error panel's text (§8)", () => {
    render(<composed.ProductError />)
    const panel = screen.getByRole('alert')
    expect(within(panel).getByText('could not fetch item')).toBeTruthy()
    expect(within(panel).getByText('Please try again in a few minutes.')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Back To Shop' }).getAttribute('href')).toBe('/ke/ecommerce/shop')
  })

  it('reads in Swahili', () => {
    setLanguage('sw')
    render(<composed.ProductSwahili />)
    expect(screen.getByRole('group', { name: 'Hifadhi ya Ndani' })).toBeTruthy()
    expect(button('Nunua Sasa')).toBeTruthy()
    expect(screen.getByText('Sifa na Vipimo')).toBeTruthy()
  })
})

describe('the condition guide', () => {
  it('explains the one grade, its 12-month warranty (the shop has one length: issue 10) and the price of about half new', () => {
    render(<composed.ConditionGuidePage />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Condition Overview')
    expect(screen.getByRole('heading', { name: 'What is a refurbished phone?' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'As Good As New Condition' })).toBeTruthy()
    expect(screen.getByText('One grade only: As Good As New.')).toBeTruthy()
    expect(screen.getByText('A 12-month warranty on the refurbished device.')).toBeTruthy()
    expect(screen.getByText('Sold at about half the price of the same phone new.')).toBeTruthy()
  })
})
