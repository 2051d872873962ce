/**
 * The sell wizard's stories reused as tests: every step and state renders, and each shows what a seller
 * in that state should see (sell-side.md §2 'Sell wizard', §4, §5, §8). The stories use fixed state:
 * nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $auth } from '@core/account/auth'
import { setCountry, setLanguage } from '@core/platform/locale'
import { $selectedModel, $sellAnswers } from '@core/sell'
import { $signInRequest, closeSignIn } from '@core/account/sign-in'
import * as stories from '../../stories/SellWizard.stories'

const composed = composeStories(stories)
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const pressed = (name: string) => button(name).getAttribute('aria-pressed')
const panel = () => screen.getByRole('complementary', { name: 'Device evaluation' })
/** A button's accessible description: the texts its aria-describedby points at. */
const description = (el: HTMLElement) => el.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent).join(' ')
const panelLines = () => within(panel()).queryAllByRole('listitem').map((li) => li.textContent)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  closeSignIn()
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  consoleError.mockRestore()
  $auth.set(null)
})

describe('every sell wizard story', () => {
  const all = Object.entries(composed)

  it('covers every step and state of the wizard and of its Samsung mode', () => {
    const names = ['LoadingBrands', 'BrandsFailed', 'Offline', 'BrandsReady', 'LoadingModels', 'NoModels', 'ModelsFailed', 'LoadingVariants', 'VariantChosen',
      'SummaryEmpty', 'SummaryHalfAnswered', 'SummaryAnswered', 'SummaryNotSwitchingOn', 'PrefilledFromPriceChecker', 'DefectsEmpty', 'DefectsAnswered',
      'CosmeticEmpty', 'CosmeticAnswered', 'BundleEmptySignedOut', 'BundleAnsweredSignedIn', 'BundleWithoutPrice', 'Calculating', 'CalculateFailed',
      'CalculateOffline', 'QuoteCreated', 'SwahiliSelect', 'SwahiliDefects', 'SwahiliBundle', 'SamsungLoadingPrices', 'SamsungPricesFailed',
      'SamsungPricesReady', 'SamsungModelChosen', 'SamsungChooseStore', 'SamsungStoreChosen', 'SamsungStoresInMombasa', 'SamsungStoresLoading',
      'SamsungStoresFailed', 'SamsungWalkIn', 'SamsungSwahili']
    expect(all.map(([name]) => name).sort()).toEqual([...names].sort())
  })

  for (const [name, Story] of all) {
    it(`${name} renders the wizard with its title, step counter and side panel, without errors`, () => {
      const { unmount } = render(<Story />)
      expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^(Sell your phone|Trade in your Samsung at a Samsung store|Uza simu yako|Badilisha Samsung yako kwenye duka la Samsung)$/)
      expect(screen.getByText(/^(Step|Hatua) [1-5] (of|kati ya) [35]: /)).toBeTruthy()
      expect(screen.getByRole('complementary')).toBeTruthy()
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('SelectModel', () => {
  it('LoadingBrands: a disabled brand select reading Loading…, and Next disabled', () => {
    render(<composed.LoadingBrands />)
    expect(select('Brand').disabled).toBe(true)
    expect(within(select('Brand')).getByText('Loading…')).toBeTruthy()
    expect(button('Next').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it("BrandsFailed: the spec's banner with the message and its text (sell-side.md §8)", () => {
    render(<composed.BrandsFailed />)
    const banner = screen.getByRole('alert')
    expect(within(banner).getByText('***An error occurred*** - Something went wrong!')).toBeTruthy()
    expect(within(banner).getByText('an error occurred that prevented the brands from loading...')).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('Offline: the network message in the banner', () => {
    render(<composed.Offline />)
    expect(within(screen.getByRole('alert')).getByText('***An error occurred*** - We could not reach Simu. Check your connection and try again.')).toBeTruthy()
  })

  it('BrandsReady: brands offered, model and variant disabled while their lists are empty (sell-side.md §5)', () => {
    render(<composed.BrandsReady />)
    expect([...select('Brand').options].map((o) => o.text)).toEqual(['Choose a brand', 'iPhone', 'Samsung', 'Tecno'])
    expect(select('Model').disabled).toBe(true)
    expect(select('Variant').disabled).toBe(true)
    expect(within(panel()).getByText('Choose your phone and its evaluation shows here.')).toBeTruthy()
  })

  it('LoadingModels and NoModels: the model select says so and stays disabled', () => {
    const first = render(<composed.LoadingModels />)
    expect(select('Model').getAttribute('aria-busy')).toBe('true')
    expect(within(select('Model')).getByText('Loading…')).toBeTruthy()
    first.unmount()
    render(<composed.NoModels />)
    expect(screen.getByText('No models of this brand yet')).toBeTruthy()
    expect(select('Model').disabled).toBe(true)
  })

  it('ModelsFailed: a hint under the model select', () => {
    render(<composed.ModelsFailed />)
    expect(screen.getByText('We could not load the models. Please try again.')).toBeTruthy()
  })

  it('LoadingVariants: the variant select is busy and Next disabled', () => {
    render(<composed.LoadingVariants />)
    expect(select('Variant').getAttribute('aria-busy')).toBe('true')
    expect(button('Next').disabled).toBe(true)
  })

  it("VariantChosen: each size reads '{ram}GB/ {storage}GB' with its Max Price, and Next is enabled (price above 0)", () => {
    render(<composed.VariantChosen />)
    expect([...select('Variant').options].slice(1).map((o) => o.text)).toEqual(['8GB/ 128GB · Max Price: Ksh 38,000', '8GB/ 256GB · Max Price: Ksh 42,500'])
    expect(screen.getAllByText('Max Price: Ksh 38,000').length).toBe(2)
    expect(button('Next').disabled).toBe(false)
    // The side panel lists the selected model: image, name, variant and Max Price.
    expect(within(panel()).getByRole('img', { name: 'Galaxy S21' })).toBeTruthy()
    expect(within(panel()).getByText('8GB/ 128GB')).toBeTruthy()
    expect(within(panel()).getByText('Max Price: Ksh 38,000')).toBeTruthy()
  })
})

describe('PhoneSummaryPage', () => {
  it('SummaryEmpty: three yes/no questions, each with its title, description and icon, and Continue disabled', () => {
    render(<composed.SummaryEmpty />)
    const groups = screen.getAllByRole('group')
    expect(groups.map((g) => within(g).getAllByRole('button').map((b) => b.textContent).join('/'))).toEqual(['Yes/No', 'Yes/No', 'Yes/No'])
    const on = screen.getByRole('group', { name: 'Does the phone switch on?' })
    expect(within(on).getByText('Hold the power button: does the screen light up and the phone start?')).toBeTruthy()
    expect(on.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    expect(button('Continue').disabled).toBe(true)
    expect(button('Back').disabled).toBe(false)
  })

  it('SummaryHalfAnswered: Continue stays disabled with one answer', () => {
    render(<composed.SummaryHalfAnswered />)
    expect(within(screen.getByRole('group', { name: 'Does the phone switch on?' })).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true')
    expect(button('Continue').disabled).toBe(true)
  })

  it('SummaryAnswered: Continue enabled; each answer shows its evaluation text, also in the side panel', () => {
    render(<composed.SummaryAnswered />)
    expect(button('Continue').disabled).toBe(false)
    expect(within(screen.getByRole('group', { name: 'Does the phone switch on?' })).getByText('Switches on')).toBeTruthy()
    expect(panelLines()).toEqual(['Switches on', 'Makes and receives calls', 'Account lock removed'])
  })

  it('SummaryNotSwitchingOn: the negative evaluations and the parts note', () => {
    render(<composed.SummaryNotSwitchingOn />)
    expect(panelLines()).toEqual(['Does not switch on', 'Cannot make or receive calls', 'Account lock removed'])
    expect(screen.getByText('A phone that does not switch on is bought for parts: the other answers do not change the offer.')).toBeTruthy()
  })

  it("PrefilledFromPriceChecker: the price checker's answers are loaded and shown (issue 3: prefill)", () => {
    render(<composed.PrefilledFromPriceChecker />)
    expect(screen.getByRole('heading', { name: 'Tell us about your phone' })).toBeTruthy()
    expect(panelLines()).toEqual(['Switches on', 'Makes and receives calls', 'Screen broken', 'Original charger', 'Original box'])
  })
})

describe('Defects and Defects2', () => {
  it('DefectsEmpty: the 9 functional problems and liquid damage as unpressed tiles; Next enabled', () => {
    render(<composed.DefectsEmpty />)
    const tiles = within(screen.getByRole('list', { name: 'Does any part not work?' })).getAllByRole('button')
    expect(tiles).toHaveLength(10)
    expect(tiles.every((t) => t.getAttribute('aria-pressed') === 'false')).toBe(true)
    expect(screen.getByText('Selected: 0')).toBeTruthy()
    expect(button('Next').disabled).toBe(false)
  })

  it('DefectsAnswered: pressed tiles show the evaluation text and the count; a click toggles a tile', () => {
    render(<composed.DefectsAnswered />)
    expect(pressed('Loudspeaker')).toBe('true')
    expect(pressed('Earpiece')).toBe('false')
    expect(description(button('Charging port'))).toBe('The phone charges only at an angle or not at all. Charging port faulty')
    expect(description(button('Earpiece'))).toBe('You cannot hear the other person well during a call.')
    expect(screen.getByText('Selected: 3')).toBeTruthy()
    fireEvent.click(button('Loudspeaker'))
    expect(pressed('Loudspeaker')).toBe('false')
    expect($sellAnswers.get().speakers).toBe('no')
    expect(screen.getByText('Selected: 2')).toBeTruthy()
    expect(panelLines()).not.toContain('Loudspeaker faulty')
  })

  it('CosmeticEmpty and CosmeticAnswered: the 7 kinds of damage', () => {
    const first = render(<composed.CosmeticEmpty />)
    expect(within(screen.getByRole('list', { name: 'Any damage on the screen or the body?' })).getAllByRole('button')).toHaveLength(7)
    first.unmount()
    render(<composed.CosmeticAnswered />)
    expect(pressed('Cracked or broken screen')).toBe('true')
    expect(panelLines()).toEqual(['Switches on', 'Makes and receives calls', 'Account lock removed', 'Loudspeaker faulty', 'Screen broken', 'Body scratched'])
  })
})

describe('OriginalBundle and calculate', () => {
  it('BundleEmptySignedOut: the 5 accessories asked yes or no, nothing assumed, and Next waits for every answer (issue 10)', () => {
    render(<composed.BundleEmptySignedOut />)
    const asked = ['Original charger', 'Original cable', 'Purchase receipt', 'Original box', 'Valid warranty']
    for (const name of asked) {
      const group = screen.getByRole('group', { name })
      expect(within(group).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('false')
      expect(within(group).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false')
    }
    expect(screen.getByText('Next asks for your phone number and sends you a sign-in code. Your answers are kept.')).toBeTruthy()
    expect(screen.getByText('Next locks this offer for 7 days.')).toBeTruthy()
    expect(button('Next').disabled).toBe(true)
    // No accessory counts as missing before it is answered.
    expect(panelLines()).not.toContain('No original cable')
  })

  it('BundleEmptySignedOut: once every accessory is answered, the last Next asks for sign-in through the drawer, returning to device-details', () => {
    render(<composed.BundleEmptySignedOut />)
    for (const name of ['Original charger', 'Original cable', 'Purchase receipt', 'Original box', 'Valid warranty']) {
      fireEvent.click(within(screen.getByRole('group', { name })).getByRole('button', { name: name === 'Original box' ? 'No' : 'Yes' }))
    }
    expect(panelLines()).toContain('No original box')
    const heard: CustomEvent[] = []
    const listen = (e: Event) => heard.push(e as CustomEvent)
    document.addEventListener('simu:auth-required', listen)
    try {
      fireEvent.click(button('Next'))
    } finally {
      document.removeEventListener('simu:auth-required', listen)
    }
    return vi.waitFor(() => {
      expect($signInRequest.get()).toMatchObject({ kind: 'sell', next: '/ke/device-details' })
      expect(heard.map((e) => e.detail)).toEqual([{ kind: 'sell', next: '/ke/device-details' }])
    })
  })

  it('BundleAnsweredSignedIn: no sign-in note, the answers shown, Next waits for the two unanswered accessories', () => {
    render(<composed.BundleAnsweredSignedIn />)
    expect(screen.queryByText(/sign-in code/)).toBeNull()
    expect(within(screen.getByRole('group', { name: 'Original charger' })).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(screen.getByRole('group', { name: 'Original cable' })).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false')
    expect(button('Next').disabled).toBe(true)
  })

  it('BundleWithoutPrice: Next stays disabled without a price above 0 (sell-side.md §5)', () => {
    render(<composed.BundleWithoutPrice />)
    expect(button('Next').disabled).toBe(true)
  })

  it('Calculating: a busy, disabled button', () => {
    render(<composed.Calculating />)
    const busy = button(/Calculating your offer…/)
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
  })

  it('CalculateFailed: the error panel with the message and a retry (issue 3 decision: failure shown, not silent)', () => {
    render(<composed.CalculateFailed />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not calculate your offer.')).toBeTruthy()
    expect(within(alert).getByText('That model and variant were not found')).toBeTruthy()
    expect(within(alert).getByText('Please try again in a few minutes.')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(button('Next').disabled).toBe(false)
  })

  it('CalculateOffline: the network message', () => {
    render(<composed.CalculateOffline />)
    expect(within(screen.getByRole('alert')).getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
  })

  it('QuoteCreated: the button stays busy while the page moves on', () => {
    render(<composed.QuoteCreated />)
    expect(button(/Calculating your offer…/).disabled).toBe(true)
  })
})

describe('Back and leaving', () => {
  it('Back goes to the previous step; the side panel offers to change the phone', () => {
    render(<composed.DefectsEmpty />)
    fireEvent.click(button('Back'))
    expect(screen.getByRole('heading', { name: 'Tell us about your phone' })).toBeTruthy()
    fireEvent.click(within(panel()).getByRole('button', { name: 'Change phone' }))
    expect(screen.getByRole('heading', { name: 'Which phone are you selling?' })).toBeTruthy()
  })

  it('leaving the wizard resets the request (sell-side.md §4)', () => {
    const { unmount } = render(<composed.DefectsAnswered />)
    expect($selectedModel.get()).not.toBeNull()
    unmount()
    expect($selectedModel.get()).toBeNull()
    expect($sellAnswers.get()).toEqual({})
  })
})

describe('in Kiswahili', () => {
  it('SwahiliSelect, SwahiliDefects and SwahiliBundle show the Swahili texts', () => {
    const first = render(<composed.SwahiliSelect />)
    expect(screen.getByRole('heading', { level: 3, name: 'Unauza simu gani?' })).toBeTruthy()
    expect(screen.getByLabelText('Chapa')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Inayofuata' })).toBeTruthy()
    expect(screen.queryByText('Device evaluation')).toBeNull()
    first.unmount()
    render(<composed.SwahiliDefects />)
    expect(screen.getByRole('complementary', { name: 'Tathmini ya simu' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Rudi' })).toBeTruthy()
    expect(screen.queryByText('Next')).toBeNull()
  })
})

describe('Samsung store trade-in', () => {
  it('SamsungPricesReady: fixed prices by model, no brand select', () => {
    render(<composed.SamsungPricesReady />)
    expect(screen.queryByLabelText('Brand')).toBeNull()
    expect([...select('Model').options].slice(1).map((o) => o.text)).toEqual(['Galaxy S21', 'Galaxy A14'])
    expect(button('Next').disabled).toBe(true)
  })

  it('SamsungPricesFailed: the error with a retry', () => {
    render(<composed.SamsungPricesFailed />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not load the trade-in prices.')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('SamsungModelChosen: the trade-in price and Next', () => {
    render(<composed.SamsungModelChosen />)
    expect(screen.getByText('Trade-in price: Ksh 38,000', { selector: 'p[aria-live]' })).toBeTruthy()
    expect(button('Next').disabled).toBe(false)
  })

  it("SamsungChooseStore: stores with region filter, 'No phone number' where empty, maps in a new tab", () => {
    render(<composed.SamsungChooseStore />)
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect(screen.getAllByText('No phone number')).toHaveLength(2)
    const map = screen.getAllByRole('link', { name: /^Map of Samsung Experience Store - Sarit Centre/ })[0]!
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-1.26%2C36.8')
    expect(map.getAttribute('target')).toBe('_blank')
    expect(map.getAttribute('rel')).toContain('noopener')
    expect(button('Continue').disabled).toBe(true)
    fireEvent.change(select('Region'), { target: { value: 'Meru' } })
    expect(screen.getAllByRole('radio')).toHaveLength(1)
    expect(screen.getByText('Stores: 1')).toBeTruthy()
  })

  it('SamsungStoreChosen: Continue enabled; the panel names the store', () => {
    render(<composed.SamsungStoreChosen />)
    expect((screen.getByRole('radio', { name: 'Samsung Experience Store - Galleria Mall' }) as HTMLInputElement).checked).toBe(true)
    expect(within(screen.getByRole('complementary')).getByText('Samsung Experience Store - Galleria Mall')).toBeTruthy()
    expect(button('Continue').disabled).toBe(false)
  })

  it('SamsungStoresInMombasa, SamsungStoresLoading and SamsungStoresFailed', () => {
    const first = render(<composed.SamsungStoresInMombasa />)
    expect(screen.getAllByRole('radio')).toHaveLength(1)
    expect(select('Region').value).toBe('Mombasa')
    first.unmount()
    const second = render(<composed.SamsungStoresLoading />)
    expect(screen.getByRole('status')).toBeTruthy()
    second.unmount()
    render(<composed.SamsungStoresFailed />)
    expect(within(screen.getByRole('alert')).getByText('We could not load the stores.')).toBeTruthy()
  })

  it('SamsungWalkIn: walk in and get a new phone, with the store and the price', () => {
    render(<composed.SamsungWalkIn />)
    expect(screen.getByRole('heading', { name: 'Walk in and get a new phone' })).toBeTruthy()
    expect(screen.getByText(/^Take your Galaxy S21 \(8GB\/ 128GB\) to Samsung Experience Store - Sarit Centre\. Its trade-in price of Ksh 38,000/)).toBeTruthy()
    expect(button('Trade in another phone')).toBeTruthy()
  })

  it('SamsungSwahili', () => {
    render(<composed.SamsungSwahili />)
    expect(screen.getByRole('heading', { level: 3, name: 'Chagua duka' })).toBeTruthy()
    expect(screen.getByLabelText('Eneo')).toBeTruthy()
    expect(screen.getAllByText('Hakuna namba ya simu').length).toBeGreaterThan(0)
  })
})
