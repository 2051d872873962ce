/**
 * Staff accounts: made by the command line (the first admin) or by an admin, listed, disabled (which ends
 * their sessions) and reset (a new one-time password and a new authenticator enrolment). Each change
 * writes its audit row in the same transaction.
 */
import type { Db } from '@server/db'
import { hashPassword, newId } from '@server/lib/crypto'
import { audit, type Actor } from './audit'
import { opsErrors } from './errors'
import { isStaffRole, type StaffRole, type StaffTable } from './schema'

/** A staff account as the API shows it: never the password hash or the TOTP secret. */
export interface StaffView {
  id: string
  login: string
  role: StaffRole
  storeId: string | null
  enrolled: boolean
  disabled: boolean
  createdAt: string
  createdBy: string
}

export function staffView(row: StaffTable): StaffView {
  return {
    id: row.id, login: row.login, role: row.role, storeId: row.store_id, enrolled: row.totp_enrolled_at !== null,
    disabled: row.disabled_at !== null, createdAt: new Date(Number(row.created_at)).toISOString(), createdBy: row.created_by,
  }
}

/** An e-mail address or a user name: 3-100 of a-z 0-9 . _ @ + -, compared lower-cased. */
export function normaliseLogin(login: string): string | null {
  const value = login.trim().toLowerCase()
  return /^[a-z0-9._@+-]{3,100}$/.test(value) ? value : null
}

/** A one-time password: 20 characters from the CSPRNG (120 bits). */
const oneTimePassword = () => newId(15)

export interface NewStaff {
  login: string
  role: string
  storeId?: string | null | undefined
}

/** A new staff account with a one-time password (returned once, stored only hashed); 409 when the login is taken. */
export async function addStaff(db: Db, input: NewStaff, actor: Actor, now = Date.now()): Promise<{ staff: StaffView; password: string }> {
  const login = normaliseLogin(input.login)
  if (!login) throw opsErrors.invalid('A sign-in name is 3 to 100 of a-z, 0-9 and . _ @ + -')
  if (!isStaffRole(input.role)) throw opsErrors.invalid('The role is one of admin, inspector, technician, store, support')
  const storeId = input.storeId ?? null
  if (input.role === 'store' && !storeId) throw opsErrors.invalid('Store staff need their store (--store <id>)')
  if (input.role !== 'store' && storeId) throw opsErrors.invalid('Only store staff have a store')
  if (storeId && !(await db.selectFrom('stores').select('id').where('id', '=', storeId).executeTakeFirst())) {
    throw opsErrors.invalid(`There is no store '${storeId}'`)
  }
  const password = oneTimePassword()
  const row: StaffTable = {
    id: newId(), login, role: input.role, store_id: storeId, password_hash: await hashPassword(password), password_one_time: now,
    totp_secret: null, totp_enrolled_at: null, totp_last_step: null, disabled_at: null, created_at: now, created_by: actor.name,
  }
  const added = await db.transaction().execute(async (tx) => {
    const inserted = await tx.insertInto('staff').values(row).onConflict((oc) => oc.column('login').doNothing()).executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false
    await audit(tx, actor, 'staff.create', row.id, null, staffView(row), now)
    return true
  })
  if (!added) throw opsErrors.conflict('ops_login_taken', `There is a staff account '${login}' already`)
  return { staff: staffView(row), password }
}

export async function listStaff(db: Db): Promise<StaffView[]> {
  const rows = await db.selectFrom('staff').selectAll().orderBy('login').execute()
  return rows.map(staffView)
}

async function staffOrFail(db: Pick<Db, 'selectFrom'>, id: string): Promise<StaffTable> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw opsErrors.notFound()
  return row
}

/** Disables an account and ends its sessions at once; an admin cannot disable their own account. */
export async function disableStaff(db: Db, id: string, actor: Actor, now = Date.now()): Promise<StaffView> {
  if (id === actor.staffId) throw opsErrors.conflict('ops_not_yourself', 'You cannot disable your own account')
  return db.transaction().execute(async (tx) => {
    const before = await staffOrFail(tx, id)
    if (before.disabled_at !== null) return staffView(before)
    await tx.updateTable('staff').set({ disabled_at: now }).where('id', '=', id).execute()
    await tx.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', id).where('revoked_at', 'is', null).execute()
    const after = { ...before, disabled_at: now }
    await audit(tx, actor, 'staff.disable', id, staffView(before), staffView(after), now)
    return staffView(after)
  })
}

/**
 * A lost phone or password: a new one-time password, the authenticator to enrol again, every session
 * ended. The account stays as it was otherwise (a disabled one stays disabled).
 */
export async function resetStaff(db: Db, id: string, actor: Actor, now = Date.now()): Promise<{ staff: StaffView; password: string }> {
  const password = oneTimePassword()
  const hash = await hashPassword(password)
  const staff = await db.transaction().execute(async (tx) => {
    const before = await staffOrFail(tx, id)
    const changes = { password_hash: hash, password_one_time: now, totp_secret: null, totp_enrolled_at: null, totp_last_step: null }
    await tx.updateTable('staff').set(changes).where('id', '=', id).execute()
    await tx.updateTable('staff_sessions').set({ revoked_at: now }).where('staff_id', '=', id).where('revoked_at', 'is', null).execute()
    const after = { ...before, ...changes }
    await audit(tx, actor, 'staff.reset', id, staffView(before), staffView(after), now)
    return staffView(after)
  })
  return { staff, password }
}
