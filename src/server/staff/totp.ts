/**
 * The staff's second factor: TOTP by RFC 6238 (SHA-1, 6 digits, 30-second steps, as every authenticator
 * app reads an otpauth:// URI) with the maintained `otpauth` library. A code is accepted one step either
 * side of now; the caller stores the step it matched, so the same code (or an older one) never works twice.
 */
import { Secret, TOTP } from 'otpauth'

export const totpPeriodSeconds = 30
const issuer = 'Simu Ops'

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpOf(secret: string, login: string): TOTP {
  return new TOTP({ issuer, label: login, algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) })
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or takes as a link. */
export function totpUri(secret: string, login: string): string {
  return totpOf(secret, login).toString()
}

/** The time step a code belongs to when it is right within ±1 step of `now`, else null. */
export function totpStep(secret: string, login: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret, login).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / totpPeriodSeconds) + delta
}
