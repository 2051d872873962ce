/**
 * Staff sign-in: a password, then a TOTP code. The first sign-in of an account (or after a reset) enrols
 * the authenticator: the otpauth:// URI and its secret are shown once, and a right code with a new
 * password makes the account usable. Attempts are limited per account and per address; an unknown name,
 * a wrong password and a disabled account get the same reply after the same scrypt work.
 * Sessions: random tokens stored as sha256, 12 hours idle (at most 7 days), revocable.
 */
import type { Db, Dialect } from '@server/db'
import { hashPassword, newId, newToken, sha256, verifyPassword } from '@server/lib/crypto'
import { hitOrRetry, type Limit } from '@server/lib/rate-limit'
import { audit, type Actor } from './audit'
import { staffView, normaliseLogin, type StaffView } from './accounts'
import { opsErrors } from './errors'
import type { StaffSessionsTable, StaffTable } from './schema'
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpStep, totpUri } from './totp'

export const sessionRules = { challengeMs: 5 * 60_000, idleMs: 12 * 3600_000, maxMs: 7 * 24 * 3600_000, touchEveryMs: 60_000, oneTimePasswordMs: 72 * 3600_000 }
export const attemptRules = {
  /** Per sign-in name from one address: a stranger's wrong passwords cannot lock the staff member out. */
  passwordPerLoginAndIp: { max: 10, windowMs: 15 * 60_000 },
  /** Per sign-in name from everywhere: the backstop against guessing from many addresses. */
  passwordPerLogin: { max: 100, windowMs: 15 * 60_000 },
  passwordPerIp: { max: 30, windowMs: 15 * 60_000 },
  codePerAccount: { max: 5, windowMs: 15 * 60_000 },
  codePerIp: { max: 30, windowMs: 15 * 60_000 },
}
const minPasswordLength = 12

interface Ctx { db: Db; dialect: Dialect; config: { secret: string } }

async function limit(c: Ctx, limits: Limit[]): Promise<void> {
  const tripped = await hitOrRetry(c.db, c.dialect, limits)
  if (tripped) throw opsErrors.tooMany(tripped.retryAfterSeconds)
}

const actorOf = (staff: StaffTable, ip: string): Actor => ({ staffId: staff.id, name: staff.login, ip })

export type PasswordStep =
  | { step: 'code'; challenge: string }
  | { step: 'enrol'; challenge: string; otpauthUri: string; secret: string }

/** The password step: a short-lived challenge for the code step (and, before enrolment, the secret to enrol). */
export async function passwordStep(c: Ctx, loginText: string, password: string, ip: string, now = Date.now()): Promise<PasswordStep> {
  const login = normaliseLogin(loginText) ?? `invalid:${sha256(loginText).slice(0, 16)}`
  await limit(c, [
    { bucket: `ops-pw-ip:${ip}`, ...attemptRules.passwordPerIp },
    { bucket: `ops-pw-ip-login:${ip}:${login}`, ...attemptRules.passwordPerLoginAndIp },
    { bucket: `ops-pw:${login}`, ...attemptRules.passwordPerLogin },
  ])
  const staff = await c.db.selectFrom('staff').selectAll().where('login', '=', login).executeTakeFirst()
  const right = await verifyPassword(password, staff?.password_hash ?? null)
  if (!staff || !right || staff.disabled_at !== null) throw opsErrors.signInFailed()
  // A one-time password (password_one_time: when it was issued) that was never used to enrol lapses.
  const issued = Number(staff.password_one_time)
  if (issued > 0 && now - issued > sessionRules.oneTimePasswordMs) throw opsErrors.signInFailed()
  const challenge = newToken()
  const enrolled = staff.totp_enrolled_at !== null
  const secret = enrolled ? null : newTotpSecret()
  await c.db.transaction().execute(async (tx) => {
    // Before enrolment every right password makes a new secret: one shown earlier and not enrolled is void.
    if (secret) await tx.updateTable('staff').set({ totp_secret: sealTotpSecret(c.config.secret, secret) }).where('id', '=', staff.id).execute()
    await tx.insertInto('staff_sessions').values(sessionRow(staff.id, challenge, enrolled ? 'code' : 'enrol', ip, now, now + sessionRules.challengeMs)).execute()
  })
  return secret ? { step: 'enrol', challenge, otpauthUri: totpUri(secret, staff.login), secret } : { step: 'code', challenge }
}

function sessionRow(staffId: string, token: string, stage: StaffSessionsTable['stage'], ip: string, now: number, expiresAt: number): StaffSessionsTable {
  return { id: newId(), staff_id: staffId, token_hash: sha256(token), stage, created_at: now, last_seen_at: now, expires_at: expiresAt, revoked_at: null, ip }
}

/**
 * The code step: the challenge and a TOTP code (±1 step, never a step already used) make a full session.
 * At enrolment a new password (12 characters or more) replaces the one-time one.
 */
export async function codeStep(c: Ctx, input: { challenge: string; code: string; newPassword?: string | undefined }, ip: string, now = Date.now()): Promise<{ token: string; staff: StaffView }> {
  const found = await c.db.selectFrom('staff_sessions').innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff_sessions.id as sessionId', 'staff_sessions.stage', 'staff_sessions.expires_at', 'staff_sessions.revoked_at', 'staff.id'])
    .where('staff_sessions.token_hash', '=', sha256(input.challenge)).executeTakeFirst()
  if (!found || found.stage === 'full' || found.revoked_at !== null || Number(found.expires_at) <= now) throw opsErrors.challengeExpired()
  await limit(c, [
    { bucket: `ops-code-ip:${ip}`, ...attemptRules.codePerIp },
    { bucket: `ops-code:${found.id}`, ...attemptRules.codePerAccount },
  ])
  const staff = await c.db.selectFrom('staff').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow()
  const secret = staff.totp_secret === null ? null : openTotpSecret(c.config.secret, staff.totp_secret)
  if (staff.disabled_at !== null || !secret) throw opsErrors.challengeExpired()
  const step = totpStep(secret, staff.login, input.code, now)
  if (step === null) throw opsErrors.codeWrong()
  const enrolling = found.stage === 'enrol'
  const newHash = enrolling ? await newPasswordHash(input.newPassword) : null
  const token = newToken()
  const ok = await c.db.transaction().execute(async (tx) => {
    // The step is taken atomically: of two requests with one code, one wins and the other is a replay.
    const taken = await tx.updateTable('staff').set({
      totp_last_step: step,
      ...(newHash ? { password_hash: newHash, password_one_time: 0, totp_enrolled_at: now } : {}),
    }).where('id', '=', staff.id).where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])).executeTakeFirst()
    if (Number(taken.numUpdatedRows) === 0) return false
    await tx.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', found.sessionId).execute()
    await tx.insertInto('staff_sessions').values(sessionRow(staff.id, token, 'full', ip, now, now + sessionRules.maxMs)).execute()
    if (enrolling) await audit(tx, actorOf(staff, ip), 'staff.enrol', staff.id, staffView(staff), staffView({ ...staff, totp_enrolled_at: now, password_one_time: 0 }), now)
    await audit(tx, actorOf(staff, ip), 'staff.sign_in', staff.id, null, { stage: 'full' }, now)
    return true
  })
  if (!ok) throw opsErrors.codeReplayed()
  return { token, staff: staffView({ ...staff, ...(enrolling ? { totp_enrolled_at: now } : {}) }) }
}

async function newPasswordHash(password: string | undefined): Promise<string> {
  if (!password || password.length < minPasswordLength) throw opsErrors.invalid(`Choose a new password of ${minPasswordLength} characters or more`)
  return hashPassword(password)
}

export interface StaffSession {
  sessionId: string
  staff: StaffTable
}

/** The live full session of a token, or null (unknown, a challenge, revoked, idle too long, past its end, account disabled). */
export async function sessionOf(db: Db, token: string, now = Date.now()): Promise<StaffSession | null> {
  const row = await db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
  if (!row || row.stage !== 'full' || row.revoked_at !== null) return null
  if (Number(row.expires_at) <= now || Number(row.last_seen_at) + sessionRules.idleMs <= now) return null
  const staff = await db.selectFrom('staff').selectAll().where('id', '=', row.staff_id).executeTakeFirst()
  if (!staff || staff.disabled_at !== null) return null
  if (now - Number(row.last_seen_at) >= sessionRules.touchEveryMs) {
    await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute()
  }
  return { sessionId: row.id, staff }
}

export async function signOut(db: Db, session: StaffSession, ip: string, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', session.sessionId).where('revoked_at', 'is', null).execute()
    await audit(tx, actorOf(session.staff, ip), 'staff.sign_out', session.staff.id, { stage: 'full' }, null, now)
  })
}

export { actorOf }
