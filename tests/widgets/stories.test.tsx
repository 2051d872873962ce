/**
 * The price checker's stories reused as tests: every state of the widget (sell-side.md §2-8) renders,
 * and each shows what a seller in that state should see. The stories use fixed state: nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/PriceChecker.stories'

const composed = composeStories(stories)
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  consoleError.mockRestore()
})

describe('every price checker story', () => {
  const all = Object.entries(composed)

  it('covers every state the widget can be in', () => {
    const names = ['LoadingBrands', 'BrandsFailed', 'Offline', 'BrandsReady', 'LoadingModels', 'NoModels', 'VariantChosen', 'ConditionEmpty',
      'ConditionAnswered', 'ConditionNotSwitchingOn', 'Estimating', 'EstimateFailed', 'EstimatePerfect', 'EstimateDamaged', 'EstimateAtFloor', 'EstimateForParts']
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(names))
  })

  for (const [name, Story] of all) {
    it(`${name} renders the widget with its title and step, without errors`, () => {
      const { container, unmount } = render(<Story />)
      expect(container.textContent!.trim().length).toBeGreaterThan(0)
      expect(screen.getByRole('heading', { level: 2, name: 'How much is your phone worth?' })).toBeTruthy()
      expect(screen.getByText(/^Step [123] of 3$/)).toBeTruthy()
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the select step', () => {
  describe('while the brands load (LoadingBrands)', () => {
    it("shows 'Loading…' in a disabled brand select", () => {
      render(<composed.LoadingBrands />)
      const brand = select('Brand')
      expect(brand.disabled).toBe(true)
      expect(within(brand).getByText('Loading…')).toBeTruthy()
      expect(button('Next').disabled).toBe(true)
    })
  })

  describe('when the brands fail to load (BrandsFailed)', () => {
    it('shows the banner and its text from the error catalogue (sell-side.md §8)', () => {
      render(<composed.BrandsFailed />)
      const banner = screen.getByRole('alert')
      expect(within(banner).getByText('***An error occurred*** - Something went wrong!')).toBeTruthy()
      expect(within(banner).getByText('an error occurred that prevented the brands from loading...')).toBeTruthy()
      expect(within(banner).getByRole('button', { name: 'Try again' })).toBeTruthy()
    })
  })

  describe('when the seller is offline (Offline)', () => {
    it('puts the network message in the banner', () => {
      render(<composed.Offline />)
      expect(within(screen.getByRole('alert')).getByText('***An error occurred*** - We could not reach Simu. Check your connection and try again.')).toBeTruthy()
    })
  })

  describe('with the brands ready (BrandsReady)', () => {
    it('offers the brands while model and variant stay disabled (sell-side.md §5)', () => {
      render(<composed.BrandsReady />)
      expect([...select('Brand').options].map((o) => o.text)).toEqual(['Choose a brand', 'iPhone', 'Samsung', 'Tecno'])
      expect(select('Brand').disabled).toBe(false)
      expect(select('Model').disabled).toBe(true)
      expect(select('Variant').disabled).toBe(true)
    })
  })

  describe('while the models load (LoadingModels)', () => {
    it("shows 'Loading…' in the model select", () => {
      render(<composed.LoadingModels />)
      expect(within(select('Model')).getByText('Loading…')).toBeTruthy()
      expect(select('Model').getAttribute('aria-busy')).toBe('true')
    })
  })

  describe('a brand without models (NoModels)', () => {
    it('says so and keeps the model select disabled', () => {
      render(<composed.NoModels />)
      expect(screen.getByText('No models of this brand yet')).toBeTruthy()
      expect(select('Model').disabled).toBe(true)
      expect(button('Next').disabled).toBe(true)
    })
  })

  describe('a chosen variant (VariantChosen)', () => {
    it('shows its Max Price and enables Next (sell-side.md §5: price above 0)', () => {
      render(<composed.VariantChosen />)
      expect(screen.getByText('Max Price: Ksh 38,000')).toBeTruthy()
      expect(select('Variant').selectedOptions[0]!.text).toBe('8GB/ 128GB')
      expect(button('Next').disabled).toBe(false)
    })
  })
})

describe('the condition step', () => {
  describe('with nothing answered (ConditionEmpty)', () => {
    it("keeps 'Get my estimate' disabled", () => {
      render(<composed.ConditionEmpty />)
      expect(screen.getByText('Step 2 of 3')).toBeTruthy()
      expect(screen.getAllByRole('group')).toHaveLength(8)
      expect(button('Get my estimate').disabled).toBe(true)
    })
  })

  describe('with every question answered (ConditionAnswered)', () => {
    it("enables 'Get my estimate'", () => {
      render(<composed.ConditionAnswered />)
      expect(button('Get my estimate').disabled).toBe(false)
    })
  })

  describe('for a phone that does not switch on (ConditionNotSwitchingOn)', () => {
    it('asks only the switch-on question', () => {
      render(<composed.ConditionNotSwitchingOn />)
      const groups = screen.getAllByRole('group')
      expect(groups).toHaveLength(1)
      expect(within(groups[0]!).getByText('Does the phone switch on?')).toBeTruthy()
      expect((within(groups[0]!).getByLabelText('No') as HTMLInputElement).checked).toBe(true)
    })

    it("lets the seller ask for the estimate, since the only question shown is answered", () => {
      render(<composed.ConditionNotSwitchingOn />)
      expect(button('Get my estimate').disabled).toBe(false)
    })
  })

  describe('while the estimate is calculated (Estimating)', () => {
    it("shows 'Calculating…' on a busy, disabled button", () => {
      render(<composed.Estimating />)
      const busy = screen.getByRole('button', { name: /Calculating…/ }) as HTMLButtonElement
      expect(busy.disabled).toBe(true)
      expect(busy.getAttribute('aria-busy')).toBe('true')
      expect(within(busy).getAllByText('Calculating…').length).toBeGreaterThan(0)
    })
  })

  describe('when the estimate fails (EstimateFailed)', () => {
    it('shows the error panel with the server message', () => {
      render(<composed.EstimateFailed />)
      const panel = screen.getByRole('alert')
      expect(within(panel).getByText('We could not calculate your estimate. Please try again.')).toBeTruthy()
      expect(within(panel).getByText('That model and variant were not found')).toBeTruthy()
      expect(within(panel).getByText('Please try again in a few minutes.')).toBeTruthy()
    })
  })
})

describe('the estimate step', () => {
  describe('a damaged phone (EstimateDamaged)', () => {
    it('lists the three deductions with their amounts and the offer', () => {
      render(<composed.EstimateDamaged />)
      const items = within(screen.getByRole('list', { name: 'What we deducted' })).getAllByRole('listitem')
      expect(items.map((li) => li.textContent)).toEqual(['Screen broken− Ksh 13,300', 'No original charger− Ksh 1,150', 'No original box− Ksh 750'])
      expect(screen.getByTestId('offer').textContent).toBe('Ksh 22,800')
      expect(screen.queryByText(/minimum offer for a phone that switches on/)).toBeNull()
    })
  })

  describe('a phone at the floor (EstimateAtFloor)', () => {
    it('explains the minimum offer', () => {
      render(<composed.EstimateAtFloor />)
      expect(screen.getByText('Your phone still has value: this is our minimum offer for a phone that switches on.')).toBeTruthy()
      expect(screen.getByTestId('offer').textContent).toBe('Ksh 1,900')
    })
  })

  describe('a phone bought for parts (EstimateForParts)', () => {
    it('explains the parts value', () => {
      render(<composed.EstimateForParts />)
      expect(screen.getByText('A phone that does not switch on is bought for parts.')).toBeTruthy()
      expect(screen.getByTestId('offer').textContent).toBe('Ksh 4,550')
      expect(screen.queryByText(/minimum offer/)).toBeNull()
    })
  })

  describe('a phone in top condition (EstimatePerfect)', () => {
    it('says nothing was deducted and offers the maximum', () => {
      render(<composed.EstimatePerfect />)
      expect(screen.getByText('No deductions: your phone is in top condition.')).toBeTruthy()
      expect(screen.queryByRole('list', { name: 'What we deducted' })).toBeNull()
      expect(screen.getByTestId('offer').textContent).toBe('Ksh 38,000')
    })

    it("opens 'How is this calculated?' and closes it again", async () => {
      render(<composed.EstimatePerfect />)
      expect(screen.queryByText('How we calculate your offer')).toBeNull()
      fireEvent.click(button('How is this calculated?'))
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByText('How we calculate your offer')).toBeTruthy()
      expect(within(dialog).getByText(/We start from the maximum price/)).toBeTruthy()
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(screen.queryByText('How we calculate your offer')).toBeNull()
    })
  })
})

describe('a story in Kiswahili', () => {
  it('shows the Swahili texts (sell-side.md §4: sw for tz)', () => {
    setLanguage('sw')
    render(<composed.VariantChosen />)
    expect(screen.getByRole('heading', { level: 2, name: 'Simu yako ina thamani gani?' })).toBeTruthy()
    expect(screen.getByText('Bei ya Juu: Ksh 38,000')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Inayofuata' })).toBeTruthy()
    expect(screen.getByLabelText('Chapa')).toBeTruthy()
    expect(screen.queryByText('Next')).toBeNull()
  })
})
