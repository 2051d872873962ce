/**
 * The trade-in stories reused as tests (issue 3 item 4): every state renders without errors and shows
 * what a seller in that state should see. The stories hold fixed state: nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import { $signInRequest, closeSignIn } from '@core/account/sign-in'
import * as documentStories from '../../stories/TradeInDocuments.stories'
import * as trackerStories from '../../stories/TradeInTracker.stories'

const tracker = composeStories(trackerStories)
const documents = composeStories(documentStories)
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const badge = () => document.querySelector('[data-state]')?.textContent
const timeline = () => within(screen.getByTestId('timeline')).getAllByRole('listitem').map((li) => li.textContent)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  consoleError.mockRestore()
  closeSignIn()
})

describe('every trade-in story', () => {
  const all = [...Object.entries(tracker), ...Object.entries(documents)]

  it('covers every state of a trade-in and every page state', () => {
    const names = Object.keys(tracker)
    for (const state of ['SignedOut', 'Loading', 'LoadFailed', 'Offline', 'NotFound', 'Quoted', 'Expired', 'PickupBooked', 'StoreChosen', 'Inspected', 'Revised', 'RevisionAccepted', 'Paid', 'Cancelled', 'Returned']) {
      expect(names).toContain(state)
    }
    expect(Object.keys(documents)).toEqual(expect.arrayContaining(['OrdersEmpty', 'InvoicesEmpty', 'InvoicePaid', 'InvoiceDraft', 'PaymentDone', 'PaymentNothingYet']))
  })

  for (const [name, Story] of all) {
    it(`${name} renders without errors`, () => {
      const { container, unmount } = render(<Story />)
      expect(container.textContent!.trim().length).toBeGreaterThan(0)
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the page states', () => {
  it('SignedOut explains and opens the sign-in drawer for selling, coming back to this page', () => {
    render(<tracker.SignedOut />)
    expect(screen.getByRole('heading', { name: 'Sign in to track your trade-in' })).toBeTruthy()
    fireEvent.click(button('Sign in'))
    expect($signInRequest.get()).toEqual({ kind: 'sell', next: location.pathname })
  })

  it('Loading says so to screen readers', () => {
    render(<tracker.Loading />)
    expect(screen.getByRole('status').textContent).toContain('Loading your trade-ins…')
  })

  it('LoadFailed shows the error panel of the spec with a retry; Offline says to check the connection', () => {
    render(<tracker.LoadFailed />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not load your trade-ins.')).toBeTruthy()
    expect(within(alert).getByText('Please try again in a few minutes.')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    render(<tracker.Offline />)
    expect(screen.getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
  })

  it('NotFound says the trade-in is not in this account, without a pointless retry', () => {
    render(<tracker.NotFound />)
    expect(screen.getByText('We could not find this trade-in in your account.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})

describe('a quoted trade-in', () => {
  it('Quoted itemises the offer by the fault found, counts the lock down and offers pickup, store, payout and cancel', () => {
    render(<tracker.Quoted />)
    expect(screen.getByRole('heading', { level: 2, name: 'iPhone 12 Pro (6GB/ 128GB)' })).toBeTruthy()
    expect(badge()).toBe('Estimate')
    const deductions = within(screen.getByRole('list', { name: 'What we deducted' })).getAllByRole('listitem')
    expect(deductions.map((li) => li.textContent)).toEqual(['No original charger− Ksh 900'])
    expect(screen.getByTestId('offer').textContent).toBe('Ksh 29,100')
    expect(screen.getByTestId('lock').textContent).toMatch(/^Price locked: 6 days(, \d+ hours?)?( and \d+ (hours?|minutes?))? left$/)
    expect(screen.getByRole('radio', { name: 'Free pickup' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Drop off at a store' })).toBeTruthy()
    expect(screen.getByTestId('payout').textContent).toContain('M-Pesa to +254712345678')
    expect(button('Cancel trade-in')).toBeTruthy()
    expect(timeline()[0]).toMatch(/^Estimate locked at Ksh 29,100/)
  })

  it('QuotedAtFloor explains the minimum offer lift', () => {
    render(<tracker.QuotedAtFloor />)
    expect(screen.getByText('Minimum offer for a phone that switches on').closest('li')!.textContent).toContain('+ Ksh 500')
    expect(screen.getByTestId('offer').textContent).toBe('Ksh 1,500')
  })

  it('PickupFormProblems marks each missing field for screen readers', () => {
    render(<tracker.PickupFormProblems />)
    const address = screen.getByLabelText('Pickup address')
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('this field is required')).toHaveLength(3)
    expect(screen.getByLabelText('Day').getAttribute('aria-describedby')).toMatch(/problem/)
  })

  it('PickupFormFilled offers only the offered days, Sundays closed, and keeps the chosen slot', () => {
    render(<tracker.PickupFormFilled />)
    const days = [...(screen.getByLabelText('Day') as HTMLSelectElement).options].slice(1).map((o) => o.text)
    expect(days).toHaveLength(6)
    expect(days.some((d) => d.startsWith('Sunday'))).toBe(false)
    expect((screen.getByRole('radio', { name: 'Afternoon, 13:00–17:00' }) as HTMLInputElement).checked).toBe(true)
  })

  it('Booking disables the button and says it is booking', () => {
    render(<tracker.Booking />)
    expect(button('Booking…').disabled).toBe(true)
  })

  it('PickupDaysLoading and PickupDaysFailed: the day select waits, then offers a retry', () => {
    render(<tracker.PickupDaysLoading />)
    expect((screen.getByLabelText('Day') as HTMLSelectElement).disabled).toBe(true)
    render(<tracker.PickupDaysFailed />)
    expect(screen.getByText('We could not load the pickup days.')).toBeTruthy()
  })

  it('StoreChooser lists the stores with opening hours, phone (when listed) and a Google Maps link, filtered by region', () => {
    render(<tracker.StoreChooser />)
    const group = screen.getByRole('group', { name: 'Trade-in stores' })
    const items = within(group).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[0]!.textContent).toContain('Opening hours: Mon-Sat 8:30-18:30, Sun closed')
    expect(items[0]!.textContent).toContain('Phone: +254 709 919 000')
    expect(items[3]!.textContent).not.toContain('Phone:')
    const map = within(items[0]!).getByRole('link', { name: 'Map of Simu Nairobi CBD' })
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-1.2846%2C36.8232')
    expect(map.getAttribute('rel')).toContain('noopener')
    const region = screen.getByLabelText('Region') as HTMLSelectElement
    expect([...region.options].map((o) => o.text)).toEqual(['All regions', 'Nairobi', 'Mombasa'])
    fireEvent.change(region, { target: { value: 'Mombasa' } })
    expect(within(group).getAllByRole('listitem').map((li) => li.querySelector('span')!.textContent)).toEqual(['Simu Mombasa'])
  })

  it('StoreChooserRegion keeps the chosen store; StoreChooserNoStore asks for one; StoresEmptyRegion says none', () => {
    render(<tracker.StoreChooserRegion />)
    expect((screen.getByRole('radio', { name: /Simu Mombasa/ }) as HTMLInputElement).checked).toBe(true)
    render(<tracker.StoreChooserNoStore />)
    expect(screen.getByText('Choose a store from the list')).toBeTruthy()
    render(<tracker.StoresEmptyRegion />)
    expect(screen.getByText('No store in this region.')).toBeTruthy()
  })

  it('StoresLoading and StoresFailed: a spinner, then the error with a retry', () => {
    render(<tracker.StoresLoading />)
    expect(screen.getByRole('status')).toBeTruthy()
    render(<tracker.StoresFailed />)
    expect(screen.getByText('We could not load the stores.')).toBeTruthy()
  })

  it("Expired says so, links to a new estimate and offers nothing else", () => {
    render(<tracker.Expired />)
    expect(badge()).toBe('Expired')
    expect(screen.getByText('This estimate has expired')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get a new estimate' }).getAttribute('href')).toBe('/ke/sell-your-device')
    expect(screen.queryByRole('button', { name: 'Book free pickup' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel trade-in' })).toBeNull()
  })

  it('Tanzania prices in shillings of Tanzania and offers its three services', () => {
    render(<tracker.Tanzania />)
    expect(screen.getByTestId('offer').textContent).toBe('Tzs 540,000')
  })
})

describe('after the hand-over is booked', () => {
  it('PickupBooked confirms, shows the booking and lets the seller change it', () => {
    render(<tracker.PickupBooked />)
    expect(screen.getByTestId('outcome').textContent).toBe('Your free pickup is booked. Our rider calls you before arriving.')
    expect(screen.getByTestId('booking').textContent).toMatch(/^Free pickup on \w+ \d+ \w+, morning \(9:00–13:00\)Address: Kimathi House, 3rd floor, Nairobi$/)
    expect(badge()).toBe('Pickup booked')
    expect(screen.queryByLabelText('Pickup address')).toBeNull()
    fireEvent.click(button('Change the hand-over'))
    expect(screen.getByLabelText('Pickup address')).toBeTruthy()
    expect(button('Keep it as it is').getAttribute('aria-expanded')).toBe('true')
    expect(timeline()[1]).toMatch(/^Free pickup booked for/)
  })

  it('StoreChosen shows the store, its hours and what to bring', () => {
    render(<tracker.StoreChosen />)
    const booking = screen.getByTestId('booking').textContent
    expect(booking).toContain('Drop-off at Simu Westlands')
    expect(booking).toContain('Walk in during opening hours with your phone and your ID.')
  })

  it('BookedAfterLock keeps the price for the booking but no longer offers a change', () => {
    render(<tracker.BookedAfterLock />)
    expect(screen.getByTestId('lock').textContent).toBe('Your price is kept for the hand-over you booked.')
    expect(screen.queryByRole('button', { name: 'Change the hand-over' })).toBeNull()
    expect(button('Cancel trade-in')).toBeTruthy()
  })

  it('ChangeRefused, ActionOffline and LockRanOut say why in the error panel', () => {
    render(<tracker.ChangeRefused />)
    expect(screen.getByText('This trade-in has changed in the meantime, so we loaded it again. Please check it and try again.')).toBeTruthy()
    render(<tracker.ActionOffline />)
    expect(screen.getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
    render(<tracker.LockRanOut />)
    expect(screen.getByText('The 7-day price lock has run out: get a new estimate to continue.')).toBeTruthy()
  })

  it('Inspected: no cancel any more, the next step is the offer', () => {
    render(<tracker.Inspected />)
    expect(badge()).toBe('Inspected')
    expect(screen.queryByRole('button', { name: 'Cancel trade-in' })).toBeNull()
    expect(screen.getByText('Offer confirmed')).toBeTruthy()
  })

  it('Revised shows the reasons, the new and the old price, and accept or decline (with a confirmation)', () => {
    render(<tracker.Revised />)
    const revision = screen.getByTestId('revision')
    expect(within(revision).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Screen broken', 'Battery worn out'])
    expect(revision.textContent).toContain('Ksh 18,600')
    expect(revision.textContent).toContain('Before: Ksh 29,100')
    expect(revision.textContent).toContain('Note from our expert: Hairline crack under the screen protector')
    expect(button('Accept Ksh 18,600').disabled).toBe(false)
    expect(button('Decline and get my phone back')).toBeTruthy()
  })

  it('Accepting disables both answers while it is sent', () => {
    render(<tracker.Accepting />)
    expect(button('Accepting…').disabled).toBe(true)
    expect(button('Decline and get my phone back').disabled).toBe(true)
  })

  it('RevisionAccepted shows the agreed price next to the struck-through offer', () => {
    render(<tracker.RevisionAccepted />)
    expect(badge()).toBe('Offer confirmed')
    expect(screen.getByTestId('agreed').textContent).toBe('Ksh 18,600')
    expect(screen.getByTestId('offer').querySelector('s')!.textContent).toBe('Ksh 29,100')
  })

  it('Paid shows every step on the timeline and where the money went', () => {
    render(<tracker.Paid />)
    expect(badge()).toBe('Paid')
    expect(timeline()).toHaveLength(6)
    expect(timeline()[5]).toMatch(/^Paid Ksh 18,600 by M-Pesa \(reference QK7ABC1234\)/)
    expect(screen.queryByText('Still to come')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Change payout details' })).toBeNull()
  })

  it('Cancelled and Returned are final: nothing more to do', () => {
    render(<tracker.Cancelled />)
    expect(badge()).toBe('Cancelled')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    render(<tracker.Returned />)
    expect(screen.getByText('You declined the revised offer: your phone is returned free of charge')).toBeTruthy()
  })

  it("'What happens next' follows the state after drop-off, decline, return and payment (issue 10)", () => {
    const next = (Story: () => React.JSX.Element) => {
      const { unmount } = render(<Story />)
      const text = screen.queryByTestId('next-step')?.textContent ?? null
      const booking = screen.queryByTestId('booking')
      unmount()
      return { text, booking: booking !== null }
    }
    expect(next(tracker.StoreChosen).booking).toBe(true)
    expect(next(tracker.Inspected)).toEqual({ text: 'Our expert has your phone and is checking it. We confirm the price, or explain any change, here.', booking: false })
    expect(next(tracker.Revised).text).toBe('Accept or decline the revised offer above. If you decline, we return your phone free of charge.')
    expect(next(tracker.Returned)).toEqual({ text: 'You declined the revised offer. We return your phone free of charge and call you to arrange it.', booking: false })
    expect(next(tracker.Paid)).toEqual({ text: 'All done: we have paid you. Your invoice is ready.', booking: false })
  })
})

describe('the documents', () => {
  it('Orders link each trade-in to its order page with a status badge', () => {
    render(<documents.Orders />)
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/ke/orders/story-paid', '/ke/orders/story-revised', '/ke/orders/story-pickup', '/ke/orders/story-cancelled'])
    expect(links.map((a) => a.querySelector('[data-state]')!.textContent)).toEqual(['Paid', 'Offer revised', 'Pickup booked', 'Cancelled'])
  })

  it('OrdersEmpty, InvoicesEmpty and EstimatesEmpty point to a new estimate', () => {
    for (const Story of [documents.OrdersEmpty, documents.InvoicesEmpty, documents.EstimatesEmpty]) {
      const { unmount } = render(<Story />)
      expect(screen.getByRole('link', { name: 'Get an estimate' }).getAttribute('href')).toBe('/ke/sell-your-device')
      unmount()
    }
  })

  it('PurchaseOrderPaid states the agreed price and the IMEI; PurchaseOrderPending the offer before inspection', () => {
    render(<documents.PurchaseOrderPaid />)
    const po = screen.getByTestId('purchase-order').textContent
    expect(po).toContain('Agreed priceKsh 18,600')
    expect(po).toContain('490154203237518')
    render(<documents.PurchaseOrderPending />)
    expect(screen.getAllByTestId('purchase-order')[1]!.textContent).toContain('Offer (confirmed at inspection)Ksh 29,100')
  })

  it('InvoicePaid is the self-billing invoice: number, IMEI, itemised lines adding up, reference, print', () => {
    render(<documents.InvoicePaid />)
    expect(screen.getByTestId('invoice-number').textContent).toBe('SB-KE-000042')
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent)
    expect(rows).toEqual(['DescriptionAmount', 'Maximum price for this modelKsh 30,000', 'No original charger− Ksh 900', 'Revised at inspection: Screen broken, Battery worn out− Ksh 10,500', 'Amount paidKsh 18,600'])
    expect(screen.getByTestId('invoice-reference').textContent).toBe('QK7ABC1234')
    expect(screen.getByText('490154203237518')).toBeTruthy()
    const print = vi.fn()
    vi.stubGlobal('print', print)
    fireEvent.click(button('Print invoice'))
    expect(print).toHaveBeenCalled()
    vi.unstubAllGlobals()
    expect(screen.queryByRole('link', { name: 'Edit payout details' })).toBeNull()
  })

  it('InvoiceDraft has no number yet, says so, and links to the payout details', () => {
    render(<documents.InvoiceDraft />)
    expect(screen.getByTestId('invoice-number').textContent).toBe('Given when we pay you')
    expect(screen.getByText('Draft: this invoice gets its number when we pay you.')).toBeTruthy()
    expect(screen.getByText('Amount due')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Edit payout details' }).getAttribute('href')).toBe('/ke/invoice/edit/story-quote')
  })

  it('Invoices lists number (or Draft), amount and status, each linking to its invoice', () => {
    render(<documents.Invoices />)
    expect(screen.getByRole('link', { name: 'View invoice SB-KE-000042' }).getAttribute('href')).toBe('/ke/invoice/story-quote')
    expect(screen.getByRole('link', { name: 'View invoice Draft' }).getAttribute('href')).toBe('/ke/invoice/story-quote-2')
    expect(screen.getByText('Awaiting payment')).toBeTruthy()
  })

  it('PayoutEditProblems names the country and an example number; PayoutSaving disables saving', () => {
    const { unmount } = render(<documents.PayoutEditProblems />)
    expect(screen.getByText('Enter a mobile number in Kenya, such as 0712 345 678')).toBeTruthy()
    expect(screen.getByText('this field is required')).toBeTruthy()
    unmount()
    render(<documents.PayoutSaving />)
    expect(button('Saving…').disabled).toBe(true)
    expect([...(screen.getByLabelText('Service') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['M-Pesa', 'Tigo Pesa', 'Airtel Money'])
  })

  it('PaymentDone tells what was paid where, with the reference and invoice; PaymentNothingYet says plainly there is none', () => {
    render(<documents.PaymentDone />)
    expect(screen.getByText('Ksh 18,600 sent by M-Pesa to +254712345678 for your iPhone 12 Pro.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View invoice SB-KE-000042' }).getAttribute('href')).toBe('/ke/invoice/story-quote')
    render(<documents.PaymentNothingYet />)
    expect(screen.getByRole('heading', { name: 'Nothing to show yet' })).toBeTruthy()
  })
})

describe('in Kiswahili', () => {
  it('the quoted trade-in reads in Swahili, countdown included', () => {
    setLanguage('sw')
    render(<tracker.Quoted />)
    expect(screen.getByText('Ofa yako')).toBeTruthy()
    expect(screen.getByTestId('lock').textContent).toMatch(/^Bei imefungwa: zimebaki siku 6(, saa \d+)?( na (saa|dakika) \d+)?$/)
    expect(screen.getByRole('radio', { name: 'Tuifuate bure' })).toBeTruthy()
  })
})
