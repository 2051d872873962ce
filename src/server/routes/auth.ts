import type { FastifyInstance } from 'fastify'
import type { User } from '../../core/api/contract'
import { otp as rules, type Country } from '../../core/domain/constants'
import { normalisePhone } from '../../core/domain/phone'
import { isCountry } from '../../core/stores/country'
import type { UsersTable } from '../db/schema'
import { hashPassword, hmac, newId, randomCode, sameHex, verifyPassword } from '../lib/crypto'
import { badRequest, forbidden, HttpError, tooMany } from '../lib/errors'
import { handle, route } from '../lib/http'
import { hitLimits, lastHit } from '../lib/rate-limit'
import type { Services } from '../services'

export const wrongCode = 'incorrect OTP...'
export const signInFailed = 'Wrong phone number or password'

export function toUser(u: UsersTable): User {
  return {
    _id: u.id, userId: u.id, fname: u.fname, lname: u.lname, email: u.email, phone: u.phone,
    country: isCountry(u.country) ? u.country : 'ke', signupComplete: u.signup_complete === 1,
  }
}

export function phoneOrFail(input: string, country: Country): string {
  const phone = normalisePhone(input, country)
  if (!phone) throw badRequest(`phone number is not valid: enter a ${country.toUpperCase()} mobile number such as ${example[country]}`)
  return phone
}
const example: Record<Country, string> = { ke: '0712 345 678', tz: '0754 123 456', ug: '0772 123 456' }

export default function authRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  const codeHash = (phone: string, code: string) => hmac(s.config.secret, `${phone}:${code}`)

  route(app, s, 'sendOtp', async ({ body, country, ip }) => {
    const phone = phoneOrFail(body.phone, body.country ?? country)
    // All three limits are counted under one lock, so parallel requests cannot slip past them.
    const gap = { bucket: `otp-gap:${phone}`, max: 1, windowMs: rules.minSecondsBetweenSends * 1000 }
    const limited = await hitLimits(db, s.dialect, [
      gap,
      { bucket: `otp-send-ip:${ip}`, max: rules.maxSendsPerIpPerHour, windowMs: 3600_000 },
      { bucket: `otp-send:${phone}`, max: rules.maxSendsPerPhonePerHour, windowMs: 3600_000 },
    ])
    if (limited === gap) {
      const last = (await lastHit(db, gap.bucket)) ?? Date.now()
      const wait = Math.max(1, Math.ceil((gap.windowMs - (Date.now() - last)) / 1000))
      throw tooMany(`Please wait ${wait} seconds before asking for another code`)
    }
    if (limited) throw tooMany('Too many codes were requested. Please try again in an hour')
    const code = randomCode(rules.digits)
    const now = Date.now()
    await db.transaction().execute(async (tx) => {
      // Only the newest code works: an older one is spent the moment a new one is sent.
      await tx.updateTable('otp_codes').set({ used_at: now }).where('phone', '=', phone).where('used_at', 'is', null).execute()
      await tx.insertInto('otp_codes').values({
        id: newId(), phone, code_hash: codeHash(phone, code), created_at: now, expires_at: now + rules.ttlMinutes * 60_000, attempts: 0, used_at: null,
      }).execute()
    })
    try {
      await s.sms.send(phone, `Your Simu code is ${code}. It expires in ${rules.ttlMinutes} minutes. Never share it.`)
    } catch (error) {
      app.log.error({ err: error }, 'SMS provider failed')
      throw new HttpError(502, 'We could not send the code. Please try again')
    }
    // The same reply whether or not the phone has an account.
    return { success: true as const, msg: 'A code has been sent to your phone' }
  })

  route(app, s, 'verifyOtp', async ({ body, country, ip }) => {
    const phone = phoneOrFail(body.phone, body.country ?? country)
    const limited = await hitLimits(db, s.dialect, [{ bucket: `otp-verify-ip:${ip}`, max: rules.maxVerifiesPerIpPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('Too many attempts. Please try again later')
    const now = Date.now()
    const row = await db.selectFrom('otp_codes').selectAll().where('phone', '=', phone).where('used_at', 'is', null)
      .where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst()
    if (!row) throw badRequest(wrongCode)
    // Count the try first and atomically, so parallel guesses cannot exceed the limit.
    const counted = await db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id).where('attempts', '<', rules.maxWrongTries).where('used_at', 'is', null).executeTakeFirst()
    if (Number(counted.numUpdatedRows) === 0) {
      throw badRequest('Too many wrong codes. Please request a new code')
    }
    if (!sameHex(row.code_hash, codeHash(phone, body.random))) throw badRequest(wrongCode)
    const spent = await db.updateTable('otp_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) throw badRequest(wrongCode)
    let user = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst()
    if (!user) {
      user = { id: newId(), phone, fname: '', lname: '', email: '', password_hash: null, country: body.country ?? country, signup_complete: 0, created_at: now, phone_verified_at: now, email_verified_at: null }
      await db.insertInto('users').values(user).onConflict((oc) => oc.column('phone').doNothing()).execute()
      user = await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow()
    }
    const token = await s.sessions.create(user.id)
    return { success: true as const, user: toUser(user), token, userId: user.id }
  })

  route(app, s, 'completeSignup', async ({ body, params, user, country }) => {
    if (params.id !== user.id) throw forbidden('You can only complete your own sign-up')
    const phone = phoneOrFail(body.phone, body.country ?? country)
    if (phone !== user.phone) throw badRequest('phone number does not match the one you signed in with')
    await db.updateTable('users').set({
      email: body.email, fname: body.fname, lname: body.lname ?? user.lname, country: body.country ?? country, signup_complete: 1,
    }).where('id', '=', user.id).execute()
    const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
    return { success: true as const, user: toUser(updated), msg: 'Your account is ready' }
  })

  route(app, s, 'auth', async ({ body, country, ip }) => {
    const phone = normalisePhone(body.auth, country)
    const limited = await hitLimits(db, s.dialect, [
      { bucket: `signin-ip:${ip}`, max: 30, windowMs: 15 * 60_000 },
      ...(phone ? [{ bucket: `signin:${phone}`, max: 10, windowMs: 15 * 60_000 }] : []),
    ])
    if (limited) throw tooMany('Too many sign-in attempts. Please try again in 15 minutes')
    const user = phone ? await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst() : undefined
    const ok = await verifyPassword(body.password, user?.password_hash ?? null)
    if (!user || !ok) throw new HttpError(401, signInFailed)
    const token = await s.sessions.create(user.id)
    return { success: true as const, user: toUser(user), token, userId: user.id, msg: 'Signed in' }
  })

  route(app, s, 'profile', async ({ user }) => ({ success: true as const, user: toUser(user) }))

  route(app, s, 'updatePassword', async ({ body, params, user, sessionId }) => {
    if (params.id !== user.id) throw forbidden('You can only change your own password')
    await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', user.id).execute()
    // A new password signs out every other device, in case the old one was stolen.
    await db.updateTable('sessions').set({ revoked_at: Date.now() }).where('user_id', '=', user.id).where('id', '!=', sessionId ?? '').where('revoked_at', 'is', null).execute()
    return { success: true as const, msg: 'Password changed' }
  })

  route(app, s, 'signOut', async ({ sessionId }) => {
    if (sessionId) await s.sessions.revoke(sessionId)
    return { success: true as const, msg: 'Signed out' }
  })

  const register = handle(s, 'register', async ({ body, country, ip }) => {
    const phone = phoneOrFail(body.phone, country)
    const limited = await hitLimits(db, s.dialect, [{ bucket: `register-ip:${ip}`, max: 10, windowMs: 3600_000 }])
    if (limited) throw tooMany('Too many sign-ups from this network. Please try again in an hour')
    // A sign-up form cannot help telling that a number is taken; the per-network limit above stops harvesting.
    const existing = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
    if (existing) throw new HttpError(409, 'This phone number already has an account. Please sign in')
    const user: UsersTable = {
      id: newId(), phone, fname: body.fname, lname: body.lname ?? '', email: body.email,
      password_hash: await hashPassword(body.password), country, signup_complete: 1, created_at: Date.now(), phone_verified_at: null, email_verified_at: null,
    }
    // A double-submitted form races past the check above: the unique phone decides, and the loser gets the same 409.
    const inserted = await db.insertInto('users').values(user).onConflict((oc) => oc.column('phone').doNothing()).executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, 'This phone number already has an account. Please sign in')
    const token = await s.sessions.create(user.id)
    return { success: true as const, accessToken: token, user: toUser(user), msg: 'Account created' }
  })

  const registerPhone = handle(s, 'registerPhone', async ({ body, country }) => {
    phoneOrFail(body.phone, country)
    // Whether the number has an account is never told (no account enumeration): the code sign-in that
    // follows finds out once the phone is proven, and then asks a new customer for their details.
    return { success: true as const, msg: 'Continue with the code we send to your phone' }
  })

  // Both share the spec's path: a body with only a phone is the 'is this a new customer' check.
  app.post('/api/v1/register', async (req, reply) => {
    const raw = req.body
    const phoneOnly = typeof raw === 'object' && raw !== null && Object.keys(raw).length === 1 && 'phone' in raw
    return phoneOnly ? registerPhone(req, reply) : register(req, reply)
  })
}
