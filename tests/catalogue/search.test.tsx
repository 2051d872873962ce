/**
 * The search box against the real API over real HTTP (no fetch mocks; a proxy in front of the server
 * counts the searches and can hold one back): sell-side.md §2 'Search box', §4 'Search' (500 ms after
 * typing stops, clearing empties, click outside resets), §5 (non-blank text only), §8 ('No devices found').
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { timing } from '@core/domain/constants'
import { setCountry, setLanguage } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { createSearch, productLink, resultLink } from '@core/catalogue/search'
import { SearchBox } from '@widgets/search/SearchBox'
import { delayingProxy, listenApi, startBareApp, type BareApp } from '../support/server'

const appKey = 'pk_dev_simu'
const slow = { timeout: 5_000 }

let server: BareApp
let proxy: Awaited<ReturnType<typeof delayingProxy>>
let baseUrl: string
/** The search texts the server was asked for, in order. */
const asked: string[] = []
/** Texts whose replies the proxy holds back for 400 ms. */
const held = new Set<string>()

beforeAll(async () => {
  server = await startBareApp()
  proxy = await delayingProxy(await listenApi(server), (url) => {
    const text = new URL(url, 'http://x').searchParams.get('query')
    if (url.includes('/search') && text !== null) asked.push(text)
    return text !== null && held.has(text) ? 400 : 0
  })
  baseUrl = proxy.baseUrl
}, 30_000)

afterAll(async () => {
  await proxy?.close()
  await server?.close()
})

let opened: string[]
beforeEach(() => {
  configureApi({ baseUrl, appKey })
  setCountry('ke')
  setLanguage('en')
  asked.length = 0
  held.clear()
  opened = []
  setNavigator((path) => opened.push(path))
})
afterEach(() => {
  vi.useRealTimers()
})

const box = () => screen.getByRole('combobox') as HTMLInputElement
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })
const key = (k: string) => fireEvent.keyDown(box(), { key: k })
/**
 * The results came from the real server on another origin; from here on the API is on the page's own
 * origin, as on the full site, so a result opens through the site's router.
 */
const onTheSite = () => configureApi({ baseUrl: '/api/v1' })
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent)
/** Waits for the results of the current text (the real debounce, then the real server). */
const results = () => waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0), slow)

describe('the search box', () => {
  it("shows the placeholder, and 'Start typing to search' once focused", () => {
    render(<SearchBox country="ke" />)
    expect(screen.getByRole('combobox', { name: 'Search devices' })).toBe(box())
    expect(box().placeholder).toBe('Search for model,brand & more.....')
    expect(box().getAttribute('aria-expanded')).toBe('false')
    fireEvent.focus(box())
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Start typing to search')).toBeTruthy()
  })

  describe('while someone types (fake timers for the 500 ms)', () => {
    it('asks the server once, 500 ms after the last key, with a spinner meanwhile', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('i')
      act(() => void vi.advanceTimersByTime(300))
      type('ip')
      act(() => void vi.advanceTimersByTime(300))
      type('iphone 1')
      expect(screen.getByRole('status').textContent).toBe('Searching…')
      act(() => void vi.advanceTimersByTime(timing.searchDebounceMs - 1))
      expect(asked).toEqual([])
      act(() => void vi.advanceTimersByTime(1))
      vi.useRealTimers()
      await results()
      expect(asked).toEqual(['iphone 1'])
      // Every iPhone 1x starts with the text: the newest comes first.
      expect(optionNames()[0]).toBe('iPhone 16In Stock')
    })

    it('never asks for blank text, and shows \'Start typing to search\' for it', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('   ')
      act(() => void vi.advanceTimersByTime(timing.searchDebounceMs * 3))
      expect(asked).toEqual([])
      expect(screen.getByText('Start typing to search')).toBeTruthy()
      expect(screen.queryByRole('status')).toBeNull()
    })
  })

  it('lists each result with its thumbnail, name and stock badge, and says how many were found', async () => {
    render(<SearchBox country="ke" />)
    fireEvent.focus(box())
    type('iphone xr')
    await results()
    const [xr] = screen.getAllByRole('option')
    expect(within(xr!).getByText('iPhone XR')).toBeTruthy()
    expect(within(xr!).getByText('Out Of Stock')).toBeTruthy()
    expect(xr!.querySelector('img')!.getAttribute('src')).toMatch(/\/images\/phones\/iphone-xr\.svg$/)
    expect(screen.getByText('1 device found')).toBeTruthy()
    type('iphone 12')
    await waitFor(() => expect(optionNames()).toEqual(['iPhone 12In Stock', 'iPhone 12 ProIn Stock']), slow)
    expect(screen.getByText('2 devices found')).toBeTruthy()
  })

  it("says 'No devices found' when nothing matches", async () => {
    render(<SearchBox country="ke" />)
    fireEvent.focus(box())
    type('qqqq')
    expect(await screen.findAllByText('No devices found', undefined, slow)).toHaveLength(2) // the panel and the live region
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it("says 'No devices found' when the search fails (sell-side.md §8)", async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1/api/v1' })
    render(<SearchBox country="ke" />)
    fireEvent.focus(box())
    type('iphone')
    expect(await screen.findAllByText('No devices found', undefined, slow)).toHaveLength(2)
  })

  it('empties the results when the text is cleared, with the clear button too', async () => {
    render(<SearchBox country="ke" />)
    fireEvent.focus(box())
    type('galaxy')
    await results()
    type('')
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByText('Start typing to search')).toBeTruthy()
    type('galaxy')
    await results()
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box().value).toBe('')
    expect(screen.queryAllByRole('option')).toEqual([])
  })

  it('collapses and resets when someone clicks outside it', async () => {
    render(<div><p>Elsewhere</p><SearchBox country="ke" /></div>)
    fireEvent.focus(box())
    type('galaxy')
    await results()
    fireEvent.pointerDown(screen.getByText('Elsewhere'))
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(box().value).toBe('')
    fireEvent.focus(box())
    expect(screen.queryAllByRole('option')).toEqual([])
    expect(screen.getByText('Start typing to search')).toBeTruthy()
  })

  it('keeps the panel open for a click inside it', async () => {
    render(<SearchBox country="ke" />)
    fireEvent.focus(box())
    type('galaxy')
    await results()
    fireEvent.pointerDown(screen.getByRole('listbox'))
    expect(box().getAttribute('aria-expanded')).toBe('true')
  })

  describe('with the keyboard (combobox pattern)', () => {
    it('moves through the results with the arrows, wrapping, and marks the active one', async () => {
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('iphone 12')
      await results()
      const [first, second] = screen.getAllByRole('option')
      expect(box().getAttribute('aria-activedescendant')).toBeNull()
      key('ArrowDown')
      expect(box().getAttribute('aria-activedescendant')).toBe(first!.id)
      expect(first!.getAttribute('aria-selected')).toBe('true')
      key('ArrowDown')
      expect(box().getAttribute('aria-activedescendant')).toBe(second!.id)
      expect(first!.getAttribute('aria-selected')).toBe('false')
      key('ArrowDown')
      expect(box().getAttribute('aria-activedescendant')).toBe(first!.id)
      key('ArrowUp')
      expect(box().getAttribute('aria-activedescendant')).toBe(second!.id)
    })

    it('opens the active result with Enter: the product page of the full site', async () => {
      render(<SearchBox country="tz" />)
      fireEvent.focus(box())
      type('iphone 12')
      await results()
      key('ArrowDown')
      onTheSite()
      key('Enter')
      expect(opened).toEqual(['/tz/ecommerce/product-details/iphone-12'])
      expect(box().value).toBe('')
    })

    it('does nothing on Enter while no result is active', async () => {
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('iphone 12')
      await results()
      key('Enter')
      expect(opened).toEqual([])
    })

    it('closes the list with Escape, keeps the text, and clears it with a second Escape', async () => {
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('iphone 12')
      await results()
      key('ArrowDown')
      key('Escape')
      expect(box().getAttribute('aria-expanded')).toBe('false')
      expect(box().getAttribute('aria-activedescendant')).toBeNull()
      expect(box().value).toBe('iphone 12')
      key('ArrowDown')
      expect(box().getAttribute('aria-expanded')).toBe('true')
      key('Escape')
      key('Escape')
      expect(box().value).toBe('')
    })
  })

  it('opens a clicked result and tells the host page with simu:navigate, which it may cancel', async () => {
    const events: CustomEvent[] = []
    const listen = (e: Event) => events.push(e as CustomEvent)
    document.addEventListener('simu:navigate', listen)
    try {
      render(<SearchBox country="ke" />)
      fireEvent.focus(box())
      type('iphone xr')
      await results()
      onTheSite()
      fireEvent.click(screen.getByRole('option', { name: /iPhone XR/ }))
      expect(opened).toEqual(['/ke/ecommerce/product-details/iphone-xr'])
      expect(events[0]!.detail).toEqual({ path: '/ke/ecommerce/product-details/iphone-xr', href: `${location.origin}/ke/ecommerce/product-details/iphone-xr`, modelId: 'iphone-xr', country: 'ke' })
      configureApi({ baseUrl })

      const cancel = (e: Event) => e.preventDefault()
      document.addEventListener('simu:navigate', cancel)
      fireEvent.focus(box())
      type('iphone xr')
      await results()
      onTheSite()
      fireEvent.click(screen.getByRole('option', { name: /iPhone XR/ }))
      document.removeEventListener('simu:navigate', cancel)
      expect(opened).toHaveLength(1)
      expect(events).toHaveLength(2)
    } finally {
      document.removeEventListener('simu:navigate', listen)
    }
  })

  it('shows the Swahili texts', async () => {
    setLanguage('sw')
    render(<SearchBox country="tz" />)
    expect(box().placeholder).toBe('Tafuta modeli, chapa na zaidi.....')
    fireEvent.focus(box())
    expect(screen.getByText('Anza kuandika ili kutafuta')).toBeTruthy()
    type('iphone xr')
    await results()
    expect(screen.getByText('Imeisha')).toBeTruthy()
  })
})

describe('the search store', () => {
  it('drops a reply that arrives after a newer one (stale responses never overwrite newer ones)', async () => {
    held.add('iphone')
    const search = createSearch()
    search.setText('iphone')
    // The first search is on its way (held back by the proxy) when the text changes.
    await waitFor(() => expect(asked).toEqual(['iphone']), slow)
    search.setText('galaxy')
    await waitFor(() => expect(search.$state.get().status).toBe('ready'), slow)
    const galaxy = search.$state.get().results.map((r) => r.models._id)
    expect(galaxy.every((id) => id.startsWith('samsung-'))).toBe(true)
    // Wait until the held reply for 'iphone' has certainly arrived, then check nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(search.$state.get().results.map((r) => r.models._id)).toEqual(galaxy)
    expect(search.$state.get().text).toBe('galaxy')
  })

  it('drops a reply that arrives after the box was reset', async () => {
    held.add('galaxy')
    const search = createSearch()
    search.setText('galaxy')
    await waitFor(() => expect(asked).toEqual(['galaxy']), slow)
    search.reset()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(search.$state.get()).toEqual({ text: '', open: false, status: 'idle', results: [], active: -1 })
  })

  it('links a result to the product page on the same origin as the API', () => {
    configureApi({ baseUrl: 'https://simu.example/api/v1' })
    expect(productLink('ug', 'samsung-galaxy-s21')).toEqual({
      path: '/ug/ecommerce/product-details/samsung-galaxy-s21',
      href: 'https://simu.example/ug/ecommerce/product-details/samsung-galaxy-s21',
      sameOrigin: false,
    })
    configureApi({ baseUrl: '/api/v1' })
    expect(productLink('ke', 'iphone-12').sameOrigin).toBe(true)
  })

  it('links a model the shop does not sell to its sell page, never to a product page that cannot load (issue 10, point 13)', () => {
    configureApi({ baseUrl: '/api/v1' })
    const hit = (shop?: boolean) => ({ image: '', instock: false, ...(shop === undefined ? {} : { shop }), models: { _id: 'samsung-galaxy-s10', modelName: 'Galaxy S10' } })
    expect(resultLink('tz', hit(false)).path).toBe('/tz/sell-old-mobile-phone/select-variant/samsung-galaxy-s10')
    expect(resultLink('tz', hit(true)).path).toBe('/tz/ecommerce/product-details/samsung-galaxy-s10')
    expect(resultLink('tz', hit()).path).toBe('/tz/ecommerce/product-details/samsung-galaxy-s10')
  })
})
