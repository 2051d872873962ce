import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import type { Country, Language } from '@core/domain/constants'
import type { AuthState } from '@core/account/auth'
import { RepairAddressView } from '@hosts/site/pages/repair/RepairAddress'
import { RepairProView } from '@hosts/site/pages/repair/RepairPro'
import { RepairScreenView } from '@hosts/site/pages/repair/RepairScreen'
import { RepairTicketsView, RepairTicketView } from '@hosts/site/pages/repair/RepairSummary'
import {
  addressIn, callback, homeTicket, request, requestIn, screenIn, signedIn, storyNow, ticketAt, ticketIn, ticketsIn,
  type AddressStateName, type ScreenStateName,
} from './Repair.fixtures'
import { Given, phone375 } from './site-given'

/** The repair pages (issue 5) in every state: nothing is fetched, every store starts in its state. */
const meta = {
  title: 'Site/Repair pages',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Sets the shared stores (Given), then makes the page's store: the booking must be in place first. */
function Page<S>({ make, view, auth = signedIn, country = 'ke', language = 'en' }: {
  make: () => S
  view: (store: S) => ReactNode
  auth?: AuthState | null
  country?: Country
  language?: Language
}) {
  return (
    <Given auth={auth} country={country} language={language}>
      <Made make={make} view={view} />
    </Given>
  )
}
function Made<S>({ make, view }: { make: () => S; view: (store: S) => ReactNode }) {
  const [store] = useState(make)
  return <>{view(store)}</>
}

const sw = { country: 'tz', language: 'sw' } as const

const screen = (name: ScreenStateName, given: { auth?: AuthState | null; country?: Country; language?: Language } = {}): Story => ({
  render: () => (
    <Page
      {...given}
      make={() => screenIn(name, given.country === 'tz' ? 'TZS' : 'KES')}
      view={(s) => <RepairScreenView screen={s} country={given.country ?? 'ke'} now={storyNow} />}
    />
  ),
})
export const ScreenLoading = screen('loading')
export const ScreenModelFailed = screen('modelFailed')
export const ScreenNoFault = screen('noFault')
export const ScreenFaultsChosen = screen('faultsChosen')
export const ScreenTermsUnticked = screen('termsUnticked')
export const ScreenEstimating = screen('estimating')
export const ScreenEstimate = screen('estimate')
export const ScreenEstimateWithDiscount = screen('estimateDiscount')
export const ScreenWarrantyActive = screen('warrantyActive')
export const ScreenWarrantyInactive = screen('warrantyInactive')
export const ScreenInvalidImei = screen('invalidImei')
export const ScreenCheckingWarranty = screen('checking')
export const ScreenMessageOnly = screen('messageOnly')
export const ScreenEstimateFailed = screen('estimateFailed')
export const ScreenSignedOut = screen('faultsChosen', { auth: null })
export const ScreenSwahili = screen('estimateDiscount', sw)
export const ScreenPhone: Story = { ...screen('faultsChosen'), ...phone375 }

const address = (name: AddressStateName, given: { country?: Country; language?: Language } = {}): Story => ({
  render: () => <Page {...given} make={() => addressIn(name)} view={(a) => <RepairAddressView address={a} country={given.country ?? 'ke'} />} />,
})
export const AddressStore = address('store')
export const AddressStoreChosen = address('storeChosen')
export const AddressStoresLoading = address('storesLoading')
export const AddressStoresFailed = address('storesFailed')
export const AddressStoreMissing = address('storeMissing')
export const AddressHome = address('home')
export const AddressHomeMissing = address('homeMissing')
export const AddressRequesting = address('requesting')
export const AddressRequestFailed = address('requestFailed')
export const AddressNoBooking = address('noBooking')
export const AddressHomeSwahili = address('home', sw)
export const AddressHomePhone: Story = { ...address('home'), ...phone375 }

type TicketValue = Parameters<typeof ticketIn>[0]
const summary = (value: () => TicketValue, given: { auth?: AuthState | null; country?: Country; language?: Language } = {}): Story => ({
  render: () => <Page {...given} make={() => ticketIn(value())} view={(s) => <RepairTicketView store={s} country={given.country ?? 'ke'} ticketId="t_story" />} />,
})
export const SummaryStoreBooked = summary(() => ({ status: 'ready', data: ticketAt('booked') }))
export const SummaryHomeVisit = summary(() => ({ status: 'ready', data: homeTicket }))
export const SummaryDiagnosed = summary(() => ({ status: 'ready', data: ticketAt('diagnosed') }))
export const SummaryRepairing = summary(() => ({ status: 'ready', data: ticketAt('repairing') }))
export const SummaryReady = summary(() => ({ status: 'ready', data: ticketAt('ready') }))
export const SummaryCollected = summary(() => ({ status: 'ready', data: ticketAt('collected') }))
export const SummaryLoading = summary(() => ({ status: 'loading' }))
export const SummaryFailed = summary(() => ({ status: 'error', message: 'repair ticket not found', network: false }))
export const SummarySignedOut = summary(() => ({ status: 'signedOut' }), { auth: null })
export const SummarySwahili = summary(() => ({ status: 'ready', data: ticketAt('repairing', { ticket: 'R1003TZ', country: 'tz', currency: 'TZS', cost: 176_400 }) }), sw)
export const SummaryPhone: Story = { ...summary(() => ({ status: 'ready', data: ticketAt('repairing') })), ...phone375 }

const myRepairs = (value: () => Parameters<typeof ticketsIn>[0], given: { auth?: AuthState | null } = {}): Story => ({
  render: () => <Page {...given} make={() => ticketsIn(value())} view={(s) => <RepairTicketsView store={s} country="ke" />} />,
})
export const MyRepairs = myRepairs(() => ({ status: 'ready', data: [homeTicket, ticketAt('repairing')] }))
export const MyRepairsEmpty = myRepairs(() => ({ status: 'ready', data: [] }))
export const MyRepairsSignedOut = myRepairs(() => ({ status: 'signedOut' }), { auth: null })

const pro = (value: (() => Parameters<typeof requestIn>[0]) | null): Story => ({
  render: () => <Page make={() => (value ? requestIn(value()) : null)} view={(s) => <RepairProView store={s} country="ke" />} />,
})
export const ProRequest = pro(() => ({ status: 'ready', data: [request] }))
export const ProMessageOnly = pro(() => ({ status: 'ready', data: [callback] }))
export const ProLoading = pro(() => ({ status: 'loading' }))
export const ProFailed = pro(() => ({ status: 'error', message: 'repair request not found', network: false }))
export const ProMissing = pro(null)
