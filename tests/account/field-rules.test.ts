/**
 * The zod-free e-mail and new-password rules (core/domain/field-rules.ts), which the forms use before the
 * contract has loaded, give the same value and the same first message as the contract's schemas.
 */
import { describe, expect, it } from 'vitest'
import { Email, NewPassword, firstIssue } from '@core/platform/api/define'
import { emailRule, newPasswordRule } from '@core/domain/field-rules'

const asRule = (schema: typeof Email) => (input: unknown) => {
  const r = schema.safeParse(input)
  return r.success ? { ok: true, value: r.data } : { ok: false, message: r.error.issues[0]!.message }
}

describe('field rules agree with the contract', () => {
  const emails = ['a@b.co', '  Jane.Doe@Example.COM ', '', '   ', 'no-at-sign', 'a@b', 'a@b.', 'a@@b.co', `${'x'.repeat(250)}@b.co`, `a@${'.'.repeat(2000)}@`, 'a b@c.de', undefined, 42]
  it.each(emails.map((e) => [e]))('email %j', (input) => {
    expect(emailRule(input)).toEqual(asRule(Email)(input))
  })
  const passwords = ['', 'short', '12345678', 'x'.repeat(200), 'x'.repeat(201), undefined]
  it.each(passwords.map((p) => [p]))('new password %j', (input) => {
    expect(newPasswordRule(input)).toEqual(asRule(NewPassword)(input))
  })
  it('firstIssue still words a zod failure', () => {
    const r = Email.safeParse('nope')
    expect(r.success ? '' : firstIssue(r.error)).toBe('email is not valid')
  })
})
