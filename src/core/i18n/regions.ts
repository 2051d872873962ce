/**
 * Region names in the visitor's language. Kenyan counties, Tanzanian regions and Ugandan towns are
 * proper names, the same in Swahili; Uganda's four regions and the Samsung list's 'Kisumu area' are words.
 * The English name stays the value everywhere (filters and the server compare it); only the label changes.
 */
import type { Language } from '../domain/constants'

export const regionNamesSw: Record<string, string> = {
  'Kisumu area': 'Eneo la Kisumu', Central: 'Kati', Eastern: 'Mashariki', Northern: 'Kaskazini', Western: 'Magharibi',
}

export function regionName(region: string, language: Language): string {
  return language === 'sw' && Object.hasOwn(regionNamesSw, region) ? regionNamesSw[region]! : region
}
