/**
 * The site shell (sell-side.md §2 'Header', 'Footer'), through its stories: the user menu in each
 * state, the cart, the menus by page kind, the breadcrumb, the side menu, the chat, the footer links,
 * and the horizontal nav folding into More.
 */
import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $auth } from '@core/account/auth'
import { $cart } from '@core/shop'
import { setCountry, setLanguage } from '@core/platform/locale'
import { $signInRequest } from '@core/account/sign-in'
import * as stories from '../../stories/SiteShell.stories'

const composed = composeStories(stories)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  $auth.set(null)
  $cart.set([])
  $signInRequest.set(null)
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

const mainNav = () => screen.getByRole('navigation', { name: 'Main menu' })
const openAccount = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }))

describe('every shell story', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} renders the header, nav and footer without errors`, () => {
      render(<Story />)
      expect(screen.getByRole('banner')).toBeTruthy()
      expect(screen.getAllByRole('navigation').length).toBeGreaterThanOrEqual(2)
      expect(screen.getByRole('contentinfo')).toBeTruthy()
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('the user menu', () => {
  describe('for a visitor who is not signed in (SignedOut)', () => {
    it('offers Sign In / Sign Up and Track Your Order, which open the sign-in drawer with the way back', () => {
      render(<composed.SignedOut />)
      openAccount('Account')
      const menu = screen.getByRole('menu', { name: 'Your account' })
      expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Sign In / Sign Up', 'Track Your Order'])
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Track Your Order' }))
      expect($signInRequest.get()).toMatchObject({ kind: 'sell', next: '/ke/device-details' })
      openAccount('Account')
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign In / Sign Up' }))
      expect($signInRequest.get()).toMatchObject({ kind: 'sell', next: location.pathname })
      expect(screen.queryByRole('menu')).toBeNull()
    })

    it('gives the drawer the shop headline on a shop page', () => {
      render(<composed.ShopPage />)
      openAccount('Account')
      fireEvent.click(screen.getByRole('menuitem', { name: 'Sign In / Sign Up' }))
      expect($signInRequest.get()?.kind).toBe('shop')
    })
  })

  describe('for a signed-in user whose sign-up is complete (SignedIn)', () => {
    it("greets them by first name and offers Track Your Order, Orders, My repairs and Sign out", async () => {
      render(<composed.SignedIn />)
      openAccount('Hi, Wanjiru')
      const items = within(screen.getByRole('menu')).getAllByRole('menuitem')
      expect(items.map((i) => i.textContent)).toEqual(['Track Your Order', 'My orders', 'My repairs', 'Sign out'])
      expect(items[0]!.getAttribute('href')).toBe('/ke/device-details')
      expect(items[1]!.getAttribute('href')).toBe('/ke/orders')
      expect(items[2]!.getAttribute('href')).toBe('/ke/repair/summary')
      await act(async () => fireEvent.click(items[3]!))
      expect($auth.get()).toBeNull()
      expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy()
      expect(screen.queryByText('Hi, Wanjiru')).toBeNull()
    })
  })

  describe('for a signed-in user who has not finished sign-up', () => {
    it('does not greet them and still offers Sign In / Sign Up', () => {
      render(<composed.SignedInSignupIncomplete />)
      expect(screen.queryByText(/^Hi,/)).toBeNull()
      openAccount('Account')
      expect(screen.getByRole('menuitem', { name: 'Sign In / Sign Up' })).toBeTruthy()
    })
  })

  describe('with the keyboard', () => {
    it('opens on ArrowDown at the first item, moves with the arrows, and Escape returns to the button', () => {
      render(<composed.SignedIn />)
      const button = screen.getByRole('button', { name: 'Hi, Wanjiru' })
      expect(button.getAttribute('aria-expanded')).toBe('false')
      fireEvent.keyDown(button, { key: 'ArrowDown' })
      expect(button.getAttribute('aria-expanded')).toBe('true')
      const items = screen.getAllByRole('menuitem')
      expect(document.activeElement).toBe(items[0])
      fireEvent.keyDown(items[0]!, { key: 'ArrowDown' })
      expect(document.activeElement).toBe(items[1])
      const last = items.at(-1)!
      fireEvent.keyDown(items[1]!, { key: 'End' })
      expect(document.activeElement).toBe(last)
      fireEvent.keyDown(last, { key: 'ArrowDown' })
      expect(document.activeElement).toBe(items[0])
      fireEvent.keyDown(items[0]!, { key: 'ArrowUp' })
      expect(document.activeElement).toBe(last)
      fireEvent.keyDown(last, { key: 'Escape' })
      expect(screen.queryByRole('menu')).toBeNull()
      expect(document.activeElement).toBe(button)
    })

    it('opens on ArrowUp at the last item', () => {
      render(<composed.SignedIn />)
      fireEvent.keyDown(screen.getByRole('button', { name: 'Hi, Wanjiru' }), { key: 'ArrowUp' })
      expect(document.activeElement?.textContent).toBe('Sign out')
    })

    it('closes when someone clicks elsewhere', () => {
      render(<composed.SignedIn />)
      openAccount('Hi, Wanjiru')
      fireEvent.pointerDown(document.body)
      expect(screen.queryByRole('menu')).toBeNull()
    })
  })
})

describe('the cart icon', () => {
  // The drawer loads after the page's first paint (CartLink): the icon comes a moment later.
  it('opens the cart drawer and says how many phones are in it', async () => {
    render(<composed.WithCart />)
    const cart = await screen.findByRole('button', { name: 'Cart, 2 phones' })
    expect(cart.getAttribute('aria-haspopup')).toBe('dialog')
    expect(cart.textContent).toBe('2')
  })

  it('says the cart is empty', async () => {
    render(<composed.SignedOut />)
    expect(await screen.findByRole('button', { name: 'Cart, empty' })).toBeTruthy()
  })
})

describe('the horizontal nav', () => {
  it('on a sell page lists the sell menu, with Repair Your Phone live (no Coming soon: issue 10 point 21)', () => {
    render(<composed.SignedOut />)
    const nav = mainNav()
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Home', 'About Us', 'Store (opens in a new tab)', 'Help', 'Blog (opens in a new tab)', 'Repair Your Phone',
    ])
    const repair = within(nav).getByRole('link', { name: /Repair Your Phone/ })
    expect(repair.hasAttribute('aria-disabled')).toBe(false)
    expect(repair.getAttribute('href')).toBe('/ke/repair-phone')
    expect(nav.textContent).not.toContain('Coming soon')
    const store = within(nav).getByRole('link', { name: /^Store/ })
    expect(store.getAttribute('target')).toBe('_blank')
    expect(store.getAttribute('rel')).toContain('noopener')
  })

  it('on the retailer page lists Home, Sell Your phone, Contact, Become a Retailer', () => {
    render(<composed.RetailerPageMenu />)
    expect(within(mainNav()).getAllByRole('link').map((a) => a.textContent).slice(0, 4)).toEqual(['Home', 'Sell Your phone', 'Contact', 'Become a Retailer'])
  })

  describe('when the header is narrow', () => {
    let restore: () => void
    beforeEach(() => {
      // jsdom lays nothing out: every item is 100 px, More is 80 px, the nav 330 px wide.
      const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return { width: this.getAttribute('aria-hidden') === 'true' ? 0 : 100, height: 44 } as DOMRect
      })
      const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'NAV' ? 330 : 0
      })
      restore = () => {
        rect.mockRestore()
        width.mockRestore()
      }
    })
    afterEach(() => restore())

    it('shows what fits and folds the rest into More, whose menu holds them in order', () => {
      render(<composed.SignedOut />)
      const nav = mainNav()
      expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'About Us'])
      fireEvent.click(within(nav).getByRole('button', { name: 'More' }))
      const menu = within(nav).getByRole('menu', { name: 'More' })
      const items = within(menu).getAllByRole('menuitem')
      expect(items.map((i) => i.textContent)).toEqual(['Store (opens in a new tab)', 'Help', 'Blog (opens in a new tab)', 'Repair Your Phone'])
      expect(items[3]!.getAttribute('href')).toBe('/ke/repair-phone')
      expect(items[0]!.getAttribute('target')).toBe('_blank')
    })
  })
})

describe('the breadcrumb', () => {
  it('reads Home > page name on an inner page', () => {
    render(<composed.InnerPageBreadcrumb />)
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/ke/sell-your-phone')
    expect(within(crumbs).getByText('How it works').getAttribute('aria-current')).toBe('page')
  })

  it('is not shown on the home page', () => {
    render(<composed.SignedOut />)
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull()
  })
})

describe('the side menu', () => {
  it('opens from the menu button with Home, How It Works, Buy Phone, Sell Phone (five brands), Repair Your Phone and Dealers', async () => {
    render(<composed.SignedOut />)
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const side = within(drawer).getByRole('navigation', { name: 'Site menu' })
    expect(within(side).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/ke/sell-your-phone'], ['How It Works', '/ke/how-it-works'], ['Buy Phone', '/ke/ecommerce/shop'],
      ['Repair Your Phone', '/ke/repair-phone'], ['Dealers', '/ke/dealers/register'],
    ])
    const sell = within(side).getByRole('button', { name: 'Sell Phone' })
    expect(sell.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(sell)
    expect(sell.getAttribute('aria-expanded')).toBe('true')
    const brands = within(within(side).getByRole('list', { name: 'Sell Phone: choose a brand' })).getAllByRole('link')
    expect(brands.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['iPhone', '/ke/sell-old-mobile-phone/select-brand/iphone/iphone'],
      ['Samsung', '/ke/sell-old-mobile-phone/select-brand/samsung/samsung'],
      ['Xiaomi', '/ke/sell-old-mobile-phone/select-brand/xiaomi/xiaomi'],
      ['Vivo', '/ke/sell-old-mobile-phone/select-brand/vivo/vivo'],
      ['Oppo', '/ke/sell-old-mobile-phone/select-brand/oppo/oppo'],
    ])
    fireEvent.click(brands[1]!)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull())
  })
})

describe('the chat', () => {
  it('opens a sample chat from the chat button, and Escape closes it and returns focus', async () => {
    render(<composed.SignedOut />)
    const button = screen.getByRole('button', { name: 'Chat with us' })
    fireEvent.click(button)
    const chat = await screen.findByRole('dialog', { name: 'Chat with Simu' })
    expect(within(chat).getByText('Hi! I am Amani. How can I help you today?')).toBeTruthy()
    expect(within(chat).getByRole('link', { name: /Continue on WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/254709919000')
    // Focus moves into the dialog once it has opened (a frame later on a busy machine).
    await waitFor(() => expect(document.activeElement).toBe(within(chat).getByRole('button', { name: 'Close the chat' })))
    fireEvent.keyDown(chat, { key: 'Escape' })
    expect(screen.queryByRole('dialog', { name: 'Chat with Simu' })).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})

describe('the header contact and selectors', () => {
  it("links WhatsApp to the country's number", () => {
    render(<composed.Swahili />)
    expect(screen.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/255768919000')
  })

  it('saves a language chosen in the selector', () => {
    render(<composed.SignedOut />)
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'sw' } })
    expect(localStorage.getItem('simu.language')).toBe('"sw"')
  })
})

describe('in Kiswahili (Swahili)', () => {
  it('greets the user and names the menu in Swahili', () => {
    render(<composed.Swahili />)
    expect(screen.getByRole('button', { name: 'Habari, Wanjiru' })).toBeTruthy()
    expect(within(screen.getByRole('navigation', { name: 'Menyu kuu' })).getByRole('link', { name: 'Mwanzo' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sera ya Faragha' })).toBeTruthy()
  })
})

describe('the footer', () => {
  it('links the shop, careers, dealers, warranty and the three policies by query', () => {
    render(<composed.SignedOut />)
    const footer = screen.getByRole('contentinfo')
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href')
    expect(href('Buy a refurbished phone')).toBe('/ke/ecommerce/shop')
    expect(href('Careers')).toBe('/ke/careers')
    expect(href('Become a dealer')).toBe('/ke/dealers/register')
    expect(href('Register your warranty')).toBe('/ke/register-phone')
    expect(href('Terms and Conditions')).toBe('/ke/how-it-works?1')
    expect(href('Privacy Policy')).toBe('/ke/how-it-works?2')
    expect(href('Return Policy')).toBe('/ke/how-it-works?3')
  })

  it('opens the testimonial dialog from Post Testimonial', async () => {
    render(<composed.SignedOut />)
    fireEvent.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Post Testimonial' }))
    expect(await screen.findByRole('dialog', { name: 'Post a testimonial' }, { timeout: 5000 })).toBeTruthy()
  })

  it('links the five social accounts in a new tab, without giving them the page', () => {
    render(<composed.SignedOut />)
    const social = within(screen.getByRole('list', { name: 'Follow Simu' })).getAllByRole('link')
    expect(social.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Simu on Facebook (opens in a new tab)', 'Simu on Instagram (opens in a new tab)', 'Simu on X (opens in a new tab)',
      'Simu on TikTok (opens in a new tab)', 'Simu on YouTube (opens in a new tab)',
    ])
    for (const a of social) {
      expect(a.getAttribute('rel')).toContain('noopener')
      expect(a.getAttribute('href')).toMatch(/^https:\/\/(www\.)?(facebook|instagram|x|tiktok|youtube)\.com\//)
    }
  })
})
