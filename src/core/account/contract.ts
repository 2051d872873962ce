/**
 * The API contract of accounts and sign-in: one zod/mini schema for the request and the reply of each call (spec call
 * tables, sell-side.md §7 and shop-and-repair.md §7, plus Simu's own, marked "Simu"). The client validates
 * replies with it; the server validates requests with the same schemas.
 */
import * as z from 'zod/mini'
import { Country, Email, Flag, Id, NewPassword, Ok, Password, Phone, call, msg, required, text, MessageReply } from '@core/platform/api/define'

// ---------------------------------------------------------------- users and sign-in

export const User = z.object({
  _id: Id,
  userId: Id,
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  country: Country,
  signupComplete: Flag,
  /** Simu: whether the account has a password (a code-only account sets its first one with an SMS code). */
  hasPassword: z.optional(Flag),
  /** Simu: whether the e-mail was proven by a code sent to it (only such an address gets password resets). */
  emailVerified: z.optional(Flag),
})
export type User = z.infer<typeof User>

export const SendOtpBody = z.object({ phone: Phone, country: z.optional(Country) })
export const SendOtpReply = z.object({ ...Ok, msg })

export const VerifyOtpBody = z.object({
  phone: Phone,
  random: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(/^\d{6}$/, 'incorrect OTP...')),
  country: z.optional(Country),
})
export const SignedInReply = z.object({ ...Ok, user: User, token: z.string(), userId: Id, msg })

/** PUT register/{id}: completes sign-up after a code sign-in (phone, email, first name). */
export const CompleteSignupBody = z.object({
  phone: Phone,
  email: Email,
  fname: text(60),
  lname: z.optional(z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))),
  country: z.optional(Country),
  userId: z.optional(Id),
  token: z.optional(z.string()),
})
export const UserReply = z.object({ ...Ok, user: User, msg })
/** GET profile: the user, and whether an e-mail change can be made (no e-mail goes out while EMAIL_PROVIDER is off, as in production). */
export const ProfileReply = z.object({ ...Ok, user: User, msg, emailChangeAvailable: z.optional(Flag) })

/** POST auth: password sign-in; `auth` holds the phone number. */
export const PasswordSignInBody = z.object({ auth: Phone, password: Password })

/** Simu: a 6-digit SMS code (send_otp) that proves the phone for a sign-up or a password change. */
export const SmsCode = z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.regex(/^\d{6}$/, 'the code is 6 digits'))

/**
 * POST register: a full sign-up, or (phone only) the check the spec describes; see docs/decisions.md.
 * Simu: `code` is the SMS code send_otp texted to the phone: an account belongs to whoever proves the phone.
 */
export const RegisterBody = z.object({
  fname: text(60),
  lname: z.optional(z.string().check(z.trim(), z.maxLength(60, 'at most 60 characters'))),
  phone: Phone,
  email: Email,
  password: NewPassword,
  code: SmsCode,
})
export const RegisterPhoneBody = z.object({ phone: Phone })
export const RegisterReply = z.object({ ...Ok, accessToken: z.optional(z.string()), user: z.optional(User), msg })

/**
 * PUT update_password/:id. Simu: the current password, or a fresh SMS code (send_otp to the account's
 * phone), proves it is the owner; an account without a password sets its first one with a code.
 */
export const UpdatePasswordBody = z.object({ password: NewPassword, currentPassword: z.optional(Password), code: z.optional(SmsCode) })

/**
 * The account area's calls (and their schemas): merged into the registry in ../calls.ts.
 * Building blocks (Id, Phone, Email, text, Ok, msg, call, ...) come from ../contract.
 *
 * Simu additions: the spec shows a forgot-password form but not what it does (sell-side.md §2), and a
 * profile page whose reply and edits are not shown (§3 'Profile response: not shown').
 */

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
  sendOtp: call({ method: 'POST', path: '/send_otp', body: SendOtpBody, reply: SendOtpReply }),
  verifyOtp: call({ method: 'POST', path: '/verify_otp', body: VerifyOtpBody, reply: SignedInReply }),
  completeSignup: call({ method: 'PUT', path: '/register/:id', body: CompleteSignupBody, reply: UserReply, auth: 'user' }),
  profile: call({ method: 'GET', path: '/profile', reply: ProfileReply, auth: 'user' }),
  updatePassword: call({ method: 'PUT', path: '/update_password/:id', body: UpdatePasswordBody, reply: MessageReply, auth: 'user' }),
  signOut: call({ method: 'POST', path: '/sign_out', reply: MessageReply, auth: 'user' }),
  auth: call({ method: 'POST', path: '/auth', body: PasswordSignInBody, reply: SignedInReply }),
  register: call({ method: 'POST', path: '/register', body: RegisterBody, reply: RegisterReply }),
  /** POST register with only a phone: the spec's 'does this customer exist' check (same path; see docs/decisions.md). */
  registerPhone: call({ method: 'POST', path: '/register', body: RegisterPhoneBody, reply: RegisterReply }),
  requestEmailChange: call({ method: 'POST', path: '/email_change', body: EmailChangeBody, reply: MessageReply, auth: 'user' }),
  confirmEmailChange: call({ method: 'POST', path: '/email_change/confirm', body: EmailConfirmBody, reply: UserReply, auth: 'user' }),
  forgotPassword: call({ method: 'POST', path: '/forgot_password', body: ForgotPasswordBody, reply: MessageReply }),
  resetPassword: call({ method: 'POST', path: '/reset_password', body: ResetPasswordBody, reply: MessageReply }),
  updateProfile: call({ method: 'PUT', path: '/profile', body: ProfileBody, reply: UserReply, auth: 'user' }),
} as const

