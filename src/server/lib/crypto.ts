import { createHash, createHmac, randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: { N: number; r: number; p: number; maxmem: number }) => Promise<Buffer>

export const newId = (bytes = 12) => randomBytes(bytes).toString('base64url')
export const newToken = () => randomBytes(32).toString('base64url')
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
export const hmac = (key: string, s: string) => createHmac('sha256', key).update(s).digest('hex')

/** A random code of `digits` digits from the CSPRNG. */
export const randomCode = (digits: number) => String(randomInt(0, 10 ** digits)).padStart(digits, '0')

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

const params = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scrypt(password.normalize('NFKC'), salt, 32, params)
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash the work is still done, so a missing account takes as long as a wrong password.
  const [, n, r, p, salt, hash] = (stored ?? `scrypt$${params.N}$8$1$${'A'.repeat(22)}$${'A'.repeat(43)}`).split('$')
  const expected = Buffer.from(hash ?? '', 'base64url')
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt ?? '', 'base64url'), expected.length || 32, {
    N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem,
  })
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual)
}
