import { countryDialCode, nationalNumberLength, type Country } from './constants'

/**
 * Normalises a phone number typed in any usual form (0712 345 678, 712345678, +254 712-345-678,
 * 254712345678) to E.164 for the given country, or null when it is not a mobile number there.
 */
export function normalisePhone(input: string, country: Country): string | null {
  const digits = input.replace(/[\s\-().]/g, '')
  if (!/^\+?\d+$/.test(digits)) return null
  const code = countryDialCode[country]
  let national = digits.replace(/^\+/, '')
  if (national.startsWith(code)) national = national.slice(code.length)
  else if (national.startsWith('0')) national = national.slice(1)
  if (national.length !== nationalNumberLength) return null
  // Mobile numbers start with 7 in all three countries; Kenya also issues 1 (011x), Tanzania 6 (06xx).
  if (!/^[167]/.test(national)) return null
  return `+${code}${national}`
}
