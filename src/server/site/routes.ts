/**
 * The site area's API (registered in app.ts): warranty registration, dealer applications, a partner's
 * details, the repair price list, the pop-up sign-up and testimonials. HTTP only: the rules are in
 * service.ts and forms.ts.
 */
import type { FastifyInstance } from 'fastify'
import { route } from '@server/lib/http'
import type { Services } from '@server/services'
import { newTestimonial, popupForm, testimonials } from './forms'
import { partnerOf, registerWarranty, repairFaults, submitDealerApplication } from './service'

export default function siteRoutes(app: FastifyInstance, s: Services): void {
  const { db } = s
  route(app, s, 'registerWarranty', ({ body, country, language, ip, partnerId }) => registerWarranty(s, body, { country, language, ip, partnerId }))
  route(app, s, 'submitDealerApplication', ({ body, country, language, ip, partnerId }) => submitDealerApplication(s, body, { country, language, ip, partnerId }))
  route(app, s, 'partner', ({ params }) => partnerOf(db, params.partnerId), { cacheMs: 60_000 })
  route(app, s, 'repairFaults', ({ country }) => repairFaults(db, country), { cacheMs: 60_000 })
}

/** The pop-up sign-up and testimonials (forms.ts). */
export function formsRoutes(app: FastifyInstance, s: Services): void {
  route(app, s, 'popupForm', ({ body, country, ip, partnerId }) => popupForm(s, body, { country, ip, partnerId }))
  route(app, s, 'newTestimonial', ({ body, country, ip, partnerId }) => newTestimonial(s, body, { country, ip, partnerId }))
  route(app, s, 'testimonials', ({ country, query }) => testimonials(s.db, country, query), { cacheMs: 30_000 })
}
