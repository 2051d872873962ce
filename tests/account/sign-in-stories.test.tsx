/**
 * The sign-in drawer's and the account pages' stories reused as tests: every state renders, and each
 * shows what a visitor in that state should see (sell-side.md §2, §4, §5, §8). Nothing is fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as drawerStories from '../../stories/SignInDrawer.stories'
import * as pageStories from '../../stories/SignInSessionPages.stories'

const drawer = composeStories(drawerStories)
const pages = composeStories(pageStories)
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const sellHeadline = 'You are one step away from selling your device'

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

describe('every sign-in drawer story', () => {
  const all = Object.entries(drawer)

  it('covers every state the drawer can be in', () => {
    const names = ['PhoneEntry', 'PhoneRequired', 'PhoneInvalid', 'Sending', 'SendFailed', 'SendTooSoon', 'Offline', 'CodeSent', 'CanResend',
      'Verifying', 'WrongCode', 'SignupForm', 'SignupInvalid', 'SignupBusy', 'Finishing', 'ShopHeadline', 'RepairHeadline', 'Swahili']
    expect(all.map(([name]) => name)).toEqual(expect.arrayContaining(names))
  })

  for (const [name, Story] of all) {
    it(`${name} opens the drawer with a headline and one submit button, without errors`, () => {
      const { unmount } = render(<Story />)
      const dialog = screen.getByRole('dialog')
      expect(within(dialog).getByRole('heading', { level: 2 }).textContent!.length).toBeGreaterThan(10)
      expect(dialog.querySelectorAll('button[type="submit"]')).toHaveLength(1)
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the phone step', () => {
  it("asks for the mobile number with 'Request OTP' (PhoneEntry)", () => {
    render(<drawer.PhoneEntry />)
    expect(screen.getByRole('heading', { name: sellHeadline })).toBeTruthy()
    expect(field('Mobile number').type).toBe('tel')
    expect(screen.getByText('For example 0712 345 678')).toBeTruthy()
    expect(button('Request OTP').disabled).toBe(false)
    expect(screen.queryByLabelText('One-time code (OTP)')).toBeNull()
  })

  it("says 'this field is required' under an empty number (PhoneRequired)", () => {
    render(<drawer.PhoneRequired />)
    expect(field('Mobile number').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('this field is required')).toBeTruthy()
  })

  it('names the country and an example for a number that is not a mobile number there (PhoneInvalid)', () => {
    render(<drawer.PhoneInvalid />)
    expect(screen.getByText('Enter a mobile number from Kenya, such as 0712 345 678')).toBeTruthy()
  })

  it('disables the button while the code is being sent (Sending)', () => {
    render(<drawer.Sending />)
    const busy = button(/Request OTP/)
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(within(busy).getByText('Sending the code…')).toBeTruthy()
  })

  it.each([
    ['SendFailed', 'We could not send the code. Please try again'],
    ['SendTooSoon', 'Please wait 42 seconds before asking for another code'],
    ['Offline', 'We could not reach Simu. Check your connection and try again.'],
  ] as const)('shows the send failure with what went wrong (%s)', (name, text) => {
    const Story = drawer[name]
    render(<Story />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not send the code.')).toBeTruthy()
    expect(within(alert).getByText(text)).toBeTruthy()
    expect(button('Request OTP').disabled).toBe(false)
  })
})

describe('the code step', () => {
  it("shows the code field, 'Verify OTP', 'change' and the resend countdown (CodeSent)", () => {
    render(<drawer.CodeSent />)
    expect(screen.getByText('Enter the 6-digit code we sent to +254712345678.')).toBeTruthy()
    expect(field('One-time code (OTP)').getAttribute('autocomplete')).toBe('one-time-code')
    expect(button('Verify OTP').disabled).toBe(false)
    expect(button('change').disabled).toBe(false)
    expect(button('resend in 42 s').disabled).toBe(true)
    expect(screen.queryByLabelText('Mobile number')).toBeNull()
  })

  it("offers 'resend' once the 60 seconds have passed (CanResend)", () => {
    render(<drawer.CanResend />)
    expect(button('resend').disabled).toBe(false)
  })

  it('disables Verify OTP while the code is checked (Verifying)', () => {
    render(<drawer.Verifying />)
    expect(button(/Verify OTP/).disabled).toBe(true)
    expect(screen.getByText('Checking the code…')).toBeTruthy()
  })

  it("says 'incorrect OTP...' in red under the code (WrongCode)", () => {
    render(<drawer.WrongCode />)
    const message = screen.getByText('incorrect OTP...')
    expect(message.id).toBe(field('One-time code (OTP)').getAttribute('aria-describedby'))
    expect(message.className).toMatch(/error/)
  })
})

describe('the sign-up form', () => {
  it('shows the phone read-only, then email and first name (SignupForm)', () => {
    render(<drawer.SignupForm />)
    const phone = field('Mobile number')
    expect(phone.readOnly).toBe(true)
    expect(phone.value).toBe('+254712345678')
    expect(field('Email').value).toBe('')
    expect(field('First name').value).toBe('')
    expect(button('Complete sign-up').disabled).toBe(false)
  })

  it("marks a bad email 'email is not valid' and a missing first name 'this field is required' (SignupInvalid)", () => {
    render(<drawer.SignupInvalid />)
    expect(screen.getByText('email is not valid')).toBeTruthy()
    expect(screen.getByText('this field is required')).toBeTruthy()
  })

  it('disables the button while saving and while signing in (SignupBusy, Finishing)', () => {
    const { unmount } = render(<drawer.SignupBusy />)
    expect(button(/Complete sign-up/).disabled).toBe(true)
    expect(screen.getByText('Saving your details…')).toBeTruthy()
    unmount()
    render(<drawer.Finishing />)
    expect(screen.getByText('Signing you in…')).toBeTruthy()
  })
})

describe('the headline by page kind (sell-side.md §2)', () => {
  it.each([
    ['PhoneEntry', sellHeadline],
    ['ShopHeadline', 'You are one step away from buying a refurbished smartphone'],
    ['RepairHeadline', 'You are one step away from repairing your smartphone'],
  ] as const)('%s reads %j', (name, headline) => {
    const Story = drawer[name]
    render(<Story />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(headline)
  })
})

describe('in Kiswahili (Swahili)', () => {
  it('reads the drawer in Swahili', () => {
    render(<drawer.Swahili />)
    expect(screen.getByRole('heading', { name: 'Umebakiza hatua moja tu kuuza kifaa chako' })).toBeTruthy()
    expect(button('Thibitisha OTP')).toBeTruthy()
    expect(button('badilisha')).toBeTruthy()
    expect(screen.getByText('tuma tena baada ya sekunde 42')).toBeTruthy()
    expect(screen.queryByText('Verify OTP')).toBeNull()
  })
})

describe('every account page story', () => {
  for (const [name, Story] of Object.entries(pages)) {
    it(`${name} renders a page with a level-1 heading, without errors`, () => {
      const { unmount } = render(<Story />)
      expect(screen.getByRole('heading', { level: 1 }).textContent!.length).toBeGreaterThan(3)
      expect(consoleError).not.toHaveBeenCalled()
      unmount()
    })
  }
})

describe('the sign-in page (sell-side.md §2, §8)', () => {
  it("shows 'Welcome Back!', mobile number and password, 'Login', the terms note and the sign-up link", () => {
    render(<pages.SignInEmpty />)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeTruthy()
    expect(field('Mobile number')).toBeTruthy()
    expect(field('Password').type).toBe('password')
    expect(button('Login').disabled).toBe(false)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/ke/how-it-works?1')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/ke/how-it-works?2')
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/session/signup')
  })

  it("says 'this field is required' under both empty fields", () => {
    render(<pages.SignInInvalid />)
    expect(screen.getAllByText('this field is required')).toHaveLength(2)
  })

  it("shows a spinner on the disabled 'Login' while signing in", () => {
    render(<pages.SignInBusy />)
    expect(button(/Login/).disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toContain('Logging in…')
  })

  it("shows the 'log in failed' snackbar with a close button", () => {
    render(<pages.SignInFailed />)
    const snackbar = screen.getByRole('alert')
    expect(within(snackbar).getByText('log in failed')).toBeTruthy()
    expect(within(snackbar).getByText('Wrong phone number or password')).toBeTruthy()
    expect(within(snackbar).getByRole('button', { name: 'Close the message' })).toBeTruthy()
  })

  it('welcomes a new account and a reset password', () => {
    const { unmount } = render(<pages.SignInAfterSignUp />)
    expect(screen.getByRole('status').textContent).toBe('Your account is ready. Log in with your mobile number and password.')
    unmount()
    render(<pages.SignInAfterReset />)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/tz/how-it-works?1')
  })
})

describe('the sign-up page', () => {
  it("shows 'Register!', the fields, the agreement checkbox and 'Sign up'", () => {
    render(<pages.SignUpEmpty />)
    expect(screen.getByRole('heading', { level: 1, name: 'Register!' })).toBeTruthy()
    for (const label of ['Email', 'Mobile number', 'Password', 'Confirm password']) expect(field(label)).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'I have read and agree to the terms of service.' }) as HTMLInputElement).checked).toBe(false)
    expect(button('Sign up')).toBeTruthy()
  })

  it('shows every validation message of the spec', () => {
    render(<pages.SignUpInvalid />)
    for (const text of ['this field is required', 'email is not valid', 'phone must be a number', 'password must be at least 8 characters', 'passwords do not match', 'Please agree to the terms of service to sign up']) {
      expect(screen.getByText(text)).toBeTruthy()
    }
  })

  it('shows the server message above a cleared form', () => {
    render(<pages.SignUpFailed />)
    expect(within(screen.getByRole('alert')).getByText('This phone number already has an account. Please sign in')).toBeTruthy()
    expect(field('Email').value).toBe('')
  })
})

describe('the forgot-password page', () => {
  it("asks for an email with 'Reset Password' and a link back to sign-in, and offers SMS", () => {
    render(<pages.ForgotByEmail />)
    expect((screen.getByRole('radio', { name: 'Email me the code' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('radio', { name: 'Text it to my phone (SMS)' })).toBeTruthy()
    expect(field('Email')).toBeTruthy()
    expect(button('Reset Password')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/session/signin')
  })

  it('asks for the code and the new password once a code was sent', () => {
    render(<pages.ForgotCodeSent />)
    expect(screen.getByRole('status').textContent).toBe('If an account matches +254712345678, we have sent it a reset code. It expires in 10 minutes.')
    expect(field('Reset code')).toBeTruthy()
    expect(field('New password').type).toBe('password')
    expect(button('Set new password')).toBeTruthy()
  })

  it('shows the failure with the server message', () => {
    render(<pages.ForgotResetFailed />)
    expect(within(screen.getByRole('alert')).getByText('The code is wrong or has expired')).toBeTruthy()
  })
})

describe('the profile page', () => {
  it('asks a signed-out visitor to sign in', () => {
    render(<pages.ProfileSignedOut />)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeTruthy()
    expect(button('Sign in')).toBeTruthy()
  })

  it('shows the details with the phone read-only, and sign out', () => {
    render(<pages.ProfileReady />)
    expect(screen.getByText('Hi, Wanjiru')).toBeTruthy()
    expect(field('Mobile number').readOnly).toBe(true)
    expect(field('First name').value).toBe('Wanjiru')
    // An e-mail already on the account is changed only through a code mailed to the new address.
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(screen.getByText(/Your email: wanjiru@example\.com/)).toBeTruthy()
    expect(field('New email address').value).toBe('')
    expect(button('Sign out')).toBeTruthy()
  })

  it('shows loading, the load error with retry, and the save and password results', () => {
    let r = render(<pages.ProfileLoading />)
    expect(screen.getByText('Loading your profile…')).toBeTruthy()
    r.unmount()
    r = render(<pages.ProfileLoadFailed />)
    expect(within(screen.getByRole('alert')).getByText('We could not load your profile.')).toBeTruthy()
    expect(button('Try again')).toBeTruthy()
    r.unmount()
    r = render(<pages.ProfileSaved />)
    expect(screen.getByText('Your profile has been saved.')).toBeTruthy()
    r.unmount()
    render(<pages.ProfilePasswordInvalid />)
    expect(screen.getByText('passwords do not match')).toBeTruthy()
  })
})
