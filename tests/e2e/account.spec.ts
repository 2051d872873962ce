/**
 * The account area end to end in Chromium: the sign-in drawer on the site and on a partner page, the
 * session pages and the profile (sell-side.md §2, §4, §5, §8), with axe-core on every page and on every
 * step of the open drawer. Sign-in and reset codes are read from the dev SMS outbox (SIMU_DEV_OUTBOX=1).
 */
import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { asSiteClient, axe, lastCode } from './helpers'

/** Runs axe-core in the page (it looks inside open shadow roots) and returns the violations. */

// A fresh database per run, but numbers differ per test so no test meets another's limits.
const run = String(Date.now()).slice(-5)
const phoneFor = (n: number) => `07${n}${run}${String(n).padStart(2, '0')}`.slice(0, 10)
const e164 = (national: string) => `+254${national.slice(1)}`

/** The 6-digit code in the last SMS to a phone, from the dev outbox. */

async function registerByApi(request: APIRequestContext, phone: string, password: string) {
  // The phone is proven first: register takes the code send_otp texted to it.
  const client = asSiteClient()
  expect((await request.post('/api/v1/send_otp', { headers: { 'x-app-key': 'pk_dev_simu', ...client }, data: { phone } })).status()).toBe(200)
  const code = await lastCode(request, e164(phone))
  const res = await request.post('/api/v1/register', {
    headers: { 'x-app-key': 'pk_dev_simu', ...client },
    data: { fname: 'Halima', lname: 'Said', phone, email: `halima${phone}@example.com`, password, code },
  })
  expect(res.status()).toBe(200)
}

test.describe('the account area', () => {
  // The pages' CSP would refuse the injected axe script.
  test.use({ bypassCSP: true })

  test('a signed-out visitor on the profile signs in with an SMS code in the drawer, completes sign-up and edits the name', async ({ page, request }) => {
    const phone = phoneFor(1)
    await page.goto('/ke/profile')
    const drawer = page.getByRole('dialog', { name: 'You are one step away from selling your device' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByLabel('Mobile number')).toBeFocused()
    expect(await axe(page)).toEqual([])

    await drawer.getByRole('button', { name: 'Request OTP' }).click()
    await expect(drawer.getByText('this field is required')).toBeVisible()
    await drawer.getByLabel('Mobile number').fill(phone)
    await drawer.getByRole('button', { name: 'Request OTP' }).click()
    const codeField = drawer.getByLabel('One-time code (OTP)')
    await expect(codeField).toBeFocused()
    await expect(drawer.getByRole('button', { name: /^resend in \d+ s$/ })).toBeDisabled()
    expect(await axe(page)).toEqual([])

    const code = await lastCode(request, e164(phone))
    await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))
    await drawer.getByRole('button', { name: 'Verify OTP' }).click()
    const wrong = drawer.getByText('incorrect OTP...')
    await expect(wrong).toBeVisible()
    expect(await wrong.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(179, 38, 30)')
    expect(await axe(page)).toEqual([])

    await codeField.fill(code)
    await drawer.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(drawer.getByLabel('Email')).toBeFocused()
    await expect(drawer.getByLabel('Mobile number')).toHaveValue(e164(phone))
    expect(await axe(page)).toEqual([])
    await drawer.getByLabel('Email').fill('Zuhura.Ali@Example.com')
    await expect(drawer.getByLabel('Email')).toHaveValue('zuhura.ali@example.com')
    await drawer.getByLabel('First name').fill('Zuhura')
    await page.screenshot({ path: 'test-results/account-drawer-signup-1280.png' })
    await drawer.getByRole('button', { name: 'Complete sign-up' }).click()

    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/ke\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible()
    await expect(page.locator('#main').getByText('Hi, Zuhura')).toBeVisible()
    await expect(page.getByLabel('Mobile number')).toHaveValue(e164(phone))
    expect(await axe(page)).toEqual([])

    await page.getByLabel('First name').fill('Zuhura Mwanaisha')
    await page.getByLabel('Last name').fill('Ali')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Your profile has been saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('First name')).toHaveValue('Zuhura Mwanaisha')
    await expect(page.locator('#main').getByText('Hi, Zuhura Mwanaisha')).toBeVisible()
    await page.screenshot({ path: 'test-results/account-profile-1280.png', fullPage: true })
  })

  test('the drawer fits a 375 px phone and closes with Escape and its close button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/ke/profile')
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    const box = (await drawer.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(375)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: 'test-results/account-drawer-375.png' })
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused()
    expect(await axe(page)).toEqual([])
  })

  test("a password sign-up with the SMS code, then sign-in, and the 'log in failed' snackbar for a wrong password", async ({ page, request }) => {
    const phone = phoneFor(2)
    await page.goto('/session/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Register!' })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByLabel('First name').fill('Baraka')
    await page.getByLabel('Email').fill('baraka@example.com')
    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Password', { exact: true }).fill('my long password')
    await page.getByLabel('Confirm password').fill('my long passwort')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByText('passwords do not match')).toBeVisible()
    await expect(page.getByText('Please agree to the terms of service to sign up')).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByLabel('Confirm password').fill('my long password')
    await page.getByLabel('I have read and agree to the terms of service.').check()
    await page.getByRole('button', { name: 'Sign up' }).click()

    // The account is created only with the code texted to the phone, and the new user is signed in.
    await expect(page.getByText(`We texted a 6-digit code to ${e164(phone)}. Enter it to create your account.`)).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByLabel('Code from the SMS').fill(await lastCode(request, e164(phone)))
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/ke\/device-details$/)
    await page.goto('/ke/profile')
    await expect(page.locator('#main').getByText('Hi, Baraka')).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-your-phone$/)

    await page.goto('/session/signin')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/ke/how-it-works?1')
    expect(await axe(page)).toEqual([])

    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Login' }).click()
    const snackbar = page.getByRole('alert').filter({ hasText: 'log in failed' })
    await expect(snackbar).toBeVisible()
    await expect(page.getByLabel('Mobile number')).toHaveValue('')
    await expect(page.getByLabel('Password')).toHaveValue('')
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: 'test-results/account-signin-failed-1280.png' })
    await snackbar.getByRole('button', { name: 'Close the message' }).click()
    await expect(snackbar).toBeHidden()

    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Password').fill('my long password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/ke\/device-details$/)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('simu.auth') ?? 'null'))
    expect(stored.user).toMatchObject({ fname: 'Baraka', phone: e164(phone), signupComplete: true })
  })

  test('forgot password by phone: a code by SMS, a new password, and sign-in with it', async ({ page, request }) => {
    const phone = phoneFor(3)
    await registerByApi(request, phone, 'the old password')
    await page.goto('/session/forgot-password')
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole('radio', { name: 'Text it to my phone (SMS)' }).check()
    await page.getByLabel('Mobile number').fill(phone)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText(`If an account matches ${e164(phone)}, we have sent it a reset code. It expires in 10 minutes.`)).toBeVisible()
    expect(await axe(page)).toEqual([])

    const code = await lastCode(request, e164(phone))
    await page.getByLabel('Reset code').fill(code)
    await page.getByLabel('New password', { exact: true }).fill('the new password')
    await page.getByLabel('Confirm new password').fill('the new password')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/session\/signin\?reset=1$/)
    await expect(page.getByText('Your password has been changed. Log in with your new password.')).toBeVisible()

    await page.getByLabel('Mobile number').fill(phone)
    await page.getByLabel('Password').fill('the new password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/ke\/device-details$/)
  })

  test('the session pages have no axe violations at 375 px either', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of ['/session/signin', '/session/signup', '/session/forgot-password']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
      expect(await axe(page), path).toEqual([])
      await page.screenshot({ path: `test-results/account${path.replace(/\//g, '-')}-375.png`, fullPage: true })
    }
  })
})

test.describe('<simu-sign-in> on a partner page', () => {
  test.use({ bypassCSP: true })

  test('the loader loads the element when the page adds it, and the drawer signs the visitor in and goes to next', async ({ page, request }) => {
    const phone = phoneFor(4)
    await page.route('**/e2e-partner-signin/', (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Partner</title></head><body><main>
        <h1>Mama Njeri's shop</h1>
        <button type="button" id="open">Sign in with Simu</button>
        <script>
          document.getElementById('open').addEventListener('click', () => {
            let el = document.querySelector('simu-sign-in')
            if (!el) { el = document.createElement('simu-sign-in'); el.setAttribute('country', 'ke'); el.setAttribute('kind', 'shop'); el.setAttribute('next', '/e2e-partner-signin/done'); document.body.append(el) }
            el.setAttribute('open', 'true')
          })
        </script>
        <script src="/widgets/loader.js" data-app-key="pk_dev_simu"></script>
      </main></body></html>`,
    }))
    await page.route('**/e2e-partner-signin/done', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Done</title><h1>Signed in</h1>' }))
    await page.goto('/e2e-partner-signin/')
    await page.getByRole('button', { name: 'Sign in with Simu' }).click()
    const drawer = page.getByRole('dialog', { name: 'You are one step away from buying a refurbished smartphone' })
    await expect(drawer).toBeVisible()
    expect(await axe(page)).toEqual([])

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(page.locator('simu-sign-in')).not.toHaveAttribute('open')
    await page.getByRole('button', { name: 'Sign in with Simu' }).click()
    await expect(drawer).toBeVisible()

    await drawer.getByLabel('Mobile number').fill(phone)
    await drawer.getByRole('button', { name: 'Request OTP' }).click()
    await drawer.getByLabel('One-time code (OTP)').fill(await lastCode(request, e164(phone)))
    await drawer.getByRole('button', { name: 'Verify OTP' }).click()
    await drawer.getByLabel('Email').fill('partner.customer@example.com')
    await drawer.getByLabel('First name').fill('Pendo')
    await drawer.getByRole('button', { name: 'Complete sign-up' }).click()
    await expect(page).toHaveURL(/\/e2e-partner-signin\/done$/)
    await expect(page.getByRole('heading', { name: 'Signed in' })).toBeVisible()
  })
})
