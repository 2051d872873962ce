/**
 * The content pages of issue 3, through their stories: every state renders, and each shows what a
 * visitor in that state should see; the forms validate, send and confirm.
 */
import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCountry, setLanguage } from '@core/platform/locale'
import { createForm } from '@core/site/form-store'
import { earliestCovered, validateWarranty, type WarrantyValues } from '@core/site/warranty-form'
import { validateApplication } from '@core/site/application-form'
import * as stories from '../../stories/SitePages.stories'

const composed = composeStories(stories)

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  consoleError = vi.spyOn(console, 'error')
})
afterEach(() => consoleError.mockRestore())

const h1 = () => screen.getByRole('heading', { level: 1 })
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const errorOf = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent ?? null
}

describe('every content page story', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} renders a page with one main heading, without errors`, () => {
      render(<Story />)
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
      expect(consoleError).not.toHaveBeenCalled()
    })
  }
})

describe('the sell landing page', () => {
  it('shows the hero, the three selling steps, the claims, the Samsung banner, two blog teasers and the slogan', () => {
    render(<composed.SellLandingPage />)
    expect(h1().textContent).toBe('Sell your phone for the best price')
    const steps = within(screen.getByRole('region', { name: 'Sell in three steps' })).getAllByRole('heading', { level: 3 })
    expect(steps.map((s) => s.textContent)).toEqual(['Check Price', 'Schedule Pickup', 'Get Paid'])
    const claims = screen.getByRole('region', { name: 'Why people sell to Simu' }).textContent
    for (const claim of ['32 quality check points', 'About half the new price', 'More than 80 service centres', '8 to 10 minutes', 'payment about 10 more', '2018 or later']) {
      expect(claims).toContain(claim)
    }
    const store = screen.getByRole('region', { name: 'Or trade in at a store' })
    expect(within(store).getAllByRole('heading', { level: 3 }).map((s) => s.textContent)).toEqual(['Check price', 'Pick a store', 'Get paid'])
    expect(within(store).getByRole('link', { name: 'See the stores' }).getAttribute('href')).toBe('/ke/stores')
    expect(screen.getByRole('link', { name: 'View more' }).getAttribute('href')).toBe('/ke/samsung/all-phones')
    const blog = within(screen.getByRole('region', { name: 'From the Simu blog' })).getAllByRole('listitem')
    expect(blog).toHaveLength(2)
    expect(within(blog[0]!).getByRole('heading').textContent).toBe('How to wipe your phone before you sell it')
    expect(within(blog[0]!).getByRole('link').getAttribute('href')).toMatch(/^https:\/\/simu\.africa\/blog\//)
    expect(screen.getByRole('heading', { name: 'Old phone, new money.' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'How much is your phone worth?' })).toBeTruthy()
  })

  it('serves the wide hero image from 1200 px and the tall one below', () => {
    const { container } = render(<composed.SellLandingPage />)
    const source = container.querySelector('picture source')!
    expect(source.getAttribute('media')).toBe('(min-width: 1200px)')
    expect(source.getAttribute('srcset')).not.toBe(container.querySelector('picture img')!.getAttribute('src'))
  })
})

describe('how it works and the policies', () => {
  it('explains the selling process without a query', () => {
    render(<composed.HowItWorksProcess />)
    expect(h1().textContent).toBe('How Simu works')
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy()
    expect(screen.getByText(/on 32 points in 8 to 10 minutes/)).toBeTruthy()
  })

  it.each([
    ['TermsOfService', 'Terms of service', 'Ownership and stolen phones'],
    ['PrivacyPolicy', 'Privacy policy', 'Your rights'],
    ['ReturnPolicy', 'Return policy', '30-day replacement'],
  ] as const)('%s shows its title and seven sections, and marks its tab current', (story, title, section) => {
    const Story = composed[story]
    render(<Story />)
    expect(h1().textContent).toBe(title)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7)
    expect(screen.getByRole('heading', { name: section })).toBeTruthy()
    const current = within(screen.getByRole('navigation', { name: 'Our policies' })).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')
    expect(current).toHaveLength(1)
  })

  it('states the 7-day money back and the 12-month warranty in the return policy', () => {
    render(<composed.ReturnPolicy />)
    expect(screen.getByRole('heading', { name: '7-day money back' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '12-month warranty' })).toBeTruthy()
  })

  it('reads in Swahili', () => {
    render(<composed.TermsInSwahili />)
    expect(h1().textContent).toBe('Vigezo vya huduma')
    expect(screen.getByRole('heading', { name: 'Umiliki na simu za wizi' })).toBeTruthy()
  })
})

describe('the repair landing page', () => {
  it('lists the six faults with their starting prices in the currency', () => {
    render(<composed.RepairPricesReady />)
    const rows = within(screen.getByRole('region', { name: 'Repair prices' })).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      'Screen is damagedfrom Ksh 6,000', 'Battery has issuesfrom Ksh 4,000', 'Charging Port not workingfrom Ksh 3,000',
      'Microphone is not workingfrom Ksh 2,000', 'Speakerfrom Ksh 1,500', 'Earpiece is not workingfrom Ksh 2,000',
    ])
    expect(screen.getByRole('link', { name: 'Find a store' }).getAttribute('href')).toBe('/ke/stores')
    expect(screen.getByRole('link', { name: /Ask on WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/254709919000')
    expect(screen.getByRole('heading', { name: '7 Day Money Back Guarantee' })).toBeTruthy()
  })

  it('shows a spinner while the prices load', () => {
    render(<composed.RepairPricesLoading />)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('offers to try again when the prices fail, and says so when offline', () => {
    render(<composed.RepairPricesFailed />)
    expect(within(screen.getByRole('alert')).getByText('We could not load the prices.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    render(<composed.RepairPricesOffline />)
    expect(screen.getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
  })
})

describe('the warranty registration', () => {
  it('asks for IMEI, brand, model, purchase date, receipt number, shop, phone and email', () => {
    render(<composed.WarrantyEmpty />)
    expect(h1().textContent).toBe('Register your phone warranty')
    for (const label of ['IMEI number', 'Brand', 'Model', 'Purchase date', 'Receipt number', 'Shop where you bought it', 'Phone number', 'Email']) {
      expect(field(label)).toBeTruthy()
    }
    expect(field('Model').disabled).toBe(true)
    expect(field('Purchase date').type).toBe('date')
  })

  it('marks every wrong field with its own message, tied to the field', () => {
    render(<composed.WarrantyInvalid />)
    expect(errorOf('IMEI number')).toBe('This is not a valid IMEI. Check the number (dial *#06#)')
    expect(field('IMEI number').getAttribute('aria-invalid')).toBe('true')
    expect(errorOf('Brand')).toBe('this field is required')
    expect(errorOf('Purchase date')).toBe('The purchase date cannot be in the future')
    expect(errorOf('Phone number')).toBe('Enter a mobile number such as 0712 345 678')
    expect(errorOf('Email')).toBe('email is not valid')
  })

  it('clears an error as soon as the field is corrected', () => {
    render(<composed.WarrantyInvalid />)
    fireEvent.change(field('IMEI number'), { target: { value: '490154203237518' } })
    expect(errorOf('IMEI number')).toBeNull()
    expect(field('IMEI number').hasAttribute('aria-invalid')).toBe(false)
  })

  it('shows the email in lower case as it is typed', () => {
    render(<composed.WarrantyEmpty />)
    fireEvent.change(field('Email'), { target: { value: 'Achieng@Example.COM' } })
    expect(field('Email').value).toBe('achieng@example.com')
  })

  it("reads 'Just a moment' on a disabled button while sending", () => {
    render(<composed.WarrantySubmitting />)
    const button = screen.getByRole('button', { name: 'Just a moment' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it.each([
    ['WarrantyDuplicateImei', 'This IMEI is already registered for warranty. If this is your phone, contact us on WhatsApp and we will help.'],
    ['WarrantyTooMany', 'Too many attempts from your network. Please try again in an hour.'],
    ['WarrantyOffline', 'We could not reach Simu. Check your connection and try again.'],
  ] as const)('%s says what went wrong and keeps what was typed', (story, message) => {
    const Story = composed[story]
    render(<Story />)
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(field('IMEI number').value).toBe('490154203237518')
    expect((screen.getByRole('button', { name: 'Register warranty' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('offers to retry when the brands fail to load', () => {
    render(<composed.WarrantyCatalogueFailed />)
    expect(within(screen.getByRole('alert')).getByText('We could not load the brands and models.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('confirms the registration with the model, IMEI and last day of warranty, and starts another keeping the contact', () => {
    render(<composed.WarrantyRegistered />)
    expect(screen.getByRole('heading', { name: 'Your phone is registered' })).toBeTruthy()
    expect(screen.getByText('Your Galaxy S21 (IMEI 490154203237518) is covered until 2027-02-14. Keep your receipt: we ask for it when you claim.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Register another phone' }))
    expect(field('IMEI number').value).toBe('')
    expect(field('Phone number').value).toBe('0712 345 678')
    expect(field('Email').value).toBe('achieng@example.com')
  })

  it('speaks Swahili', () => {
    render(<composed.WarrantySwahili />)
    expect(h1().textContent).toBe('Sajili dhamana ya simu yako')
    expect(errorOf('Namba ya IMEI')).toBe('Hii si IMEI sahihi. Hakiki namba (piga *#06#)')
    expect(errorOf('Namba ya simu')).toBe('Weka namba ya simu ya mkononi kama 0754 123 456')
  })
})

describe('validateWarranty', () => {
  const good: WarrantyValues = {
    imei: '490154203237518', brand: 'samsung', model: 'samsung-galaxy-s21', purchaseDate: '2026-03-01',
    shop: 'Simu Westlands', receiptNumber: 'INV-1', phone: '0712345678', email: 'a@b.co',
  }
  it('passes a good form', () => {
    expect(validateWarranty(good, 'ke', '2026-03-10')).toEqual({})
  })
  it('refuses a purchase older than the 12-month warranty, and accepts the last covered day', () => {
    expect(earliestCovered('2026-03-10')).toBe('2025-03-10')
    expect(validateWarranty({ ...good, purchaseDate: '2025-03-09' }, 'ke', '2026-03-10').purchaseDate?.key).toBe('pages.warranty.dateExpired')
    expect(validateWarranty({ ...good, purchaseDate: '2025-03-10' }, 'ke', '2026-03-10').purchaseDate).toBeUndefined()
  })
  it('reads the phone for the country', () => {
    expect(validateWarranty({ ...good, phone: '0754 123 456' }, 'tz', '2026-03-10').phone).toBeUndefined()
    expect(validateWarranty({ ...good, phone: '0754 123' }, 'tz', '2026-03-10').phone?.key).toBe('pages.forms.phoneInvalid')
  })
  it('refuses odd characters in the receipt number', () => {
    expect(validateWarranty({ ...good, receiptNumber: '<b>' }, 'ke', '2026-03-10').receiptNumber?.key).toBe('pages.warranty.receiptInvalid')
  })
})

describe('the dealer and retailer applications', () => {
  it('asks a dealer for business name, contact name, phone, email, region, town and type', () => {
    render(<composed.DealerEmpty />)
    expect(h1().textContent).toBe('Become a Simu dealer')
    for (const label of ['Business name', 'Your name', 'Phone number', 'Email', 'County or region', 'Town', 'Type of business']) expect(field(label)).toBeTruthy()
    const regions = [...(field('County or region') as unknown as HTMLSelectElement).options].map((o) => o.value)
    expect(regions).toHaveLength(48)
    expect(regions).toContain('Nairobi')
  })

  it('offers Tanzanian regions in Tanzania, in Swahili', () => {
    render(<composed.RetailerSwahili />)
    expect(h1().textContent).toBe('Kuwa muuzaji rejareja wa Simu')
    const regions = [...(field('Kaunti au mkoa') as unknown as HTMLSelectElement).options].map((o) => o.value)
    expect(regions).toContain('Dar es Salaam')
    expect(regions).not.toContain('Nairobi')
  })

  it('marks the missing and wrong fields', () => {
    render(<composed.DealerInvalid />)
    expect(errorOf('Business name')).toBeNull()
    expect(errorOf('Your name')).toBe('this field is required')
    expect(errorOf('Email')).toBe('email is not valid')
    expect(errorOf('County or region')).toBe('this field is required')
    expect(errorOf('Type of business')).toBe('this field is required')
  })

  it('says an application from the phone is already being reviewed', () => {
    render(<composed.DealerDuplicate />)
    expect(screen.getByRole('alert').textContent).toBe('An application from this phone number is already being reviewed. Our partnerships team will call you soon.')
  })

  it("shows the server's own words for input it refused", () => {
    render(<composed.DealerRefusedByServer />)
    expect(screen.getByRole('alert').textContent).toBe('region: Arusha is not a region of KE')
  })

  it('thanks the applicant by name with the reference to quote', () => {
    render(<composed.DealerSent />)
    expect(screen.getByRole('heading', { name: 'Application received' })).toBeTruthy()
    expect(screen.getByText('Thank you, Baraka Mwangi. Our partnerships team will call you within 3 working days. Your reference is D-7KQ2MX.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull()
  })

  it("reads 'Just a moment' while sending", () => {
    render(<composed.DealerSubmitting />)
    expect((screen.getByRole('button', { name: 'Just a moment' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('refuses a region of another country', () => {
    const v = { businessName: 'x', contactName: 'y', phone: '0712345678', email: 'a@b.co', region: 'Arusha', town: 'z', type: 'online' }
    expect(validateApplication(v, 'ke').region?.key).toBe('pages.forms.required')
    expect(validateApplication({ ...v, region: 'Kisumu' }, 'ke')).toEqual({})
  })
})

describe('the partner page', () => {
  it("names the partner and offers the price checker", () => {
    render(<composed.PartnerReady />)
    expect(h1().textContent).toBe('Sell your phone with Demo partner')
    expect(screen.getByRole('region', { name: 'How much is your phone worth?' })).toBeTruthy()
  })

  it('is the not-found screen for an unknown partner', () => {
    render(<composed.PartnerUnknown />)
    expect(h1().textContent).toBe('Page not found')
    expect(screen.getByRole('link', { name: 'Back to Home Page' }).getAttribute('href')).toBe('/ke')
  })

  it('says it is loading the partner', () => {
    render(<composed.PartnerLoading />)
    expect(h1().textContent).toBe('Partner')
    expect(screen.getByRole('status').textContent).toBe('Loading the partner…')
  })

  it('offers to try again when the partner cannot be loaded', () => {
    render(<composed.PartnerFailed />)
    expect(within(screen.getByRole('alert')).getByText('We could not reach Simu. Check your connection and try again.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('the careers page', () => {
  it('lists four open roles, each with an apply-by-email link naming the role', () => {
    render(<composed.CareersPage />)
    const roles = within(screen.getByRole('region', { name: 'Open roles' })).getAllByRole('listitem')
    expect(roles).toHaveLength(4)
    const apply = within(roles[0]!).getByRole('link', { name: 'Apply by email' })
    expect(apply.getAttribute('href')).toBe('mailto:careers@simu.africa?subject=Device%20Quality%20Technician')
    expect(within(roles[0]!).getByText(/32-point checklist/)).toBeTruthy()
  })
})

describe('createForm', () => {
  it('sends once, however often submit is pressed while sending', async () => {
    let calls = 0
    let finish: (v: { ok: true; data: string }) => void = () => {}
    const form = createForm<{ a: string }, string>({
      initial: { a: 'x' },
      validate: () => ({}),
      send: () => {
        calls++
        return new Promise((r) => (finish = r))
      },
    })
    const first = form.submit()
    await form.submit()
    expect(calls).toBe(1)
    expect(form.$state.get().status).toBe('submitting')
    await act(async () => finish({ ok: true, data: 'done' }))
    expect(await first).toBe(true)
    expect(form.$state.get()).toMatchObject({ status: 'success', result: 'done' })
  })

  it('does not send an invalid form', async () => {
    const send = vi.fn()
    const form = createForm<{ a: string }, string>({ initial: { a: '' }, validate: (v) => (v.a ? {} : { a: { key: 'pages.forms.required' } }), send })
    expect(await form.submit()).toBe(false)
    expect(send).not.toHaveBeenCalled()
    expect(form.$state.get().errors.a?.key).toBe('pages.forms.required')
  })
})
