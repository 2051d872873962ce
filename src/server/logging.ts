/**
 * The server log without secrets: the payment callbacks' path token, credentials and cookies, phone
 * numbers and codes never reach it (a leaked log must not let anyone post payments or sign in).
 */
import type { FastifyRequest } from 'fastify'

/** Anything pino can write to (a test passes a stream it reads). */
export interface LogStream {
  write(line: string): void
}

const censor = '[redacted]'

/** Keys whose values are secret or personal, at the top of a log object or one level down. */
// Not `code`: error codes (SQLITE_BUSY, ECONNREFUSED) must stay readable; sign-in codes travel as `random`/`otp`.
const secretKeys = ['authorization', 'cookie', 'password', 'Password', 'otp', 'random', 'token', 'phone', 'phone_number', 'to', 'msisdn', 'MSISDN', 'PhoneNumber', 'email']

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-app-secret"]',
  'res.headers["set-cookie"]',
  ...secretKeys,
  ...secretKeys.map((k) => `*.${k}`),
]

// Every payment route carries the token as its third segment (stk, c2b, status, and any added later).
const callbackToken = /^(\/api\/payments\/[a-z0-9]+\/)[^/?#]+/
// Nine or more digits in a row (with an optional + or %2B): a phone number, an IMEI, a code.
const longNumber = /(?:%2B|\+)?\d{9,}/gi

/**
 * The URL as logged: the callback token and phone-like numbers replaced, and every query value (a
 * search, a phone, a token) hidden behind its name.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  const path = (q === -1 ? url : url.slice(0, q)).replace(callbackToken, '$1[token]').replace(longNumber, '[number]')
  if (q === -1) return path
  const names = url.slice(q + 1).split('&').map((pair) => pair.split('=')[0]?.slice(0, 40).replace(longNumber, '[number]') ?? '').filter(Boolean)
  return names.length ? `${path}?${names.map((n) => `${n}=${censor}`).join('&')}` : path
}

export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor },
    serializers: {
      req(req: FastifyRequest) {
        return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }
      },
    },
  }
}

/** What the services log through: Fastify's logger fits it, and no service needs Fastify's types. */
export interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}
