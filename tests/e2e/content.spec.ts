/**
 * The site shell and the content pages end to end in Chromium (issue 3): every content route's heading
 * in English and Kiswahili, the header's folding nav and side menu on a phone, the user menu signed in
 * and out, warranty registration, dealer and retailer applications, and the policies by query.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { en, type Dictionary } from '@core/i18n/en'
import { sw } from '@core/i18n/sw'
import { luhnCheckDigit } from '@core/domain/imei'
import { timing } from '@core/domain/constants'
import { siteSession, siteSignIn } from './helpers'

const run = String(Date.now()).slice(-5)
const headers = { 'x-app-key': 'pk_dev_simu' }

/** Each content route with the h1 a visitor reads there, in both languages. */
const pages = (country: 'ke' | 'tz', d: Dictionary) => [
  [`/${country}/sell-your-phone`, d.site.sellHeroTitle],
  [`/${country}/how-it-works`, d.pages.how.title],
  [`/${country}/how-it-works?1`, d.pages.terms.title],
  [`/${country}/how-it-works?2`, d.pages.privacy.title],
  [`/${country}/how-it-works?3`, d.pages.returns.title],
  [`/${country}/repair-phone`, d.pages.repair.title],
  [`/${country}/register-phone`, d.pages.warranty.title],
  ['/register-phone', d.pages.warranty.title],
  [`/${country}/partners/demo-partner`, d.pages.partner.title.replace('{{partner}}', 'Demo partner')],
  [`/${country}/dealers/register`, d.pages.dealer.title],
  [`/${country}/retailer/register`, d.pages.retailer.title],
  [`/${country}/careers`, d.pages.careers.title],
  [`/${country}/partners/no-such-partner`, d.site.notFoundTitle],
  [`/${country}/no-such-page`, d.site.notFoundTitle],
] as const

/** Signs a new customer in through the API and completes sign-up, as the drawer would. */
async function signUpByApi(request: APIRequestContext, fname: string, n: number) {
  const phone = `+25479${run}${String(n).padStart(2, '0')}`
  const { user, token } = await siteSignIn(phone, 'ke')
  const completed = await request.put(`/api/v1/register/${user._id}`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { phone, email: `${fname.toLowerCase()}${run}${n}@example.com`, fname },
  })
  expect(completed.status()).toBe(200)
  return { user: ((await completed.json()) as { user: unknown }).user, token }
}

async function signedIn(page: Page, auth: { user: unknown; token: string }) {
  const kept = await siteSession(page, auth)
  await page.addInitScript((value) => localStorage.setItem('simu.auth', value), JSON.stringify(kept))
}

/** The sign-in drawer's steps for a new customer: phone, SMS code, then email and first name. */
async function signInInDrawer(page: Page, request: APIRequestContext, phone: string, dial: string, fname: string) {
  const drawer = page.getByRole('dialog', { name: en.account.drawer.headline.sell })
  await expect(drawer).toBeVisible()
  await drawer.getByLabel('Mobile number').fill(phone)
  await drawer.getByRole('button', { name: 'Request OTP' }).click()
  let code = ''
  await expect(async () => {
    const res = await request.get(`/api/dev/sms-outbox/${encodeURIComponent(dial + phone.slice(1))}`)
    code = /\b(\d{6})\b/.exec(((await res.json()) as { message: string }).message)?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
  }).toPass({ timeout: 5_000 })
  await drawer.getByLabel('One-time code (OTP)').fill(code)
  await drawer.getByRole('button', { name: 'Verify OTP' }).click()
  await drawer.getByLabel('Email').fill(`${fname.toLowerCase()}${run}@example.com`)
  await drawer.getByLabel('First name').fill(fname)
  await drawer.getByRole('button', { name: 'Complete sign-up' }).click()
  await expect(drawer).toBeHidden()
}

let imeiSeq = 0
const newImei = () => {
  const body = `35${run}${String(imeiSeq++).padStart(7, '0')}`
  return body + luhnCheckDigit(body)
}

test.describe('the content pages', () => {
  for (const [language, country, d] of [['English', 'ke', en], ['Kiswahili', 'tz', sw]] as const) {
    test(`every content route shows its heading in ${language}`, async ({ page }) => {
      for (const [path, heading] of pages(country, d)) {
        // /register-phone has no country in its path: it keeps the one of the pages before.
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
        await expect(page.locator('html')).toHaveAttribute('lang', country === 'tz' ? 'sw' : 'en')
      }
    })
  }

  test('the hero slider moves with next, the dots and the arrow keys, pauses, and keeps its height', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/ke/sell-your-phone')
      const hero = page.getByRole('region', { name: en.pages.hero.label })
      const slide = (n: number) => hero.getByRole('group', { name: `${n} of 3` })
      await expect(slide(1)).toBeVisible()
      await page.screenshot({ path: `test-results/hero-slider-${width}.png` })
      const height = (await hero.boundingBox())!.height
      await hero.getByRole('button', { name: 'Next slide' }).click()
      await expect(slide(2)).toBeVisible()
      await expect(slide(2).getByRole('link', { name: en.pages.hero.buy.cta })).toHaveAttribute('href', '/ke/ecommerce/shop')
      await expect(hero.getByRole('button', { name: 'Slide 2 of 3' })).toHaveAttribute('aria-current', 'true')
      await page.screenshot({ path: `test-results/hero-slider-2-${width}.png` })
      await hero.getByRole('button', { name: 'Slide 3 of 3' }).click()
      await expect(slide(3)).toBeVisible()
      await expect(slide(1)).toBeHidden()
      expect((await hero.boundingBox())!.height, 'no layout shift between slides').toBe(height)
      await page.keyboard.press('ArrowRight')
      await expect(slide(1)).toBeVisible()
      // Pause by the button, then leave the carousel: it must stay on its slide past the autoplay interval.
      await hero.getByRole('button', { name: 'Pause the slides' }).click()
      await expect(hero.getByRole('button', { name: 'Play the slides' })).toBeVisible()
      await page.mouse.move(0, 0)
      await page.getByRole('heading', { name: en.pages.landing.stepsTitle }).click()
      await page.waitForTimeout(timing.sliderAutoplayMs + 500)
      await expect(slide(1)).toBeVisible()
      await expect(page.locator('#hero-slides')).toHaveAttribute('aria-live', 'polite')
    }
  })

  test('the hero slider advances by itself, and not for a visitor who prefers reduced motion', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await page.goto('/ke/sell-your-phone')
      const hero = page.getByRole('region', { name: en.pages.hero.label })
      await expect(hero.getByRole('group', { name: '1 of 3' })).toBeVisible()
      await page.waitForTimeout(timing.sliderAutoplayMs + 500)
      await expect(hero.getByRole('group', { name: reducedMotion === 'reduce' ? '1 of 3' : '2 of 3' })).toBeVisible()
      await expect(hero.getByRole('button', { name: 'Pause the slides' })).toHaveCount(reducedMotion === 'reduce' ? 0 : 1)
      await context.close()
    }
  })

  test('the policies open from the footer by query, and their tabs switch between them', async ({ page }) => {
    await page.goto('/ke/careers')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click()
    await expect(page).toHaveURL(/\/ke\/how-it-works\?1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service')
    await expect(page.getByText('You must own the phone you sell and show your national ID.', { exact: false })).toBeVisible()
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\?2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
    await expect(page.getByText(/We never see your mobile money PIN/)).toBeVisible()
    await page.getByRole('navigation', { name: 'Our policies' }).getByRole('link', { name: 'Return Policy' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Return policy')
    await expect(page.getByRole('heading', { name: '7-day money back' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '30-day replacement' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Our policies' }).getByRole('link', { name: 'How Simu works' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Simu works')
  })

  test('the footer opens the testimonial dialog and the header has the search box', async ({ page }) => {
    await page.goto('/ke/careers')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Post Testimonial' }).click()
    await expect(page.getByRole('dialog', { name: en.forms.testimonial.title })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search devices' })).toBeVisible()
  })

  test("the partner page's price checker calls with the partner's key, so its quotes are attributed to the partner", async ({ page }) => {
    const brands = page.waitForRequest((r) => r.url().includes('/api/v1/get_device/'))
    await page.goto('/ke/partners/demo-partner')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell your phone with Demo partner')
    expect((await brands).headers()['x-app-key']).toBe('pk_demo_partner')
    await expect(page.getByRole('region', { name: 'How much is your phone worth?' }).getByLabel('Brand')).toBeEnabled()
  })

  test('the repair landing page lists the six faults with prices in the country’s currency', async ({ page }) => {
    await page.goto('/ug/repair-phone')
    const prices = page.getByRole('region', { name: 'Repair prices' }).getByRole('listitem')
    await expect(prices).toHaveCount(6)
    await expect(prices.first()).toHaveText(/^Screen is damagedfrom Ugx [\d,]+$/)
    await expect(page.getByRole('link', { name: 'Find a store' })).toHaveAttribute('href', '/ug/stores')
  })
})

test.describe('the header', () => {
  test('on a 375 px phone the nav folds into More, the More menu works by keyboard, and the side menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/ke/how-it-works')
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    const more = nav.getByRole('button', { name: 'More' })
    await expect(more).toBeVisible()
    const shown = await nav.getByRole('list').first().getByRole('link').allTextContents()
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(6)
    // Nothing sticks out of the phone's width.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    await more.focus()
    await page.keyboard.press('Enter')
    const menu = nav.getByRole('menu', { name: 'More' })
    await expect(menu).toBeVisible()
    const folded = await menu.getByRole('menuitem').allTextContents()
    expect([...shown, ...folded].map((s) => s.replace(' (opens in a new tab)', ''))).toEqual(['Home', 'About Us', 'Store', 'Help', 'Blog', 'Repair Your Phone'])
    await expect(menu.getByRole('menuitem').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(more).toBeFocused()

    await page.getByRole('button', { name: 'Menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Sell Phone' }).click()
    await drawer.getByRole('link', { name: 'Samsung' }).click()
    await expect(page).toHaveURL(/\/ke\/sell-old-mobile-phone\/select-brand\/samsung\/samsung$/)
    await expect(drawer).toBeHidden()
  })

  test('at 1280 px every nav item fits and no More is shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/ke/careers')
    const nav = page.getByRole('navigation', { name: 'Main menu' })
    await expect(nav.getByRole('link', { name: 'Blog (opens in a new tab)' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('HomeCareers')
  })

  test('a signed-in user is greeted by first name, reaches Orders, and signs out', async ({ page, request }) => {
    const auth = await signUpByApi(request, 'Wanjiru', 1)
    await signedIn(page, auth)
    await page.goto('/ke/careers')
    const user = page.getByRole('button', { name: 'Hi, Wanjiru' })
    await expect(user).toBeVisible()
    await user.click()
    const menu = page.getByRole('menu', { name: 'Your account' })
    await expect(menu.getByRole('menuitem')).toHaveText(['Track Your Order', 'My orders', 'My repairs', 'Sign out'])
    await expect(menu.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/ke/orders')
    await menu.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible()
    await expect(page.getByText('Hi, Wanjiru')).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('simu.auth'))).toBe('null')
    // The server has revoked the token too.
    const profile = await request.get('/api/v1/profile', { headers: { ...headers, authorization: `Bearer ${auth.token}` } })
    expect(profile.status()).toBe(401)
  })

  test('a signed-out visitor gets Sign In / Sign Up and Track Your Order; Track Your Order signs in through the drawer and goes to tracking', async ({ page, request }) => {
    await page.goto('/ke/careers')
    await page.getByRole('button', { name: 'Account' }).click()
    const menu = page.getByRole('menu', { name: 'Your account' })
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign In / Sign Up', 'Track Your Order'])
    await menu.getByRole('menuitem', { name: 'Track Your Order' }).click()
    await signInInDrawer(page, request, `0798${run}3`, '+254', 'Amina')
    await expect(page).toHaveURL(/\/ke\/device-details$/)
    await expect(page.getByRole('button', { name: 'Hi, Amina' })).toBeVisible()
  })

  test('Sign In / Sign Up signs in through the drawer and returns to the page the visitor was on', async ({ page, request }) => {
    await page.goto('/ug/careers')
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign In / Sign Up' }).click()
    await signInInDrawer(page, request, `0772${run}4`, '+256', 'Okello')
    await expect(page.getByRole('button', { name: 'Hi, Okello' })).toBeVisible()
    await expect(page).toHaveURL(/\/ug\/careers$/)
  })

  test('the greeting is in Swahili for a Tanzanian visitor', async ({ page, request }) => {
    await signedIn(page, await signUpByApi(request, 'Neema', 2))
    await page.goto('/tz/careers')
    await expect(page.getByRole('button', { name: 'Habari, Neema' })).toBeVisible()
  })

  test('the language selector switches the page to Kiswahili and remembers it', async ({ page }) => {
    await page.goto('/ke/careers')
    await page.getByLabel('Language').selectOption('sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.pages.careers.title)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sw.pages.careers.title)
  })

  test('the chat opens a 360 px popup and closes with Escape', async ({ page }) => {
    await page.goto('/ke/sell-your-phone')
    await page.getByRole('button', { name: 'Chat with us' }).click()
    const chat = page.getByRole('dialog', { name: 'Chat with Simu' })
    await expect(chat).toBeVisible()
    expect((await chat.boundingBox())!.width).toBe(360)
    await page.keyboard.press('Escape')
    await expect(chat).toBeHidden()
  })
})

test.describe('warranty registration', () => {
  test('registers a phone, then refuses the same IMEI with a clear message', async ({ page }) => {
    const imei = newImei()
    await page.goto('/ke/register-phone')
    await page.getByRole('button', { name: 'Register warranty' }).click()
    await expect(page.getByLabel('IMEI number')).toBeFocused()
    await expect(page.getByText('this field is required').first()).toBeVisible()

    const fill = async () => {
      await page.getByLabel('IMEI number').fill(imei)
      await page.getByLabel('Brand').selectOption({ label: 'Samsung' })
      await expect(page.getByLabel('Model')).toBeEnabled()
      await page.getByLabel('Model').selectOption({ label: 'Galaxy S21' })
      await page.getByLabel('Purchase date').fill(new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10))
      await page.getByLabel('Receipt number').fill('INV-2041')
      await page.getByLabel('Shop where you bought it').fill('Simu Westlands')
      await page.getByLabel('Phone number').fill('0712 345 678')
      await page.getByLabel('Email').fill('Achieng@Example.com')
    }
    await fill()
    await expect(page.getByLabel('Email')).toHaveValue('achieng@example.com')
    await page.getByRole('button', { name: 'Register warranty' }).click()
    await expect(page.getByRole('heading', { name: 'Your phone is registered' })).toBeFocused()
    await expect(page.getByText(new RegExp(`Your Galaxy S21 \\(IMEI ${imei}\\) is covered until \\d{4}-\\d{2}-\\d{2}`))).toBeVisible()

    await page.getByRole('button', { name: 'Register another phone' }).click()
    await fill()
    await page.getByRole('button', { name: 'Register warranty' }).click()
    await expect(page.getByRole('alert')).toHaveText('This IMEI is already registered for warranty. If this is your phone, contact us on WhatsApp and we will help.')
  })

  test('catches a mistyped IMEI before sending', async ({ page }) => {
    await page.goto('/register-phone')
    await page.getByLabel('IMEI number').fill('490154203237519')
    await page.getByRole('button', { name: 'Register warranty' }).click()
    await expect(page.getByText('This is not a valid IMEI. Check the number (dial *#06#)')).toBeVisible()
    await expect(page.getByLabel('IMEI number')).toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('dealer and retailer applications', () => {
  for (const [kind, path, region, town, phone] of [
    ['dealer', '/ke/dealers/register', 'Nakuru', 'Naivasha', `0722${run}1`],
    ['retailer', '/tz/retailer/register', 'Arusha', 'Arusha', `0754${run}2`],
  ] as const) {
    test(`a ${kind} applies and gets a reference; a second application from the phone is refused`, async ({ page }) => {
      await page.goto(path)
      const inSwahili = path.startsWith('/tz')
      const label = (enText: string, swText: string) => page.getByLabel(inSwahili ? swText : enText, { exact: true })
      const send = page.getByRole('button', { name: inSwahili ? 'Tuma maombi' : 'Send application' })
      const fill = async () => {
        await label('Business name', 'Jina la biashara').fill('Baraka Phones Ltd')
        await label('Your name', 'Jina lako').fill('Baraka Mwangi')
        await label('Phone number', 'Namba ya simu').fill(phone)
        await label('Email', 'Barua pepe').fill('baraka@example.com')
        await label('County or region', 'Kaunti au mkoa').selectOption(region)
        await label('Town', 'Mji').fill(town)
        await label('Type of business', 'Aina ya biashara').selectOption('phoneShop')
      }
      await send.click()
      await expect(label('Business name', 'Jina la biashara')).toBeFocused()
      await fill()
      await send.click()
      const done = page.getByRole('heading', { name: inSwahili ? 'Maombi yamepokelewa' : 'Application received' })
      await expect(done).toBeFocused()
      await expect(page.getByText(new RegExp(`${kind === 'dealer' ? 'D' : 'R'}-[A-Z2-9]{6}\\.$`))).toBeVisible()

      await page.reload()
      await fill()
      await send.click()
      await expect(page.getByRole('alert')).toHaveText(inSwahili ? sw.pages.apply.duplicate : en.pages.apply.duplicate)
    })
  }
})
