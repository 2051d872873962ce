import type { FastifyBaseLogger } from 'fastify'
import type { Outbox } from '../sms'

/**
 * Outgoing email, behind a provider as SMS is (providers/sms). Only the console provider exists today:
 * a real one (SMTP, a mail API) implements the same interface and is chosen by EMAIL_PROVIDER.
 */
export interface EmailProvider {
  readonly name: string
  /** Sends one plain-text email; rejects when the provider refuses it. */
  send(to: string, subject: string, text: string): Promise<void>
}

/** The default in development: prints the email to the developer's terminal, a stand-in for a mail service. */
export function consoleEmail(log: FastifyBaseLogger, outbox?: Outbox): EmailProvider {
  return {
    name: 'console',
    async send(to, subject, text) {
      // The terminal, not the structured log: reset codes never go to the log (production refuses this provider).
      console.error(`[dev e-mail, console provider] to ${to}: ${subject}: ${text}`)
      log.debug('e-mail printed to the terminal (console provider)')
      // The dev outbox keeps the last message per recipient, phone or email (end-to-end tests read it).
      outbox?.set(to, text)
    },
  }
}

/** EMAIL_PROVIDER=off (production, until a real provider exists): nothing is sent, and nothing of it is logged. */
export function offEmail(log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'off',
    async send() {
      log.warn('an e-mail was not sent: EMAIL_PROVIDER=off')
    },
  }
}

/** Whether no e-mail can go out: always in production (EMAIL_PROVIDER must be off there, see profile.ts), or with EMAIL_PROVIDER=off. */
export function emailOff(profile: string, env: NodeJS.ProcessEnv): boolean {
  return profile === 'production' || env.EMAIL_PROVIDER === 'off'
}

export function emailFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger, outbox?: Outbox): EmailProvider {
  const provider = env.EMAIL_PROVIDER ?? 'console'
  if (provider === 'off') return offEmail(log)
  if (provider !== 'console') throw new Error(`EMAIL_PROVIDER=${provider} is not supported (only 'console' or 'off')`)
  return consoleEmail(log, outbox)
}
