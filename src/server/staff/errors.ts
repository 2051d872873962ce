/**
 * The refusals of Simu Ops, each with a stable code (ops_*) and an English text: the console is for staff,
 * and its screens word the codes in English and Swahili themselves. staff/guard.ts replies with them.
 */
export class OpsError extends Error {
  constructor(readonly statusCode: number, readonly code: string, message: string, readonly retryAfterSeconds?: number) {
    super(message)
  }
}

export const opsErrors = {
  signInRequired: () => new OpsError(401, 'ops_sign_in_required', 'Sign in to Simu Ops'),
  roleRefused: () => new OpsError(403, 'ops_role_refused', 'Your role may not do this'),
  /** The same reply for an unknown account, a wrong password and a disabled account (no enumeration). */
  signInFailed: () => new OpsError(401, 'ops_sign_in_failed', 'Wrong sign-in name or password'),
  challengeExpired: () => new OpsError(401, 'ops_challenge_expired', 'Sign in again: the step before the code has expired'),
  codeWrong: () => new OpsError(401, 'ops_code_wrong', 'The code is not right'),
  codeReplayed: () => new OpsError(401, 'ops_code_replayed', 'This code was used already: wait for the next one'),
  tooMany: (seconds?: number) => new OpsError(429, 'ops_too_many_attempts', 'Too many attempts: wait and try again', seconds),
  invalid: (detail: string) => new OpsError(400, 'ops_invalid', detail),
  notFound: () => new OpsError(404, 'ops_not_found', 'Not found'),
  conflict: (code: string, message: string) => new OpsError(409, code, message),
}
