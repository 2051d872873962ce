/**
 * The sell wizard's rules, without a server (sell-side.md §4 'Sell wizard', §5): the step order and its
 * gates, the tiles that toggle, the request body, the side panel's lines and the reset on leaving.
 * The wizards here count their brands as loaded, so nothing is fetched.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { $selectedModel, $sellAnswers, $sellRequest, resetSell, selectModel, setAnswers, type SelectedModel } from '@core/sell'
import {
  canGoNext,
  createSellWizard,
  evaluationLines,
  hasPrice,
  initialWizardState,
  requestBody,
  samsungSteps,
  sellSteps,
  stepQuestions,
  summaryAnswered,
  tileKeys,
  type WizardMode,
} from '@core/sell'
import { accessoryKeys, cosmeticKeys, functionalKeys, questionKeys } from '@core/domain/questions'

const s21: SelectedModel = { modelID: 'samsung-galaxy-s21', variantID: 'samsung-galaxy-s21-8-128', modelName: 'Galaxy S21', ram: 8, storage: 128, image: '', price: 20_000 }

function wizardAt(step: (typeof sellSteps)[number] | (typeof samsungSteps)[number] = 'selectModel', mode: WizardMode = 'sell') {
  const wizard = createSellWizard({ mode })
  wizard.$state.set({ ...initialWizardState(mode), brands: { status: 'ready', data: [] }, prices: { status: 'ready', data: [] }, step })
  return wizard
}
const step = (w: ReturnType<typeof createSellWizard>) => w.$state.get().step

beforeEach(() => resetSell())

describe('the steps', () => {
  it('follow the spec order: SelectModel, PhoneSummaryPage, Defects, Defects2, OriginalBundle', () => {
    expect(sellSteps).toEqual(['selectModel', 'phoneSummary', 'defects', 'defects2', 'originalBundle'])
    expect(samsungSteps).toEqual(['selectModel', 'chooseStore', 'walkIn'])
  })

  it('ask every question of the request exactly once: 9 functional defects and liquid damage, 7 cosmetic, 5 accessories, the basics', () => {
    expect(stepQuestions.defects).toEqual([...functionalKeys, 'liquidDamage'])
    expect(stepQuestions.defects2).toEqual([...cosmeticKeys])
    expect(stepQuestions.originalBundle).toEqual(['charger', 'cable', 'reciept', 'box', 'warranty'])
    expect(stepQuestions.phoneSummary).toEqual(['deviceOn', 'workingPhone', 'accountUnlocked'])
    const asked = Object.values(stepQuestions).flat()
    expect([...asked].sort()).toEqual([...questionKeys].sort())
    expect(new Set(asked).size).toBe(asked.length)
    // The accessories are asked yes or no, not tiles: one left alone is not 'missing' (issue 10).
    expect(tileKeys).toEqual([...functionalKeys, 'liquidDamage', ...cosmeticKeys])
    expect(tileKeys.some((k) => (accessoryKeys as readonly string[]).includes(k))).toBe(false)
  })
})

describe('Next on SelectModel', () => {
  it('is enabled only for a selected model with a price above 0 (sell-side.md §5)', () => {
    expect(canGoNext('selectModel', {}, null)).toBe(false)
    expect(canGoNext('selectModel', {}, { ...s21, price: 0 })).toBe(false)
    expect(canGoNext('selectModel', {}, s21)).toBe(true)
    expect(hasPrice({ ...s21, price: -5 })).toBe(false)
  })

  it('does not move without a selection, and moves with one', () => {
    const wizard = wizardAt()
    expect(wizard.next()).toBe(false)
    expect(step(wizard)).toBe('selectModel')
    selectModel(s21)
    expect(wizard.next()).toBe(true)
    expect(step(wizard)).toBe('phoneSummary')
  })
})

describe('Continue on PhoneSummaryPage (the gate rule)', () => {
  it('needs both deviceOn and workingPhone answered (sell-side.md §4), and the account-lock answer (Simu)', () => {
    expect(summaryAnswered({})).toBe(false)
    expect(summaryAnswered({ deviceOn: 'yes' })).toBe(false)
    expect(summaryAnswered({ workingPhone: 'no' })).toBe(false)
    expect(summaryAnswered({ deviceOn: 'no', workingPhone: 'no' })).toBe(false)
    expect(summaryAnswered({ deviceOn: 'no', workingPhone: 'no', accountUnlocked: 'no' })).toBe(true)
    expect(summaryAnswered({ deviceOn: 'yes', workingPhone: 'yes', accountUnlocked: 'yes' })).toBe(true)
  })

  it('keeps the seller on the step until answered', () => {
    selectModel(s21)
    const wizard = wizardAt('phoneSummary')
    wizard.answer('deviceOn', 'yes')
    wizard.answer('workingPhone', 'yes')
    expect(wizard.next()).toBe(false)
    wizard.answer('accountUnlocked', 'no')
    expect(wizard.next()).toBe(true)
    expect(step(wizard)).toBe('defects')
  })
})

describe('the tiles', () => {
  it("toggle yes/no on each click; 'yes' means broken for a defect", () => {
    const wizard = wizardAt('defects')
    wizard.toggle('speakers')
    expect($sellAnswers.get().speakers).toBe('yes')
    wizard.toggle('speakers')
    expect($sellAnswers.get().speakers).toBe('no')
    wizard.toggle('speakers')
    expect($sellAnswers.get().speakers).toBe('yes')
  })

  it('are optional: Next on Defects and Defects2 is always enabled', () => {
    expect(canGoNext('defects', {}, s21)).toBe(true)
    expect(canGoNext('defects2', {}, s21)).toBe(true)
  })
})

describe('Next on OriginalBundle (the last Next, which calculates)', () => {
  it('is enabled only when a selected model has a price above 0 and every accessory is answered', () => {
    const basics = { deviceOn: 'yes', workingPhone: 'yes', accountUnlocked: 'yes', charger: 'yes', cable: 'no', reciept: 'no', box: 'yes', warranty: 'no' } as const
    expect(canGoNext('originalBundle', basics, s21)).toBe(true)
    const { warranty: _unanswered, ...oneLeft } = basics
    expect(canGoNext('originalBundle', oneLeft, s21)).toBe(false)
    // A phone bought for parts needs no accessory answers.
    expect(canGoNext('originalBundle', { deviceOn: 'no', workingPhone: 'no', accountUnlocked: 'yes' }, s21)).toBe(true)
    expect(canGoNext('originalBundle', basics, { ...s21, price: 0 })).toBe(false)
    expect(canGoNext('originalBundle', basics, null)).toBe(false)
  })

  it('does not step past the last step: calculate does the rest', () => {
    selectModel(s21)
    const wizard = wizardAt('originalBundle')
    expect(wizard.next()).toBe(false)
    expect(step(wizard)).toBe('originalBundle')
  })
})

describe('Back', () => {
  it('goes to the previous step, and stays on the first', () => {
    const wizard = wizardAt('defects2')
    wizard.back()
    expect(step(wizard)).toBe('defects')
    wizard.back()
    wizard.back()
    expect(step(wizard)).toBe('selectModel')
    wizard.back()
    expect(step(wizard)).toBe('selectModel')
  })

  it('in the Samsung mode walks its own three steps', () => {
    const wizard = wizardAt('walkIn', 'samsung')
    wizard.back()
    expect(step(wizard)).toBe('chooseStore')
    expect(canGoNext('chooseStore', {}, s21)).toBe(false)
    expect(canGoNext('chooseStore', {}, s21, 'samsung-20-trm')).toBe(true)
    wizard.goTo('defects')
    expect(step(wizard), 'a step of the other mode is refused').toBe('chooseStore')
  })
})

describe('the request body', () => {
  it("is $sellRequest with every untouched problem tile as 'no', and no accessory assumed (sell-side.md §3, issue 10)", () => {
    selectModel(s21)
    setAnswers({ deviceOn: 'yes', workingPhone: 'yes', accountUnlocked: 'yes', speakers: 'yes', charger: 'yes' })
    const body = requestBody($sellRequest.get())!
    expect(body).toMatchObject({ modelID: 'samsung-galaxy-s21', variantID: 'samsung-galaxy-s21-8-128', deviceOn: 'yes', speakers: 'yes', charger: 'yes' })
    expect(body.earpiece).toBe('no')
    expect(body.liquidDamage).toBe('no')
    expect(body.box).toBeUndefined()
    expect(body.cable).toBeUndefined()
  })

  it('is nothing without a selection', () => {
    expect(requestBody($sellRequest.get())).toBeNull()
  })
})

describe("the side panel's evaluation lines", () => {
  it('list the basics and the accessories either way, and only the tiles switched on', () => {
    expect(evaluationLines({ deviceOn: 'no', workingPhone: 'yes', speakers: 'yes', earpiece: 'no', box: 'yes', cable: 'no' })).toEqual([
      { key: 'deviceOn', answer: 'no' },
      { key: 'workingPhone', answer: 'yes' },
      { key: 'speakers', answer: 'yes' },
      { key: 'cable', answer: 'no' },
      { key: 'box', answer: 'yes' },
    ])
  })
})

describe('leaving the wizard', () => {
  it('resets the step and the request (sell-side.md §4)', () => {
    selectModel(s21)
    setAnswers({ deviceOn: 'yes', speakers: 'yes' })
    const wizard = wizardAt('defects')
    wizard.leave()
    expect(step(wizard)).toBe('selectModel')
    expect($selectedModel.get()).toBeNull()
    expect($sellAnswers.get()).toEqual({})
    expect($sellRequest.get()).toBeNull()
  })
})
