import type { Meta, StoryObj } from '@storybook/react-vite'
import { $cart } from '@core/cart'
import { Checkout, ShopInvoice } from '@widgets/checkout'
import { cartLines, checkoutIn, invoices, type CheckoutStateName } from './Checkout.fixtures'
import '@core/checkout/texts'

/** <simu-checkout>: every state of shop-and-repair.md §2 Checkout, §4 and §8, and the shop invoice. */
const meta = {
  title: 'Widgets/Checkout',
  component: Checkout,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkout>
export default meta
type Story = StoryObj<typeof meta>

const inState = (name: CheckoutStateName, lines = cartLines): Story => ({
  render: () => {
    // The cart is the shared store: each story puts its own lines in it.
    if ($cart.get() !== lines) $cart.set(lines)
    return <Checkout checkout={checkoutIn(name)} live={false} />
  },
})

export const LoadingDealers = inState('loadingDealers')
export const DealersFailed = inState('dealersFailed')
export const EmptyCart = inState('emptyCart', [])
export const EmptyForm = inState('emptyForm')
export const FormErrors = inState('formErrors')
export const FilledForm = inState('filled')
export const PickupPoint = inState('pickupPoint')
export const SimuStore = inState('simuStore')
export const LipaLaterStart = inState('lipaLaterStart')
export const LipaLaterOtpSent = inState('lipaLaterOtpSent')
export const LipaLaterOtpFailed = inState('lipaLaterOtpFailed')
export const LipaLaterNoData = inState('lipaLaterNoData')
export const LipaLaterNotAuthorised = inState('lipaLaterNotAuthorised')
export const LipaLaterAuthorised = inState('lipaLaterAuthorised')
export const LipaLaterLimitTooLow = inState('lipaLaterLimitTooLow')
export const LipaLaterZeroLimits = inState('lipaLaterZeroLimits')
export const CashEmpty = inState('cashEmpty')
export const CashEntered = inState('cashEntered')
export const CashShown = inState('cashShown')
export const CashFailed = inState('cashFailed')
export const CashVerified = inState('cashVerified')
export const CouponApplied = inState('couponApplied')
export const CouponFailed = inState('couponFailed')
export const CouponCapped = inState('couponCapped')
export const Submitting = inState('submitting')
export const StkPending = inState('stkPending')
export const InsufficientFunds = inState('insufficientFunds')
export const Cancelled = inState('cancelled')
export const Unreachable = inState('unreachable')
export const WrongPin = inState('wrongPin')
export const TimeoutWithPaybill = inState('timeoutPaybill')
export const SendingAgain = inState('repaying')
export const Expired = inState('expired')
export const OrderFailed = inState('orderFailed')
export const OrderFailedRetryCapped = inState('orderFailedCapped')
export const OrderRefused = inState('orderRefused')
export const StockConflict = inState('stockConflict')

const invoice = (o: (typeof invoices)[keyof typeof invoices]): Story => ({ render: () => <ShopInvoice order={o} /> })
export const InvoicePaid = invoice(invoices.paid)
export const InvoiceWithCoupon = invoice(invoices.withCoupon)
export const InvoicePending = invoice(invoices.pending)
export const InvoiceCash = invoice(invoices.cash)
