/** The dealer and retailer application form: sent to submit_dealer_application. */
import { api } from '@core/platform/api/client'
import type { ReplyOf } from '@core/platform/api/registry'
import { businessTypes, regions, type ApplicationKind } from './contract'
import type { Country } from '@core/domain/constants'
import { createForm, emailCheck, onlyErrors, required } from './form-store'
import { phoneCheck } from './phone-check'
import './texts'

export interface ApplicationValues extends Record<string, string> {
  businessName: string
  contactName: string
  phone: string
  email: string
  region: string
  town: string
  type: string
}
export const applicationFields = ['businessName', 'contactName', 'phone', 'email', 'region', 'town', 'type'] as const

const empty: ApplicationValues = { businessName: '', contactName: '', phone: '', email: '', region: '', town: '', type: '' }

export function validateApplication(v: ApplicationValues, country: Country) {
  return onlyErrors<ApplicationValues>({
    businessName: required(v.businessName),
    contactName: required(v.contactName),
    phone: phoneCheck(v.phone, country),
    email: emailCheck(v.email),
    region: required(v.region) ?? (regions[country].includes(v.region) ? undefined : { key: 'pages.forms.required' }),
    town: required(v.town),
    type: required(v.type) ?? ((businessTypes as readonly string[]).includes(v.type) ? undefined : { key: 'pages.forms.required' }),
  })
}

export type ApplicationReply = ReplyOf<'submitDealerApplication'>

export function createApplicationForm(kind: ApplicationKind, country: Country) {
  return createForm<ApplicationValues, ApplicationReply>({
    initial: empty,
    validate: (v) => validateApplication(v, country),
    send: (v) => api('submitDealerApplication', { body: { ...v, kind, type: v.type as (typeof businessTypes)[number], country } }),
    conflict: 'pages.apply.duplicate',
  })
}

export type ApplicationForm = ReturnType<typeof createApplicationForm>
