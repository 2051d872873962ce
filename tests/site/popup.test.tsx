/**
 * The promotional pop-up against the real API over real HTTP (no fetch mocks): sell-side.md §2, §4
 * 'Pop-up' (10 s delay, cancel cookie 7 days, session submit cookie, form resets on success), §5
 * (First Name and Phone Number required), §8 (server msg in success or error style, network failure).
 * Timers are faked only where the 10 s and the cookie rules are the point.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { timing } from '@core/domain/constants'
import { setCountry, setLanguage } from '@core/platform/locale'
import { createPopup, dontShowAgainDays, popupCookies, setFormInProgress, validatePopup } from '@core/site/popup'
import { PromoPopup } from '@widgets/popup/PromoPopup'
import { formsLimits } from '@server/site/forms'
import { delayingProxy, listenApi, startBareApp, type BareApp } from '../support/server'

const appKey = 'pk_dev_simu'
const slow = { timeout: 5_000 }
const title = 'Want to get exclusive offers, deals and latest updates?'

let server: BareApp
let proxy: Awaited<ReturnType<typeof delayingProxy>>
let baseUrl: string
/** While set, the proxy holds back pop-up submissions this long. */
let holdMs = 0

beforeAll(async () => {
  server = await startBareApp()
  proxy = await delayingProxy(await listenApi(server), (url) => (url.includes('popup_form') ? holdMs : 0))
  baseUrl = proxy.baseUrl
}, 30_000)
afterAll(async () => {
  await proxy?.close()
  await server?.close()
})

/** Every cookie the page writes, as written (jsdom's document.cookie does not read back max-age). */
let written: string[]
const clearCookies = () => {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]!.trim()
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
}
beforeEach(() => {
  configureApi({ baseUrl, appKey })
  setCountry('ke')
  setLanguage('en')
  holdMs = 0
  clearCookies()
  written = []
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value)
    descriptor.set!.call(document, value)
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const dialog = () => screen.getByRole('dialog', { name: title })
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const press = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }))
/** Renders the pop-up as a page does and lets the 10 s pass; the dialog (loaded on demand) shows. */
async function openAfterDelay(name = title) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  render(<PromoPopup />)
  act(() => void vi.advanceTimersByTime(timing.popupDelayMs))
  vi.useRealTimers()
  return screen.findByRole('dialog', { name }, slow)
}
const thanksFor = (name: string) => within(dialog()).findByText(`Thank you, ${name}! You will be the first to hear about our offers and deals.`, undefined, slow)

describe('when the pop-up opens', () => {
  it('opens 10 s after load, not a moment before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<PromoPopup />)
    act(() => void vi.advanceTimersByTime(timing.popupDelayMs - 1))
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    vi.useRealTimers()
    const shown = await screen.findByRole('dialog', { name: title }, slow)
    expect(within(shown).getByLabelText('First Name')).toBeTruthy()
    expect(within(shown).getByLabelText('Last Name (optional)')).toBeTruthy()
    expect(within(shown).getByLabelText('Phone Number')).toBeTruthy()
    expect(within(shown).getByLabelText("Don't show me again")).toBeTruthy()
    expect(within(shown).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(within(shown).getByRole('button', { name: 'Submit' })).toBeTruthy()
  })

  it.each([[popupCookies.cancel], [popupCookies.submit]])('does not open while the %s cookie exists', async (cookie) => {
    document.cookie = `${cookie}=1; path=/`
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<PromoPopup />)
    act(() => void vi.advanceTimersByTime(timing.popupDelayMs * 3))
    vi.useRealTimers()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('waits while a sell form on the page is half-filled, and opens once it is left (issue 10)', () => {
    const popup = createPopup()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    setFormInProgress('checker-1', true)
    popup.schedule()
    vi.advanceTimersByTime(timing.popupDelayMs * 3)
    expect(popup.$state.get().open).toBe(false)
    setFormInProgress('wizard-1', true)
    setFormInProgress('checker-1', false)
    expect(popup.$state.get().open, 'a second form still in progress').toBe(false)
    setFormInProgress('wizard-1', false)
    expect(popup.$state.get().open).toBe(true)
  })

  it('stays closed if another tab cancelled it during the 10 s', async () => {
    const popup = createPopup()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    popup.schedule()
    document.cookie = `${popupCookies.cancel}=1; path=/`
    vi.advanceTimersByTime(timing.popupDelayMs)
    expect(popup.$state.get().open).toBe(false)
  })
})

describe('closing it', () => {
  it('Cancel hides it and sets the cancel cookie for 7 days', async () => {
    await openAfterDelay()
    press('Cancel')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(written).toEqual([`${popupCookies.cancel}=1; path=/; samesite=lax; max-age=${timing.popupCancelCookieDays * 86_400}`])
  })

  it('the close button and Escape do the same', async () => {
    await openAfterDelay()
    press('Close')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(written).toHaveLength(1)
    clearCookies()
    written = []
    const popup = createPopup()
    popup.$state.setKey('open', true)
    render(<PromoPopup popup={popup} />)
    const shown = await screen.findByRole('dialog', { name: title }, slow)
    fireEvent.keyDown(shown, { key: 'Escape' })
    await waitFor(() => expect(popup.$state.get().open).toBe(false))
    expect(written[0]).toMatch(new RegExp(`^${popupCookies.cancel}=1; .*max-age=604800$`))
  })

  it("with 'Don't show me again' ticked, Cancel keeps it away for a year", async () => {
    await openAfterDelay()
    fireEvent.click(field("Don't show me again"))
    press('Cancel')
    expect(written).toEqual([`${popupCookies.cancel}=1; path=/; samesite=lax; max-age=${dontShowAgainDays * 86_400}`])
  })
})

describe('checking the form before sending (sell-side.md §5)', () => {
  it('asks for the first name and the phone number, and focuses the first one', async () => {
    await openAfterDelay()
    press('Submit')
    expect(await within(dialog()).findByText('First Name is required')).toBeTruthy()
    expect(within(dialog()).getByText('Phone Number is required')).toBeTruthy()
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true')
    expect(field('Last Name').getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement).toBe(field('First Name'))
    // Typing in a field takes its message away.
    fill('First Name', 'Amina')
    expect(within(dialog()).queryByText('First Name is required')).toBeNull()
    expect(within(dialog()).getByText('Phone Number is required')).toBeTruthy()
  })

  it("refuses a number that is not a mobile number of the visitor's country, naming the expected form", async () => {
    await openAfterDelay()
    fill('First Name', 'Amina')
    fill('Phone Number', '0812 345 678')
    press('Submit')
    expect(await within(dialog()).findByText('Enter a Kenyan mobile number, such as 0712 345 678')).toBeTruthy()
  })

  it('checks numbers per country', () => {
    const fields = { fname: 'Neema', lname: '', phone: '+255 754 123 456', dontShowAgain: false }
    expect(validatePopup(fields, 'tz')).toEqual({})
    expect(validatePopup(fields, 'ke')).toEqual({ phone: 'invalid' })
    expect(validatePopup({ ...fields, phone: '+256 772 123 456' }, 'ug')).toEqual({})
    expect(validatePopup({ ...fields, fname: 'x'.repeat(61), lname: 'y'.repeat(61) }, 'tz')).toEqual({ fname: 'tooLong', lname: 'tooLong' })
  })

  it('speaks Kiswahili in Tanzania', async () => {
    setCountry('tz')
    await openAfterDelay('Ungependa kupata ofa za kipekee, punguzo na habari mpya?')
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tuma' }))
    expect(await screen.findByText('Jina la Kwanza linahitajika')).toBeTruthy()
    expect(screen.getByText('Namba ya Simu inahitajika')).toBeTruthy()
  })
})

describe('sending it to the real server', () => {
  it("says 'Just a moment' while sending, then shows the server's thanks, resets the form and sets the session cookie", async () => {
    holdMs = 400
    await openAfterDelay()
    fill('First Name', 'Amina')
    fill('Last Name', 'Hassan')
    fill('Phone Number', '0712 555 001')
    press('Submit')
    const busy = await within(dialog()).findByRole('button', { name: /Just a moment/ }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    const thanks = await thanksFor('Amina')
    expect(thanks.getAttribute('role')).toBe('status')
    expect(field('First Name').value).toBe('')
    expect(field('Phone Number').value).toBe('')
    expect((within(dialog()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
    // A session cookie: no max-age.
    expect(written).toEqual([`${popupCookies.submit}=1; path=/; samesite=lax`])
    const row = await server.db.selectFrom('popup_forms').selectAll().where('phone', '=', '+254712555001').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ fname: 'Amina', lname: 'Hassan', dont_show_again: 0 })
  })

  it("with 'Don't show me again' ticked, a sign-up also keeps it away for a year", async () => {
    await openAfterDelay()
    fill('First Name', 'Brian')
    fill('Phone Number', '0712 555 002')
    fireEvent.click(field("Don't show me again"))
    press('Submit')
    await thanksFor('Brian')
    expect(written).toEqual([`${popupCookies.submit}=1; path=/; samesite=lax`, `${popupCookies.cancel}=1; path=/; samesite=lax; max-age=${dontShowAgainDays * 86_400}`])
    expect((await server.db.selectFrom('popup_forms').select('dont_show_again').where('phone', '=', '+254712555002').executeTakeFirstOrThrow()).dont_show_again).toBe(1)
  })

  it("shows the server's refusal in error style and keeps what was typed", async () => {
    // This network has used up its sign-ups for the hour.
    await server.db.insertInto('rate_events').values(Array.from({ length: formsLimits.popupPerIpPerHour }, (_, i) => ({ id: `full-${i}`, bucket: 'popup-ip:127.0.0.1', at: Date.now() }))).execute()
    try {
      await openAfterDelay()
      fill('First Name', 'Grace')
      fill('Phone Number', '0712 555 003')
      press('Submit')
      const alert = await within(dialog()).findByRole('alert', undefined, slow)
      expect(alert.textContent).toBe('Too many sign-ups from your network. Please try again later.')
      expect(field('First Name').value).toBe('Grace')
      expect(written).toEqual([])
    } finally {
      await server.db.deleteFrom('rate_events').where('bucket', '=', 'popup-ip:127.0.0.1').execute()
    }
  })

  it('shows an error when the server cannot be reached, and Submit works again', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1/api/v1' })
    await openAfterDelay()
    fill('First Name', 'Juma')
    fill('Phone Number', '0712 555 004')
    press('Submit')
    const alert = await within(dialog()).findByRole('alert', undefined, slow)
    expect(alert.textContent).toBe('We could not send your details. Check your connection and try again.')
    expect((within(dialog()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
    expect(written).toEqual([])
  })
})
