/**
 * The price checker against the real API server over real HTTP (no fetch mocks): the server runs
 * in-process on a fresh SQLite file with the seed catalogue, and the widget is driven as a seller
 * would drive it (sell-side.md §4 sell wizard, §5 validation, §8 error catalogue).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { $country, setCountry } from '@core/platform/locale'
import { createPriceChecker } from '@core/sell'
import { $selectedModel, $sellAnswers, resetSell } from '@core/sell'
import { PriceChecker } from '@widgets/price-checker/PriceChecker'
import { startBareApp, type BareApp } from '../support/server'

const appKey = 'pk_dev_simu'
const slow = { timeout: 5_000 }

let server: BareApp
let port: number
let baseUrl: string

beforeAll(async () => {
  server = await startBareApp()
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  port = (server.app.server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${port}/api/v1`
}, 30_000)

afterAll(async () => {
  await server?.close()
})

beforeEach(() => {
  configureApi({ baseUrl, appKey })
  setCountry('ke')
  resetSell()
})

afterEach(() => {
  configureApi({ baseUrl, appKey })
})

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const optionTexts = (label: string) => [...select(label).options].map((o) => o.text)

/** Picks an option by its visible text, as a user does in a native select. */
function choose(label: string, text: string) {
  const el = select(label)
  const option = [...el.options].find((o) => o.text === text)
  if (!option) throw new Error(`${label} has no option '${text}' (has: ${optionTexts(label).join(', ')})`)
  fireEvent.change(el, { target: { value: option.value } })
}

/** Clicks the Yes or No label of the question with this title. */
function answer(title: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('group', { name: title })
  fireEvent.click(within(group).getByText(choice))
  expect((within(group).getByLabelText(choice) as HTMLInputElement).checked).toBe(true)
}

const amount = (text: string) => Number(text.replace(/[^\d]/g, ''))

describe('the price checker talking to the real API', () => {
  describe('a seller in Kenya with a Galaxy S21 whose screen is cracked', () => {
    it('chooses the phone, answers the questions, gets an itemised offer and hands it on with Sell now', async () => {
      render(<PriceChecker />)
      expect(screen.getByText('Step 1 of 3')).toBeTruthy()

      // Brands load from get_device; the selects below stay disabled while empty (sell-side.md §5).
      await waitFor(() => expect(select('Brand').disabled).toBe(false), slow)
      expect(optionTexts('Brand')).toContain('Samsung')
      expect(select('Model').disabled).toBe(true)
      expect(select('Variant').disabled).toBe(true)
      const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
      expect(next.disabled).toBe(true)

      choose('Brand', 'Samsung')
      await waitFor(() => expect(optionTexts('Model')).toContain('Galaxy S21'), slow)
      // Only phones released in 2018 or later are bought (sell-side.md §1).
      expect(optionTexts('Model')).not.toContain('Galaxy S9')
      choose('Model', 'Galaxy S21')
      await waitFor(() => expect(optionTexts('Variant')).toContain('8GB/ 128GB'), slow)
      expect(next.disabled).toBe(true)
      choose('Variant', '8GB/ 128GB')

      // Seed: Galaxy S21 8/128 buys at most Ksh 20,000 (label and format: sell-side.md §3).
      expect(await screen.findByText('Max Price: Ksh 20,000')).toBeTruthy()
      expect(next.disabled).toBe(false)
      fireEvent.click(next)

      expect(await screen.findByText('Tell us about its condition')).toBeTruthy()
      expect(screen.getByText('Step 2 of 3')).toBeTruthy()
      const getEstimate = screen.getByRole('button', { name: 'Get my estimate' }) as HTMLButtonElement
      expect(getEstimate.disabled).toBe(true)
      answer('Does the phone switch on?', 'Yes')
      answer('Can it make and receive calls?', 'Yes')
      answer('Cracked or broken screen', 'Yes')
      answer('Scratches on the screen', 'No')
      answer('Scratches on the body', 'No')
      answer('Has it been in water?', 'No')
      expect(getEstimate.disabled).toBe(true)
      answer('Original charger', 'Yes')
      answer('Original box', 'Yes')
      expect(getEstimate.disabled).toBe(false)
      fireEvent.click(getEstimate)

      // Flagship: a broken screen costs 35 % of 20,000 = Ksh 7,000; the offer is Ksh 13,000.
      const item = (await screen.findByText('Screen broken', undefined, slow)).closest('li')!
      expect(within(item).getByText('− Ksh 7,000')).toBeTruthy()
      expect(within(screen.getByRole('list', { name: 'What we deducted' })).getAllByRole('listitem')).toHaveLength(1)
      expect(screen.getByText('Our offer')).toBeTruthy()
      const offer = screen.getByTestId('offer').textContent!
      expect(offer).toBe('Ksh 13,000')
      expect(screen.getByText('Step 3 of 3')).toBeTruthy()

      const quotes: CustomEvent[] = []
      const onQuote = (e: Event) => quotes.push(e as CustomEvent)
      document.addEventListener('simu:quote', onQuote)
      try {
        fireEvent.click(screen.getByRole('button', { name: 'Sell now' }))
      } finally {
        document.removeEventListener('simu:quote', onQuote)
      }
      expect(quotes).toHaveLength(1)
      const detail = quotes[0]!.detail as { estimate: { offer: number; maxPrice: number }; answers: Record<string, string>; country: string }
      expect(detail.estimate.offer).toBe(amount(offer))
      expect(detail.estimate.maxPrice).toBe(20_000)
      expect(detail.answers.brokenScreen).toBe('yes')
      expect(detail.country).toBe('ke')
      // The full site's sell flow continues from the shared stores.
      expect($selectedModel.get()).toMatchObject({ modelID: 'samsung-galaxy-s21', variantID: 'samsung-galaxy-s21-8-128', modelName: 'Galaxy S21', ram: 8, storage: 128, price: 20_000 })
      expect($sellAnswers.get()).toMatchObject({ deviceOn: 'yes', brokenScreen: 'yes', box: 'yes' })
    }, 20_000)
  })

  describe('a seller whose phone does not switch on', () => {
    it('is asked nothing else and offered the parts value', async () => {
      render(<PriceChecker brand="samsung" model="samsung-galaxy-s21" />)
      // A preset brand and model load on their own; the seller only picks the size.
      await waitFor(() => expect(optionTexts('Variant')).toContain('8GB/ 256GB'), slow)
      choose('Variant', '8GB/ 256GB')
      fireEvent.click(await screen.findByRole('button', { name: 'Next' }))
      answer('Does the phone switch on?', 'No')
      // Only the switch-on question is left, and it is answered: the estimate can be asked for.
      expect(screen.getAllByRole('group')).toHaveLength(1)
      const getEstimate = screen.getByRole('button', { name: 'Get my estimate' }) as HTMLButtonElement
      expect(getEstimate.disabled, "'Get my estimate' stays disabled for a phone that does not switch on").toBe(false)
      fireEvent.click(getEstimate)
      // flagship parts value: 12 % of 22,500 = 2,700
      await waitFor(() => expect(screen.getByTestId('offer').textContent).toBe('Ksh 2,700'), slow)
      expect(screen.getByText('A phone that does not switch on is bought for parts.')).toBeTruthy()
    })
  })

  describe('a seller in Tanzania', () => {
    it('sees prices in shillings of Tanzania and Swahili texts', async () => {
      setCountry('tz')
      render(<PriceChecker brand="samsung" model="samsung-galaxy-s21" />)
      await waitFor(() => expect(optionTexts('Toleo')).toContain('8GB/ 128GB'), slow)
      choose('Toleo', '8GB/ 128GB')
      expect(await screen.findByText(/^Bei ya Juu: Tzs [\d,]+$/)).toBeTruthy()
    })
  })

  describe('when the server refuses the app key', () => {
    it("shows the spec's brand banner with a visitor's message (not the developer's 'Unknown app key'), and Try again recovers (sell-side.md §8)", async () => {
      configureApi({ appKey: 'pk_not_registered' })
      render(<PriceChecker />)
      const banner = await screen.findByRole('alert', undefined, slow)
      expect(within(banner).getByText('***An error occurred*** - This Simu service is not available on this page at the moment.')).toBeTruthy()
      expect(within(banner).getByText('an error occurred that prevented the brands from loading...')).toBeTruthy()
      expect(select('Brand').disabled).toBe(true)

      configureApi({ appKey })
      fireEvent.click(within(banner).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(optionTexts('Brand')).toContain('Samsung'), slow)
      expect(screen.queryByRole('alert')).toBeNull()
    })
  })

  describe('when the server cannot be reached', () => {
    it('shows the brand banner with the network message', async () => {
      configureApi({ baseUrl: 'http://127.0.0.1:1/api/v1' })
      render(<PriceChecker />)
      const banner = await screen.findByRole('alert', undefined, slow)
      expect(within(banner).getByText('***An error occurred*** - We could not reach Simu. Check your connection and try again.')).toBeTruthy()
      expect(within(banner).getByText('an error occurred that prevented the brands from loading...')).toBeTruthy()
    })
  })
})

describe('the price checker store alone', () => {
  /** A proxy in front of the real server that holds back replies to the paths it is told to. */
  let proxy: Server
  let proxyUrl: string
  const held = new Set<string>()

  beforeAll(async () => {
    proxy = createServer((req, res) => {
      const wait = [...held].some((p) => req.url?.includes(p)) ? 300 : 0
      setTimeout(() => {
        const forward = httpRequest({ host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers)
          reply.pipe(res)
        })
        forward.on('error', () => res.destroy())
        req.pipe(forward)
      }, wait)
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api/v1`
  })
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))
  afterEach(() => held.clear())

  describe('a seller who picks one brand and then, before its models arrive, another', () => {
    it('sees the models of the second brand, even though the first answer arrives last', async () => {
      configureApi({ baseUrl: proxyUrl })
      held.add('/get_device_model/samsung')
      const checker = createPriceChecker()
      const arrived: string[] = []
      const first = checker.chooseBrand('samsung').then(() => arrived.push('samsung'))
      const second = checker.chooseBrand('iphone').then(() => arrived.push('iphone'))
      await Promise.all([first, second])
      expect(arrived).toEqual(['iphone', 'samsung'])

      const s = checker.$state.get()
      expect(s.brandId).toBe('iphone')
      expect(s.models.status).toBe('ready')
      const ids = s.models.status === 'ready' ? s.models.data.map((m) => m.details._id) : []
      expect(ids.length).toBeGreaterThan(0)
      expect(ids.every((id) => id.startsWith('iphone'))).toBe(true)
    })
  })

  describe('a seller who picks one model and then, before its sizes arrive, another', () => {
    it('sees the sizes of the second model', async () => {
      configureApi({ baseUrl: proxyUrl })
      held.add('/get_sell_variants/samsung-galaxy-s21')
      const checker = createPriceChecker()
      await checker.chooseBrand('samsung')
      await Promise.all([checker.chooseModel('samsung-galaxy-s21'), checker.chooseModel('samsung-galaxy-s22')])
      const s = checker.$state.get()
      expect(s.modelId).toBe('samsung-galaxy-s22')
      const ids = s.variants.status === 'ready' ? s.variants.data.map((v) => v.variant._id) : []
      expect(ids).toEqual(['samsung-galaxy-s22-8-128', 'samsung-galaxy-s22-8-256'])
    })
  })

  describe('a seller who changes country after choosing a model', () => {
    it('gets the sizes again in the new currency and goes back to the first step', async () => {
      const checker = createPriceChecker({ brand: 'samsung', model: 'samsung-galaxy-s21' })
      const unbind = checker.$state.listen(() => {})
      try {
        await waitFor(() => expect(checker.$state.get().variants.status).toBe('ready'), slow)
        checker.goTo('condition')
        setCountry('ug')
        expect($country.get()).toBe('ug')
        expect(checker.$state.get().step).toBe('select')
        await waitFor(() => {
          const v = checker.$state.get().variants
          expect(v.status === 'ready' && v.data[0]!.prices.currency).toBe('UGX')
        }, slow)
      } finally {
        unbind()
      }
    })
  })
})
