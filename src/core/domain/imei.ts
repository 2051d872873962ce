/**
 * IMEI numbers: 15 digits, the last a Luhn check digit over the first 14 (3GPP TS 23.003). Used by the
 * warranty registration form (to catch a typo before sending) and by the server (which decides).
 */

/** An IMEI has 14 digits of identity plus one check digit. */
export const imeiLength = 15

/** The digits of what someone typed: phones print IMEIs with spaces, dashes or slashes. */
export function normaliseImei(input: string): string {
  return input.replace(/[\s\-/.]/g, '')
}

/** The Luhn check digit for a string of digits (the digit that makes the whole string valid). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0
  // Doubling starts at the rightmost digit of the payload, because the check digit will follow it.
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

export type ImeiProblem = 'empty' | 'notDigits' | 'length' | 'checksum'

/** Why an IMEI is not valid, or null when it is (after normalising). */
export function imeiProblem(input: string): ImeiProblem | null {
  const imei = normaliseImei(input)
  if (imei === '') return 'empty'
  if (!/^\d+$/.test(imei)) return 'notDigits'
  if (imei.length !== imeiLength) return 'length'
  if (luhnCheckDigit(imei.slice(0, -1)) !== Number(imei.slice(-1))) return 'checksum'
  return null
}

export const isValidImei = (input: string): boolean => imeiProblem(input) === null
