/**
 * The account area's rules: sign-in codes (sent, proven once), password sign-in, sign-up and the
 * password change, the first proof of a phone (claimPhone), change notices, and a user as the API shows
 * it. HTTP, sessions and cookies are auth-routes.ts and routes.ts.
 */
import { smsText } from '@server/messages'
import type { Log } from '@server/logging'
import type { User } from '@core/account/contract'
import { countryLanguage, otp as rules, whatsappNumber, type Country, type Language } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { translator } from '@core/i18n'
import { phoneOrFail, storedCountry } from '@server/lib/country'
import type { Db } from '@server/db'
import type { UsersTable } from './schema'
import { hashPassword, hmac, newId, randomCode, sameHex, verifyPassword } from '@server/lib/crypto'
import { badRequest, forbidden, HttpError, tooMany } from '@server/lib/errors'
import { hitLimits, lastHit } from '@server/lib/rate-limit'
import type { Services } from '@server/services'
import { doneText } from '@server/messages'

export const wrongCode = 'incorrect OTP...'
export const signInFailed = 'Wrong phone number or password'
export const partnerRefused = "Change this on Simu's own site: e-mail, password and payout changes are not made from a partner's page"
export const proofNeeded = 'Enter your current password, or the code we text to your phone'
export const wrongPassword = 'Your current password is not right'

export const emailChangeNeedsCode = 'To change your email address, confirm the new one with the code we send to it'

/** E-mail, password and payout changes are refused to a session made on a partner's page. */
export function requireSiteSession(kind: 'site' | 'partner' | null): void {
  if (kind === 'partner') throw forbidden('partner_session_refused')
}

/**
 * The first code sign-in of an account whose phone was never proven: whoever registered it may not have
 * owned the phone, so its password, its sessions and its unproven e-mail (with the names given with them)
 * go; later proofs only refresh phone_verified_at.
 */
export async function claimPhone(db: Db, userId: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const claimed = await tx.updateTable('users').set({ password_hash: null, phone_verified_at: now })
      .where('id', '=', userId).where('phone_verified_at', 'is', null).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) {
      await tx.updateTable('users').set({ phone_verified_at: now }).where('id', '=', userId).execute()
      return
    }
    await tx.updateTable('users').set({ email: '', fname: '', lname: '', signup_complete: 0 })
      .where('id', '=', userId).where('email_verified_at', 'is', null).execute()
    await tx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
  })
}

/** An SMS to the account's phone about a change to it, in Swahili for Tanzania; a failure is only logged. */
export function notifyChange(s: Services, log: Log, user: UsersTable, change: 'email' | 'password' | 'payout', params: Record<string, string> = {}): void {
  const country = storedCountry(user.country)
  const t = translator(countryLanguage[country])
  const text = t(`account.notice.${change}`, { contact: `+${whatsappNumber[country]}`, ...params })
  s.sms.send(user.phone, text).catch((error: unknown) => log.error({ err: error, change }, 'could not send a change notice'))
}

export function toUser(u: UsersTable): User {
  return {
    _id: u.id, userId: u.id, fname: u.fname, lname: u.lname, email: u.email, phone: u.phone,
    country: storedCountry(u.country), signupComplete: u.signup_complete === 1, hasPassword: u.password_hash !== null,
    emailVerified: u.email !== '' && u.email_verified_at !== null,
  }
}


const codeHash = (s: Services, phone: string, code: string) => hmac(s.config.secret, `${phone}:${code}`)

/** Sends a sign-in code by SMS (the newest code is the only one that works); the same reply with or without an account. */
export async function sendSignInCode(s: Services, log: Log, phone: string, o: { language: Language; ip: string }) {
  const { db } = s
  // All three limits are counted under one lock, so parallel requests cannot slip past them.
  const gap = { bucket: `otp-gap:${phone}`, max: 1, windowMs: rules.minSecondsBetweenSends * 1000 }
  const limited = await hitLimits(db, s.dialect, [
    gap,
    { bucket: `otp-send-ip:${o.ip}`, max: rules.maxSendsPerIpPerHour, windowMs: 3600_000 },
    { bucket: `otp-send:${phone}`, max: rules.maxSendsPerPhonePerHour, windowMs: 3600_000 },
  ])
  if (limited === gap) {
    const last = (await lastHit(db, gap.bucket)) ?? Date.now()
    const wait = Math.max(1, Math.ceil((gap.windowMs - (Date.now() - last)) / 1000))
    throw tooMany('code_wait', undefined, { wait })
  }
  if (limited) throw tooMany('codes_too_many')
  const code = randomCode(rules.digits)
  const now = Date.now()
  await db.transaction().execute(async (tx) => {
    // Only the newest code works: an older one is spent the moment a new one is sent.
    await tx.updateTable('otp_codes').set({ used_at: now }).where('phone', '=', phone).where('used_at', 'is', null).execute()
    await tx.insertInto('otp_codes').values({
      id: newId(), phone, code_hash: codeHash(s, phone, code), created_at: now, expires_at: now + rules.ttlMinutes * 60_000, attempts: 0, used_at: null,
    }).execute()
  })
  try {
    await s.sms.send(phone, smsText('signInCode', o.language, { code, minutes: rules.ttlMinutes }))
  } catch (error) {
    log.error({ err: error }, 'SMS provider failed')
    throw new HttpError(502, 'code_send_failed')
  }
  return { success: true as const, msg: doneText('code_sent', o.language) }
}

/**
 * Spends the phone's newest sign-in code if `code` is it: hashed, compared in constant time, tries
 * counted atomically before the comparison, single use, and per-IP limits. Throws otherwise.
 */
export async function proveCode(s: Services, phone: string, code: string, ip: string): Promise<void> {
  const { db } = s
  const limited = await hitLimits(db, s.dialect, [{ bucket: `otp-verify-ip:${ip}`, max: rules.maxVerifiesPerIpPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('attempts_too_many')
  const now = Date.now()
  const row = await db.selectFrom('otp_codes').selectAll().where('phone', '=', phone).where('used_at', 'is', null)
    .where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst()
  if (!row) throw badRequest('otp_wrong')
  // Count the try first and atomically, so parallel guesses cannot exceed the limit.
  const counted = await db.updateTable('otp_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('attempts', '<', rules.maxWrongTries).where('used_at', 'is', null).executeTakeFirst()
  if (Number(counted.numUpdatedRows) === 0) {
    throw badRequest('wrong_codes_too_many')
  }
  if (!sameHex(row.code_hash, codeHash(s, phone, code))) throw badRequest('otp_wrong')
  const spent = await db.updateTable('otp_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
  if (Number(spent.numUpdatedRows) === 0) throw badRequest('otp_wrong')
}

/** A code sign-in: the code proves the phone; an account is made for a new one. Answers the user. */
export async function signInWithCode(s: Services, phone: string, code: string, o: { country: Country; ip: string }): Promise<UsersTable> {
  const { db } = s
  await proveCode(s, phone, code, o.ip)
  const now = Date.now()
  const existing = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
  if (existing) await claimPhone(db, existing.id, now)
  else {
    const fresh: UsersTable = { id: newId(), phone, fname: '', lname: '', email: '', password_hash: null, country: o.country, signup_complete: 0, created_at: now, phone_verified_at: now, email_verified_at: null }
    await db.insertInto('users').values(fresh).onConflict((oc) => oc.column('phone').doNothing()).execute()
  }
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow()
}

type SignupBody = { phone: string; email: string; fname: string; lname?: string | undefined; country?: Country | undefined }

export async function completeSignup(db: Db, user: UsersTable, body: SignupBody, o: { id: string; country: Country; language: Language }) {
  if (o.id !== user.id) throw forbidden('sign_up_not_yours')
  const phone = phoneOrFail(body.phone, body.country ?? o.country)
  if (phone !== user.phone) throw badRequest('phone_mismatch')
  // The first e-mail is set here (unproven); replacing one needs a code sent to the new address.
  if (user.email !== '' && body.email !== user.email) throw badRequest('email_change_needs_code')
  await db.updateTable('users').set({
    email: body.email, fname: body.fname, lname: body.lname ?? user.lname, country: body.country ?? o.country, signup_complete: 1,
  }).where('id', '=', user.id).execute()
  const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
  return { success: true as const, user: toUser(updated), msg: doneText('account_ready', o.language) }
}

/** A password sign-in: the user, or 401 whichever of phone or password is wrong. */
export async function passwordSignIn(s: Services, auth: string, password: string, o: { country: Country; ip: string }): Promise<UsersTable> {
  const { db } = s
  const phone = normalisePhone(auth, o.country)
  const limited = await hitLimits(db, s.dialect, [
    { bucket: `signin-ip:${o.ip}`, max: 30, windowMs: 15 * 60_000 },
    ...(phone ? [{ bucket: `signin:${phone}`, max: 10, windowMs: 15 * 60_000 }] : []),
  ])
  if (limited) throw tooMany('sign_ins_too_many')
  const user = phone ? await db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst() : undefined
  const ok = await verifyPassword(password, user?.password_hash ?? null)
  if (!user || !ok) throw new HttpError(401, 'sign_in_failed')
  return user
}

type PasswordBody = { password: string; currentPassword?: string | undefined; code?: string | undefined }

/** A new password, proven by the current one or a fresh SMS code; every other session is signed out. */
export async function changePassword(s: Services, log: Log, user: UsersTable, body: PasswordBody, o: { id: string; sessionId: string | null; sessionKind: 'site' | 'partner' | null; language: Language; ip: string }) {
  const { db } = s
  if (o.id !== user.id) throw forbidden('password_not_yours')
  requireSiteSession(o.sessionKind)
  // A stolen session alone cannot take the account: the current password or a fresh SMS code must come too.
  if (body.currentPassword !== undefined && user.password_hash !== null) {
    const limited = await hitLimits(db, s.dialect, [{ bucket: `password-check:${user.id}`, max: 10, windowMs: 15 * 60_000 }])
    if (limited) throw tooMany('attempts_too_many_15')
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) throw forbidden('password_wrong')
  } else if (body.code !== undefined) {
    await proveCode(s, user.phone, body.code, o.ip)
  } else {
    throw badRequest('proof_needed')
  }
  await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', user.id).execute()
  // A new password signs out every other device, in case the old one was stolen.
  await db.updateTable('sessions').set({ revoked_at: Date.now() }).where('user_id', '=', user.id).where('id', '!=', o.sessionId ?? '').where('revoked_at', 'is', null).execute()
  notifyChange(s, log, user, 'password')
  return { success: true as const, msg: doneText('password_changed', o.language) }
}

type RegisterBody = { phone: string; code: string; fname: string; lname?: string | undefined; email: string; password: string }

/** A sign-up with a password: the phone proven first, then a new account (409 when the phone has one). */
export async function registerAccount(s: Services, body: RegisterBody, o: { country: Country; ip: string }): Promise<UsersTable> {
  const { db } = s
  const phone = phoneOrFail(body.phone, o.country)
  const limited = await hitLimits(db, s.dialect, [{ bucket: `register-ip:${o.ip}`, max: 10, windowMs: 3600_000 }])
  if (limited) throw tooMany('sign_ups_too_many')
  // The phone is proven first: only its owner gets past here, and so only they learn whether it has an account.
  await proveCode(s, phone, body.code, o.ip)
  const now = Date.now()
  const existing = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
  if (existing) {
    // The code proves the phone, as a code sign-in does: an account someone else planted on it loses its
    // password and sessions before the owner is told to sign in.
    await claimPhone(db, existing.id, now)
    throw new HttpError(409, 'phone_has_account')
  }
  const user: UsersTable = {
    id: newId(), phone, fname: body.fname, lname: body.lname ?? '', email: body.email,
    password_hash: await hashPassword(body.password), country: o.country, signup_complete: 1, created_at: now, phone_verified_at: now, email_verified_at: null,
  }
  // A double-submitted form races past the check above: the unique phone decides, and the loser gets the same 409.
  const inserted = await db.insertInto('users').values(user).onConflict((oc) => oc.column('phone').doNothing()).executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw new HttpError(409, 'phone_has_account')
  return user
}
