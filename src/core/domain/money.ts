import { countryCurrency, currencyLabel, priceBands, type Country, type Currency } from './constants'

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 'Ksh 12,500': the currency label, a space and the amount with thousands separators. */
export function formatMoney(amount: number, currency: Currency): string {
  return `${currencyLabel[currency]} ${grouping.format(Math.round(amount))}`
}

export function formatCountryMoney(amount: number, country: Country): string {
  return formatMoney(amount, countryCurrency[country])
}

/** The variant label the spec shows: '{ram}GB/ {storage}GB'. */
export function variantLabel(v: { ram: number; storage: number }): string {
  return `${v.ram}GB/ ${v.storage}GB`
}

/** The price band (1-based, as the catalogue's baseprice filter) an amount falls in. */
export function priceBandOf(amount: number, country: Country): number {
  const bands = priceBands[country]
  const i = bands.findIndex(([min, max]) => amount >= min && (max === null || amount < max))
  return i + 1
}

/** The [min, max) range of a band; max null means open-ended. */
export function priceBandRange(band: number, country: Country): readonly [number, number | null] | undefined {
  return priceBands[country][band - 1]
}
