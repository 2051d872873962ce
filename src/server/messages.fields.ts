/**
 * What a 400 from a contract (zod) failure says on a Swahili request. The schemas word their rules in
 * English ('phone: Invalid input: expected string'); English requests keep those words (docs/api.md
 * lists them), Swahili ones get the field's name in Swahili and one plain sentence, never the English rule.
 */
import type { Language } from '@core/domain/constants'

/** The fields customers fill in, by the request field's name; ids and flags fall back to the generic sentence. */
export const fieldNamesSw: Record<string, string> = {
  phone: 'namba ya simu', phone_number: 'namba ya simu', number: 'namba ya simu', email: 'barua pepe', fname: 'jina la kwanza',
  lname: 'jina la mwisho', name: 'jina', clientName: 'jina', contactName: 'jina la mtu wa kuwasiliana', businessName: 'jina la biashara',
  password: 'nenosiri', currentPassword: 'nenosiri la sasa', code: 'msimbo', otp: 'msimbo', coupon: 'msimbo wa punguzo',
  imei: 'IMEI', id_number: 'namba ya kitambulisho', country: 'nchi', region: 'mkoa', town: 'mji', address: 'anwani',
  location: 'mahali', query: 'neno la kutafuta', occupation: 'kazi', testimonial: 'ushuhuda', additionalInfo: 'ujumbe',
  purchaseDate: 'tarehe ya kununua', receiptNumber: 'namba ya risiti', shop: 'duka', date: 'tarehe', appointmentDate: 'tarehe ya miadi',
  slot: 'muda', paymentMethod: 'njia ya kulipa', method: 'njia ya kulipa', cart: 'kikapu', storeId: 'duka', shopId: 'duka',
  model: 'modeli ya simu', modelID: 'modeli ya simu', modelId: 'modeli ya simu', colorId: 'rangi', variantID: 'toleo la simu',
  warranty: 'dhamana', total: 'jumla', shipping: 'usafirishaji', option: 'chaguo',
}

interface Issue { path: readonly PropertyKey[] }

/**
 * The `detail` of an invalid_input refusal in a language: English keeps the schema's words; Swahili names
 * the first field of the path it knows (an item of a list is named by the list) or says it generically.
 */
export function validationDetail(issue: Issue | undefined, english: string, language: Language): string {
  if (language !== 'sw') return english
  const known = (issue?.path ?? []).map(String).find((p) => Object.hasOwn(fieldNamesSw, p))
  if (known === undefined) return 'baadhi ya ulichojaza si sahihi'
  // 'Sehemu ya …' (the … field) agrees with one verb form whatever the field's own noun class is.
  return `sehemu ya ${fieldNamesSw[known]} haijajazwa ipasavyo`
}
