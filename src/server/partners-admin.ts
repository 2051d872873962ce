/**
 * Registering partners without editing the database by hand (cli.ts partner-add, partner-origins):
 * a partner gets a fresh random key and the browser origins allowed to use it.
 */
import { randomBytes } from 'node:crypto'
import type { Db } from './db'

/** The origin exactly as a browser sends it (scheme://host[:port]), or an explanation. */
export function checkOrigin(value: string, production: boolean): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${value} is not an origin: write it as https://shop.example`
  }
  if (url.origin !== value) return `${value} is not an origin: write it as ${url.origin} (scheme and host, no path or trailing slash)`
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) return `${value}: partner origins must use https://`
  return null
}

export const newAppKey = () => `pk_live_${randomBytes(18).toString('base64url')}`

/** Registers a partner; answers its new key. Refuses a taken id, a bad id or a bad origin. */
export async function addPartner(db: Db, input: { id: string; name: string; origins: string[]; production: boolean }): Promise<string> {
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(input.id)) throw new Error('the partner id must be 2-40 lower-case letters, digits or dashes')
  if (!input.name.trim()) throw new Error('the partner name is required')
  const problems = input.origins.map((o) => checkOrigin(o, input.production)).filter((p): p is string => p !== null)
  if (problems.length) throw new Error(problems.join('\n'))
  const taken = await db.selectFrom('partners').select('id').where('id', '=', input.id).executeTakeFirst()
  if (taken) throw new Error(`a partner ${input.id} exists already (partner-origins ${input.id} <origin>... changes its origins)`)
  const key = newAppKey()
  await db.insertInto('partners').values({ id: input.id, name: input.name.trim(), app_key: key, origins: JSON.stringify(input.origins) }).execute()
  return key
}

/** Replaces a partner's allowed origins (Simu's own 'simu' partner too, when the site has other origins). */
export async function setPartnerOrigins(db: Db, id: string, origins: string[], production: boolean): Promise<void> {
  const problems = origins.map((o) => checkOrigin(o, production)).filter((p): p is string => p !== null)
  if (problems.length) throw new Error(problems.join('\n'))
  const r = await db.updateTable('partners').set({ origins: JSON.stringify(origins) }).where('id', '=', id).executeTakeFirst()
  if (Number(r.numUpdatedRows) === 0) throw new Error(`no partner ${id}`)
}
