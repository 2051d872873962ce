import type { Meta, StoryObj } from '@storybook/react-vite'
import { SignInDrawer } from '@widgets/sign-in'
import { HostProvider } from '@widgets/ui/host'
import { drawerIn, type DrawerStateName } from './sign-in.fixtures'

/** <simu-sign-in>: the sign-in drawer in every state of the spec (sell-side.md §2, §4, §5, §8). */
const meta = {
  title: 'Widgets/SignInDrawer',
  component: SignInDrawer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignInDrawer>
export default meta
type Story = StoryObj<typeof meta>

const inState = (name: DrawerStateName, kind: 'sell' | 'shop' | 'repair' = 'sell'): Story => ({ render: () => <SignInDrawer flow={drawerIn(name, kind)} /> })

export const PhoneEntry = inState('phoneEntry')
export const PhoneRequired = inState('phoneRequired')
export const PhoneInvalid = inState('phoneInvalid')
export const Sending = inState('sending')
export const SendFailed = inState('sendFailed')
export const SendTooSoon = inState('sendWait')
export const Offline = inState('offline')
export const CodeSent = inState('codeSent')
export const CanResend = inState('canResend')
export const Verifying = inState('verifying')
export const WrongCode = inState('wrongCode')
export const SignupForm = inState('signupForm')
export const SignupInvalid = inState('signupInvalid')
export const SignupBusy = inState('signupBusy')
export const Finishing = inState('finishing')
export const ShopHeadline = inState('phoneEntry', 'shop')
export const RepairHeadline = inState('phoneEntry', 'repair')
/** Kiswahili, as a visitor in Tanzania reads it. */
export const Swahili: Story = {
  render: () => (
    <HostProvider value={{ element: null, portal: null, language: 'sw' }}>
      <SignInDrawer flow={drawerIn('codeSent')} />
    </HostProvider>
  ),
}
