/**
 * The repair picker's stories reused as tests (shop-and-repair.md §2 Repair picker dialog, §5): every
 * state renders, and shows what a visitor in that state should see. Nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/RepairPicker.stories'

const composed = composeStories(stories)
const title = 'Select The Phone You Wish To Repair'
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const dialog = () => screen.findByRole('dialog', { name: title })

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

describe('every repair picker story', () => {
  const all = Object.entries(composed)
  it('covers every state the widget can be in', () => {
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(['Closed', 'Open', 'BrandsLoading', 'ModelsLoading', 'BrandChosen', 'BothChosen', 'ValidationErrors', 'LoadFailed']))
  })
  for (const [name, Story] of all) {
    it(`${name} renders the trigger button${name === 'Closed' ? '' : ' and the dialog with its title, Close and Proceed'}, without errors`, async () => {
      const { unmount } = render(<Story />)
      expect(screen.getByRole('button', { name: 'Repair my phone' })).toBeTruthy()
      if (name === 'Closed') {
        expect(screen.queryByRole('dialog')).toBeNull()
      } else {
        const d = await dialog()
        expect(within(d).getByRole('button', { name: 'Close' })).toBeTruthy()
        expect(within(d).getByRole('button', { name: 'Proceed' })).toBeTruthy()
      }
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the states', () => {
  it("BrandsLoading: the brand select says 'Loading…' and is busy; the model select waits for a brand", async () => {
    render(<composed.BrandsLoading />)
    await dialog()
    expect(within(select('Brand')).getByText('Loading…')).toBeTruthy()
    expect(select('Brand').getAttribute('aria-busy')).toBe('true')
    expect(select('Model').disabled).toBe(true)
    expect(screen.getByText('Choose a brand first')).toBeTruthy()
  })

  it('Open: the brands are listed, the model select is disabled until a brand is chosen', async () => {
    render(<composed.Open />)
    await dialog()
    expect([...select('Brand').options].map((o) => o.text)).toEqual(['Choose a brand', 'iPhone', 'Samsung', 'Tecno'])
    expect(select('Model').disabled).toBe(true)
  })

  it("ModelsLoading: the brand is chosen and the model select says 'Loading…'", async () => {
    render(<composed.ModelsLoading />)
    await dialog()
    expect(select('Brand').value).toBe('samsung')
    expect(within(select('Model')).getByText('Loading…')).toBeTruthy()
  })

  it("BrandChosen: the brand's models are offered", async () => {
    render(<composed.BrandChosen />)
    await dialog()
    expect([...select('Model').options].map((o) => o.text)).toEqual(['Choose a model', 'Galaxy S21', 'Galaxy A14'])
    expect(select('Model').disabled).toBe(false)
  })

  it('BothChosen: brand and model are selected and no error shows', async () => {
    render(<composed.BothChosen />)
    await dialog()
    expect(select('Model').value).toBe('samsung-galaxy-s21')
    expect(screen.queryByText('this field is required')).toBeNull()
  })

  it("ValidationErrors: both fields say 'this field is required', tied to their selects", async () => {
    render(<composed.ValidationErrors />)
    await dialog()
    expect(screen.getAllByText('this field is required')).toHaveLength(2)
    for (const label of ['Brand', 'Model']) {
      const hint = document.getElementById(select(label).getAttribute('aria-describedby')!)
      expect(hint?.textContent).toBe('this field is required')
    }
  })

  it('LoadFailed: the brand error banner with Try again', async () => {
    render(<composed.LoadFailed />)
    await dialog()
    const banner = screen.getByRole('alert')
    expect(banner.textContent).toContain('***An error occurred*** - Something went wrong!')
    expect(within(banner).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('ModelsFailed: the model select says the models could not load, with Try again', async () => {
    render(<composed.ModelsFailed />)
    await dialog()
    expect(screen.getByText('We could not load the models. Please try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('speaks Swahili when the page does', async () => {
    setLanguage('sw')
    render(<composed.ValidationErrors />)
    expect(await screen.findByRole('dialog', { name: 'Chagua Simu Unayotaka Kutengeneza' })).toBeTruthy()
    expect(screen.getAllByText('sehemu hii inahitajika')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Endelea' })).toBeTruthy()
  })
})
