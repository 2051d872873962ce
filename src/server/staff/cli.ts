/**
 * `cli.ts staff-add <email-or-username> <role> [--store <id>]`: a staff account made from the server's shell
 * (the first admin is made so). The one-time password is printed once, for the person who runs the command
 * to hand over; it is stored only hashed, and the first sign-in replaces it and enrols the authenticator.
 */
import type { Db } from '@server/db'
import { addStaff, normaliseLogin, resetStaff } from './accounts'
import { OpsError } from './errors'
import { opsPrefix } from './routes'

export async function staffAdd(db: Db, args: string[], user: string): Promise<string> {
  const at = args.indexOf('--store')
  const storeId = at >= 0 ? args[at + 1] : undefined
  if (at >= 0 && !storeId) throw new Error('staff-add: --store needs a store id')
  const [login, role] = args.filter((_a, i) => at < 0 || (i !== at && i !== at + 1))
  if (!login || !role) throw new Error('usage: cli.ts staff-add <email-or-username> <role> [--store <id>]')
  try {
    const { staff, password } = await addStaff(db, { login, role, storeId }, { staffId: null, name: `cli:${user}`, ip: null })
    return [
      `staff ${staff.login} (${staff.role}${staff.storeId ? `, store ${staff.storeId}` : ''}) added; one-time password:`,
      password,
      `Sign in to Simu Ops with it (POST ${opsPrefix}/auth/sign-in): the first sign-in shows an otpauth:// link and its`,
      'secret once; add it to an authenticator app (Google Authenticator, Aegis, 1Password...), then send a code from',
      `the app with a new password of 12 characters or more (POST ${opsPrefix}/auth/enrol). Later sign-ins ask for a code.`,
    ].join('\n')
  } catch (error) {
    if (error instanceof OpsError) throw new Error(`staff-add: ${error.message}`)
    throw error
  }
}

/**
 * `cli.ts staff-reset <email-or-username>`: a lost phone or password when no admin can sign in (the only
 * admin's, or after a new server secret): a new one-time password, every session ended, enrol again.
 */
export async function staffReset(db: Db, args: string[], user: string): Promise<string> {
  const login = normaliseLogin(args[0] ?? '')
  if (!login) throw new Error('usage: cli.ts staff-reset <email-or-username>')
  const row = await db.selectFrom('staff').select('id').where('login', '=', login).executeTakeFirst()
  if (!row) throw new Error(`staff-reset: there is no staff account '${login}'`)
  const { staff, password } = await resetStaff(db, row.id, { staffId: null, name: `cli:${user}`, ip: null })
  return [
    `staff ${staff.login} (${staff.role}) reset: sessions ended; one-time password:`,
    password,
    'The next sign-in enrols an authenticator app again and sets a new password (docs/ops.md).',
  ].join('\n')
}
