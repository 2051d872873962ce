/**
 * The cart's stories as tests: the drawer, the cart page and the add-to-cart card in every state
 * (shop-and-repair.md §2 Cart, §4, §5) render what a shopper in that state should see. Nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as drawerStories from '../../stories/CartDrawer.stories'
import * as pageStories from '../../stories/CartPages.stories'

const drawer = composeStories(drawerStories)
const pages = composeStories(pageStories)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

/** The stock check the drawer makes on opening has answered. */
const settled = () => waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
const dialog = () => screen.getByRole('dialog', { name: 'Your cart' })
const lineNames = () => within(dialog()).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)

describe('every cart story', () => {
  it('covers every state', () => {
    expect(Object.keys(drawer).sort()).toEqual(['AtStockCap', 'ClosedEmpty', 'ClosedWithPhones', 'Empty', 'ManyLines', 'OneLine', 'SoldOut', 'Swahili'])
    expect(Object.keys(pages).sort()).toEqual(['AddAtStock', 'AddFailed', 'AddLoading', 'AddReady', 'AddSoldOut', 'PageAtStockCap', 'PageEmpty', 'PageLines'])
  })

  for (const [name, Story] of [...Object.entries(drawer), ...Object.entries(pages)]) {
    it(`${name} renders without errors`, async () => {
      const { container, unmount } = render(<Story />)
      // The icon button, the page or the card, and an open drawer with its title.
      expect(container.querySelector('button, section, [role="status"]')).toBeTruthy()
      const open = document.querySelector('[role="dialog"]')
      if (open) expect(open.querySelector('h2')!.textContent).toMatch(/^(Your cart|Kikapu chako)$/)
      // The stock check on opening settles.
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the drawer', () => {
  it('ClosedEmpty: the icon says the cart is empty and no drawer shows', () => {
    render(<drawer.ClosedEmpty />)
    const icon = screen.getByRole('button', { name: 'Cart, empty' })
    expect(icon.getAttribute('aria-expanded')).toBe('false')
    expect(icon.textContent).toBe('')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('ClosedWithPhones: the icon counts the phones, not the lines', () => {
    render(<drawer.ClosedWithPhones />)
    expect(screen.getByRole('button', { name: 'Cart, 3 phones' }).textContent).toBe('3')
  })

  it("Empty: 'No items in cart', no total and no checkout", () => {
    render(<drawer.Empty />)
    expect(within(dialog()).getByText('No items in cart')).toBeTruthy()
    expect(within(dialog()).queryByText('Items Total')).toBeNull()
    expect(within(dialog()).queryByRole('link', { name: 'Checkout' })).toBeNull()
    expect(within(dialog()).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('https://simu.africa/ke/ecommerce/shop')
  })

  it('OneLine: picture, name, RAM/storage, colour, price x quantity, minus disabled at 1, links to the full site', async () => {
    render(<drawer.OneLine />)
    await settled()
    const item = within(dialog()).getByRole('listitem')
    expect(item.textContent).toContain('iPhone 12')
    expect(item.textContent).toContain('4GB Ram | 64GB Storage')
    expect(item.textContent).toContain('Colour: Black')
    expect(item.textContent).toContain('Ksh 29,900 × 1')
    expect(within(item).getByRole('img', { name: 'iPhone 12' })).toBeTruthy()
    expect((within(item).getByRole('button', { name: 'One less iPhone 12 Black' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(item).getByRole('button', { name: 'One more iPhone 12 Black' }) as HTMLButtonElement).disabled).toBe(false)
    expect(within(item).getByRole('button', { name: 'Remove iPhone 12 Black from the cart' })).toBeTruthy()
    // The site is another origin, so the links carry the cart (ids and quantity only) for the site to import.
    expect(within(dialog()).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('https://simu.africa/ke/ecommerce/checkout?cart=iphone-12.iphone-12-black-4-64.black.1')
    expect(within(dialog()).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('https://simu.africa/ke/ecommerce/cart?cart=iphone-12.iphone-12-black-4-64.black.1')
  })

  it('ManyLines: every line and the Items Total of price times quantity', () => {
    render(<drawer.ManyLines />)
    expect(lineNames()).toEqual(['iPhone 12', 'Galaxy S21', 'Redmi 12C'])
    // 29,900 + 2 x 26,450 + 3 x 7,350
    expect(within(dialog()).getByText('Items Total').parentElement!.textContent).toBe('Items TotalKsh 104,850')
  })

  it("AtStockCap: plus is disabled with 'Only 2 left in stock', and the notice says why", async () => {
    render(<drawer.AtStockCap />)
    await settled()
    const plus = within(dialog()).getByRole('button', { name: 'One more iPhone 12 Black' }) as HTMLButtonElement
    expect(plus.disabled).toBe(true)
    expect(document.getElementById(plus.getAttribute('aria-describedby')!)!.textContent).toBe('Only 2 left in stock')
    expect(within(dialog()).getByRole('status').textContent).toContain('Only 2 left in stock: iPhone 12 is set to 2.')
    expect((within(dialog()).getByRole('button', { name: 'One more Galaxy S21 Phantom Violet' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('SoldOut: the line is marked out of stock and plus is disabled', () => {
    render(<drawer.SoldOut />)
    expect(within(dialog()).getByText('Out of stock: remove it to check out')).toBeTruthy()
    expect((within(dialog()).getByRole('button', { name: 'One more iPhone 12 Black' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('Swahili: the drawer in Kiswahili', () => {
    render(<drawer.Swahili />)
    expect(screen.getByRole('dialog', { name: 'Kikapu chako' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Kikapu, simu 4' })).toBeTruthy()
    expect(screen.getByText('Zimebaki 2 tu dukani')).toBeTruthy()
    expect(screen.getByText('Jumla ya bidhaa')).toBeTruthy()
  })
})

describe('the cart page', () => {
  it("PageEmpty: 'No items in cart' and continue shopping", () => {
    render(<pages.PageEmpty />)
    expect(screen.getByText('No items in cart')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy()
  })

  it('PageLines: columns Name, saleprice, Quantity, Total; each line; Items Total; Checkout', () => {
    render(<pages.PageLines />)
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Sale price', 'Quantity', 'Total', 'Remove'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['iPhone 124GB Ram | 64GB StorageColour: Black', 'Ksh 29,900', '−+', 'Ksh 29,900', '×'],
      ['Galaxy S218GB Ram | 128GB StorageColour: Phantom Violet', 'Ksh 26,450', '−+', 'Ksh 52,900', '×'],
      ['Redmi 12C3GB Ram | 64GB StorageColour: Graphite Gray', 'Ksh 7,350', '−+', 'Ksh 22,050', '×'],
    ])
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Galaxy S21 Phantom Violet' }) as HTMLInputElement).value).toBe('2')
    expect(screen.getByTestId('cart-items-total').textContent).toBe('Ksh 104,850')
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/ke/ecommerce/checkout')
  })

  it("PageAtStockCap: plus disabled and 'Only 2 left in stock'", () => {
    render(<pages.PageAtStockCap />)
    expect((screen.getByRole('button', { name: 'One more iPhone 12 Black' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Only 2 left in stock')).toBeTruthy()
  })
})

describe('the add-to-cart card', () => {
  it('AddLoading: a spinner', () => {
    render(<pages.AddLoading />)
    expect(screen.getByText('Loading the phone…')).toBeTruthy()
  })
  it('AddReady: name, variant, price and the struck-through sale price, Add to cart', async () => {
    render(<pages.AddReady />)
    const button = await screen.findByRole('button', { name: 'Add to cart' })
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(screen.getByRole('heading', { name: 'iPhone 12' })).toBeTruthy()
    expect(screen.getByText('Ksh 29,900')).toBeTruthy()
    expect(screen.getByText('Ksh 31,650')).toBeTruthy()
  })
  it('AddSoldOut: the button says Out of stock and is disabled', async () => {
    render(<pages.AddSoldOut />)
    expect(((await screen.findByRole('button', { name: 'Out of stock' })) as HTMLButtonElement).disabled).toBe(true)
  })
  it('AddAtStock: adding past the stock is refused and the card says why', async () => {
    render(<pages.AddAtStock />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Only 2 left in stock: iPhone 12 is set to 2.'))
  })
  it('AddReady: adding says so', async () => {
    render(<pages.AddReady />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added to cart'))
  })
  it('AddFailed: an error and Try again', async () => {
    render(<pages.AddFailed />)
    expect((await screen.findByRole('alert')).textContent).toContain('This phone could not be loaded')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
