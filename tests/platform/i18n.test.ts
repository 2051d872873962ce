/**
 * The texts: English and Kiswahili with the same keys and placeholders (sell-side.md §9: languages en
 * and sw, fallback en).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { dictionaries, translator, type TextKey } from '@core/i18n'
import { $t } from '@core/platform/locale'
import { en } from '@core/i18n/en'
import { sw } from '@core/i18n/sw'
import { setLanguage } from '@core/platform/locale'

type Tree = { [key: string]: string | Tree }

/** Every leaf as 'a.b.c' -> text. */
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))),
  )
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

const enFlat = flatten(en as unknown as Tree)
const swFlat = flatten(sw as unknown as Tree)

afterEach(() => setLanguage('en'))

describe('the dictionaries', () => {
  it('have exactly the same nested keys in English and Kiswahili', () => {
    expect(Object.keys(swFlat).sort()).toEqual(Object.keys(enFlat).sort())
    expect(Object.keys(enFlat).length).toBeGreaterThan(100)
  })

  it('hold only texts at the leaves, never a value of another type', () => {
    const leaves = (tree: unknown): unknown[] => (typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : [tree])
    for (const d of [en, sw]) for (const v of leaves(d)) expect(typeof v).toBe('string')
  })

  it('use the same {{placeholders}} for every key in both languages', () => {
    const mismatched = Object.keys(enFlat).filter((k) => JSON.stringify(placeholders(enFlat[k]!)) !== JSON.stringify(placeholders(swFlat[k] ?? '')))
    expect(mismatched).toEqual([])
  })

  it('have no empty or blank Kiswahili text', () => {
    expect(Object.entries(swFlat).filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
    expect(Object.entries(enFlat).filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([])
  })

  it('translate the words a seller meets on every step rather than copying the English', () => {
    const steps: TextKey[] = ['common.next', 'common.back', 'common.yes', 'common.no', 'priceChecker.getEstimate', 'priceChecker.sellNow', 'priceChecker.yourOffer', 'price.maxPrice']
    for (const key of steps) expect(swFlat[key], key).not.toBe(enFlat[key])
  })
})

describe('translator', () => {
  describe('in Kiswahili', () => {
    it("says 'Inayofuata' for Next", () => {
      const t = translator('sw')
      expect(t('common.next')).toBe('Inayofuata')
      expect(t('common.next')).not.toBe(translator('en')('common.next'))
    })

    it('fills the step counter', () => {
      expect(translator('sw')('priceChecker.step', { n: 2, total: 3 })).toBe('Hatua 2 kati ya 3')
    })
  })

  describe('in English', () => {
    it('fills the step counter', () => {
      expect(translator('en')('priceChecker.step', { n: 1, total: 3 })).toBe('Step 1 of 3')
    })

    it('fills the brand error banner with the message (sell-side.md §8)', () => {
      expect(translator('en')('picker.brandsError', { message: 'Unknown app key' })).toBe('***An error occurred*** - Unknown app key')
    })
  })

  describe('a text missing in Kiswahili', () => {
    it('falls back to English, never to a blank', () => {
      const saved = dictionaries.sw.common.retry
      try {
        ;(dictionaries.sw.common as Record<string, string>).retry = ''
        expect(translator('sw')('common.retry')).toBe('Try again')
      } finally {
        ;(dictionaries.sw.common as Record<string, string>).retry = saved
      }
    })
  })

  describe('$t', () => {
    it('follows the chosen language', () => {
      setLanguage('sw')
      expect($t.get()('common.yes')).toBe('Ndiyo')
      setLanguage('en')
      expect($t.get()('common.yes')).toBe('Yes')
    })
  })
})
