import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from '@hosts/site/shell/Footer'
import { Header } from '@hosts/site/shell/Header'
import { cartOfTwo, signedIn, signedInIncomplete } from './site.fixtures'
import { Given, phone375 } from './site-given'

/** The site shell (sell-side.md §2 'Header', 'Footer'): signed out and in, Swahili, phone widths, page kinds. */
const meta = {
  title: 'Site/Shell',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>
export default meta
type Story = StoryObj<typeof meta>

const shell = (route: Parameters<typeof Header>[0]['route'], given: Omit<Parameters<typeof Given>[0], 'children'> = {}): Story => ({
  args: { country: given.country ?? 'ke', route },
  render: (args) => (
    <Given {...given}>
      <div data-simu-site="">
        <Header {...args} />
        <main id="main" style={{ minHeight: 200 }} />
        <Footer country={args.country} />
      </div>
    </Given>
  ),
})

export const SignedOut = shell('sellLanding')
export const SignedIn = shell('sellLanding', { auth: signedIn })
/** A code sign-in without the sign-up form done: still offered Sign In / Sign Up, never greeted. */
export const SignedInSignupIncomplete = shell('sellLanding', { auth: signedInIncomplete })
export const WithCart = shell('sellLanding', { cart: cartOfTwo })
export const InnerPageBreadcrumb = shell('howItWorks')
export const RetailerPageMenu = shell('retailerRegister')
export const ShopPage = shell('shop')
export const Swahili = shell('sellLanding', { country: 'tz', language: 'sw', auth: signedIn })
export const PhoneSignedOut: Story = { ...shell('howItWorks'), ...phone375 }
export const PhoneSignedIn: Story = { ...shell('sellLanding', { auth: signedIn, cart: cartOfTwo }), ...phone375 }
export const PhoneSwahili: Story = { ...shell('careers', { country: 'tz', language: 'sw' }), ...phone375 }
