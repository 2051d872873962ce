/**
 * The pop-up's stories as tests: every state (sell-side.md §2, §4 'Pop-up', §5, §8) renders what a
 * visitor in that state should see, with nothing fetched.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import * as stories from '../../stories/Popup.stories'

const composed = composeStories(stories)
const title = 'Want to get exclusive offers, deals and latest updates?'
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

const shown = () => screen.findByRole('dialog', { name: title })

describe('every pop-up story', () => {
  it('covers every state', () => {
    expect(Object.keys(composed).sort()).toEqual(['Closed', 'Filled', 'InvalidPhone', 'NetworkError', 'Open', 'Required', 'Sending', 'ServerError', 'Success'])
  })

  for (const [name, Story] of Object.entries(composed).filter(([n]) => n !== 'Closed')) {
    it(`${name} shows the dialog with its title, fields and buttons, without errors`, async () => {
      render(<Story />)
      const dialog = await shown()
      for (const label of ['First Name', 'Last Name (optional)', 'Phone Number', "Don't show me again"]) expect(within(dialog).getByLabelText(label)).toBeTruthy()
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('each state', () => {
  it('Closed: nothing shows', () => {
    const { container } = render(<composed.Closed />)
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("Filled: the values and the ticked 'Don't show me again'", async () => {
    render(<composed.Filled />)
    const dialog = await shown()
    expect((within(dialog).getByLabelText('Phone Number') as HTMLInputElement).value).toBe('0712 345 678')
    expect((within(dialog).getByLabelText("Don't show me again") as HTMLInputElement).checked).toBe(true)
  })

  it('Required: both spec messages, tied to their fields', async () => {
    render(<composed.Required />)
    const dialog = await shown()
    const first = within(dialog).getByLabelText('First Name')
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('First Name is required')
    expect(within(dialog).getByText('Phone Number is required')).toBeTruthy()
  })

  it('InvalidPhone: names the expected form of a Kenyan number', async () => {
    render(<composed.InvalidPhone />)
    const dialog = await shown()
    expect(within(dialog).getByText('Enter a Kenyan mobile number, such as 0712 345 678')).toBeTruthy()
  })

  it("Sending: 'Just a moment' on a disabled button", async () => {
    render(<composed.Sending />)
    const dialog = await shown()
    const button = within(dialog).getByRole('button', { name: /Just a moment/ }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it("Success: the server's message in success style", async () => {
    render(<composed.Success />)
    const dialog = await shown()
    const status = within(dialog).getByText(/^Thank you, Amina!/)
    expect(status.getAttribute('role')).toBe('status')
    expect((within(dialog).getByLabelText('First Name') as HTMLInputElement).value).toBe('')
  })

  it("ServerError: the server's message in error style", async () => {
    render(<composed.ServerError />)
    const dialog = await shown()
    expect(within(dialog).getByRole('alert').textContent).toBe('Too many sign-ups from your network. Please try again later.')
  })

  it('NetworkError: error style with our own text', async () => {
    render(<composed.NetworkError />)
    const dialog = await shown()
    expect(within(dialog).getByRole('alert').textContent).toBe('We could not send your details. Check your connection and try again.')
  })

  it('shows the Kiswahili texts', async () => {
    setLanguage('sw')
    render(<composed.Required />)
    const dialog = await screen.findByRole('dialog', { name: 'Ungependa kupata ofa za kipekee, punguzo na habari mpya?' })
    expect(within(dialog).getByText('Jina la Kwanza linahitajika')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeTruthy()
    expect(within(dialog).getByLabelText('Usinionyeshe tena')).toBeTruthy()
  })
})
