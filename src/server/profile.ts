/**
 * The production profile (NODE_ENV=production): every sandbox and developer stand-in is refused, so
 * a server started without its real gateways stops at once instead of giving phones away. Development
 * (no NODE_ENV) keeps every sandbox on.
 */

import { addressMatcher, privateRanges } from './lib/addresses'

export type Profile = 'development' | 'production'

export const profileOf = (env: NodeJS.ProcessEnv): Profile => (env.NODE_ENV === 'production' ? 'production' : 'development')

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const missing = (name: string, why: string) => `${name} is not set: ${why}`

/**
 * Settings valid in every profile (TRUST_PROXY, LIPALATER_PROVIDER, RATE_LIMIT_PER_MINUTE): one line
 * per problem.
 */
export function settingProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  const trust = trustProxyOf(env.TRUST_PROXY)
  if (trust === 'invalid') {
    problems.push(`TRUST_PROXY=${env.TRUST_PROXY} is not valid: give the number of proxies in front of Simu (e.g. 1) or a comma-separated list of proxy IPs or CIDRs (e.g. 10.0.0.0/8), never true`)
  }
  const lipa = env.LIPALATER_PROVIDER
  if (lipa !== undefined && lipa !== '' && lipa !== 'sandbox' && lipa !== 'off') problems.push(`LIPALATER_PROVIDER=${lipa} is not valid: use off (or sandbox in development)`)
  const rate = env.RATE_LIMIT_PER_MINUTE
  if (rate !== undefined && rate !== '' && !(Number.isInteger(Number(rate)) && Number(rate) > 0)) problems.push(`RATE_LIMIT_PER_MINUTE=${rate} is not valid: give a whole number of requests per minute per IP`)
  return problems.concat(liveInDevelopment(env))
}

/**
 * Development with a live outside service: the dev profile's gifts (an SMS outbox anyone can read, dev
 * partner keys with localhost origins, coupons and cash codes, a Lipa Later sandbox that approves any ID)
 * would then meet real money or real phones. Live M-Pesa or live SMS is production, and must say so.
 */
function liveInDevelopment(env: NodeJS.ProcessEnv): string[] {
  if (profileOf(env) === 'production') return []
  const problems: string[] = []
  const host = (url: string | undefined) => {
    try {
      return url ? new URL(url).hostname : ''
    } catch {
      return ''
    }
  }
  if (env.MPESA_PROVIDER === 'daraja' && host(env.DARAJA_BASE_URL) === 'api.safaricom.co.ke') {
    problems.push(`DARAJA_BASE_URL=${env.DARAJA_BASE_URL} is Safaricom's live API: real money moves, so set NODE_ENV=production (development keeps its test coupons, cash codes and sandboxes) or use the Daraja sandbox`)
  }
  // Africa's Talking's live host is its default; its sandbox is the username 'sandbox' on api.sandbox.africastalking.com.
  const atHost = env.AT_BASE_URL ? host(env.AT_BASE_URL) : 'api.africastalking.com'
  if (env.SMS_PROVIDER === 'africastalking' && atHost === 'api.africastalking.com' && env.AT_USERNAME !== 'sandbox') {
    problems.push("SMS_PROVIDER=africastalking with a live account texts real phones: set NODE_ENV=production (development's SMS outbox shows every code) or use Africa's Talking's sandbox")
  }
  return problems
}

/**
 * What stops a production start: one clear line per missing or invalid setting (all of them, so one
 * restart fixes everything). Empty outside production, or when production is ready.
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (profileOf(env) !== 'production') return []
  const problems: string[] = []
  if (env.MPESA_PROVIDER !== 'daraja') problems.push(`MPESA_PROVIDER must be daraja in production (it is ${env.MPESA_PROVIDER || 'unset, which means the sandbox that pays its own orders'})`)
  for (const name of ['DARAJA_CONSUMER_KEY', 'DARAJA_CONSUMER_SECRET', 'DARAJA_PASSKEY', 'DARAJA_SHORTCODE'] as const) {
    if (!env[name]) problems.push(missing(name, "Safaricom's Daraja credentials are needed to take M-Pesa payments"))
  }
  // The default Daraja origin is Safaricom's sandbox, where no money moves.
  if (!env.DARAJA_BASE_URL || env.DARAJA_BASE_URL.includes('sandbox')) problems.push(`DARAJA_BASE_URL must be Safaricom's live API in production (e.g. https://api.safaricom.co.ke; it is ${env.DARAJA_BASE_URL || 'unset, which means the Daraja sandbox'})`)
  else if (!isHttpsUrl(env.DARAJA_BASE_URL)) problems.push(`DARAJA_BASE_URL must be an https:// URL (it is ${env.DARAJA_BASE_URL})`)
  if (env.AT_BASE_URL?.includes('sandbox') || env.AT_USERNAME === 'sandbox') problems.push("AT_BASE_URL and AT_USERNAME must be the live Africa's Talking account in production, not its sandbox")
  if (!env.MPESA_CALLBACK_BASE_URL) problems.push(missing('MPESA_CALLBACK_BASE_URL', 'the public https:// origin Safaricom calls back'))
  else if (!isHttpsUrl(env.MPESA_CALLBACK_BASE_URL)) problems.push(`MPESA_CALLBACK_BASE_URL must be an https:// URL (it is ${env.MPESA_CALLBACK_BASE_URL})`)
  if (!env.MPESA_CALLBACK_TOKEN) problems.push(missing('MPESA_CALLBACK_TOKEN', 'a long random secret for the payment callback URLs (e.g. openssl rand -hex 24)'))
  else if (env.MPESA_CALLBACK_TOKEN.length < 24) problems.push('MPESA_CALLBACK_TOKEN is too short: use at least 24 random characters')
  // Paybill payments are applied only after a Transaction Status query, which needs the API operator.
  for (const name of ['DARAJA_INITIATOR', 'DARAJA_SECURITY_CREDENTIAL'] as const) {
    if (!env[name]) problems.push(missing(name, 'the Transaction Status query that checks every Paybill payment needs the API operator and its encrypted password'))
  }
  if (!env.MPESA_CALLBACK_IPS) problems.push(missing('MPESA_CALLBACK_IPS', "who may call the payment routes: safaricom (Safaricom's published addresses), optionally with more IPs or CIDRs"))
  if (env.SMS_PROVIDER !== 'africastalking') problems.push(`SMS_PROVIDER must be africastalking in production (it is ${env.SMS_PROVIDER || "unset, which means 'console': codes printed to the log"})`)
  for (const name of ['AT_USERNAME', 'AT_API_KEY'] as const) {
    if (!env[name]) problems.push(missing(name, "Africa's Talking credentials are needed to send SMS codes"))
  }
  if (env.LIPALATER_PROVIDER !== 'off') problems.push(`LIPALATER_PROVIDER must be off in production (it is ${env.LIPALATER_PROVIDER || 'unset, which means the sandbox that approves any ID'}): only the sandbox exists`)
  const email = env.EMAIL_PROVIDER ?? 'console'
  if (email !== 'off') problems.push(`EMAIL_PROVIDER must be off in production (it is ${env.EMAIL_PROVIDER || "unset, which means 'console': reset codes printed to the log"}): no real e-mail provider exists yet`)
  if (!env.SIMU_SECRET) problems.push(missing('SIMU_SECRET', 'a long random secret (e.g. openssl rand -base64 32) instead of the data/secret.key fallback'))
  else if (env.SIMU_SECRET.length < 32) problems.push('SIMU_SECRET is too short: use at least 32 random characters')
  return [...problems, ...settingProblems(env)]
}

/** Every problem that stops a start in this profile. */
export const startProblems = (env: NodeJS.ProcessEnv): string[] => (profileOf(env) === 'production' ? productionProblems(env) : settingProblems(env))

/**
 * TRUST_PROXY: a hop count ('1': the address the nearest proxy saw) or proxy IPs/CIDRs. Never `true`,
 * which would believe the left-most X-Forwarded-For, an address the client writes itself.
 */
export function trustProxyOf(value: string | undefined): false | number | string[] | 'invalid' {
  if (value === undefined || value === '' || value === '0') return false
  if (/^[1-9]\d?$/.test(value)) return Number(value)
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean)
  if (parts.length === 0) return 'invalid'
  try {
    addressMatcher(parts, 'TRUST_PROXY')
    return parts
  } catch {
    return 'invalid'
  }
}

const nearPeer = addressMatcher(privateRanges, 'TRUST_PROXY')

/**
 * What Fastify's trustProxy gets. A hop count becomes a function of the hop's position: Fastify 5 would
 * trust nothing for a bare number (and so see every client as the proxy), and `true` would trust the
 * whole chain. Position 0 is the socket's peer (our proxy), 1 the address it appended, and so on. The
 * chain is believed only when the peer is a loopback or private address: a client that reaches the port
 * around the proxy cannot write its own X-Forwarded-For (a proxy on a public address is named by
 * TRUST_PROXY=<its address or CIDR>).
 */
export function proxyTrust(value: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (address, hop) => hop < value && (hop > 0 || nearPeer(address))
}

/** Refuses to start (exit code 1) with one line per problem on stderr. */
export function exitOnStartProblems(env: NodeJS.ProcessEnv = process.env): void {
  const problems = startProblems(env)
  if (problems.length === 0) return
  const where = profileOf(env) === 'production' ? 'in production (NODE_ENV=production)' : ''
  console.error(`Simu will not start ${where}: ${problems.length} setting${problems.length === 1 ? '' : 's'} to fix (README.md, "Going live"):`)
  for (const p of problems) console.error(`  - ${p}`)
  process.exit(1)
}
