import type { SmsProvider } from './types'

export interface AfricasTalkingOptions {
  username: string
  apiKey: string
  /** https://api.africastalking.com (live) or https://api.sandbox.africastalking.com. */
  baseUrl?: string
  /** A registered sender id or short code; the gateway's default when absent. */
  sender?: string
  fetch?: typeof fetch
}

interface AtReply {
  SMSMessageData?: { Message?: string; Recipients?: { statusCode: number; number: string; status: string; messageId?: string }[] }
}

/** Africa's Talking bulk SMS API: POST /version1/messaging, form-encoded, apiKey header. */
export function africasTalkingSms({ username, apiKey, baseUrl = 'https://api.africastalking.com', sender, fetch: doFetch = fetch }: AfricasTalkingOptions): SmsProvider {
  return {
    name: 'africastalking',
    async send(to, message) {
      const form = new URLSearchParams({ username, to, message })
      if (sender) form.set('from', sender)
      const res = await doFetch(`${baseUrl.replace(/\/$/, '')}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      })
      if (!res.ok) throw new Error(`Africa's Talking refused the message: HTTP ${res.status}`)
      const body = (await res.json()) as AtReply
      const recipient = body.SMSMessageData?.Recipients?.[0]
      // 100 Processed, 101 Sent, 102 Queued; anything else is a failure for this number.
      if (!recipient || ![100, 101, 102].includes(recipient.statusCode)) {
        throw new Error(`Africa's Talking did not send the message: ${recipient?.status ?? body.SMSMessageData?.Message ?? 'no recipient'}`)
      }
    },
  }
}
