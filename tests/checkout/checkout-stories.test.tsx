/**
 * The checkout's stories reused as tests: every state of shop-and-repair.md §2 Checkout, §4, §5 and §8
 * renders and shows what a shopper in that state should see. Stories hold fixed state: nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $cart } from '@core/shop'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/Checkout.stories'

const composed = composeStories(stories)
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
/** Place Order shows twice (in the summary on wide screens, under the form on phones): both copies agree. */
const placeOrderDisabled = () => {
  const copies = screen.getAllByRole('button', { name: 'Place Order' }) as HTMLButtonElement[]
  expect(copies).toHaveLength(2)
  expect(new Set(copies.map((b) => b.disabled)).size).toBe(1)
  return copies[0]!.disabled
}
const shown = (text: string) => expect(screen.getAllByText(text).length).toBeGreaterThan(0)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  $cart.set([])
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => {
  consoleError.mockRestore()
})

describe('every checkout story', () => {
  const all = Object.entries(composed)

  it('covers every state the spec names', () => {
    const names = ['LoadingDealers', 'DealersFailed', 'EmptyCart', 'FilledForm', 'PickupPoint', 'SimuStore', 'LipaLaterStart', 'LipaLaterOtpSent', 'LipaLaterNoData',
      'LipaLaterNotAuthorised', 'LipaLaterAuthorised', 'LipaLaterLimitTooLow', 'LipaLaterZeroLimits', 'CashVerified', 'CouponApplied', 'CouponFailed', 'CouponCapped',
      'Submitting', 'StkPending', 'InsufficientFunds', 'Cancelled', 'Unreachable', 'WrongPin', 'TimeoutWithPaybill', 'OrderFailed', 'OrderFailedRetryCapped', 'InvoicePaid']
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(names))
  })

  for (const [name, Story] of all) {
    it(`${name} renders without errors`, () => {
      const { container, unmount } = render(<Story />)
      expect(container.textContent!.trim().length).toBeGreaterThan(0)
      expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('before the form', () => {
  it('shows a loader while dealers and stores load (LoadingDealers)', () => {
    render(<composed.LoadingDealers />)
    expect(screen.getByRole('status').textContent).toContain('Loading pickup points and stores…')
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull()
  })
  it('replaces the checkout with the error panel when dealers fail (DealersFailed)', () => {
    render(<composed.DealersFailed />)
    const panel = screen.getByRole('alert')
    expect(within(panel).getByText('An error occured while fetching dealers, please try again later')).toBeTruthy()
    expect(within(panel).getByText('Sorry, something went wrong')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull()
  })
  it("says 'No items in cart' when the cart is empty (EmptyCart)", () => {
    render(<composed.EmptyCart />)
    expect(screen.getByText('No items in cart')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/ke/ecommerce/shop')
  })
})

describe('the summary (FilledForm)', () => {
  it('lists each line with price x quantity and its RAM, storage and colour', () => {
    render(<composed.FilledForm />)
    const items = within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('iPhone 13')).toBeTruthy()
    expect(within(items[0]!).getByText('Ksh 52,000 x 1')).toBeTruthy()
    expect(within(items[0]!).getByText('4GB RAM | 128GB Storage | Blue')).toBeTruthy()
    expect(within(items[1]!).getByText('Ksh 14,500 x 2')).toBeTruthy()
  })
  it('disables minus at quantity 1 and changes the cart with minus and X', () => {
    render(<composed.FilledForm />)
    expect(button('One less iPhone 13').disabled).toBe(true)
    expect(button('One more iPhone 13').disabled).toBe(false)
    fireEvent.click(button('One less Galaxy A14'))
    expect($cart.get()[1]!.variant.quantity).toBe(1)
    expect(screen.getByTestId('total').textContent).toBe('Ksh 66,500')
    fireEvent.click(button('Remove Galaxy A14'))
    expect($cart.get().map((l) => l.modelName)).toEqual(['iPhone 13'])
    expect(screen.getByTestId('total').textContent).toBe('Ksh 52,000')
  })
  it('shows the items total, the struck delivery fee as FREE, the total and the Nairobi note', () => {
    render(<composed.FilledForm />)
    expect(screen.getByTestId('items-total').textContent).toBe('Ksh 81,000')
    expect(screen.getByText('Ksh. 250').tagName).toBe('S')
    expect(screen.getByText('FREE')).toBeTruthy()
    expect(screen.getByTestId('total').textContent).toBe('Ksh 81,000')
    expect(screen.getByText('All Orders Within Nairobi Will Be Delivered Within 24 Hours')).toBeTruthy()
    shown('An STK Push is sent to your phone number to complete the payment.')
    expect(placeOrderDisabled()).toBe(false)
  })
  it('leaves the Nairobi note and the Kenyan fee out in Tanzania', () => {
    setCountry('tz')
    setLanguage('en')
    render(<composed.FilledForm />)
    expect(screen.queryByText('All Orders Within Nairobi Will Be Delivered Within 24 Hours')).toBeNull()
    expect(screen.queryByText('Ksh. 250')).toBeNull()
    expect(screen.getByText('At Your Home/Office (Anywhere in Tanzania)')).toBeTruthy()
  })
})

describe('the payment methods of each country (issue 10 point 22)', () => {
  it('says which methods Kenya has, and why Uganda and Tanzania have no local mobile money yet, in both languages', () => {
    const { unmount } = render(<composed.FilledForm />)
    expect(screen.getByTestId('payment-country-note').textContent).toBe('In Kenya you can pay by M-Pesa (a request to your phone, or Paybill), by Lipa Later, or with a cash code from a Simu store.')
    unmount()
    setCountry('ug')
    setLanguage('en')
    const ug = render(<composed.FilledForm />)
    expect(screen.getByTestId('payment-country-note').textContent).toMatch(/MTN MoMo and Airtel Money in Uganda are not connected yet/)
    ug.unmount()
    setCountry('tz')
    render(<composed.FilledForm />)
    expect(screen.getByTestId('payment-country-note').textContent).toMatch(/Tigo Pesa, Airtel Money na HaloPesa za Tanzania bado hazijaunganishwa/)
  })
})

describe('the delivery card', () => {
  it('offers the three methods with the country in the home option', () => {
    render(<composed.FilledForm />)
    const group = screen.getByRole('group', { name: 'Where should we deliver?' })
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement!.textContent)).toEqual([
      'At Your Home/Office (Anywhere in Kenya)', 'At Your Nearest pickup point', 'At a Simu Store',
    ])
    expect((screen.getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('Kilimani, Argwings Kodhek Road, Nairobi')
  })
  it('clears the address when the method changes', () => {
    render(<composed.FilledForm />)
    fireEvent.click(screen.getByLabelText('At Your Nearest pickup point'))
    const select = screen.getByLabelText('Pickup point') as HTMLSelectElement
    expect(select.value).toBe('')
    expect([...select.options].map((o) => o.text)).toEqual(['Choose a pickup point', 'Westlands Phones - Nairobi', 'Nyali Mobile - Mombasa'])
  })
  it('lists the stores for a store pickup (SimuStore)', () => {
    render(<composed.SimuStore />)
    const select = screen.getByLabelText('Simu store') as HTMLSelectElement
    expect(select.selectedOptions[0]!.text).toBe('Simu CBD, Moi Avenue')
  })
  it("marks missing fields 'this field is required' and a bad email 'email is not valid' (FormErrors)", () => {
    render(<composed.FormErrors />)
    expect(screen.getAllByText('this field is required')).toHaveLength(3)
    expect(screen.getByText('email is not valid')).toBeTruthy()
    expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Your invoice is sent to this email.')).toBeTruthy()
  })
})

describe('the payment methods', () => {
  it('defaults to M-Pesa and shows Pay Cash', () => {
    render(<composed.FilledForm />)
    expect((screen.getByLabelText(/^M-Pesa/) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('Pay Cash')).toBeTruthy()
  })
  it('switching to M-Pesa resets Lipa Later; switching to Lipa Later deactivates the cash code', () => {
    render(<composed.CashVerified />)
    expect(screen.getByText('Authorization Code Verification Successful')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/^Lipa Later/))
    fireEvent.click(screen.getByLabelText(/^Pay Cash/))
    expect(screen.queryByText('Authorization Code Verification Successful')).toBeNull()
    expect(placeOrderDisabled()).toBe(true)
  })
  it('cash keeps its state when coming back to it', () => {
    render(<composed.CashEntered />)
    fireEvent.click(screen.getByLabelText(/^Lipa Later/))
    fireEvent.click(screen.getByLabelText(/^Pay Cash/))
    expect((screen.getByLabelText('Authorization Code') as HTMLInputElement).value).toBe('CASH-7H3K-92QX')
  })
  it('resets Lipa Later when M-Pesa is chosen', () => {
    render(<composed.LipaLaterAuthorised />)
    fireEvent.click(screen.getByLabelText(/^M-Pesa/))
    fireEvent.click(screen.getByLabelText(/^Lipa Later/))
    expect((screen.getByLabelText('ID/Passport Number') as HTMLInputElement).value).toBe('')
    expect(screen.queryByLabelText('OTP')).toBeNull()
  })
})

describe('Lipa Later', () => {
  it('asks for ID, phone and shows the amount read-only before the OTP (LipaLaterStart)', () => {
    render(<composed.LipaLaterStart />)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).readOnly).toBe(true)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('Ksh 81,000')
    expect(button('Request OTP')).toBeTruthy()
    expect(screen.queryByLabelText('OTP')).toBeNull()
    expect(placeOrderDisabled()).toBe(true)
    shown('Verify your Lipa Later limit to place the order.')
  })
  it('shows the OTP field and Verify once the OTP is sent (LipaLaterOtpSent)', () => {
    render(<composed.LipaLaterOtpSent />)
    expect(screen.getByLabelText('OTP')).toBeTruthy()
    expect(button('Verify')).toBeTruthy()
    expect(screen.getByText('A Lipa Later code was sent to +254712345678')).toBeTruthy()
  })
  it('shows the spec message when the OTP request fails (LipaLaterOtpFailed)', () => {
    render(<composed.LipaLaterOtpFailed />)
    expect(screen.getByRole('alert').textContent).toBe('An error for lipa later  occurred. Try again later')
  })
  it('with no data: the message, the signup link and the order blocked (LipaLaterNoData)', () => {
    render(<composed.LipaLaterNoData />)
    expect(screen.getByText('No Lipa Later account was found for this ID number')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Proceed to signup for lipa later' })).toBeTruthy()
    expect(placeOrderDisabled()).toBe(true)
  })
  it('with data but no terms: not authorised, the order blocked (LipaLaterNotAuthorised)', () => {
    render(<composed.LipaLaterNotAuthorised />)
    expect(screen.getByText('Verification passed, but your Lipa Later limit is not authorised for this order.')).toBeTruthy()
    expect(screen.queryByText('Principal amount')).toBeNull()
    expect(placeOrderDisabled()).toBe(true)
  })
  it('with terms: the principal, fees, first installment and minimum payment, and Place Order enabled (LipaLaterAuthorised)', () => {
    render(<composed.LipaLaterAuthorised />)
    expect(screen.getByText('Your Lipa Later limit is authorised.')).toBeTruthy()
    for (const label of ['Principal amount', 'Upfront fees', 'First installment', 'Minimum payment']) expect(screen.getByText(label)).toBeTruthy()
    expect(screen.getByText('Ksh 24,300')).toBeTruthy()
    expect(placeOrderDisabled()).toBe(false)
  })
  it('with an available limit below the total: asks for another payment option (LipaLaterLimitTooLow)', () => {
    render(<composed.LipaLaterLimitTooLow />)
    expect(screen.getByText('Your available limit is below the order total: please use another payment option.')).toBeTruthy()
    expect(placeOrderDisabled()).toBe(true)
  })
  it('shows zero limits in red (LipaLaterZeroLimits)', () => {
    render(<composed.LipaLaterZeroLimits />)
    const credit = screen.getByTestId('credit-limit')
    const available = screen.getByTestId('available-limit')
    expect(credit.textContent).toBe('Ksh 0')
    expect(credit.className).toMatch(/zero/)
    expect(available.className).toMatch(/zero/)
    // Issue 10: no green "authorised" above a red Ksh 0.
    expect(screen.queryByText('Your Lipa Later limit is authorised.')).toBeNull()
    expect(screen.getByText('Your available limit is below the order total: please use another payment option.')).toBeTruthy()
  })
})

describe('Pay Cash', () => {
  it('masks the code, disables Verify while empty (CashEmpty)', () => {
    render(<composed.CashEmpty />)
    expect((screen.getByLabelText('Authorization Code') as HTMLInputElement).type).toBe('password')
    expect(button('Verify').disabled).toBe(true)
    expect(placeOrderDisabled()).toBe(true)
    shown('Verify your authorization code to place the order.')
  })
  it('shows and hides the code', () => {
    render(<composed.CashEntered />)
    fireEvent.click(button('Show code'))
    expect((screen.getByLabelText('Authorization Code') as HTMLInputElement).type).toBe('text')
    expect(button('Hide code').getAttribute('aria-pressed')).toBe('true')
  })
  it('says the code is verified and enables Place Order (CashVerified)', () => {
    render(<composed.CashVerified />)
    expect(screen.getByText('Authorization Code Verification Successful')).toBeTruthy()
    expect(placeOrderDisabled()).toBe(false)
  })
  it('shows why a code failed (CashFailed)', () => {
    render(<composed.CashFailed />)
    expect(screen.getByText('This authorization code is not valid')).toBeTruthy()
  })
})

describe('the coupon', () => {
  it('applied: the success text, the discount line, the new total, Apply disabled until edited (CouponApplied)', () => {
    render(<composed.CouponApplied />)
    expect(screen.getByText('discount coupon added successfully')).toBeTruthy()
    expect(screen.getByText('Discount coupon (SIMU500)')).toBeTruthy()
    expect(screen.getByTestId('discount').textContent).toBe('− Ksh 500')
    expect(screen.getByTestId('total').textContent).toBe('Ksh 80,500')
    expect(button('Apply Code').disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'KARIBU1000' } })
    expect(button('Apply Code').disabled).toBe(false)
  })
  it("failed: the server's message (CouponFailed)", () => {
    render(<composed.CouponFailed />)
    expect(screen.getByText('This coupon has been used up')).toBeTruthy()
    expect(button('Apply Code').disabled).toBe(false)
  })
  it('capped after more than 3 attempts (CouponCapped)', () => {
    render(<composed.CouponCapped />)
    expect(button('Apply Code').disabled).toBe(true)
    expect(screen.getByText(/tried too many codes/)).toBeTruthy()
  })
})

describe('placing the order', () => {
  it('is busy and disabled while submitting (Submitting)', () => {
    render(<composed.Submitting />)
    const busy = screen.getAllByRole('button', { name: /Placing your order…/ })[0] as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
  })
  it('tells the shopper to enter the M-Pesa PIN while the push is pending (StkPending)', () => {
    render(<composed.StkPending />)
    expect(screen.getByText('Check your phone: enter your M-Pesa PIN to pay Ksh 81,000')).toBeTruthy()
    expect(screen.getByText('Order number 1042')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send the request again' })).toBeNull()
  })

  const reasons = [
    ['InsufficientFunds', 'Your M-Pesa balance is not enough to pay this order.'],
    ['Cancelled', 'The payment request was cancelled on your phone.'],
    ['Unreachable', 'We could not reach your phone. Make sure it is on and has network, then try again.'],
    ['WrongPin', 'The M-Pesa PIN entered was wrong.'],
  ] as const
  for (const [story, text] of reasons) {
    it(`names the reason and offers the request again and Paybill (${story})`, () => {
      const Story = composed[story]
      render(<Story />)
      expect(screen.getByRole('alert').textContent).toBe(text)
      expect(button('Send the request again')).toBeTruthy()
      expect(button('Pay by Paybill')).toBeTruthy()
    })
  }

  it('shows the Paybill business and account numbers after a timeout (TimeoutWithPaybill)', () => {
    render(<composed.TimeoutWithPaybill />)
    expect(screen.getByText('We did not hear back from M-Pesa')).toBeTruthy()
    expect(screen.getByTestId('business-number').textContent).toBe('4123456')
    expect(screen.getByTestId('account-number').textContent).toBe('1042')
  })
  it('shows an expired order and the way back (Expired)', () => {
    render(<composed.Expired />)
    expect(screen.getByText(/expired unpaid/)).toBeTruthy()
    expect(button('Back to checkout')).toBeTruthy()
  })
  it('shows the order failure panel with Retry Order and the customer care number (OrderFailed)', () => {
    render(<composed.OrderFailed />)
    const panel = screen.getByRole('alert')
    expect(within(panel).getByText('Order failed, please try again later')).toBeTruthy()
    expect(within(panel).getByText('Lipa Later declined this order')).toBeTruthy()
    expect(within(panel).getByText('Payment failed, please contact support for help')).toBeTruthy()
    expect(within(panel).getByText('Customer care: +254 709 919 000')).toBeTruthy()
    expect(button('Retry Order').disabled).toBe(false)
  })
  it('a refused order is not called a failed payment (OrderRefused, issue 10)', () => {
    render(<composed.OrderRefused />)
    const panel = screen.getByRole('alert')
    expect(within(panel).getByText(/at most 3 phones/)).toBeTruthy()
    expect(within(panel).queryByText('Payment failed, please contact support for help')).toBeNull()
  })
  it('a phone that ran out at Place Order reads as a stock conflict over the form, with no Retry Order (StockConflict, issue 10)', () => {
    render(<composed.StockConflict />)
    const notice = screen.getByTestId('stock-conflict')
    expect(within(notice).getByText('A phone in your cart ran out')).toBeTruthy()
    expect(within(notice).getByText('Galaxy A14 is sold out and was removed from your cart.')).toBeTruthy()
    expect(screen.queryByText('Payment failed, please contact support for help')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry Order' })).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Place Order' }).length).toBeGreaterThan(0)
  })
  it('disables Retry Order once the attempts exceed 3 (OrderFailedRetryCapped)', () => {
    render(<composed.OrderFailedRetryCapped />)
    expect(button('Retry Order').disabled).toBe(true)
  })
})

describe('the shop invoice', () => {
  it('shows number, payment, receipt, items and totals (InvoicePaid)', () => {
    render(<composed.InvoicePaid />)
    expect(screen.getByRole('heading', { name: 'Invoice for order 1042' })).toBeTruthy()
    expect(screen.getByTestId('invoice-status').textContent).toBe('Paid')
    expect(screen.getByTestId('invoice-receipt').textContent).toBe('SKL8H2M4QX')
    expect(screen.getAllByRole('row')).toHaveLength(3)
    expect(screen.getByTestId('invoice-total').textContent).toBe('Ksh 81,000')
    expect(button('Print invoice')).toBeTruthy()
  })
  it('shows the discount with its code (InvoiceWithCoupon)', () => {
    render(<composed.InvoiceWithCoupon />)
    expect(screen.getByText('Discount (SIMU500)')).toBeTruthy()
    expect(screen.getByTestId('invoice-total').textContent).toBe('Ksh 80,500')
  })
})

describe('in Kiswahili', () => {
  it('shows the Swahili texts', () => {
    setLanguage('sw')
    render(<composed.FilledForm />)
    expect(screen.getByRole('heading', { level: 2, name: 'Malipo' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Weka Oda' })).toHaveLength(2)
    expect(screen.getByText('Jumla ya Bidhaa')).toBeTruthy()
    expect(screen.queryByText('Place Order')).toBeNull()
  })
})
