/**
 * Issue 10, point 17: a store's 'Map' opens a dialog with the store's address, opening hours, phone and
 * a link to Google Maps in a new tab, because no maps script can load on Simu's pages. The dialog is
 * modal (Escape closes it, focus goes back to Map) and loads nothing itself.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '@core/platform/locale'
import { StoreMapLink, type MapStore } from '@widgets/ui/StoreMap'

const cbd: MapStore = {
  store_name: 'Simu Nairobi CBD',
  store_location: 'Kenyatta Ave, next to GPO, Nairobi CBD',
  region: 'Nairobi',
  contact: '+254 709 919 000',
  lat: -1.2846,
  lng: 36.8232,
  openingHours: 'Mon-Sat 8:30-18:30, Sun closed',
}

let fetchSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setLanguage('en')
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  fetchSpy.mockRestore()
  act(() => setLanguage('en'))
})

const mapLink = (name: string) => screen.getByRole('link', { name })

describe('StoreMapLink', () => {
  it("opens a dialog with the store's address, hours, phone and the Google Maps link; Escape closes it and focus returns to Map", async () => {
    render(<main><StoreMapLink store={cbd} /></main>)
    const map = mapLink('Map of Simu Nairobi CBD')
    // Without the dialog (no JavaScript, or a ctrl-click) it is still a link to the store on Google Maps.
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-1.2846%2C36.8232')
    expect(map.getAttribute('aria-haspopup')).toBe('dialog')
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(map)
    const dialog = await screen.findByRole('dialog', { name: 'Simu Nairobi CBD' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.textContent).toContain('AddressKenyatta Ave, next to GPO, Nairobi CBDNairobi')
    expect(dialog.textContent).toContain('Opening hoursMon-Sat 8:30-18:30, Sun closed')
    expect(within(dialog).getByRole('link', { name: '+254 709 919 000' }).getAttribute('href')).toBe('tel:+254709919000')
    const google = within(dialog).getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' })
    expect(google.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=-1.2846%2C36.8232')
    expect(google.getAttribute('target')).toBe('_blank')
    expect(google.getAttribute('rel')).toContain('noopener')
    // No map script, no iframe, nothing fetched: the dialog works when Google Maps cannot be reached.
    expect(dialog.querySelector('iframe, script, img')).toBeNull()
    expect(fetchSpy).not.toHaveBeenCalled()
    // Focus is inside the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true)

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await vi.waitFor(() => expect(document.activeElement).toBe(map))
  })

  it('Close closes it too, and a store without a phone says so', async () => {
    render(<StoreMapLink store={{ ...cbd, store_name: 'Samsung Experience Store - Galleria Mall', contact: ' ' }} />)
    const map = mapLink('Map of Samsung Experience Store - Galleria Mall')
    fireEvent.click(map)
    const dialog = await screen.findByRole('dialog', { name: 'Samsung Experience Store - Galleria Mall' })
    expect(within(dialog).getByText('No phone number')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await vi.waitFor(() => expect(document.activeElement).toBe(map))
  })

  it('a ctrl-click or a middle-click opens Google Maps itself, not the dialog', () => {
    render(<StoreMapLink store={cbd} />)
    const map = mapLink('Map of Simu Nairobi CBD')
    expect(fireEvent.click(map, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(map, { button: 1 })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('without coordinates the Google link searches for the address', async () => {
    render(<StoreMapLink store={{ ...cbd, lat: 0, lng: 0 }} />)
    fireEvent.click(mapLink('Map of Simu Nairobi CBD'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href'))
      .toBe('https://www.google.com/maps/search/?api=1&query=Kenyatta%20Ave%2C%20next%20to%20GPO%2C%20Nairobi%20CBD%2C%20Nairobi')
  })

  it('speaks Swahili on a Swahili page', async () => {
    setLanguage('sw')
    render(<StoreMapLink store={{ ...cbd, store_name: 'Simu Arusha', region: 'Arusha', openingHours: 'Jumatatu–Jumamosi 8:30–18:30' }} />)
    fireEvent.click(screen.getByRole('link', { name: 'Ramani ya Simu Arusha' }))
    const dialog = await screen.findByRole('dialog', { name: 'Simu Arusha' })
    expect(dialog.textContent).toContain('Anwani')
    expect(dialog.textContent).toContain('Saa za kufungua')
    expect(dialog.textContent).toContain('Namba ya simu')
    expect(within(dialog).getByRole('link', { name: 'Fungua kwenye Google Maps (inafunguka kwenye kichupo kipya)' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeTruthy()
  })
})
