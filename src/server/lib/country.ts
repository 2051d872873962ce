/**
 * What the server knows per country, once: a stored country read back, a phone number checked for the
 * country, and the price columns each priced table has per currency.
 */
import { isCountry, type Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { badRequest } from './errors'

/** A country column read back from the database: anything unknown is Kenya, the default market. */
export const storedCountry = (value: string | undefined | null): Country => (isCountry(value) ? value : 'ke')

/** A local number as the country writes it, for refusals that show what is expected. */
export const phoneExample: Record<Country, string> = { ke: '0712 345 678', tz: '0754 123 456', ug: '0772 123 456' }

/** The number in E.164 for `country`, or a 400 that shows the country's format. */
export function phoneOrFail(input: string, country: Country): string {
  const phone = normalisePhone(input, country)
  if (!phone) throw badRequest('phone_invalid', { country: country.toUpperCase(), example: phoneExample[country] })
  return phone
}

/**
 * Each priced table's column for a country's currency: sell_variants.max_*, shop_variants.sale_* and
 * disc_*, coupons.value_*, faults.price_* and the site's price_* tables.
 */
export const priceColumns = {
  ke: { max: 'max_kes', sale: 'sale_kes', disc: 'disc_kes', coupon: 'value_kes', price: 'price_kes' },
  tz: { max: 'max_tzs', sale: 'sale_tzs', disc: 'disc_tzs', coupon: 'value_tzs', price: 'price_tzs' },
  ug: { max: 'max_ugx', sale: 'sale_ugx', disc: 'disc_ugx', coupon: 'value_ugx', price: 'price_ugx' },
} as const satisfies Record<Country, { max: string; sale: string; disc: string; coupon: string; price: string }>
