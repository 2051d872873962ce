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

/** The default: prints the email to the server log, as a developer's stand-in for a mail service. */
export function consoleEmail(log: FastifyBaseLogger, outbox?: Outbox): EmailProvider {
  return {
    name: 'console',
    async send(to, subject, text) {
      log.info({ to }, `Email to ${to}: ${subject}: ${text}`)
      // The dev outbox keeps the last message per recipient, phone or email (end-to-end tests read it).
      outbox?.set(to, text)
    },
  }
}

export function emailFromEnv(env: NodeJS.ProcessEnv, log: FastifyBaseLogger, outbox?: Outbox): EmailProvider {
  const provider = env.EMAIL_PROVIDER ?? 'console'
  if (provider !== 'console') throw new Error(`EMAIL_PROVIDER=${provider} is not supported (only 'console')`)
  return consoleEmail(log, outbox)
}
