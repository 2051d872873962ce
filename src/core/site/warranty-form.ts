/**
 * The warranty registration form (register-phone): IMEI (15 digits, Luhn), brand and model from the
 * catalogue, purchase date, shop, receipt number, phone and email; sent to register_warranty.
 */
import { map, onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import { createDevicePicker, type DeviceChoice } from '@core/catalogue'
import type { ReplyOf } from '@core/platform/api/registry'
import { warranty, type Country } from '@core/domain/constants'
import { imeiProblem } from '@core/domain/imei'
import { createForm, emailCheck, onlyErrors, required, type FieldMessage } from './form-store'
import { phoneCheck } from './phone-check'
import '@core/site/texts'

export interface WarrantyValues extends Record<string, string> {
  imei: string
  brand: string
  model: string
  purchaseDate: string
  shop: string
  receiptNumber: string
  phone: string
  email: string
}
export const warrantyFields = ['imei', 'brand', 'model', 'purchaseDate', 'shop', 'receiptNumber', 'phone', 'email'] as const

const empty: WarrantyValues = { imei: '', brand: '', model: '', purchaseDate: '', shop: '', receiptNumber: '', phone: '', email: '' }

/** Today in the visitor's own time zone, as a date input gives it. */
export function localToday(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 10)
}

/** The earliest purchase date still under warranty (the server decides to the day). */
export function earliestCovered(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1 - warranty.shopMonths, d)).toISOString().slice(0, 10)
}

const imeiMessages: Record<NonNullable<ReturnType<typeof imeiProblem>>, FieldMessage> = {
  empty: { key: 'pages.forms.required' },
  notDigits: { key: 'pages.warranty.imeiNotDigits' },
  length: { key: 'pages.warranty.imeiLength' },
  checksum: { key: 'pages.warranty.imeiChecksum' },
}

export function validateWarranty(v: WarrantyValues, country: Country, today = localToday()) {
  const problem = imeiProblem(v.imei)
  const date = required(v.purchaseDate)
    ?? (v.purchaseDate > today ? { key: 'pages.warranty.dateFuture' as const }
      : v.purchaseDate < earliestCovered(today) ? { key: 'pages.warranty.dateExpired' as const, params: { months: warranty.shopMonths } } : undefined)
  return onlyErrors<WarrantyValues>({
    imei: problem ? imeiMessages[problem] : undefined,
    brand: required(v.brand),
    model: required(v.model),
    purchaseDate: date,
    shop: required(v.shop),
    receiptNumber: required(v.receiptNumber) ?? (/^[A-Za-z0-9][A-Za-z0-9 /-]*$/.test(v.receiptNumber.trim()) ? undefined : { key: 'pages.warranty.receiptInvalid' }),
    phone: phoneCheck(v.phone, country),
    email: emailCheck(v.email),
  })
}

export type WarrantyReply = ReplyOf<'registerWarranty'>

export function createWarrantyForm(country: Country) {
  const form = createForm<WarrantyValues, WarrantyReply>({
    initial: empty,
    validate: (v) => validateWarranty(v, country),
    send: (v) => api('registerWarranty', { body: { ...v, country } }),
    conflict: 'pages.warranty.duplicate',
  })
  const $catalogue = map<DeviceChoice>({
    brands: { status: 'idle' },
    models: { status: 'idle' },
  })
  const picker = createDevicePicker($catalogue)
  const loadBrands = async () => void (await picker.loadBrands())

  async function chooseBrand(brandId: string) {
    form.set('brand', brandId)
    form.set('model', '')
    if (!brandId) {
      picker.drop()
      return $catalogue.setKey('models', { status: 'idle' })
    }
    await picker.chooseBrand(brandId)
  }

  /** After a registration: a fresh form for the next phone, keeping who registers and where they bought. */
  function another() {
    const { phone, email, shop } = form.$state.get().values
    form.reset({ phone, email, shop })
    $catalogue.setKey('models', { status: 'idle' })
  }

  onMount($catalogue, () => {
    if ($catalogue.get().brands.status === 'idle') void loadBrands()
  })

  return { ...form, $catalogue, loadBrands, chooseBrand, another }
}

export type WarrantyForm = ReturnType<typeof createWarrantyForm>
