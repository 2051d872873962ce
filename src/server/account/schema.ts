/** The account area's tables as Kysely sees them (merged into Database in schema.ts). */

/** A password reset code: only its HMAC is stored; `target` is the E.164 phone or the lower-case email it went to. */
export interface ResetCodesTable {
  id: string
  user_id: string
  channel: 'sms' | 'email'
  target: string
  code_hash: string
  created_at: number
  expires_at: number
  attempts: number
  used_at: number | null
}

export interface UsersTable {
  id: string
  phone: string
  fname: string
  lname: string
  email: string
  password_hash: string | null
  country: string
  signup_complete: number
  created_at: number
  /** When the phone was last proven by an SMS code; null: never (a password sign-up from before issue 9). */
  phone_verified_at: number | null
  /** When `email` was proven by a code sent to it; null: unproven (no reset goes there). */
  email_verified_at: number | null
}
export interface OtpCodesTable { id: string; phone: string; code_hash: string; created_at: number; expires_at: number; attempts: number; used_at: number | null }
export interface SessionsTable {
  id: string
  user_id: string
  token_hash: string
  created_at: number
  expires_at: number
  revoked_at: number | null
  /** 'site': Simu's own origin (HttpOnly cookie or a first-party token); 'partner': a token made on a partner's page. */
  kind: string
  /** The partner page's origin for a 'partner' session. */
  origin: string | null
}
/** A code sent to a new e-mail address: the address becomes the account's only when the code comes back. */
export interface EmailCodesTable { id: string; user_id: string; email: string; code_hash: string; created_at: number; expires_at: number; attempts: number; used_at: number | null }
export interface AccountTables {
  users: UsersTable
  otp_codes: OtpCodesTable
  sessions: SessionsTable
  email_codes: EmailCodesTable
  reset_codes: ResetCodesTable
}
