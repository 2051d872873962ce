import { smsText } from '@server/messages'
import type { FastifyInstance } from 'fastify'
import { otp as rules } from '@core/domain/constants'
import { hmac, newId, randomCode, sameHex } from '@server/lib/crypto'
import { badRequest, forbidden, HttpError, tooMany } from '@server/lib/errors'
import { route } from '@server/lib/http'
import { hitLimits } from '@server/lib/rate-limit'
import { emailFromEnv, emailOff, offEmail, type EmailProvider } from '@server/providers/email'
import type { Services } from '@server/services'
import { notifyChange, requireSiteSession, toUser } from './service'
import { doneText } from '@server/messages'
import { resetPassword, sendResetCode } from './reset'
import { doneEn } from '@server/messages.done'

export const resetSent = doneEn.reset_sent
export const wrongResetCode = 'The code is wrong or has expired'
export const passwordReset = doneEn.password_reset
export const wrongEmailCode = 'The code is wrong or has expired'
export const phoneFirst = 'Sign in with a code sent to your phone before you change your email address'
export const sameEmail = 'This is already your email address'

/**
 * The account area's routes (registered in app.ts): password reset by SMS or email (reset.ts), profile
 * edits, and the e-mail change.
 */
export default function accountRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  // Services has no email provider yet (see docs/decisions.md); a test or caller may hang one on it.
  const email: EmailProvider = (s as Services & { email?: EmailProvider }).email
    ?? (emailOff(s.config.profile, process.env) ? offEmail(app.log) : emailFromEnv(process.env, app.log, s.outbox))

  route(app, s, 'forgotPassword', ({ body, country, language, ip }) => sendResetCode(s, app.log, email, body, { country, language, ip }))
  route(app, s, 'resetPassword', ({ body, country, language, ip }) => resetPassword(s, app.log, body, { country, language, ip }))

  route(app, s, 'updateProfile', async ({ body, user, sessionKind, language }) => {
    // The first email may be set here (unproven); another one needs a code sent to it (email_change).
    const email = body.email ?? user.email
    if (email !== user.email && user.email !== '') {
      requireSiteSession(sessionKind)
      throw badRequest('email_change_needs_code')
    }
    // A profile with a first name and an email is a complete sign-up, however the account began.
    await db.updateTable('users').set({ fname: body.fname, lname: body.lname ?? user.lname, email, signup_complete: email === '' ? user.signup_complete : 1 })
      .where('id', '=', user.id).execute()
    const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
    return { success: true as const, user: toUser(updated), msg: doneText('profile_saved', language) }
  })

  emailChangeRoutes(app, s, email)
}

/**
 * Changing the email: a code goes to the NEW address (email_codes: HMAC, 10 minutes, 5 tries, one use,
 * only the newest works) and the old address stays until the code comes back. Only Simu's own site may
 * do it, and only for an account whose phone is proven.
 */
function emailChangeRoutes(app: FastifyInstance, s: Services, email: EmailProvider): void {
  const { db } = s
  const codeHash = (userId: string, address: string, code: string) => hmac(s.config.secret, `email:${userId}:${address}:${code}`)

  route(app, s, 'requestEmailChange', async ({ body, user, sessionKind, language, ip }) => {
    requireSiteSession(sessionKind)
    // No code could reach the new address: say so rather than 'we sent a code' (the Profile hides the card).
    if (email.name === 'off') throw new HttpError(503, 'email_change_off')
    if (user.phone_verified_at === null) throw forbidden('phone_first')
    if (body.email === user.email && user.email_verified_at !== null) throw badRequest('same_email')
    const gap = { bucket: `email-gap:${user.id}`, max: 1, windowMs: rules.minSecondsBetweenSends * 1000 }
    const limited = await hitLimits(db, s.dialect, [
      gap,
      { bucket: `email-send-ip:${ip}`, max: rules.maxSendsPerIpPerHour, windowMs: 3600_000 },
      { bucket: `email-send:${user.id}`, max: rules.maxSendsPerPhonePerHour, windowMs: 3600_000 },
    ])
    if (limited === gap) throw tooMany('code_wait_minute')
    if (limited) throw tooMany('codes_too_many')
    const code = randomCode(rules.digits)
    const now = Date.now()
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('email_codes').set({ used_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).execute()
      await tx.insertInto('email_codes').values({
        id: newId(), user_id: user.id, email: body.email, code_hash: codeHash(user.id, body.email, code),
        created_at: now, expires_at: now + rules.ttlMinutes * 60_000, attempts: 0, used_at: null,
      }).execute()
    })
    const text = smsText('emailCode', language, { code, minutes: rules.ttlMinutes })
    await email.send(body.email, smsText('emailSubject', language), text)
    return { success: true as const, msg: doneText('email_code_sent', language, { email: body.email }) }
  })

  route(app, s, 'confirmEmailChange', async ({ body, user, sessionKind, language, ip }) => {
    requireSiteSession(sessionKind)
    const limited = await hitLimits(db, s.dialect, [{ bucket: `email-verify-ip:${ip}`, max: rules.maxVerifiesPerIpPerHour, windowMs: 3600_000 }])
    if (limited) throw tooMany('attempts_too_many')
    const now = Date.now()
    const row = await db.selectFrom('email_codes').selectAll().where('user_id', '=', user.id).where('used_at', 'is', null)
      .where('expires_at', '>', now).orderBy('created_at', 'desc').executeTakeFirst()
    if (!row) throw badRequest('code_wrong_or_expired')
    const counted = await db.updateTable('email_codes').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id).where('attempts', '<', rules.maxWrongTries).where('used_at', 'is', null).executeTakeFirst()
    if (Number(counted.numUpdatedRows) === 0) throw badRequest('wrong_codes_too_many')
    if (!sameHex(row.code_hash, codeHash(user.id, row.email, body.code))) throw badRequest('code_wrong_or_expired')
    const spent = await db.updateTable('email_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) throw badRequest('code_wrong_or_expired')
    await db.updateTable('users').set({ email: row.email, email_verified_at: now }).where('id', '=', user.id).execute()
    const updated = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
    // Every address that becomes proven is told to the phone, the account's first one too: from now on a
    // password reset can go to it.
    notifyChange(s, app.log, updated, 'email', { email: row.email })
    return { success: true as const, user: toUser(updated), msg: doneText('email_confirmed', language) }
  })
}
