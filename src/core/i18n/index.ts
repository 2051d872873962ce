import rosetta from 'rosetta'
import type { Language } from '../domain/constants'
import { coreEn } from './core.en'
import { coreSw } from './core.sw'
import type { Dictionary } from './en'

/** The texts loaded so far: the core, plus each area registered by the code that uses it. */
export const dictionaries = { en: coreEn, sw: coreSw }

const i18n = rosetta<Partial<Dictionary>>({ en: { ...coreEn }, sw: { ...coreSw } })
i18n.locale('en')

type Area = 'account' | 'sell' | 'forms' | 'pages' | 'shop' | 'cart' | 'checkout' | 'repair' | 'errors'

/** Adds an area's texts (areas/<area>.ts calls this when a widget or page that needs them loads). */
export function registerTexts<A extends Area>(area: A, en: Dictionary[A], sw: Dictionary[A]): void {
  i18n.set('en', { [area]: en } as Partial<Dictionary>)
  i18n.set('sw', { [area]: sw } as Partial<Dictionary>)
}

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
