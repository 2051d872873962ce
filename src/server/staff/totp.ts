/**
 * The staff's second factor: TOTP by RFC 6238 (SHA-1, 6 digits, 30-second steps, as every authenticator
 * app reads an otpauth:// URI) with the maintained `otpauth` library. A code is accepted one step either
 * side of now; the caller stores the step it matched, so the same code (or an older one) never works twice.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
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

/**
 * The secret as stored: sealed with AES-256-GCM under a key derived from the server's secret (config.secret,
 * SIMU_SECRET or data/secret.key), so a copy of the database alone holds no second factor.
 */
const sealKey = (serverSecret: string) => createHash('sha256').update(`simu-ops-totp:${serverSecret}`).digest()

export function sealTotpSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':')
}

/** The base32 secret, or null when it was sealed under another server secret (the staff member enrols again after a reset). */
export function openTotpSecret(serverSecret: string, stored: string): string | null {
  const [version, iv, tag, sealed] = stored.split(':')
  if (version !== 'v1' || !iv || !tag || !sealed) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(serverSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
