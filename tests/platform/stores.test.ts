/**
 * The shared stores: country and language (sell-side.md §4: tz switches the language to Swahili;
 * §9: storage keys, fallback en) and the sell request (sell-side.md §3-4).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

describe('country and language', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
  })
  const load = () => import('@core/platform/locale')

  describe('a visitor on a fresh browser', () => {
    it('starts in Kenya in English (sell-side.md §9: ke is the default, en the fallback)', async () => {
      const { $country, $language, $locale } = await load()
      expect($country.get()).toBe('ke')
      expect($language.get()).toBe('en')
      expect($locale.get()).toEqual({ country: 'ke', language: 'en' })
    })
  })

  describe('a visitor who switches country', () => {
    it('reads Swahili in Tanzania and English again back in Kenya (sell-side.md §4)', async () => {
      const { setCountry, $language, $country } = await load()
      setCountry('tz')
      expect($country.get()).toBe('tz')
      expect($language.get()).toBe('sw')
      setCountry('ke')
      expect($language.get()).toBe('en')
      setCountry('ug')
      expect($language.get()).toBe('en')
    })

    it('keeps a language chosen by hand when the country is set to the same country again', async () => {
      const { setCountry, setLanguage, $language } = await load()
      setCountry('tz')
      setLanguage('en')
      setCountry('tz')
      expect($language.get()).toBe('en')
    })

    it('finds the country and the language stored under simu.country and simu.language', async () => {
      const { setCountry } = await load()
      setCountry('tz')
      expect(localStorage.getItem('simu.country')).toBe('"tz"')
      expect(localStorage.getItem('simu.language')).toBe('"sw"')
    })

    it('is back in the stored country on the next visit', async () => {
      ;(await load()).setCountry('ug')
      vi.resetModules()
      const { $country, $language } = await load()
      expect($country.get()).toBe('ug')
      expect($language.get()).toBe('en')
    })
  })

  describe('a browser with something else stored under the keys', () => {
    it.each([
      ['an unknown country and language', '"fr"', '"de"'],
      ['values that are not JSON', 'tz', 'sw'],
      ['the wrong types', '42', '{"language":"sw"}'],
    ])('falls back to ke and en (%s)', async (_, country, language) => {
      localStorage.setItem('simu.country', country)
      localStorage.setItem('simu.language', language)
      const { $country, $language } = await load()
      expect($country.get()).toBe('ke')
      expect($language.get()).toBe('en')
    })
  })
})

describe('the sell request', () => {
  beforeEach(() => {
    vi.resetModules()
    localStorage.clear()
    // The answers live in sessionStorage (one tab's visit survives a reload).
    sessionStorage.clear()
  })
  const load = () => import('@core/checker')
  const s21 = { modelID: 'samsung-galaxy-s21', variantID: 'samsung-galaxy-s21-8-128', modelName: 'Galaxy S21', ram: 8, storage: 128, image: '/s21.svg', price: 20_000 }

  describe('a seller clicking a defect tile (sell-side.md §4: a click toggles yes/no)', () => {
    it('sees the answer flip between yes and no', async () => {
      const { toggleAnswer, $sellAnswers } = await load()
      toggleAnswer('brokenScreen')
      expect($sellAnswers.get().brokenScreen).toBe('yes')
      toggleAnswer('brokenScreen')
      expect($sellAnswers.get().brokenScreen).toBe('no')
      toggleAnswer('brokenScreen')
      expect($sellAnswers.get().brokenScreen).toBe('yes')
    })

    it('leaves the other answers alone', async () => {
      const { toggleAnswer, answer, $sellAnswers } = await load()
      answer('charger', 'no')
      toggleAnswer('speakers')
      expect($sellAnswers.get()).toEqual({ charger: 'no', speakers: 'yes' })
    })
  })

  describe('a seller who picked a model and answered', () => {
    it('has a request body combining the model and variant ids with the answers (sell-side.md §3)', async () => {
      const { selectModel, answer, $sellRequest } = await load()
      expect($sellRequest.get()).toBeNull()
      answer('deviceOn', 'yes')
      expect($sellRequest.get()).toBeNull()
      selectModel(s21)
      answer('workingPhone', 'yes')
      answer('brokenScreen', 'yes')
      expect($sellRequest.get()).toEqual({ modelID: s21.modelID, variantID: s21.variantID, deviceOn: 'yes', workingPhone: 'yes', brokenScreen: 'yes' })
    })

    it('keeps the selected model under simu.selectedModel', async () => {
      const { selectModel } = await load()
      selectModel(s21)
      expect(JSON.parse(localStorage.getItem('simu.selectedModel')!)).toEqual(s21)
    })
  })

  describe('a seller leaving the sell flow (sell-side.md §4: the request resets)', () => {
    it('loses the model and the answers', async () => {
      const { selectModel, answer, resetSell, $sellRequest, $selectedModel, $sellAnswers } = await load()
      selectModel(s21)
      answer('deviceOn', 'no')
      resetSell()
      expect($selectedModel.get()).toBeNull()
      expect($sellAnswers.get()).toEqual({})
      expect($sellRequest.get()).toBeNull()
    })
  })
})
