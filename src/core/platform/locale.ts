import { atom, computed } from 'nanostores'
import { translator } from '@core/i18n'
import { countryLanguage, defaultCountry, isCountry, isLanguage, storageKeys, type Country, type Language } from '@core/domain/constants'
import { persistentValue } from './storage'


export const $country = persistentValue<Country>(storageKeys.country, defaultCountry, (v) => (isCountry(v) ? v : undefined))
export const $language = persistentValue<Language>(storageKeys.language, 'en', (v) => (isLanguage(v) ? v : undefined))
/** True while the country is still being looked up (the loader shows). */
export const $countryPending = atom(false)

export function setCountry(country: Country): void {
  const changed = $country.get() !== country
  $country.set(country)
  // tz switches the language to Swahili (sell-side.md §4); leaving tz goes back to the country's language.
  if (changed) $language.set(countryLanguage[country])
}

export function setLanguage(language: Language): void {
  $language.set(language)
}

export const $locale = computed([$country, $language], (country, language) => ({ country, language }))

/** The translator for the current language. */
export const $t = computed($language, translator)
