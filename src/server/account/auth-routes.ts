/**
 * Sign-in, sign-up and the session (HTTP only: the rules are in service.ts). A session made on Simu's own
 * pages lives in an HttpOnly cookie; made elsewhere, the reply carries its token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { session as sessionRules } from '@core/domain/constants'
import { phoneOrFail } from '@server/lib/country'
import { handle, route } from '@server/lib/http'
import { doneText } from '@server/messages'
import { emailOff } from '@server/providers/email'
import type { Services } from '@server/services'
import { changePassword, completeSignup, passwordSignIn, registerAccount, sendSignInCode, signInWithCode, toUser } from './service'


/**
 * The reply's `token` when the session went into Simu's HttpOnly cookie instead: the page never holds
 * the real token (docs/embedding.md).
 */
export const cookieToken = ''

/**
 * A new session. Made from Simu's own pages (the Origin is Simu's), it goes into an HttpOnly cookie and the
 * reply carries `cookieToken`; made elsewhere (a partner page, an API client) the reply carries the token.
 */
export async function startSession(s: Services, userId: string, req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { token, kind, maxAgeSeconds } = await s.sessions.create(userId, req)
  // Only a session made on Simu's own page is a 'site' one, and it lives only in the cookie. Any other (a
  // partner's page, or no Origin at all: curl, a partner's backend) is a 'partner' one whose token the reply carries.
  if (kind === 'partner') return token
  reply.header('set-cookie', sessionCookie(req, token, maxAgeSeconds, s.config.profile))
  return cookieToken
}

/** Secure whenever the request came over https, and always in production (a TLS proxy without TRUST_PROXY looks like http). */
export function sessionCookie(req: FastifyRequest, value: string, maxAgeSeconds: number, profile: string): string {
  const secure = profile === 'production' || req.protocol === 'https' ? '; Secure' : ''
  return `${sessionRules.cookie}=${value}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}

export default function authRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  route(app, s, 'sendOtp', ({ body, country, language, ip }) => sendSignInCode(s, app.log, phoneOrFail(body.phone, body.country ?? country), { language, ip }))
  route(app, s, 'verifyOtp', async ({ body, country, ip, req, reply }) => {
    const user = await signInWithCode(s, phoneOrFail(body.phone, body.country ?? country), body.random, { country: body.country ?? country, ip })
    const token = await startSession(s, user.id, req, reply)
    return { success: true as const, user: toUser(user), token, userId: user.id }
  })
  route(app, s, 'completeSignup', ({ body, params, user, country, language }) => completeSignup(db, user, body, { id: params.id, country, language }))
  route(app, s, 'auth', async ({ body, country, language, ip, req, reply }) => {
    const user = await passwordSignIn(s, body.auth, body.password, { country, ip })
    const token = await startSession(s, user.id, req, reply)
    return { success: true as const, user: toUser(user), token, userId: user.id, msg: doneText('signed_in', language) }
  })
  route(app, s, 'profile', async ({ user }) => ({ success: true as const, user: toUser(user), emailChangeAvailable: !emailOff(s.config.profile, process.env) }))
  route(app, s, 'updatePassword', ({ body, params, user, sessionId, sessionKind, language, ip }) =>
    changePassword(s, app.log, user, body, { id: params.id, sessionId, sessionKind, language, ip }))
  route(app, s, 'signOut', async ({ sessionId, language, req, reply }) => {
    if (sessionId) await s.sessions.revoke(sessionId)
    reply.header('set-cookie', sessionCookie(req, '', 0, s.config.profile))
    return { success: true as const, msg: doneText('signed_out', language) }
  })
  registerRoutes(app, s)
}

/** POST /register: a sign-up, or with only a phone the 'is this a new customer' check (the spec's one path). */
function registerRoutes(app: FastifyInstance, s: Services): void {
  const register = handle(s, 'register', async ({ body, country, language, ip, req, reply }) => {
    const user = await registerAccount(s, body, { country, ip })
    const token = await startSession(s, user.id, req, reply)
    return { success: true as const, accessToken: token, user: toUser(user), msg: doneText('account_created', language) }
  })
  const registerPhone = handle(s, 'registerPhone', async ({ body, country, language }) => {
    phoneOrFail(body.phone, country)
    // Whether the number has an account is never told (no account enumeration): the code sign-in that
    // follows finds out once the phone is proven, and then asks a new customer for their details.
    return { success: true as const, msg: doneText('continue_with_code', language) }
  })
  app.post('/api/v1/register', async (req, reply) => {
    const raw = req.body
    const phoneOnly = typeof raw === 'object' && raw !== null && Object.keys(raw).length === 1 && 'phone' in raw
    return phoneOnly ? registerPhone(req, reply) : register(req, reply)
  })
}
