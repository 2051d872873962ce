import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { profileOf, trustProxyOf, type Profile } from './profile'

export interface Config {
  /** 'production' (NODE_ENV=production) refuses every sandbox at start (profile.ts) and seeds reference data only. */
  profile: Profile
  port: number
  host: string
  databaseUrl?: string
  sqlitePath: string
  /** Pepper for SMS-code hashes; kept in data/secret.key unless SIMU_SECRET is set. */
  secret: string
  sms: { provider: 'console' | 'africastalking'; atUsername?: string; atApiKey?: string; atBaseUrl?: string; atSender?: string }
  /** Exposes the last SMS per phone at /api/dev/sms-outbox/:phone, for local end-to-end tests only (never in production). */
  devOutbox: boolean
  /** Validates every reply against the contract (on in tests and development). */
  checkReplies: boolean
  /** Folder with the built site and widgets (dist/). */
  distDir: string
  logLevel: string
  /**
   * Honour X-Forwarded-For from this many proxy hops, or from these proxy IPs/CIDRs (TRUST_PROXY);
   * never every hop, or clients could pick their own IP and skip every per-IP limit.
   */
  trustProxy: false | number | string[]
  /** The global ceiling of requests per minute per IP, in front of the database limits (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number
  /** Serve catalogue reads from a few-seconds in-memory cache (SIMU_REPLY_CACHE=0 turns it off). */
  replyCache: boolean
  /** M-Pesa (checkout): the sandbox simulates Daraja; 'daraja' calls Safaricom's API. */
  mpesa: MpesaConfig
  /** Lipa Later (checkout): only the sandbox exists so far; 'off' takes it out of checkout. */
  lipalater: { provider: 'sandbox' | 'off' }
}

export interface MpesaConfig {
  provider: 'sandbox' | 'daraja'
  /** Sandbox: how long after the push its simulated callback arrives. */
  sandboxDelayMs: number
  /** A push without a callback by then is asked about (stkpushquery) and shows as timed out. */
  stkTimeoutMs: number
  /** How long an unpaid order holds its units. */
  reservationMs: number
  /** How often unpaid orders past their reservation are swept (they are also swept when read). */
  sweepMs: number
  /** The secret path segment of the callback URLs, so strangers cannot post payments. */
  callbackToken: string
  /** The public origin Safaricom calls back (https://...), for the daraja provider. */
  callbackBaseUrl?: string
  darajaBaseUrl: string
  consumerKey?: string
  consumerSecret?: string
  /** The STK push shortcode (BusinessShortCode). */
  shortcode: string
  passkey?: string
  /** The Paybill business number shown for paying by Paybill; a C2B confirmation for another short code is refused. */
  paybill: string
  /**
   * Where Safaricom's calls may come from (MPESA_CALLBACK_IPS: IPs and CIDRs, comma-separated; the word
   * `safaricom` stands for Safaricom's published list, providers/mpesa/allow.ts; see docs/api.md). Empty:
   * not checked (development). Compared with req.ip, so set TRUST_PROXY behind a proxy.
   */
  callbackIps: string[]
  /** The API operator and its encrypted password, for Transaction Status queries (checking Paybill payments). */
  initiator?: string
  securityCredential?: string
}

function loadSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dirname(path), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const profile = profileOf(env)
  const sqlitePath = resolve(env.SQLITE_PATH ?? 'data/simu.db')
  const provider = env.SMS_PROVIDER === 'africastalking' ? 'africastalking' : 'console'
  const secret = env.SIMU_SECRET ?? loadSecret(resolve(dirname(sqlitePath), 'secret.key'))
  const shortcode = env.DARAJA_SHORTCODE ?? '174379'
  const trustProxy = trustProxyOf(env.TRUST_PROXY)
  return {
    profile,
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath,
    secret,
    sms: { provider, atUsername: env.AT_USERNAME, atApiKey: env.AT_API_KEY, atBaseUrl: env.AT_BASE_URL, atSender: env.AT_SENDER },
    devOutbox: env.SIMU_DEV_OUTBOX === '1' && profile !== 'production',
    // SIMU_CHECK_REPLIES=0: development data without the checking cost (the benchmarks).
    checkReplies: env.NODE_ENV !== 'production' && env.SIMU_CHECK_REPLIES !== '0',
    distDir: resolve(env.SIMU_DIST ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    // An invalid value stops the start (profile.ts settingProblems); here it trusts nothing.
    trustProxy: trustProxy === 'invalid' ? false : trustProxy,
    rateLimitPerMinute: numberOr(env.RATE_LIMIT_PER_MINUTE, 600) || 600,
    replyCache: env.SIMU_REPLY_CACHE !== '0',
    mpesa: {
      provider: env.MPESA_PROVIDER === 'daraja' ? 'daraja' : 'sandbox',
      sandboxDelayMs: numberOr(env.MPESA_SANDBOX_DELAY_MS, 1500),
      stkTimeoutMs: numberOr(env.MPESA_STK_TIMEOUT_MS, 60_000),
      reservationMs: numberOr(env.CHECKOUT_RESERVATION_MINUTES, 15) * 60_000,
      sweepMs: numberOr(env.CHECKOUT_SWEEP_MS, 30_000),
      callbackToken: env.MPESA_CALLBACK_TOKEN || createHmac('sha256', secret).update('mpesa-callback').digest('hex').slice(0, 32),
      callbackBaseUrl: env.MPESA_CALLBACK_BASE_URL || undefined,
      darajaBaseUrl: env.DARAJA_BASE_URL ?? 'https://sandbox.safaricom.co.ke',
      consumerKey: env.DARAJA_CONSUMER_KEY,
      consumerSecret: env.DARAJA_CONSUMER_SECRET,
      shortcode,
      passkey: env.DARAJA_PASSKEY,
      paybill: env.MPESA_PAYBILL ?? shortcode,
      callbackIps: (env.MPESA_CALLBACK_IPS ?? '').split(',').map((ip) => ip.trim()).filter(Boolean),
      initiator: env.DARAJA_INITIATOR || undefined,
      securityCredential: env.DARAJA_SECURITY_CREDENTIAL || undefined,
    },
    lipalater: { provider: env.LIPALATER_PROVIDER === 'off' ? 'off' : 'sandbox' },
  }
}

function numberOr(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback
}
