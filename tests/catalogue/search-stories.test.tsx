/**
 * The search box's stories as tests: every state (sell-side.md §2 'Search box', §8) renders what a
 * visitor in that state should see, with nothing fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/Search.stories'

const composed = composeStories(stories)
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

const box = () => screen.getByRole('combobox', { name: 'Search devices' })

describe('every search story', () => {
  it('covers every state', () => {
    expect(Object.keys(composed).sort()).toEqual(['Collapsed', 'CollapsedWithText', 'Failed', 'Loading', 'NoResults', 'ResultActive', 'Results', 'StartTyping'])
  })

  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} renders the box with its placeholder, without errors`, () => {
      render(<Story />)
      expect(box().getAttribute('placeholder')).toBe('Search for model,brand & more.....')
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('each state', () => {
  it('Collapsed: nothing below the box', () => {
    render(<composed.Collapsed />)
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('Start typing to search')).toBeNull()
  })

  it("StartTyping: 'Start typing to search'", () => {
    render(<composed.StartTyping />)
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Start typing to search')).toBeTruthy()
  })

  it('Loading: a spinner that says it is searching', () => {
    render(<composed.Loading />)
    expect(screen.getByRole('status').textContent).toBe('Searching…')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('Results: thumbnails (the generic icon when a picture is missing), names and stock badges', () => {
    render(<composed.Results />)
    const options = within(screen.getByRole('listbox', { name: 'Devices' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['iPhone 12In Stock', 'iPhone 12 ProOut Of Stock', 'iPhone 12 miniIn Stock'])
    expect(options[0]!.querySelector('img')!.getAttribute('src')).toBe('/images/phones/iphone-12.svg')
    expect(options[2]!.querySelector('img')).toBeNull()
    expect(options[2]!.querySelector('svg')).toBeTruthy()
    expect(screen.getByText('3 devices found')).toBeTruthy()
  })

  it('ResultActive: the second result is the active descendant', () => {
    render(<composed.ResultActive />)
    const second = screen.getAllByRole('option')[1]!
    expect(second.getAttribute('aria-selected')).toBe('true')
    expect(box().getAttribute('aria-activedescendant')).toBe(second.id)
  })

  it.each([['NoResults'], ['Failed']] as const)("%s: 'No devices found'", (name) => {
    const Story = composed[name]
    render(<Story />)
    expect(screen.getAllByText('No devices found')).toHaveLength(2)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('CollapsedWithText: the text stays, the list is hidden', () => {
    render(<composed.CollapsedWithText />)
    expect((box() as HTMLInputElement).value).toBe('iphone 12')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy()
  })
})
