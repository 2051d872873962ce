/** What a Lipa Later adapter offers (index.ts is the folder's door). */
import type { LipaLaterEligibility } from '@core/checkout/contract'
import type { Currency, Language } from '@core/domain/constants'
import type * as z from 'zod/mini'

export interface LipaLaterProvider {
  readonly name: 'sandbox'
  /** Sends the one-time code; rejects when the provider cannot. */
  sendOtp(input: { idNumber: string; phone: string; /** The SMS's language. */ language?: Language }): Promise<{ message: string }>
  /** Checks the code and answers the eligibility (null: no Lipa Later account, signup needed). */
  verify(input: { idNumber: string; phone: string; otp: string; amount: number; currency: Currency; /** The notice's language. */ language?: Language }): Promise<VerifyResult>
  /** Asks Lipa Later to finance an order; the sandbox approves an order the customer was verified for. */
  approve(input: { idNumber: string; phone: string; amount: number; orderNumber: number }): Promise<{ approved: true; reference: string } | { approved: false; message: string }>
}

export type Eligibility = z.infer<typeof LipaLaterEligibility>

export type VerifyResult =
  | { ok: true; message: string; data: Eligibility | null }
  | { ok: false; reason: 'wrongCode' | 'noCode' | 'tooManyTries' }
