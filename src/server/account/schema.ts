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

export interface AccountTables {
  reset_codes: ResetCodesTable
}
