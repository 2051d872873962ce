/**
 * M-Pesa providers (checkout): an STK push asks the customer's phone to approve a payment; Safaricom
 * then POSTs the outcome to our callback URL (callback.ts handles it, whichever provider sent the push).
 *
 * - `sandbox` (default): simulates Daraja, including its callback body, by the phone's last four digits.
 * - `daraja`: Safaricom's Daraja API (OAuth, stkpush processrequest, stkpushquery).
 */
import type { FastifyBaseLogger } from 'fastify'
import type { MpesaConfig } from '@server/config'
import { darajaMpesa } from './daraja'
import { sandboxMpesa } from './sandbox'
import { statusResultPath, statusTimeoutPath, stkCallbackPath, type MpesaProvider } from './types'

export * from './types'

export function mpesaFromConfig(config: MpesaConfig, log: FastifyBaseLogger): MpesaProvider {
  if (config.provider === 'daraja') {
    const { consumerKey, consumerSecret, passkey, callbackBaseUrl } = config
    if (!consumerKey || !consumerSecret || !passkey || !callbackBaseUrl) {
      throw new Error('MPESA_PROVIDER=daraja needs DARAJA_CONSUMER_KEY, DARAJA_CONSUMER_SECRET, DARAJA_PASSKEY and MPESA_CALLBACK_BASE_URL')
    }
    const base = callbackBaseUrl.replace(/\/$/, '')
    if (config.callbackIps.length === 0) {
      log.warn('MPESA_CALLBACK_IPS is not set: anyone who learns the callback URL can post payments (set it to "safaricom")')
    }
    if (!config.initiator || !config.securityCredential) {
      log.warn('DARAJA_INITIATOR and DARAJA_SECURITY_CREDENTIAL are not set: Paybill payments cannot be checked and stay unpaid')
    }
    return darajaMpesa({
      baseUrl: config.darajaBaseUrl, consumerKey, consumerSecret, shortcode: config.shortcode, passkey,
      callbackUrl: `${base}${stkCallbackPath(config.callbackToken)}`,
      paybill: config.paybill, initiator: config.initiator, securityCredential: config.securityCredential,
      resultUrl: (check) => `${base}${statusResultPath(config.callbackToken, check)}`,
      timeoutUrl: (check) => `${base}${statusTimeoutPath(config.callbackToken, check)}`,
    })
  }
  return sandboxMpesa({ delayMs: config.sandboxDelayMs, log })
}

