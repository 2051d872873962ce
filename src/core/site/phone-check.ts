import type { Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { required, type FieldMessage } from './form-store'
import './texts'

/** A number people of the country recognise as a mobile number, shown in the error. */
const example: Record<Country, string> = { ke: '0712 345 678', tz: '0754 123 456', ug: '0772 123 456' }

export const phoneCheck = (v: string, country: Country): FieldMessage | undefined =>
  required(v) ?? (normalisePhone(v, country) ? undefined : { key: 'pages.forms.phoneInvalid', params: { example: example[country] } })
