import rosetta from 'rosetta'
import { computed } from 'nanostores'
import type { Language } from '../domain/constants'
import { $language } from '../stores/country'
import { en, type Dictionary } from './en'
import { sw } from './sw'

export const dictionaries: Record<Language, Dictionary> = { en, sw }

const i18n = rosetta<Dictionary>(dictionaries)
i18n.locale('en')

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T]
export type TextKey = Paths<Dictionary>
export type Translate = (key: TextKey, params?: Record<string, string | number>) => string

/** A translator for one language; a missing text falls back to English, never to a blank. */
export function translator(language: Language): Translate {
  return (key, params) => {
    const text = i18n.t(key, params, language)
    return text || i18n.t(key, params, 'en') || key
  }
}

/** The translator for the current language. */
export const $t = computed($language, translator)
