/**
 * The session pages and the profile page with their stores, against the real API server over real HTTP
 * (sell-side.md §2 screens, §4 'Sign-in page' and 'Sign-up page', §5, §8; the forgot-password submit and
 * the profile are Simu's, see docs/decisions.md).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { timing } from '@core/domain/constants'
import { $auth, signInWithPassword } from '@core/account/auth'
import { setCountry } from '@core/platform/locale'
import { setNavigator } from '@core/platform/navigation'
import { $signInRequest, closeSignIn } from '@core/account/sign-in'
import { createPasswordReset, createPasswordSignIn, createSignUp, type SignInNotice } from '@core/account'
import { createSnackbar } from '@core/platform/snackbar'
import ProfilePage from '@hosts/site/pages/account/Profile'
import { ForgotPasswordView } from '@hosts/site/pages/account/ForgotPassword'
import { SignInView } from '@hosts/site/pages/account/SignIn'
import { SignUpView } from '@hosts/site/pages/account/SignUp'
import type { SmsProvider } from '@server/providers/sms'
import { startBareApp, type BareApp } from '../support/server'

const appKey = 'pk_dev_simu'
const slow = { timeout: 5_000 }
const outbox = new Map<string, string>()
const sms: SmsProvider = { name: 'outbox', send: async (to, message) => void outbox.set(to, message) }

let server: BareApp
let baseUrl: string
let navigated: string[]

beforeAll(async () => {
  server = await startBareApp({ sms })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/v1`
}, 30_000)
afterAll(() => server?.close())

beforeEach(() => {
  configureApi({ baseUrl, appKey })
  setCountry('ke')
  $auth.set(null)
  navigated = []
  setNavigator((path) => navigated.push(path))
})
afterEach(() => closeSignIn())

let seq = 0
const newPhone = () => `07${String(15_300_000 + seq++).padStart(8, '0')}`
const e164 = (national: string) => `+254${national.slice(1)}`
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })

const post = (path: string, body: unknown) =>
  fetch(`${baseUrl}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-app-key': appKey }, body: JSON.stringify(body) })
const codeIn = (phone: string) => /\b(\d{6})\b/.exec(outbox.get(e164(phone)) ?? '')?.[1] ?? ''
/** Lets the same phone get another code at once (the one-a-minute gap is not what these tests are about). */
const forgetSends = () => server.db.deleteFrom('rate_events').execute()

/** A password account; the phone is proven first with the code texted to it. */
async function register(phone = newPhone(), password = 'long enough 1') {
  expect((await post('send_otp', { phone })).status).toBe(200)
  const res = await post('register', { fname: 'Amani', lname: 'Njeri', phone, email: `amani${seq}@example.com`, password, code: codeIn(phone) })
  expect(res.status).toBe(200)
  return { phone, password }
}

/**
 * Signs in as Simu's own page does (an Origin that is the server's): a full-rights site session, whose token
 * the browser would keep in the HttpOnly cookie; here the store holds it and sends it as a Bearer token.
 * (A sign-in without an Origin, as Node's fetch makes, is a partner's: it cannot change the password.)
 */
async function siteSignIn(phone: string, password: string) {
  const res = await fetch(`${baseUrl}/auth`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-key': appKey, origin: new URL(baseUrl).origin }, body: JSON.stringify({ auth: phone, password }),
  })
  expect(res.status).toBe(200)
  const token = /simu_session=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? ''
  expect(token).not.toBe('')
  $auth.set({ user: (await res.json()).user, token })
}

describe('the sign-in page', () => {
  it('signs in with phone and password, clears the fields and goes to device-details', async () => {
    const { phone, password } = await register()
    const form = createPasswordSignIn()
    render(<SignInView country="ke" form={form} />)
    fireEvent.click(button('Login'))
    expect(screen.getAllByText('this field is required')).toHaveLength(2)
    type('Mobile number', phone)
    type('Password', password)
    fireEvent.click(button('Login'))
    expect(button(/Login/).disabled).toBe(true)
    await waitFor(() => expect(navigated).toEqual(['/ke/device-details']), slow)
    expect(form.$state.get()).toMatchObject({ phone: '', password: '' })
    expect($auth.get()?.user.phone).toBe(e164(phone))
  })

  it("shows the 'log in failed' snackbar on a wrong password, clears the fields, and closes it on request", async () => {
    const { phone } = await register()
    render(<SignInView country="ke" form={createPasswordSignIn()} />)
    type('Mobile number', phone)
    type('Password', 'not my password')
    fireEvent.click(button('Login'))
    const snackbar = await screen.findByRole('alert', undefined, slow)
    expect(within(snackbar).getByText('log in failed')).toBeTruthy()
    expect(within(snackbar).getByText('Wrong phone number or password')).toBeTruthy()
    expect(field('Mobile number').value).toBe('')
    expect(field('Password').value).toBe('')
    expect($auth.get()).toBeNull()
    expect(navigated).toEqual([])
    fireEvent.click(within(snackbar).getByRole('button', { name: 'Close the message' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('hides the snackbar by itself after 6000 ms (sell-side.md §9)', () => {
    vi.useFakeTimers()
    try {
      const snackbar = createSnackbar<SignInNotice>()
      snackbar.show({ title: 'account.signIn.failed' })
      vi.advanceTimersByTime(timing.snackbarMs - 1)
      expect(snackbar.$notice.get()).not.toBeNull()
      vi.advanceTimersByTime(1)
      expect(snackbar.$notice.get()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the sign-up page', () => {
  const fill = (phone: string) => {
    type('First name', 'Neema')
    type('Email', 'Neema@Example.com')
    type('Mobile number', phone)
    type('Password', 'long enough 1')
    type('Confirm password', 'long enough 1')
  }

  it('needs the agreement, then the code texted to the phone, then creates the account and signs the user in', async () => {
    const phone = newPhone()
    render(<SignUpView country="ke" form={createSignUp()} />)
    fill(phone)
    expect(field('Email').value).toBe('neema@example.com')
    fireEvent.click(button('Sign up'))
    expect(screen.getByText('Please agree to the terms of service to sign up')).toBeTruthy()
    expect(navigated).toEqual([])
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the terms of service.' }))
    fireEvent.click(button('Sign up'))
    // No account yet: only the code texted to the phone creates it.
    await screen.findByText(`We texted a 6-digit code to ${e164(phone)}. Enter it to create your account.`, undefined, slow)
    expect($auth.get()).toBeNull()
    type('Code from the SMS', codeIn(phone))
    fireEvent.click(button('Create account'))
    await waitFor(() => expect(navigated).toEqual(['/ke/device-details']), slow)
    expect($auth.get()?.user).toMatchObject({ phone: e164(phone), fname: 'Neema', signupComplete: true })
    const signedIn = await signInWithPassword(phone, 'long enough 1')
    expect(signedIn.ok).toBe(true)
  })

  it("checks the fields: 'phone must be a number', 'passwords do not match', 'email is not valid'", () => {
    render(<SignUpView country="ke" form={createSignUp()} />)
    type('Email', 'neema@')
    type('Mobile number', '07one')
    type('Password', 'long enough 1')
    type('Confirm password', 'long enough 2')
    fireEvent.click(button('Sign up'))
    for (const text of ['this field is required', 'email is not valid', 'phone must be a number', 'passwords do not match']) expect(screen.getByText(text)).toBeTruthy()
  })

  it('clears the form and shows the message when the server refuses (a taken number)', async () => {
    const { phone } = await register()
    await forgetSends()
    render(<SignUpView country="ke" form={createSignUp()} />)
    fill(phone)
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.click(button('Sign up'))
    await screen.findByLabelText('Code from the SMS', undefined, slow)
    type('Code from the SMS', codeIn(phone))
    fireEvent.click(button('Create account'))
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(within(alert).getByText('This phone number already has an account. Please sign in')).toBeTruthy()
    for (const label of ['First name', 'Email', 'Mobile number', 'Password', 'Confirm password']) expect(field(label).value).toBe('')
    expect(navigated).toEqual([])
  })
})

describe('the forgot-password page', () => {
  it('resets a password by SMS: code to the phone, new password, then sign-in works with it', async () => {
    const { phone, password } = await register()
    render(<ForgotPasswordView country="ke" form={createPasswordReset()} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Text it to my phone (SMS)' }))
    type('Mobile number', phone)
    fireEvent.click(button('Reset Password'))
    expect(await screen.findByText(`If an account matches ${e164(phone)}, we have sent it a reset code. It expires in 10 minutes.`, undefined, slow)).toBeTruthy()
    const code = /\b(\d{6})\b/.exec(outbox.get(e164(phone)) ?? '')![1]!
    type('Reset code', code)
    type('New password', 'a new password 9')
    type('Confirm new password', 'a new password')
    fireEvent.click(button('Set new password'))
    expect(screen.getByText('passwords do not match')).toBeTruthy()
    type('Confirm new password', 'a new password 9')
    fireEvent.click(button('Set new password'))
    await waitFor(() => expect(navigated).toEqual(['/session/signin?reset=1']), slow)
    expect((await signInWithPassword(phone, 'a new password 9')).ok).toBe(true)
    expect((await signInWithPassword(phone, password)).ok).toBe(false)
  })

  it('moves on the same way for an email with no account (no account enumeration), and a wrong code fails', async () => {
    render(<ForgotPasswordView country="ke" form={createPasswordReset()} />)
    type('Email', 'nobody-here@example.com')
    fireEvent.click(button('Reset Password'))
    expect(await screen.findByText(/^If an account matches nobody-here@example.com, we have sent it a reset code/, undefined, slow)).toBeTruthy()
    type('Reset code', '123456')
    type('New password', 'a new password 9')
    type('Confirm new password', 'a new password 9')
    fireEvent.click(button('Set new password'))
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(within(alert).getByText('We could not change your password')).toBeTruthy()
    expect(within(alert).getByText('The code is wrong or has expired')).toBeTruthy()
    fireEvent.click(button('Use another email or number'))
    expect(button('Reset Password')).toBeTruthy()
  })

  it("says 'email is not valid' before asking the server", () => {
    render(<ForgotPasswordView country="ke" form={createPasswordReset()} />)
    type('Email', 'nobody@')
    fireEvent.click(button('Reset Password'))
    expect(screen.getByText('email is not valid')).toBeTruthy()
  })
})

describe('the profile page', () => {
  it('opens the sign-in drawer for a signed-out visitor, coming back to the profile', () => {
    render(<ProfilePage country="ug" params={{}} search={{}} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeTruthy()
    expect($signInRequest.get()).toMatchObject({ kind: 'sell', next: '/ug/profile' })
    act(() => closeSignIn())
    fireEvent.click(button('Sign in'))
    expect($signInRequest.get()).toMatchObject({ next: '/ug/profile' })
  })

  it('loads the user, saves new details, changes the password and signs out', async () => {
    const { phone, password } = await register()
    await siteSignIn(phone, password)
    render(<ProfilePage country="ke" params={{}} search={{}} />)
    expect($signInRequest.get()).toBeNull()
    await waitFor(() => expect(screen.queryByText('Loading your profile…')).toBeNull(), slow)
    expect(field('Mobile number').value).toBe(e164(phone))
    expect(field('Mobile number').readOnly).toBe(true)
    expect(field('First name').value).toBe('Amani')

    type('First name', '')
    fireEvent.click(button('Save changes'))
    expect(screen.getByText('this field is required')).toBeTruthy()
    type('First name', 'Imani')
    fireEvent.click(button('Save changes'))
    expect(await screen.findByText('Your profile has been saved.', undefined, slow)).toBeTruthy()
    expect($auth.get()?.user).toMatchObject({ fname: 'Imani', email: expect.stringMatching(/^amani\d+@example.com$/) })
    // Another e-mail goes through the code mailed to it, not through this form.
    expect(screen.queryByLabelText('Email')).toBeNull()
    expect(field('New email address')).toBeTruthy()
    expect(screen.getByText('Hi, Imani')).toBeTruthy()

    type('New password', 'short')
    type('Confirm new password', 'short')
    fireEvent.click(button('Change password'))
    expect(screen.getByText('password must be at least 8 characters')).toBeTruthy()
    type('New password', 'changed password 7')
    type('Confirm new password', 'changed password 7')
    fireEvent.click(button('Change password'))
    // A session alone does not change the password: the current one (or an SMS code) must come too.
    expect(screen.getByText('this field is required')).toBeTruthy()
    type('Current password', 'not my password')
    fireEvent.click(button('Change password'))
    expect(await screen.findByText('Your current password is not right', undefined, slow)).toBeTruthy()
    type('Current password', password)
    fireEvent.click(button('Change password'))
    expect(await screen.findByText('Your password has been changed. Your other devices have been signed out.', undefined, slow)).toBeTruthy()

    fireEvent.click(button('Sign out'))
    await waitFor(() => expect(navigated).toEqual(['/ke/sell-your-phone']), slow)
    expect($auth.get()).toBeNull()
    // Signing out is not a reason to offer signing in again.
    expect($signInRequest.get()).toBeNull()
    expect((await signInWithPassword(phone, 'changed password 7')).ok).toBe(true)
  })

  it('offers no e-mail change while Simu cannot send e-mail (EMAIL_PROVIDER=off, as in production)', async () => {
    const { phone, password } = await register()
    await siteSignIn(phone, password)
    vi.stubEnv('EMAIL_PROVIDER', 'off')
    try {
      render(<ProfilePage country="ke" params={{}} search={{}} />)
      await waitFor(() => expect(screen.queryByText('Loading your profile…')).toBeNull(), slow)
      expect(field('First name').value).toBe('Amani')
      expect(screen.queryByLabelText('New email address')).toBeNull()
      expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy()
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('shows the load error with a retry when the server cannot be reached', async () => {
    const { phone, password } = await register()
    expect((await signInWithPassword(phone, password)).ok).toBe(true)
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1', appKey })
    render(<ProfilePage country="ke" params={{}} search={{}} />)
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(within(alert).getByText('We could not load your profile.')).toBeTruthy()
    expect(within(alert).getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
    configureApi({ baseUrl, appKey })
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), slow)
    expect(field('First name').value).toBe('Amani')
  })
})
