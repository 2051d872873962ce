/**
 * The account area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 *
 * Simu additions: the spec shows a forgot-password form but not what it does (sell-side.md §2), and a
 * profile page whose reply and edits are not shown (§3 'Profile response: not shown').
 */
import * as z from 'zod/mini'
import { call, Country, Email, MessageReply, NewPassword, Phone, required, text, UserReply } from '../contract'

/** Exactly one of email and phone: the account whose password is reset. */
const oneTarget = z.refine<{ email?: string; phone?: string }>(
  (v) => (v.email === undefined) !== (v.phone === undefined),
  { error: 'enter your email or your phone number' },
)

/** POST forgot_password: sends a reset code by SMS (phone) or email; the same reply whether or not an account matches. */
export const ForgotPasswordBody = z.object({
  email: z.optional(Email),
  phone: z.optional(Phone),
  /** Reads the phone for this country; the country header otherwise. */
  country: z.optional(Country),
}).check(oneTarget)
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>

/** The reset code: six digits, as the SMS sign-in code. */
export const ResetCode = z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(/^\d{6}$/, 'the code is 6 digits'))

/** POST reset_password: sets a new password with the code; every session of the account is revoked. */
export const ResetPasswordBody = z.object({
  email: z.optional(Email),
  phone: z.optional(Phone),
  country: z.optional(Country),
  code: ResetCode,
  password: NewPassword,
}).check(oneTarget)
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>

const lastName = z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))

/**
 * PUT profile: the signed-in user's names, and the email while the account has none. The phone is the
 * account's identity and cannot change; another email goes through email_change (a code sent to it).
 */
export const ProfileBody = z.object({
  fname: text(60),
  lname: z.optional(lastName),
  email: z.optional(Email),
  phone: z.optional(z.never({ error: 'phone number cannot be changed' })),
})
export type ProfileBody = z.infer<typeof ProfileBody>

/** Simu: POST email_change: e-mails a 6-digit code to the new address; the old one stays until it is confirmed. */
export const EmailChangeBody = z.object({ email: Email })
/** Simu: POST email_change/confirm: the code from the e-mail makes its address the account's (proven) email. */
export const EmailConfirmBody = z.object({ code: ResetCode })

export const accountCalls = {
  requestEmailChange: call({ method: 'POST', path: '/email_change', body: EmailChangeBody, reply: MessageReply, auth: 'user' }),
  confirmEmailChange: call({ method: 'POST', path: '/email_change/confirm', body: EmailConfirmBody, reply: UserReply, auth: 'user' }),
  forgotPassword: call({ method: 'POST', path: '/forgot_password', body: ForgotPasswordBody, reply: MessageReply }),
  resetPassword: call({ method: 'POST', path: '/reset_password', body: ResetPasswordBody, reply: MessageReply }),
  updateProfile: call({ method: 'PUT', path: '/profile', body: ProfileBody, reply: UserReply, auth: 'user' }),
} as const
