/**
 * The repair picker against the real API server over real HTTP (no fetch mocks), driven as a visitor
 * would (shop-and-repair.md §2 Repair picker dialog, §5 validation): open, Proceed too early, choose a
 * brand and a model, Proceed to /{country}/repair/{model id}; the backdrop does not close it, Close and
 * Escape do; on a partner's page Proceed leaves for the full site.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { setCountry, setLanguage } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { createRepairPicker, missingFields, repairScreenUrl } from '@core/repair'
import { RepairPicker } from '@widgets/repair-picker/RepairPicker'
import * as ui from '@widgets/ui/ui.css'
import { listenApi, startBareApp, type BareApp } from '../support/server'

const title = 'Select The Phone You Wish To Repair'
const slow = { timeout: 5_000 }
let server: BareApp
let baseUrl: string
let visited: string[]

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
  setLanguage('en')
  visited = []
  setNavigator((path) => visited.push(path))
})
afterEach(() => setNavigator((path) => globalThis.location?.assign(path)))

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Repair my phone' }))
  return screen.findByRole('dialog', { name: title }, slow)
}
const brandsLoaded = () => waitFor(() => expect(select('Brand').disabled).toBe(false), slow)
const modelsLoaded = () => waitFor(() => expect(select('Model').disabled).toBe(false), slow)

describe('a visitor on the site', () => {
  describe('who opens the picker and presses Proceed without choosing', () => {
    it("sees 'this field is required' under brand and model, stays in the dialog, and the brand select gets focus", async () => {
      render(<RepairPicker />)
      const dialog = await openDialog()
      await brandsLoaded()
      fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }))
      expect(await screen.findAllByText('this field is required')).toHaveLength(2)
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy()
      expect(document.activeElement).toBe(select('Brand'))
      expect(visited).toEqual([])
    })
  })

  describe('who chooses a brand, then a model, then Proceed', () => {
    it('goes to /ke/repair/{model id} through the router and the dialog closes', async () => {
      render(<RepairPicker />)
      await openDialog()
      await brandsLoaded()
      fireEvent.change(select('Brand'), { target: { value: 'samsung' } })
      await modelsLoaded()
      expect([...select('Model').options].some((o) => o.text === 'Galaxy S21')).toBe(true)
      fireEvent.change(select('Model'), { target: { value: 'samsung-galaxy-s21' } })
      fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
      await waitFor(() => expect(visited).toEqual(['/ke/repair/samsung-galaxy-s21']))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    })

    it('clears the brand error once a brand is chosen, and keeps the model error until a model is', async () => {
      render(<RepairPicker />)
      await openDialog()
      await brandsLoaded()
      fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
      expect(await screen.findAllByText('this field is required')).toHaveLength(2)
      fireEvent.change(select('Brand'), { target: { value: 'iphone' } })
      await modelsLoaded()
      expect(screen.getAllByText('this field is required')).toHaveLength(1)
      fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
      await waitFor(() => expect(document.activeElement).toBe(select('Model')))
      fireEvent.change(select('Model'), { target: { value: 'iphone-13' } })
      expect(screen.queryByText('this field is required')).toBeNull()
    })

    it('uses the country of the page: tz goes to /tz/repair/...', async () => {
      setCountry('tz')
      setLanguage('en')
      render(<RepairPicker brand="iPhone" />)
      await openDialog()
      await modelsLoaded()
      expect(select('Brand').value).toBe('iphone')
      fireEvent.change(select('Model'), { target: { value: 'iphone-12' } })
      fireEvent.click(screen.getByRole('button', { name: 'Proceed' }))
      await waitFor(() => expect(visited).toEqual(['/tz/repair/iphone-12']))
    })
  })

  describe('closing', () => {
    it('a click on the backdrop does not close it; Close does, and the choice is kept for next time', async () => {
      render(<RepairPicker />)
      await openDialog()
      await brandsLoaded()
      fireEvent.change(select('Brand'), { target: { value: 'samsung' } })
      const overlay = document.querySelector(`.${ui.overlay}`) as HTMLElement
      expect(overlay).toBeTruthy()
      fireEvent.pointerDown(overlay)
      fireEvent.click(overlay)
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await openDialog()
      expect(select('Brand').value).toBe('samsung')
    })

    it('Escape closes it and hands focus back to the button', async () => {
      render(<RepairPicker />)
      const trigger = screen.getByRole('button', { name: 'Repair my phone' })
      trigger.focus()
      const dialog = await openDialog()
      fireEvent.keyDown(dialog, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(document.activeElement).toBe(trigger))
    })
  })

  it('opens at once with open, and preselects a brand given by name', async () => {
    render(<RepairPicker open brand="samsung" />)
    await screen.findByRole('dialog', { name: title }, slow)
    await modelsLoaded()
    expect(select('Brand').value).toBe('samsung')
  })
})

describe('the host page', () => {
  it('hears simu:navigate with the model, and can cancel it to open the repair page itself', async () => {
    const heard: unknown[] = []
    const listener = (e: Event) => {
      heard.push((e as CustomEvent).detail)
      e.preventDefault()
    }
    document.addEventListener('simu:navigate', listener)
    try {
      const picker = createRepairPicker()
      picker.$state.set({ ...picker.$state.get(), open: true, brands: { status: 'ready', data: [{ _id: 'samsung', brand: 'Samsung' }] }, brandId: 'samsung',
        models: { status: 'ready', data: [{ details: { _id: 'samsung-galaxy-a14', modelName: 'Galaxy A14' }, image: '' }] }, modelId: 'samsung-galaxy-a14' })
      render(<RepairPicker picker={picker} />)
      fireEvent.click(await screen.findByRole('button', { name: 'Proceed' }))
      await waitFor(() => expect(heard).toHaveLength(1))
      expect(heard[0]).toMatchObject({ route: 'repair', country: 'ke', brandId: 'samsung', modelId: 'samsung-galaxy-a14', modelName: 'Galaxy A14', path: '/ke/repair/samsung-galaxy-a14' })
      expect(visited).toEqual([])
    } finally {
      document.removeEventListener('simu:navigate', listener)
    }
  })
})

describe('the repair screen address for an embedded picker', () => {
  it('is the path on the site, and an absolute URL on the full site when embedded', () => {
    expect(repairScreenUrl('/ke/repair/iphone-13', { embedded: false })).toBe('/ke/repair/iphone-13')
    expect(repairScreenUrl('/ke/repair/iphone-13', { embedded: true, siteUrl: 'https://simu.africa' })).toBe('https://simu.africa/ke/repair/iphone-13')
    // Without site-url: the host the widget's API (and loader script) come from.
    expect(repairScreenUrl('/ug/repair/iphone-13', { embedded: true })).toBe(new URL('/ug/repair/iphone-13', baseUrl).href)
  })
  it('names the missing fields in the order they are asked', () => {
    expect(missingFields({})).toEqual(['brand', 'model'])
    expect(missingFields({ brandId: 'samsung' })).toEqual(['model'])
    expect(missingFields({ brandId: 'samsung', modelId: 'x' })).toEqual([])
  })
})
