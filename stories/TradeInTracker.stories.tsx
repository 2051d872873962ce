import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import type { Handover, TradeInStore } from '@core/sell'
import { TradeInTracker } from '@widgets/trade-in/TradeInTracker'
import { handoverIn, quotes, stores, tradeInIn, tradeInWhile } from './trade-in.fixtures'

/** One trade-in from estimate to payment (issue 3 item 4): every state it can be in, and the page states. */
const meta = {
  title: 'Trade-in/Tracker',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Stores are made once per story mount, as the pages do. */
function Tracker({ make, handover }: { make: () => TradeInStore; handover?: () => Handover }) {
  const tradeIn = useMemo(make, [make])
  const form = useMemo(() => (handover ?? (() => handoverIn()))(), [handover])
  return <TradeInTracker tradeIn={tradeIn} handover={form} />
}
const story = (make: () => TradeInStore, handover?: () => Handover): Story => ({
  render: () => <Tracker make={make} handover={handover} />,
})

// Page states
export const SignedOut = story(() => tradeInWhile({ status: 'signedOut' }))
export const Loading = story(() => tradeInWhile({ status: 'loading' }))
export const LoadFailed = story(() => tradeInWhile({ status: 'error', message: 'Something went wrong!', network: false, code: 500 }))
export const Offline = story(() => tradeInWhile({ status: 'error', message: 'Something went wrong!', network: true, code: 0 }))
export const NotFound = story(() => tradeInWhile({ status: 'error', message: 'quote not found', network: false, code: 404 }))

// Before the hand-over
export const Quoted = story(() => tradeInIn(quotes.quoted))
export const QuotedAtFloor = story(() => tradeInIn(quotes.floor))
export const PickupFormProblems = story(() => tradeInIn(quotes.quoted), () => handoverIn({ address: ' ', problems: { address: 'required', date: 'required', slot: 'required' } }))
export const PickupFormFilled = story(() => tradeInIn(quotes.quoted), () => handoverIn({ address: 'Kimathi House, 3rd floor, Nairobi', date: quotes.pickupBooked.tradeIn.pickup!.date, slot: 'afternoon' }))
export const PickupDaysLoading = story(() => tradeInIn(quotes.quoted), () => handoverIn({ days: { status: 'loading' } }))
export const PickupDaysFailed = story(() => tradeInIn(quotes.quoted), () => handoverIn({ days: { status: 'error', message: 'Something went wrong!', network: true, code: 0 } }))
export const Booking = story(() => tradeInIn(quotes.quoted, { busy: 'schedule_pickup' }), () => handoverIn({ address: 'Kimathi House', date: quotes.pickupBooked.tradeIn.pickup!.date, slot: 'morning' }))
export const StoreChooser = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store' }))
export const StoreChooserRegion = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store', region: 'Mombasa', storeId: 'simu-mombasa' }))
export const StoreChooserNoStore = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store', problems: { store: 'required' } }))
export const StoresLoading = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store', stores: { status: 'loading' } }))
export const StoresFailed = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store', stores: { status: 'error', message: 'Something went wrong!', network: false, code: 500 } }))
export const StoresEmptyRegion = story(() => tradeInIn(quotes.quoted), () => handoverIn({ mode: 'store', region: 'Kisumu area', stores: { status: 'ready', data: stores.slice(0, 2) } }))
export const Expired = story(() => tradeInIn(quotes.expired))
export const Tanzania = story(() => tradeInIn(quotes.tanzania))

// After the hand-over is booked
export const PickupBooked = story(() => tradeInIn(quotes.pickupBooked, { done: 'schedule_pickup' }))
export const StoreChosen = story(() => tradeInIn(quotes.storeChosen, { done: 'choose_store' }))
export const BookedAfterLock = story(() => tradeInIn(quotes.bookedAfterLock))
export const ChangeRefused = story(() => tradeInIn(quotes.inspected, { failure: { action: 'schedule_pickup', kind: 'conflict', message: 'Not possible now: this trade-in is inspected' } }))
export const ActionOffline = story(() => tradeInIn(quotes.pickupBooked, { failure: { action: 'cancel', kind: 'network', message: 'Something went wrong!' } }))
export const LockRanOut = story(() => tradeInIn(quotes.expired, { failure: { action: 'schedule_pickup', kind: 'expired', message: 'This estimate has expired: get a new estimate' } }))
export const Inspected = story(() => tradeInIn(quotes.inspected))
export const Revised = story(() => tradeInIn(quotes.revised))
export const Accepting = story(() => tradeInIn(quotes.revised, { busy: 'accept_revision' }))
export const RevisionAccepted = story(() => tradeInIn(quotes.confirmed, { done: 'accept_revision' }))
export const Paid = story(() => tradeInIn(quotes.paid))
export const Cancelled = story(() => tradeInIn(quotes.cancelled, { done: 'cancel' }))
export const Returned = story(() => tradeInIn(quotes.returned, { done: 'decline_revision' }))
