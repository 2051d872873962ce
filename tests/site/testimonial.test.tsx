/**
 * The testimonial dialog and the landing page's testimonials against the real API over real HTTP (no
 * fetch mocks): sell-side.md §2 'Testimonial dialog', §4 (closed, open, submitting, success or error),
 * §5 (the three required messages), §8 (server message as an error alert; network failure, button
 * enabled again).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { timing } from '@core/domain/constants'
import { setCountry, setLanguage } from '@core/platform/locale'
import { createTestimonialForm, validateTestimonial } from '@core/site/testimonial'
import { formsLimits } from '@server/site/forms'
import { TestimonialDialog } from '@widgets/testimonial-form/TestimonialDialog'
import { TestimonialForm } from '@widgets/testimonial-form/TestimonialForm'
import { Testimonials } from '@widgets/testimonial-form/Testimonials'
import { delayingProxy, listenApi, startBareApp, type BareApp } from '../support/server'

const appKey = 'pk_dev_simu'
const slow = { timeout: 5_000 }
const thanks = 'Thank you for your testimonial! It will appear on our site once our team has reviewed it.'

let server: BareApp
let proxy: Awaited<ReturnType<typeof delayingProxy>>
let baseUrl: string
let holdMs = 0

beforeAll(async () => {
  server = await startBareApp()
  proxy = await delayingProxy(await listenApi(server), (url) => (url.includes('new_testimonial') ? holdMs : 0))
  baseUrl = proxy.baseUrl
}, 30_000)
afterAll(async () => {
  await proxy?.close()
  await server?.close()
})

beforeEach(() => {
  configureApi({ baseUrl, appKey })
  setCountry('ke')
  setLanguage('en')
  holdMs = 0
})
afterEach(() => vi.useRealTimers())

const dialog = () => screen.getByRole('dialog', { name: 'Post a testimonial' })
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
const press = (name: string | RegExp) => fireEvent.click(within(dialog()).getByRole('button', { name }))
async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Post Testimonial' }))
  return screen.findByRole('dialog', { name: 'Post a testimonial' }, slow)
}
function fillAll(name = 'Wanjiru Kamau') {
  fill('Name', name)
  fill('Occupation', 'Nurse')
  fill('Testimonial', 'Sold my phone in ten minutes and was paid by M-Pesa on the spot.')
}

describe('the Post Testimonial button and dialog', () => {
  it('opens the dialog with the three fields, closed until asked', async () => {
    render(<TestimonialForm />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const shown = await openDialog()
    expect(within(shown).getByLabelText('Name')).toBeTruthy()
    expect(within(shown).getByLabelText('Occupation')).toBeTruthy()
    expect(within(shown).getByLabelText('Testimonial').tagName).toBe('TEXTAREA')
    expect(within(shown).getByText('1000 characters left')).toBeTruthy()
  })

  it('shows the three required messages for an empty submit, and focuses the name', async () => {
    render(<TestimonialForm />)
    await openDialog()
    press('Submit')
    expect(await within(dialog()).findByText('Name is required')).toBeTruthy()
    expect(within(dialog()).getByText('Occupation is required')).toBeTruthy()
    expect(within(dialog()).getByText('Testimonial is required')).toBeTruthy()
    for (const label of ['Name', 'Occupation', 'Testimonial']) expect(field(label).getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Name'))
    fill('Occupation', 'Nurse')
    expect(within(dialog()).queryByText('Occupation is required')).toBeNull()
  })

  it('counts the characters left and stops at the limit', async () => {
    render(<TestimonialForm />)
    await openDialog()
    fill('Testimonial', 'Great')
    expect(within(dialog()).getByText('995 characters left')).toBeTruthy()
    expect(field('Testimonial').getAttribute('maxlength')).toBe('1000')
    expect(validateTestimonial({ name: 'A', occupation: 'B', testimonial: 'x'.repeat(1001) })).toEqual({ testimonial: 'tooLong' })
    expect(validateTestimonial({ name: ' ', occupation: 'B', testimonial: 'C' })).toEqual({ name: 'required' })
  })

  it("says 'Just a moment' while sending; on success it closes, resets and shows the server's message for 6 s", async () => {
    holdMs = 400
    render(<TestimonialForm />)
    await openDialog()
    fillAll('Baraka Mwangi')
    // Fake time from here (still flowing, so the request goes through): the notice's 6 s are the point.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    press('Submit')
    const busy = within(dialog()).getByRole('button', { name: /Just a moment/ }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect((within(dialog()).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(screen.getByText(thanks)).toBeTruthy()
    const row = await server.db.selectFrom('testimonials').selectAll().where('name', '=', 'Baraka Mwangi').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ occupation: 'Nurse', country: 'ke', approved: 0 })
    act(() => void vi.advanceTimersByTime(timing.snackbarMs - 1000))
    expect(screen.getByText(thanks)).toBeTruthy()
    act(() => void vi.advanceTimersByTime(1000))
    expect(screen.queryByText(thanks)).toBeNull()
    vi.useRealTimers()
    // Opened again, the form is empty.
    await openDialog()
    expect(field('Name').value).toBe('')
    expect(field('Testimonial').value).toBe('')
  })

  it('lets the visitor dismiss the success message', async () => {
    render(<TestimonialForm />)
    await openDialog()
    fillAll('Dismiss Tester')
    press('Submit')
    await screen.findByText(thanks, undefined, slow)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(thanks)).toBeNull()
  })

  it("shows the server's message as an error alert and enables Submit again", async () => {
    await server.db.insertInto('rate_events').values(Array.from({ length: formsLimits.testimonialsPerIpPerHour }, (_, i) => ({ id: `t-full-${i}`, bucket: 'testimonial-ip:127.0.0.1', at: Date.now() }))).execute()
    try {
      render(<TestimonialForm />)
      await openDialog()
      fillAll()
      press('Submit')
      const alert = await within(dialog()).findByRole('alert', undefined, slow)
      expect(alert.textContent).toBe('Too many testimonials from your network. Please try again later.')
      expect((within(dialog()).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
      expect(field('Name').value).toBe('Wanjiru Kamau')
    } finally {
      await server.db.deleteFrom('rate_events').where('bucket', '=', 'testimonial-ip:127.0.0.1').execute()
    }
  })

  it('shows an error alert when the server cannot be reached, and Submit works again', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1/api/v1' })
    render(<TestimonialForm />)
    await openDialog()
    fillAll()
    press('Submit')
    const alert = await within(dialog()).findByRole('alert', undefined, slow)
    expect(alert.textContent).toBe('We could not send your testimonial. Check your connection and try again.')
    // The connection is back: the same dialog sends it.
    configureApi({ baseUrl, appKey })
    press('Submit')
    expect(await screen.findByText(thanks, undefined, slow)).toBeTruthy()
  })

  it('keeps what was typed when cancelled and opened again', async () => {
    render(<TestimonialForm />)
    await openDialog()
    fill('Name', 'Half written')
    press('Cancel')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await openDialog()
    expect(field('Name').value).toBe('Half written')
  })
})

describe('TestimonialDialog as the footer uses it (open / onOpenChange)', () => {
  function Footer({ changes }: { changes: boolean[] }) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>Post Testimonial</button>
        <TestimonialDialog open={open} onOpenChange={(o) => { changes.push(o); setOpen(o) }} />
      </>
    )
  }

  it('opens from the prop and reports Cancel and a successful submit through onOpenChange', async () => {
    const changes: boolean[] = []
    render(<Footer changes={changes} />)
    await openDialog()
    press('Cancel')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(changes).toEqual([false])
    await openDialog()
    fillAll('Footer Tester')
    press('Submit')
    await screen.findByText(thanks, undefined, slow)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(changes).toEqual([false, false])
    // And it opens again from the footer.
    await openDialog()
  })

  it('sends the country it is given', async () => {
    const form = createTestimonialForm()
    render(<TestimonialDialog open country="ug" form={form} />)
    await screen.findByRole('dialog', undefined, slow)
    fillAll('Ugandan Tester')
    press('Submit')
    await waitFor(() => expect(form.$state.get().notice).toBe(thanks), slow)
    const row = await server.db.selectFrom('testimonials').select('country').where('name', '=', 'Ugandan Tester').executeTakeFirstOrThrow()
    expect(row.country).toBe('ug')
  })
})

describe('the testimonials of the sell landing page', () => {
  it("lists the country's approved testimonials, newest first", async () => {
    render(<Testimonials country="ke" />)
    const list = await screen.findByRole('list', undefined, slow)
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => li.querySelector('figcaption')!.textContent)).toEqual(['Wanjiru KamauNurse, Nairobi', 'Brian OtienoBoda boda rider, Kisumu', 'Amina HassanShop owner, Mombasa'])
    expect(screen.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeTruthy()
  })

  it('lists the Tanzanian ones, in Kiswahili, on the Tanzanian site', async () => {
    setCountry('tz')
    render(<Testimonials country="tz" />)
    expect(await screen.findByText(/^Niliuza simu yangu/, undefined, slow)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Wateja wetu wanasema nini' })).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows a loader, then an error with a retry when the server cannot be reached', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:1/api/v1' })
    render(<Testimonials country="ke" />)
    expect(screen.getByText('Loading testimonials…', { selector: '[aria-hidden]' })).toBeTruthy()
    const alert = await screen.findByRole('alert', undefined, slow)
    expect(within(alert).getByText('We could not load the testimonials.')).toBeTruthy()
    configureApi({ baseUrl, appKey })
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('listitem', undefined, slow)).toHaveLength(3)
  })
})
