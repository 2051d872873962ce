/**
 * A local stand-in for Africa's Talking's bulk SMS API (POST /version1/messaging), close enough to
 * the real one for the provider and the sign-in flow to be tested without the network: the apiKey
 * header, form-encoded username/to/message, a 201 reply with one recipient per message.
 *
 * Numbers in `rejectNumbers` get the gateway's per-recipient failure (statusCode 403, InvalidPhoneNumber),
 * still inside a 201 reply, as the real API does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeSms {
  username: string
  to: string
  message: string
  from?: string
  /** The request's apiKey header, for tests that check it. */
  apiKey: string
  contentType: string
}

export interface FakeAfricasTalking {
  /** http://127.0.0.1:<port>, for the provider's baseUrl. */
  baseUrl: string
  /** Every message the fake accepted (also those to a rejected number), oldest first. */
  messages: FakeSms[]
  /** Requests refused outright (wrong key, missing fields): their status. */
  refused: number[]
  close(): Promise<void>
}

export const rejectedNumber = '+254700000403'

export interface FakeOptions {
  apiKey: string
  username?: string
  rejectNumbers?: string[]
}

export async function startFakeAfricasTalking({ apiKey, username, rejectNumbers = [rejectedNumber] }: FakeOptions): Promise<FakeAfricasTalking> {
  const messages: FakeSms[] = []
  const refused: number[] = []
  let sequence = 0

  const reply = (res: ServerResponse, status: number, body: unknown) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body)
    res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' })
    res.end(text)
  }
  const refuse = (res: ServerResponse, status: number, text: string) => {
    refused.push(status)
    reply(res, status, text)
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')

    if (req.method !== 'POST' || req.url?.split('?')[0] !== '/version1/messaging') return refuse(res, 404, 'Not found')
    if (req.headers.apikey !== apiKey) return refuse(res, 401, 'The supplied authentication is invalid')
    const contentType = String(req.headers['content-type'] ?? '')
    if (!contentType.startsWith('application/x-www-form-urlencoded')) return refuse(res, 415, 'Unsupported content type')
    const form = new URLSearchParams(raw)
    const fields = { username: form.get('username'), to: form.get('to'), message: form.get('message') }
    if (!fields.username || !fields.to || !fields.message) return refuse(res, 400, 'username, to and message are required')
    if (username && fields.username !== username) return refuse(res, 401, 'The supplied authentication is invalid')

    messages.push({
      username: fields.username, to: fields.to, message: fields.message, from: form.get('from') ?? undefined,
      apiKey: String(req.headers.apikey), contentType,
    })
    sequence += 1
    if (rejectNumbers.includes(fields.to)) {
      return reply(res, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1 Total Cost: 0',
          Recipients: [{ statusCode: 403, number: fields.to, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' }],
        },
      })
    }
    return reply(res, 201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [{ statusCode: 101, number: fields.to, status: 'Success', cost: 'KES 0.8000', messageId: `ATXid_${String(sequence).padStart(6, '0')}` }],
      },
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    messages,
    refused,
    close: () => new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()))
      server.closeAllConnections()
    }),
  }
}
