/**
 * The testimonial dialog's and list's stories as tests: every state (sell-side.md §2, §4 'Testimonial
 * dialog', §5, §8) renders what a visitor in that state should see, with nothing fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/TestimonialForm.stories'

const composed = composeStories(stories)
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

const shown = () => screen.findByRole('dialog', { name: 'Post a testimonial' })
const dialogStories = ['Open', 'Filled', 'Required', 'Submitting', 'ServerError', 'NetworkError'] as const

describe('every testimonial story', () => {
  it('covers every state', () => {
    expect(Object.keys(composed).sort()).toEqual(['Closed', 'Filled', 'ListEmpty', 'ListError', 'ListLoading', 'ListOffline', 'ListReady', 'NetworkError', 'Open', 'Required', 'ServerError', 'Submitting', 'Success'].sort())
  })

  for (const name of dialogStories) {
    it(`${name} shows the dialog with the three fields, without errors`, async () => {
      const Story = composed[name]
      render(<Story />)
      const dialog = await shown()
      for (const label of ['Name', 'Occupation', 'Testimonial']) expect(within(dialog).getByLabelText(label)).toBeTruthy()
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('the dialog', () => {
  it("Closed: only the 'Post Testimonial' button", () => {
    render(<composed.Closed />)
    expect(screen.getByRole('button', { name: 'Post Testimonial' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('Required: the three spec messages', async () => {
    render(<composed.Required />)
    const dialog = await shown()
    for (const text of ['Name is required', 'Occupation is required', 'Testimonial is required']) expect(within(dialog).getByText(text)).toBeTruthy()
  })

  it("Submitting: 'Just a moment' on a disabled button", async () => {
    render(<composed.Submitting />)
    const dialog = await shown()
    expect((within(dialog).getByRole('button', { name: /Just a moment/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("ServerError: the server's message as an alert, Submit enabled", async () => {
    render(<composed.ServerError />)
    const dialog = await shown()
    expect(within(dialog).getByRole('alert').textContent).toBe('Too many testimonials from your network. Please try again later.')
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('NetworkError: an alert with our own text, Submit enabled', async () => {
    render(<composed.NetworkError />)
    const dialog = await shown()
    expect(within(dialog).getByRole('alert').textContent).toBe('We could not send your testimonial. Check your connection and try again.')
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("Success: the dialog is closed and the server's message shows with a Dismiss button", () => {
    render(<composed.Success />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText(/^Thank you for your testimonial!/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy()
  })
})

describe('the landing page list', () => {
  it('ListLoading: a loader', () => {
    render(<composed.ListLoading />)
    expect(screen.getByRole('status').textContent).toContain('Loading testimonials…')
  })

  it('ListReady: quote, name and occupation of each', () => {
    render(<composed.ListReady />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByText('Wanjiru Kamau')).toBeTruthy()
    expect(within(items[0]!).getByText('Nurse, Nairobi')).toBeTruthy()
    expect(items[0]!.querySelector('blockquote')!.textContent).toMatch(/^I sold my old Galaxy S10/)
  })

  it('ListEmpty: invites the first testimonial', () => {
    render(<composed.ListEmpty />)
    expect(screen.getByText('No testimonials yet. Be the first to tell others about Simu.')).toBeTruthy()
  })

  it.each([['ListError', 'Something went wrong!'], ['ListOffline', 'We could not reach Simu. Check your connection and try again.']] as const)('%s: the error panel with a retry', (name, message) => {
    const Story = composed[name]
    render(<Story />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('We could not load the testimonials.')).toBeTruthy()
    expect(within(alert).getByText(message)).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
