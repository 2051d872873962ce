/**
 * What a customer sees and does on the repair pages (issue 5; shop-and-repair.md §2 'Repair screen',
 * 'Repair address', 'Repair summary', 'Repair-pro', §4, §5, §9), through the pages' stories: nothing is
 * fetched; every action changes the shared booking as the real page would.
 */
import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import { $repairBooking } from '@core/repair'
import { $signInRequest } from '@core/account/sign-in'
import { visibleSlides } from '@widgets/repair/DateCarousel'
import { relativeTime } from '@widgets/repair/format'
import * as stories from '../../stories/RepairPages.stories'

const composed = composeStories(stories)

beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  sessionStorage.clear()
})

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const card = () => within(screen.getByRole('complementary', { name: 'Your repair' }))

describe('the repair screen', () => {
  describe('with nothing chosen (ScreenNoFault)', () => {
    it('shows the phone, the question, the six faults with prices, and disabled buttons that say why', () => {
      render(<composed.ScreenNoFault />)
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('iPhone 13')
      expect(screen.getByText('Colour: Midnight')).toBeTruthy()
      expect(screen.getByRole('group', { name: 'Was the phone bought from Simu Africa?' })).toBeTruthy()
      const faults = within(screen.getByRole('region', { name: 'Pick Your Repair Service' })).getAllByRole('button', { pressed: false })
      expect(faults.map((f) => f.textContent)).toEqual([
        'Screen is damagedKsh 6,000', 'Battery has issuesKsh 4,000', 'Charging Port not workingKsh 3,000',
        'Microphone is not workingKsh 2,000', 'SpeakerKsh 1,500', 'Earpiece is not workingKsh 2,000',
      ])
      // Every card has its own icon, hidden from screen readers (issue 10, point 20).
      const icons = faults.map((f) => f.querySelector('svg[data-fault-icon]'))
      expect(icons.every((i) => i !== null && i.getAttribute('aria-hidden') === 'true')).toBe(true)
      expect(new Set(icons.map((i) => i!.querySelector('path')!.getAttribute('d'))).size).toBe(6)
      expect(card().getByText('No repair service chosen yet.')).toBeTruthy()
      const estimate = card().getByRole('button', { name: 'Estimate Repair Cost' })
      expect(estimate.getAttribute('aria-disabled')).toBe('true')
      expect(card().getByRole('tooltip', { hidden: true }).textContent).toBe('Pick at least one repair service')
      expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull()
      expect(screen.queryByLabelText('IMEI number')).toBeNull()
    })

    it('puts a fault in the cart and takes it out again, with the preview total', () => {
      render(<composed.ScreenNoFault />)
      fireEvent.click(button(/^Screen is damaged/))
      fireEvent.click(button(/^Speaker/))
      expect(button(/^Screen is damaged/).getAttribute('aria-pressed')).toBe('true')
      expect(card().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Screen is damagedKsh 6,000', 'SpeakerKsh 1,500', 'Estimated from the list pricesKsh 7,500'])
      fireEvent.click(button(/^Speaker/))
      expect($repairBooking.get().cart.map((f) => f._id)).toEqual(['screen'])
    })

    it("asks for the IMEI once the customer says the phone came from Simu, and shows 'Send Message' only for a message without a fault", () => {
      render(<composed.ScreenNoFault />)
      fireEvent.click(screen.getByLabelText('Yes'))
      expect(screen.getByLabelText('IMEI number')).toBeTruthy()
      const message = screen.getByLabelText('Another problem? Describe it') as HTMLTextAreaElement
      expect(message.rows).toBe(3)
      fireEvent.change(message, { target: { value: 'line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8' } })
      expect(message.rows).toBe(6)
      // Send Message waits for the terms box, saying why (issue 10, point 20).
      expect(button('Send Message').getAttribute('aria-disabled')).toBe('true')
      expect(document.getElementById(button('Send Message').getAttribute('aria-describedby')!)!.textContent).toBe('Seems you have not agreed to the terms of use')
      fireEvent.click(screen.getByLabelText('I agree to the terms of use'))
      expect(button('Send Message').getAttribute('aria-disabled')).toBeNull()
      fireEvent.click(button(/^Battery has issues/))
      expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull()
    })
  })

  describe('with faults chosen but the terms not agreed (ScreenTermsUnticked)', () => {
    it("disables Estimate with the tooltip 'Seems you have not agreed to the terms of use', shown on hover and focus", () => {
      render(<composed.ScreenTermsUnticked />)
      const estimate = card().getByRole('button', { name: 'Estimate Repair Cost' })
      expect(estimate.getAttribute('aria-disabled')).toBe('true')
      const tip = document.getElementById(estimate.getAttribute('aria-describedby')!)!
      expect(tip.textContent).toBe('Seems you have not agreed to the terms of use')
      expect(tip.getAttribute('role')).toBe('tooltip')
      const hiddenClass = tip.className
      fireEvent.focus(estimate)
      expect(tip.className).not.toBe(hiddenClass)
      // A click on the blocked button does nothing: no estimate, no sign-in drawer.
      fireEvent.click(estimate)
      expect(estimate.getAttribute('aria-busy')).toBeNull()
      expect($signInRequest.get()).toBeNull()
      fireEvent.click(card().getByLabelText('I agree to the terms of use'))
      expect(estimate.getAttribute('aria-disabled')).toBeNull()
      expect(estimate.getAttribute('aria-describedby')).toBeNull()
    })
  })

  it('shows the busy button while estimating (ScreenEstimating)', () => {
    render(<composed.ScreenEstimating />)
    const busy = card().getByRole('button', { name: /Estimating…/ })
    expect(busy.getAttribute('aria-busy')).toBe('true')
  })

  it("shows the server's cost and Proceed once an estimate exists, without a discount line when none applies (ScreenEstimate)", () => {
    render(<composed.ScreenEstimate />)
    expect(card().getByRole('button', { name: 'Proceed' })).toBeTruthy()
    expect(card().queryByText('Warranty discount')).toBeNull()
    expect(card().getByText('Estimated repair cost').parentElement!.textContent).toBe('Estimated repair costKsh 10,000')
  })

  it('shows the warranty discount of 200 when the server applied it (ScreenEstimateWithDiscount)', () => {
    render(<composed.ScreenEstimateWithDiscount />)
    expect(card().getByText('Warranty discount').parentElement!.textContent).toBe('Warranty discount−Ksh 200')
    expect(card().getByText('Estimated repair cost').parentElement!.textContent).toBe('Estimated repair costKsh 9,800')
    expect(screen.getByText('Warranty Active')).toBeTruthy()
  })

  it('shows an inactive warranty as a warning (ScreenWarrantyInactive) and a mistyped IMEI under the field (ScreenInvalidImei)', () => {
    const { unmount } = render(<composed.ScreenWarrantyInactive />)
    expect(screen.getByText('Warranty Inactive')).toBeTruthy()
    expect(screen.getByText('This phone has no active Simu warranty: the repair is charged in full.')).toBeTruthy()
    unmount()
    render(<composed.ScreenInvalidImei />)
    const imei = screen.getByLabelText('IMEI number')
    expect(imei.getAttribute('aria-invalid')).toBe('true')
    expect(imei.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent)).toEqual([
      'Dial *#06# to see it: 15 digits.', 'This IMEI is not valid: check the digits for a typo.',
    ])
  })

  it("shows the error in a snackbar with 'An error occured. Try again later' and closes it (ScreenEstimateFailed)", () => {
    render(<composed.ScreenEstimateFailed />)
    const alert = screen.getAllByRole('alert').find((a) => a.textContent!.includes('An error occured. Try again later'))!
    fireEvent.click(within(alert).getByRole('button', { name: 'Close message' }))
    expect(alert.textContent).toBe('')
  })

  it('says the phone could not be loaded, with a retry (ScreenModelFailed)', () => {
    render(<composed.ScreenModelFailed />)
    expect(within(screen.getAllByRole('alert')[0]!).getByText(/We could not load this phone\. That phone model was not found/)).toBeTruthy()
    expect(button('Try again')).toBeTruthy()
  })

  it('answers the eight FAQs in an accordion, one open at a time', () => {
    render(<composed.ScreenNoFault />)
    const faq = within(screen.getByRole('region', { name: 'Frequently asked questions' }))
    const questions = faq.getAllByRole('button')
    expect(questions).toHaveLength(8)
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true)
    const turnaround = faq.getByRole('button', { name: 'How long does a repair take?' })
    fireEvent.click(turnaround)
    expect(turnaround.getAttribute('aria-expanded')).toBe('true')
    const answer = document.getElementById(turnaround.getAttribute('aria-controls')!)!
    expect(answer.hidden).toBe(false)
    expect(answer.textContent).toBe('Between 2 and 7 days, and most repairs are ready in 2 to 3 days.')
    fireEvent.click(faq.getByRole('button', { name: 'Can you collect my phone?' }))
    expect(turnaround.getAttribute('aria-expanded')).toBe('false')
    expect(faq.getByText(/within a 5 mile radius/)).toBeTruthy()
  })

  it('shows the badges and the reviews with stars a screen reader can read and relative times', () => {
    render(<composed.ScreenNoFault />)
    const badges = within(screen.getByRole('region', { name: 'Why repair with Simu' })).getAllByRole('heading', { level: 3 })
    expect(badges.map((b) => b.textContent)).toEqual(['Assured Warranty', 'Certified Parts', '7 Day Money Back Guarantee'])
    const reviews = within(screen.getByRole('region', { name: 'What customers say about this phone' }))
    expect(reviews.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
    expect(reviews.getByText('Baraka Mushi')).toBeTruthy()
    expect(reviews.getAllByRole('listitem').map((li) => li.querySelector('time')!.textContent)).toEqual(['3 days ago', '3 weeks ago', '2 months ago'])
  })

  it('speaks Swahili on tz, prices in Tzs (ScreenSwahili)', () => {
    render(<composed.ScreenSwahili />)
    expect(screen.getByRole('group', { name: 'Je, simu ilinunuliwa kutoka Simu Africa?' })).toBeTruthy()
    expect(button(/^Skrini imeharibika/).textContent).toContain('Tzs 108,000')
    expect(screen.getByRole('button', { name: 'Endelea' })).toBeTruthy()
    expect(screen.getByText('Punguzo la dhamana')).toBeTruthy()
    expect(relativeTime(new Date(Date.now() - 3 * 86_400_000).toISOString(), 'sw')).toBe('siku 3 zilizopita')
  })
})

describe('the repair address page', () => {
  it('offers the store visit with its three steps and the stores with opening hours (AddressStoreChosen)', () => {
    render(<composed.AddressStoreChosen />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get Expert Diagnosis')
    expect(screen.getByText('iPhone 13, Midnight')).toBeTruthy()
    expect(screen.getByText('Estimated repair cost: Ksh 10,000')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining([
      'Visit the store', 'Scan the service code generated on ordering', 'Pay after service',
    ]))
    const select = screen.getByLabelText('Select Store near you') as HTMLSelectElement
    expect(select.value).toBe('simu-westlands')
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Opening hours: Mon-Sun 9:00-20:00')
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it("marks a missing store 'this field is required' (AddressStoreMissing)", () => {
    render(<composed.AddressStoreMissing />)
    expect((screen.getByLabelText('Select Store near you') as HTMLSelectElement).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('this field is required')).toBeTruthy()
  })

  describe('for a home visit (AddressHome)', () => {
    it('shows five days from four days ahead: weekday, date and Available, or Closed on weekends', () => {
      render(<composed.AddressHome />)
      const days = within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio')
      expect(days.map((d) => d.textContent)).toEqual([
        'FridayNov 27Available', 'SaturdayNov 28Closed', 'SundayNov 29Closed', 'MondayNov 30Available', 'TuesdayDec 1Available',
      ])
      expect(days.map((d) => d.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false', 'false'])
      expect(days.map((d) => d.getAttribute('aria-disabled'))).toEqual([null, 'true', 'true', null, null])
      expect(days.map((d) => d.tabIndex)).toEqual([0, -1, -1, -1, -1])
    })

    it('moves between open days with the arrow keys and ignores a click on a closed day', () => {
      render(<composed.AddressHome />)
      const days = () => within(screen.getByRole('radiogroup', { name: 'Choose a day' })).getAllByRole('radio')
      fireEvent.click(days()[2]!)
      expect($repairBooking.get().addressDetails.appointment_date).toBe('2026-11-27')
      fireEvent.keyDown(days()[0]!, { key: 'ArrowRight' })
      expect($repairBooking.get().addressDetails.appointment_date).toBe('2026-11-30')
      expect(document.activeElement).toBe(days()[3])
      fireEvent.keyDown(days()[3]!, { key: 'End' })
      expect($repairBooking.get().addressDetails.appointment_date).toBe('2026-12-01')
      fireEvent.keyDown(days()[4]!, { key: 'ArrowRight' })
      expect($repairBooking.get().addressDetails.appointment_date).toBe('2026-11-27')
    })

    it('shows 5 days on wide screens, 4 under 1024 px and 2 under 600 px, with prev and next to slide', () => {
      expect([visibleSlides(1280), visibleSlides(1023), visibleSlides(700), visibleSlides(599), visibleSlides(375)]).toEqual([5, 4, 4, 2, 2])
      const width = window.innerWidth
      try {
        act(() => { window.innerWidth = 375 })
        render(<composed.AddressHome />)
        const group = screen.getByRole('radiogroup', { name: 'Choose a day' })
        expect(within(group).getAllByRole('radio').map((d) => d.textContent!.slice(0, 6))).toEqual(['Friday', 'Saturd'])
        expect(button('Earlier days').disabled).toBe(true)
        fireEvent.click(button('Later days'))
        fireEvent.click(button('Later days'))
        expect(within(group).getAllByRole('radio').map((d) => d.textContent!.slice(0, 6))).toEqual(['Sunday', 'Monday'])
      } finally {
        window.innerWidth = width
      }
    })
  })

  it('asks the customer to choose a phone first when nothing is estimated (AddressNoBooking)', () => {
    render(<composed.AddressNoBooking />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to book yet')
    expect(screen.getByRole('link', { name: 'Choose your phone' }).getAttribute('href')).toBe('/ke/repair-phone')
  })
})

describe('the repair summary', () => {
  it("shows the phone, cost, ticket, store, payment options and defects of a store booking (SummaryStoreBooked)", () => {
    render(<composed.SummaryStoreBooked />)
    expect(screen.getByRole('heading', { level: 2, name: 'iPhone 13 (Midnight)' })).toBeTruthy()
    expect(screen.getByText('R1001KE')).toBeTruthy()
    const facts = [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent])
    expect(facts).toEqual([
      ['Estimated repair cost', 'Ksh 9,800 · Warranty discount applied'],
      ['Store', 'Simu WestlandsWoodvale Grove, Westlands, Nairobi'],
      ['Opening hours', 'Mon-Sun 9:00-20:00'],
      ['Payment options', 'Mobile moneyWalletYou pay after the service.'],
      ['Defects', 'Screen is damagedBattery has issues'],
    ])
  })

  it('shows the home visit day and location instead of a store (SummaryHomeVisit)', () => {
    render(<composed.SummaryHomeVisit />)
    const facts = Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]))
    expect(facts['Home visit']).toBe('Friday, November 27, 2026')
    expect(facts.Location).toBe('Kileleshwa, Othaya Rd')
  })

  it('follows the ticket through its six stages with the turnaround (SummaryRepairing)', () => {
    render(<composed.SummaryRepairing />)
    const progress = within(screen.getByRole('region', { name: 'Repair progress' }))
    expect(progress.getByText('A repair takes 2 to 7 days; most are ready in 2 to 3 days.')).toBeTruthy()
    expect(progress.getByText('Expected ready between Nov 19 and Nov 24.')).toBeTruthy()
    const steps = progress.getAllByRole('listitem')
    expect(steps.map((s) => s.querySelector('span span')!.textContent)).toEqual(['Booked', 'Phone received', 'Diagnosed', 'Being repaired', 'Ready for collection', 'Collected'])
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null, null])
    expect(steps.map((s) => s.querySelectorAll('time').length)).toEqual([1, 1, 1, 1, 0, 0])
  })

  it('drops the expected days once the phone is ready (SummaryReady)', () => {
    render(<composed.SummaryReady />)
    expect(screen.queryByText(/^Expected ready between/)).toBeNull()
  })

  it('asks a signed-out visitor to sign in (SummarySignedOut), and lists my repairs (MyRepairs)', () => {
    const { unmount } = render(<composed.SummarySignedOut />)
    expect(screen.getByText('Sign in to see your repairs.')).toBeTruthy()
    unmount()
    render(<composed.MyRepairs />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My repairs')
    expect(screen.getByRole('link', { name: 'Open R1002KE' }).getAttribute('href')).toBe('/ke/repair/summary?ticket=t_home')
    expect(screen.getByRole('link', { name: 'Open R1001KE' })).toBeTruthy()
  })

  it('speaks Swahili on tz (SummarySwahili)', () => {
    render(<composed.SummarySwahili />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Muhtasari wa matengenezo')
    expect(screen.getByText('R1003TZ')).toBeTruthy()
    expect(screen.getByText('Skrini imeharibika')).toBeTruthy()
    expect(screen.getByText('Pesa kwa simu')).toBeTruthy()
  })
})

describe('the repair-pro page', () => {
  it('thanks the customer and shows the estimated cost and the defects (ProRequest)', () => {
    render(<composed.ProRequest />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your request')
    expect(screen.getByText('Our customer service will reach out to you shortly to confirm the repair.')).toBeTruthy()
    expect(screen.getByText('Ksh 10,000')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Screen is damaged', 'Battery has issues'])
  })

  it('shows the message of a call-back request (ProMessageOnly)', () => {
    render(<composed.ProMessageOnly />)
    expect(screen.getByText('The phone restarts by itself when the camera opens.')).toBeTruthy()
    // No fault, no price yet (issue 10, point 20): never 'Ksh 0'.
    expect(screen.getByText('Set after our technician diagnoses the phone')).toBeTruthy()
    expect(screen.queryByText('Ksh 0')).toBeNull()
  })
})
