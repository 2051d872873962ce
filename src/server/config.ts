import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

export interface Config {
  port: number
  host: string
  databaseUrl?: string
  sqlitePath: string
  /** Pepper for SMS-code hashes; kept in data/secret.key unless SIMU_SECRET is set. */
  secret: string
  sms: { provider: 'console' | 'africastalking'; atUsername?: string; atApiKey?: string; atBaseUrl?: string; atSender?: string }
  /** Exposes the last SMS per phone at /api/dev/sms-outbox/:phone, for local end-to-end tests only. */
  devOutbox: boolean
  /** Validates every reply against the contract (on in tests and development). */
  checkReplies: boolean
  /** Folder with the built site and widgets (dist/). */
  distDir: string
  logLevel: string
  /** Honour X-Forwarded-For (only behind a proxy you run: otherwise clients could pick their own IP). */
  trustProxy: boolean
  /** Serve catalogue reads from a few-seconds in-memory cache (SIMU_REPLY_CACHE=0 turns it off). */
  replyCache: boolean
}

function loadSecret(path: string): string {
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dirname(path), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(path, secret, { mode: 0o600 })
  return secret
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const sqlitePath = resolve(env.SQLITE_PATH ?? 'data/simu.db')
  const provider = env.SMS_PROVIDER === 'africastalking' ? 'africastalking' : 'console'
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath,
    secret: env.SIMU_SECRET ?? loadSecret(resolve(dirname(sqlitePath), 'secret.key')),
    sms: { provider, atUsername: env.AT_USERNAME, atApiKey: env.AT_API_KEY, atBaseUrl: env.AT_BASE_URL, atSender: env.AT_SENDER },
    devOutbox: env.SIMU_DEV_OUTBOX === '1',
    checkReplies: env.NODE_ENV !== 'production',
    distDir: resolve(env.SIMU_DIST ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1',
    replyCache: env.SIMU_REPLY_CACHE !== '0',
  }
}
