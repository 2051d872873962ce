/**
 * Issue 9 point 2, end to end in Chromium: on Simu's own site the session lives in the HttpOnly cookie
 * simu_session (Path=/api, SameSite=Lax), never in localStorage; a reload keeps the user signed in; a
 * state-changing request that is not JSON is refused; signing out clears the cookie and the session.
 */
import { expect, test } from '@playwright/test'
import { lastCode } from './helpers'

const run = String(Date.now()).slice(-5)
const phone = `079${run}42`.slice(0, 10)
const e164 = (national: string) => `+254${national.slice(1)}`

test('after a sign-in on the site, localStorage holds no token, a reload keeps the user signed in, and sign-out ends it', async ({ page, request, context }) => {
  await page.goto('/ke/profile')
  const drawer = page.getByRole('dialog', { name: 'You are one step away from selling your device' })
  await drawer.getByLabel('Mobile number').fill(phone)
  await drawer.getByRole('button', { name: 'Request OTP' }).click()
  await drawer.getByLabel('One-time code (OTP)').fill(await lastCode(request, e164(phone)))
  await drawer.getByRole('button', { name: 'Verify OTP' }).click()
  await drawer.getByLabel('Email').fill('cookie.test@example.com')
  await drawer.getByLabel('First name').fill('Rehema')
  await drawer.getByRole('button', { name: 'Complete sign-up' }).click()
  await expect(page.locator('#main').getByText('Hi, Rehema')).toBeVisible()

  const cookie = (await context.cookies()).find((c) => c.name === 'simu_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' })
  expect(cookie!.value.length).toBeGreaterThan(20)
  // Neither the token nor any copy of it is readable by the page's scripts.
  const storage = await page.evaluate(() => ({ all: JSON.stringify({ ...localStorage }), auth: JSON.parse(localStorage.getItem('simu.auth') ?? 'null'), cookies: document.cookie }))
  expect(storage.all).not.toContain(cookie!.value)
  expect(storage.auth).toMatchObject({ token: '', user: { fname: 'Rehema', phone: e164(phone) } })
  expect(storage.cookies).not.toContain('simu_session')

  await page.reload()
  await expect(page.locator('#main').getByText('Hi, Rehema')).toBeVisible()
  await expect(page.getByLabel('Mobile number')).toHaveValue(e164(phone))
  await expect(page.getByRole('dialog')).toBeHidden()

  // The cookie rides along with any request the page makes; one that is not JSON (what a form on
  // another site could send) is refused, and so nothing changes.
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/v1/profile', { method: 'PUT', headers: { 'content-type': 'text/plain', 'x-app-key': 'pk_dev_simu' }, body: JSON.stringify({ fname: 'Forged' }) })
    return res.status
  })
  expect(refused).toBe(403)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/ke\/sell-your-phone$/)
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'simu_session')).toBe(false)
  // The revoked session no longer opens the profile, even with the old cookie put back.
  await context.addCookies([{ ...cookie!, expires: -1 }])
  const after = await page.evaluate(async () => (await fetch('/api/v1/profile', { headers: { 'x-app-key': 'pk_dev_simu' } })).status)
  expect(after).toBe(401)
})
