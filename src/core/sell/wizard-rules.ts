/**
 * The sell wizard's rules (sell-side.md §2 'Sell wizard', §4, §5), without a store: the modes, the
 * steps and the questions each asks, when Next is allowed, the request body, the evaluation panel's
 * lines, where a reload reopens the wizard, and the wizard's state with its first value.
 */
import type { CalculateBody, Estimate, Quote, TradeInPrice } from './contract'
import type { DeviceModel, SellVariant } from '@core/catalogue/contract'
import type { Brand } from '@core/catalogue'
import {
  accessoryKeys,
  cosmeticKeys,
  functionalKeys,
  gateAnswered,
  type Answer,
  type QuestionKey,
  type SellAnswers,
} from '@core/domain/questions'
import type { Loadable } from '@core/platform/loadable'
import type { $sellRequest, SelectedModel } from '@core/checker'

// ---------------------------------------------------------------- modes, steps and questions

export const wizardModes = ['sell', 'samsung'] as const
export type WizardMode = (typeof wizardModes)[number]

export const sellSteps = ['selectModel', 'phoneSummary', 'defects', 'defects2', 'originalBundle'] as const
export const samsungSteps = ['selectModel', 'chooseStore', 'walkIn'] as const
export type SellStep = (typeof sellSteps)[number]
export type SamsungStep = (typeof samsungSteps)[number]
export type WizardStep = SellStep | SamsungStep

export const stepsOf = (mode: WizardMode): readonly WizardStep[] => (mode === 'samsung' ? samsungSteps : sellSteps)

/**
 * The questions of each step. The spec's groups, plus the two it lacks where a seller expects them:
 * the account lock with the basics a seller knows without testing (does it switch on, does it call),
 * liquid damage with the functional problems it causes.
 */
export const stepQuestions = {
  phoneSummary: ['deviceOn', 'workingPhone', 'accountUnlocked'],
  defects: [...functionalKeys, 'liquidDamage'],
  defects2: [...cosmeticKeys],
  originalBundle: [...accessoryKeys],
} as const satisfies Record<Exclude<SellStep, 'selectModel'>, readonly QuestionKey[]>

export type QuestionStep = keyof typeof stepQuestions
export const isQuestionStep = (step: WizardStep): step is QuestionStep => step in stepQuestions

/**
 * Questions shown as tiles: 'select the problems your phone has', so a tile left alone is the seller's
 * 'no problem here'. The accessories are not tiles: a charger nobody mentioned is not a missing charger,
 * so each is asked yes or no (issue 10).
 */
export const tileKeys: readonly QuestionKey[] = [...stepQuestions.defects, ...stepQuestions.defects2]
export const isTile = (key: QuestionKey) => tileKeys.includes(key)

// ---------------------------------------------------------------- rules

/** The basics step's Continue: the spec's gate (deviceOn, workingPhone) and Simu's account-lock question. */
export const summaryAnswered = (a: SellAnswers) => gateAnswered(a) && a.accountUnlocked !== undefined

/** The accessories step's Next: each accessory answered yes or no (a phone bought for parts needs none). */
export const accessoriesAnswered = (a: SellAnswers) => a.deviceOn === 'no' || stepQuestions.originalBundle.every((k) => a[k] !== undefined)

/** A selected model with a price above 0 (sell-side.md §5: the wizard's Next). */
export const hasPrice = (m: SelectedModel | null): m is SelectedModel => m !== null && m.price > 0

/** Whether Next (or Continue) is enabled on a step. */
export function canGoNext(step: WizardStep, answers: SellAnswers, selected: SelectedModel | null, storeId?: string): boolean {
  switch (step) {
    case 'selectModel':
      return hasPrice(selected)
    case 'phoneSummary':
      return summaryAnswered(answers)
    case 'defects':
    case 'defects2':
      // Tiles are optional: a phone without problems has none selected.
      return true
    case 'originalBundle':
      // The last Next calculates: only for a selected model with a price above 0 (sell-side.md §5).
      return hasPrice(selected) && summaryAnswered(answers) && accessoriesAnswered(answers)
    case 'chooseStore':
      return hasPrice(selected) && storeId !== undefined
    case 'walkIn':
      return false
  }
}

/** The sell request body (sell-side.md §3) from $sellRequest: the selection and every answer, untouched problem tiles as 'no'. */
export function requestBody(request: NonNullable<ReturnType<typeof $sellRequest.get>> | null): Omit<CalculateBody, 'user_id'> | null {
  if (!request) return null
  const tiles = Object.fromEntries(tileKeys.map((k) => [k, 'no'])) as SellAnswers
  return { ...tiles, ...request }
}

/** The texts of the side panel's 'device evaluation': one line per answer that says something. */
export function evaluationLines(answers: SellAnswers): { key: QuestionKey; answer: Answer }[] {
  const order: readonly QuestionKey[] = [...stepQuestions.phoneSummary, ...tileKeys, ...stepQuestions.originalBundle]
  return order.flatMap((key) => {
    const a = answers[key]
    if (a === undefined) return []
    // A tile switched off again reads as one never touched.
    if (isTile(key) && a === 'no') return []
    return [{ key, answer: a }]
  })
}


/**
 * Where a reload reopens the wizard (issue 10): the saved step, when every step before it is still
 * answered; else the basics. Never the model step: the phone is already chosen.
 */
export function resumeStep(saved: WizardStep | undefined, answers: SellAnswers, selected: SelectedModel | null): WizardStep {
  const at = saved ? sellSteps.indexOf(saved as SellStep) : -1
  if (at < 2) return 'phoneSummary'
  const open = sellSteps.slice(1, at).some((step) => !canGoNext(step, answers, selected))
  return open ? 'phoneSummary' : sellSteps[at]!
}

// ---------------------------------------------------------------- the state

export type Submission =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; network: boolean }
  | { status: 'done'; quote: Quote }

export interface SellWizardState {
  mode: WizardMode
  step: WizardStep
  brands: Loadable<Brand[]>
  brandId?: string
  models: Loadable<DeviceModel[]>
  modelId?: string
  variants: Loadable<SellVariant[]>
  variantId?: string
  /** Samsung mode: every model of the brand with its fixed prices, in one reply. */
  prices: Loadable<TradeInPrice[]>
  /** Samsung mode: the store chosen for the walk-in. */
  storeId?: string
  submission: Submission
  /** The last step's offer, from the server's own rules: the price Next locks is the price shown. */
  preview: Loadable<Estimate>
}

const idle = { status: 'idle' } as const

/** A wizard's first state (stories start from it: reading a store's value would already mount it). */
export const initialWizardState = (mode: WizardMode): SellWizardState => ({
  mode,
  step: 'selectModel',
  brands: idle,
  models: idle,
  variants: idle,
  prices: idle,
  submission: idle,
  preview: idle,
})
