import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '@server/config'
import { africasTalkingSms } from './africastalking'

export type { Outbox, SmsProvider } from './types'
import type { Outbox, SmsProvider } from './types'

/**
 * The default in development: prints the message to the developer's terminal (stderr), a stand-in for
 * a gateway. Not to the structured log, which must never hold codes; production refuses this provider.
 */
export function consoleSms(log: FastifyBaseLogger, outbox?: Outbox, print: (line: string) => void = (line) => console.error(line)): SmsProvider {
  return {
    name: 'console',
    async send(to, message) {
      print(`[dev SMS, console provider] to ${to}: ${message}`)
      log.debug('SMS printed to the terminal (console provider)')
      outbox?.set(to, message)
    },
  }
}

export function smsFromConfig(config: Config, log: FastifyBaseLogger, outbox?: Outbox): SmsProvider {
  if (config.sms.provider === 'africastalking') {
    const { atUsername, atApiKey, atBaseUrl, atSender } = config.sms
    if (!atUsername || !atApiKey) throw new Error("SMS_PROVIDER=africastalking needs AT_USERNAME and AT_API_KEY")
    return africasTalkingSms({ username: atUsername, apiKey: atApiKey, baseUrl: atBaseUrl, sender: atSender })
  }
  return consoleSms(log, outbox)
}
