/**
 * Password reset by SMS or e-mail. Reset codes follow the sign-in code rules (constants `otp`): 6 digits
 * from the CSPRNG, stored as an HMAC, 10 minutes, one use, only the newest works, 5 wrong tries, and the
 * same send limits.
 */
import { otp as rules, type Country, type Language } from '@core/domain/constants'
import { phoneOrFail } from '@server/lib/country'
import { hashPassword, hmac, newId, randomCode, sameHex } from '@server/lib/crypto'
import { badRequest, tooMany } from '@server/lib/errors'
import { hitLimits, lastHit } from '@server/lib/rate-limit'
import type { Log } from '@server/logging'
import { doneText, smsText } from '@server/messages'
import type { EmailProvider } from '@server/providers/email'
import type { Services } from '@server/services'
import { claimPhone, notifyChange } from './service'

// A reset code can never pass as a sign-in code for the same number: the hashed text differs.
const codeHash = (s: Services, target: string, code: string) => hmac(s.config.secret, `reset:${target}:${code}`)

type Target = { phone?: string | undefined; email?: string | undefined; country?: Country | undefined }
type Caller = { country: Country; language: Language; ip: string }

/** forgot_password: a reset code to the phone or the proven e-mail, with the same reply whether or not an account has it. */
export async function sendResetCode(s: Services, log: Log, email: EmailProvider, body: Target, { country, language, ip }: Caller) {
  const { db } = s
  const channel = body.phone !== undefined ? 'sms' : 'email'
  const target = body.phone !== undefined ? phoneOrFail(body.phone, body.country ?? country) : body.email!
  // Counted before the account is looked up, so a limit tells nothing about whether it exists.
  const gap = { bucket: `reset-gap:${target}`, max: 1, windowMs: rules.minSecondsBetweenSends * 1000 }
  const limited = await hitLimits(db, s.dialect, [
    gap,
    { bucket: `reset-send-ip:${ip}`, max: rules.maxSendsPerIpPerHour, windowMs: 3600_000 },
    { bucket: `reset-send:${target}`, max: rules.maxSendsPerPhonePerHour, windowMs: 3600_000 },
  ])
  if (limited === gap) {
    const last = (await lastHit(db, gap.bucket)) ?? Date.now()
    const wait = Math.max(1, Math.ceil((gap.windowMs - (Date.now() - last)) / 1000))
    throw tooMany('code_wait', undefined, { wait })
  }
  if (limited) throw tooMany('codes_too_many')

  // Email is not unique (a code sign-up may give any address): the newest account that proved it is the
  // one reset. An address nobody proved never gets a code: whoever typed it may not own it.
  const user = channel === 'sms'
    ? await db.selectFrom('users').selectAll().where('phone', '=', target).executeTakeFirst()
    : await db.selectFrom('users').selectAll().where('email', '=', target).where('email_verified_at', 'is not', null)
      .orderBy('email_verified_at', 'desc').executeTakeFirst()
  if (user) {
    const code = randomCode(rules.digits)
    const now = Date.now()
    await db.transaction().execute(async (tx) => {
      // Only the newest reset code of an account works.
      await tx.updateTable('reset_codes').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute()
      await tx.insertInto('reset_codes').values({
        id: newId(), user_id: user.id, channel, target, code_hash: codeHash(s, target, code),
        created_at: now, expires_at: now + rules.ttlMinutes * 60_000, attempts: 0, used_at: null,
      }).execute()
    })
    const text = smsText('resetCode', language, { code, minutes: rules.ttlMinutes })
    // Not awaited, and a failure only logged: a 502 or a slower reply would tell that the account exists.
    const sent = channel === 'sms' ? s.sms.send(target, text) : email.send(target, smsText('resetSubject', language), text)
    sent.catch((error: unknown) => log.error({ err: error, channel }, 'could not deliver a password reset code'))
  }
  return { success: true as const, msg: doneText('reset_sent', language) }
}

/** reset_password: the newest code spent once, then the new password, every session signed out, the phone told. */
export async function resetPassword(s: Services, log: Log, body: Target & { code: string; password: string }, { country, language, ip }: Caller) {
  const { db } = s
  const target = body.phone !== undefined ? phoneOrFail(body.phone, body.country ?? country) : body.email!
  const limited = await hitLimits(db, s.dialect, [{ bucket: `reset-verify-ip:${ip}`, max: rules.maxVerifiesPerIpPerHour, windowMs: 3600_000 }])
  if (limited) throw tooMany('attempts_too_many')
  const now = Date.now()
  const row = await db.selectFrom('reset_codes').selectAll().where('target', '=', target).where('used_at', 'is', null)
    .where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst()
  if (!row) throw badRequest('code_wrong_or_expired')
  // Count the try first and atomically, so parallel guesses cannot exceed the limit.
  const counted = await db.updateTable('reset_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id).where('attempts', '<', rules.maxWrongTries).where('used_at', 'is', null).executeTakeFirst()
  if (Number(counted.numUpdatedRows) === 0) throw badRequest('wrong_codes_too_many')
  if (!sameHex(row.code_hash, codeHash(s, target, body.code))) throw badRequest('code_wrong_or_expired')
  const spent = await db.updateTable('reset_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
  if (Number(spent.numUpdatedRows) === 0) throw badRequest('code_wrong_or_expired')
  const passwordHash = await hashPassword(body.password)
  // A code by SMS proves the phone, as a code sign-in does (and claims an account nobody proved before).
  if (row.channel === 'sms') await claimPhone(db, row.user_id, now)
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.user_id).execute()
    // Whoever knew the old password may hold a session: a reset signs out every device.
    await tx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', row.user_id).where('revoked_at', 'is', null).execute()
  })
  // A reset by e-mail is a password change the phone's owner may not know of: they are told by SMS.
  const owner = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst()
  if (owner) notifyChange(s, log, owner, 'password')
  return { success: true as const, msg: doneText('password_reset', language) }
}
