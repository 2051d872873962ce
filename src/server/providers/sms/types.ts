/** What every SMS gateway adapter offers (index.ts picks one). */
export interface SmsProvider {
  readonly name: string
  /** Sends one text message to an E.164 number; rejects when the gateway refuses it. */
  send(to: string, message: string): Promise<void>
}

/** Last message per phone, kept only when the dev outbox is switched on (end-to-end tests). */
export type Outbox = Map<string, string>
