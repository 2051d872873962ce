/**
 * The first clear message of a failed check, zod-free so that a widget's attribute check (core/platform/attribute-rules.ts)
 * words its errors like the API's 400s without loading zod. define.ts re-exports it for the contract and the server.
 */
export interface Issue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/** Spec messages that already say what is wrong, shown to the user as they are. */
const standalone = new Set(['incorrect OTP...', 'email is not valid', 'First Name is required', 'Phone Number is required', 'Name is required', 'Occupation is required', 'Testimonial is required', 'No items in cart'])

/** The first clear message of a failed parse: what a 400 says ('field: message', or a spec message alone). */
export function firstIssue(error: { issues: readonly Issue[] }): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid request'
  if (standalone.has(issue.message)) return issue.message
  const where = issue.path.length ? `${issue.path.map(String).join('.')}: ` : ''
  return `${where}${issue.message}`
}
