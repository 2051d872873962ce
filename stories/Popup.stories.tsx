import type { Meta, StoryObj } from '@storybook/react-vite'
import { createPopup, type PopupState } from '@core/site/popup'
import { PromoPopup } from '@widgets/popup'

/** <simu-popup>: the promotional pop-up in every state (sell-side.md §2, §4 'Pop-up', §5, §8). */
const meta = {
  title: 'Widgets/Popup',
  component: PromoPopup,
  excludeStories: ['popupIn'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromoPopup>
export default meta
type Story = StoryObj<typeof meta>

const empty = { fname: '', lname: '', phone: '', dontShowAgain: false }
/** A pop-up in a fixed state: it never schedules itself and nothing is sent. */
export function popupIn(state: Partial<PopupState>) {
  const popup = createPopup()
  popup.$state.set({ open: true, fields: empty, errors: {}, status: 'idle', ...state })
  return popup
}
const inState = (state: Partial<PopupState>): Story => ({ render: () => <PromoPopup country="ke" popup={popupIn(state)} /> })

/** Shown 10 s after load: the empty form. */
export const Open = inState({})
/** Filled in, with 'Don't show me again' ticked. */
export const Filled = inState({ fields: { fname: 'Amina', lname: 'Hassan', phone: '0712 345 678', dontShowAgain: true } })
/** Submitted empty: 'First Name is required' and 'Phone Number is required'. */
export const Required = inState({ errors: { fname: 'required', phone: 'required' } })
/** A number that is not a mobile number of the country. */
export const InvalidPhone = inState({ fields: { ...empty, fname: 'Amina', phone: '0812 345' }, errors: { phone: 'invalid' } })
/** Sending: 'Just a moment' on a disabled button. */
export const Sending = inState({ fields: { fname: 'Amina', lname: '', phone: '0712 345 678', dontShowAgain: false }, status: 'sending' })
/** Sent: the server's message in success style, the form reset. */
export const Success = inState({ status: 'sent', message: 'Thank you, Amina! You will be the first to hear about our offers and deals.' })
/** The server said no: its message in error style. */
export const ServerError = inState({ fields: { fname: 'Amina', lname: '', phone: '0712 345 678', dontShowAgain: false }, status: 'failed', message: 'Too many sign-ups from your network. Please try again later.', network: false })
/** No reply at all: error style with our own text. */
export const NetworkError = inState({ fields: { fname: 'Amina', lname: '', phone: '0712 345 678', dontShowAgain: false }, status: 'failed', network: true })
/** Closed (before the 10 s, after Cancel, or with a cookie): nothing shows. */
export const Closed = inState({ open: false })
