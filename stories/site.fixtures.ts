/** Sample data and ready-made states for the site shell's and content pages' stories and story tests. */
import type { DeviceModel } from '@core/catalogue/contract'
import type { User } from '@core/account/contract'
import type { RepairFault } from '@core/site/contract'
import type { Country } from '@core/domain/constants'
import type { AuthState } from '@core/account/auth'
import type { CartLine } from '@core/domain/cart'
import { createApplicationForm, type ApplicationValues } from '@core/site/application-form'
import { createPartnerPage, createRepairPrices } from '@core/site/loaders'
import { createWarrantyForm, localToday, type WarrantyValues } from '@core/site/warranty-form'

const user = (signupComplete: boolean): User => ({
  _id: 'u_wanjiru', userId: 'u_wanjiru', fname: signupComplete ? 'Wanjiru' : '', lname: signupComplete ? 'Kamau' : '',
  email: signupComplete ? 'wanjiru@example.com' : '', phone: '+254712345678', country: 'ke', signupComplete,
})
export const signedIn: AuthState = { user: user(true), token: 'story-token' }
export const signedInIncomplete: AuthState = { user: user(false), token: 'story-token' }

export const cartOfTwo: CartLine[] = [
  {
    modelName: 'Galaxy S21', modelId: 'samsung-galaxy-s21', modelImage: '',
    variant: { _id: 'v1', quantity: 2, price: 42_000, color: { id: 'black', value: '#111111', label: 'Phantom Black' }, ram: 8, storage: 128 },
  },
]

const brands = [{ _id: 'samsung', brand: 'Samsung' }, { _id: 'iphone', brand: 'iPhone' }]
const models: DeviceModel[] = [
  { details: { _id: 'samsung-galaxy-s21', modelName: 'Galaxy S21' }, image: '', releaseYear: 2021 },
  { details: { _id: 'samsung-galaxy-a54', modelName: 'Galaxy A54' }, image: '', releaseYear: 2023 },
]
const daysAgo = (n: number) => localToday(new Date(Date.now() - n * 86_400_000))

const filledWarranty: WarrantyValues = {
  imei: '490154203237518', brand: 'samsung', model: 'samsung-galaxy-s21', purchaseDate: daysAgo(20),
  shop: 'Simu Westlands', receiptNumber: 'INV-2041', phone: '0712 345 678', email: 'achieng@example.com',
}

export type WarrantyStateName = 'empty' | 'catalogueLoading' | 'catalogueFailed' | 'invalid' | 'submitting' | 'duplicate' | 'tooMany' | 'offline' | 'success'

/** The warranty form in a named state, with no call made (the catalogue is already loaded). */
export function warrantyIn(name: WarrantyStateName, country: Country = 'ke') {
  const form = createWarrantyForm(country)
  const ready = <T,>(data: T) => ({ status: 'ready' as const, data })
  form.$catalogue.set({ brands: ready(brands), models: { status: 'idle' } })
  const filled = () => {
    form.reset(filledWarranty)
    form.$catalogue.set({ brands: ready(brands), models: ready(models) })
  }
  switch (name) {
    case 'catalogueLoading':
      form.$catalogue.set({ brands: { status: 'loading' }, models: { status: 'idle' } })
      break
    case 'catalogueFailed':
      form.$catalogue.set({ brands: { status: 'error', message: 'Something went wrong!', network: false }, models: { status: 'idle' } })
      break
    case 'invalid':
      form.reset({ imei: '490154203237519', phone: '12345', email: 'achieng@', purchaseDate: daysAgo(-3) })
      void form.submit()
      break
    case 'submitting':
      filled()
      form.patch({ status: 'submitting', tried: true })
      break
    case 'duplicate':
      filled()
      form.patch({ status: 'error', tried: true, failure: { key: 'pages.warranty.duplicate' } })
      break
    case 'tooMany':
      filled()
      form.patch({ status: 'error', tried: true, failure: { key: 'pages.forms.tooMany' } })
      break
    case 'offline':
      filled()
      form.patch({ status: 'error', tried: true, failure: { key: 'pages.forms.network' } })
      break
    case 'success':
      filled()
      form.patch({
        status: 'success', tried: true,
        result: { success: true, msg: 'ok', registration: { _id: 'w1', imei: filledWarranty.imei, modelName: 'Galaxy S21', purchaseDate: filledWarranty.purchaseDate, warrantyUntil: '2027-02-14' } },
      })
      break
    default:
      break
  }
  return form
}

const filledApplication: ApplicationValues = {
  businessName: 'Baraka Phones Ltd', contactName: 'Baraka Mwangi', phone: '0722 100 200', email: 'baraka@barakaphones.co.ke',
  region: 'Nakuru', town: 'Naivasha', type: 'phoneShop',
}
export type ApplicationStateName = 'empty' | 'invalid' | 'submitting' | 'duplicate' | 'serverRefused' | 'success'

export function applicationIn(name: ApplicationStateName, kind: 'dealer' | 'retailer' = 'dealer', country: Country = 'ke') {
  const form = createApplicationForm(kind, country)
  switch (name) {
    case 'invalid':
      form.reset({ businessName: 'Baraka Phones Ltd', email: 'baraka.co.ke' })
      void form.submit()
      break
    case 'submitting':
      form.reset(filledApplication)
      form.patch({ status: 'submitting', tried: true })
      break
    case 'duplicate':
      form.reset(filledApplication)
      form.patch({ status: 'error', tried: true, failure: { key: 'pages.apply.duplicate' } })
      break
    case 'serverRefused':
      form.reset(filledApplication)
      form.patch({ status: 'error', tried: true, failure: { text: 'region: Arusha is not a region of KE' } })
      break
    case 'success':
      form.reset(filledApplication)
      form.patch({ status: 'success', tried: true, result: { success: true, msg: 'ok', application: { _id: 'a1', kind, reference: 'D-7KQ2MX', createdAt: '2026-03-01T09:00:00.000Z' } } })
      break
    default:
      break
  }
  return form
}

export const faults: RepairFault[] = [
  { _id: 'screen', label: 'Screen is damaged', component: 'broken screen', price: 6000, currency: 'KES' },
  { _id: 'battery', label: 'Battery has issues', component: 'battery', price: 4000, currency: 'KES' },
  { _id: 'charging-port', label: 'Charging Port not working', component: 'chargingPort', price: 3000, currency: 'KES' },
  { _id: 'microphone', label: 'Microphone is not working', component: 'microphone', price: 2000, currency: 'KES' },
  { _id: 'speaker', label: 'Speaker', component: 'speakers', price: 1500, currency: 'KES' },
  { _id: 'earpiece', label: 'Earpiece is not working', component: 'earpiece', price: 2000, currency: 'KES' },
]

export function repairPricesIn(name: 'loading' | 'ready' | 'failed' | 'offline') {
  const prices = createRepairPrices()
  if (name === 'loading') prices.$prices.set({ status: 'loading' })
  if (name === 'ready') prices.$prices.set({ status: 'ready', data: faults })
  if (name === 'failed') prices.$prices.set({ status: 'error', message: 'Something went wrong!', network: false })
  if (name === 'offline') prices.$prices.set({ status: 'error', message: 'Something went wrong!', network: true })
  return prices
}

export function partnerIn(name: 'loading' | 'ready' | 'missing' | 'failed') {
  const page = createPartnerPage('demo-partner')
  if (name === 'loading') page.$partner.set({ status: 'loading' })
  if (name === 'ready') page.$partner.set({ status: 'ready', data: { _id: 'demo-partner', name: 'Demo partner' } })
  if (name === 'missing') page.$partner.set({ status: 'missing' })
  if (name === 'failed') page.$partner.set({ status: 'error', message: 'Something went wrong!', network: true })
  return page
}
