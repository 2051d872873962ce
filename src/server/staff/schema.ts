/**
 * The staff's tables (010_staff): accounts apart from the customers', their sessions, and the audit
 * trail of every ops action. Times are epoch milliseconds; before/after are JSON text.
 */
export const staffRoles = ['admin', 'inspector', 'technician', 'store', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]
export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (staffRoles as readonly string[]).includes(value)

export interface StaffTable {
  id: string
  /** An e-mail address or a user name, lower-cased: what the staff member signs in with. */
  login: string
  role: StaffRole
  /** The store a 'store' staff member works at (stores.id); null for the other roles. */
  store_id: string | null
  password_hash: string
  /** 1 while the password is the one-time one the command line or an admin gave: enrolment sets a new one. */
  password_one_time: number
  /** The TOTP secret, sealed (staff/totp.ts sealTotpSecret): pending until totp_enrolled_at is set. */
  totp_secret: string | null
  totp_enrolled_at: number | null
  /** The last TOTP time step accepted: a code of that step or an earlier one is refused (no replay). */
  totp_last_step: number | null
  disabled_at: number | null
  created_at: number
  created_by: string
}

/** 'enrol' or 'code': the password was right and a TOTP code is still due (5 minutes); 'full': signed in. */
export type StaffSessionStage = 'enrol' | 'code' | 'full'

export interface StaffSessionsTable {
  id: string
  staff_id: string
  /** sha256 of the token: the token itself is never stored. */
  token_hash: string
  stage: StaffSessionStage
  created_at: number
  last_seen_at: number
  expires_at: number
  revoked_at: number | null
  ip: string
}

export interface OpsAuditTable {
  id: string
  at: number
  /** The staff member's id, or null for the command line. */
  staff_id: string | null
  /** Who, as people read it: the staff login, or 'cli:<user>'. */
  actor: string
  action: string
  /** What the action was about (a staff id, a quote id...). */
  target: string | null
  before_json: string | null
  after_json: string | null
  ip: string | null
}

export interface StaffTables {
  staff: StaffTable
  staff_sessions: StaffSessionsTable
  ops_audit: OpsAuditTable
}
