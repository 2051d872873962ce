/**
 * The sell questions (sell-side.md §3): the key the request body uses, the group (wizard step) it
 * belongs to, and the answer a phone in perfect order gives. Texts live in the i18n dictionaries
 * under `question.{key}.*`.
 */

export const answers = ['yes', 'no'] as const
export type Answer = (typeof answers)[number]

export const gateKeys = ['deviceOn', 'workingPhone'] as const
export const functionalKeys = [
  'volumeButtons',
  'fingerScanner',
  'simcardTray',
  'speakers',
  'earpiece',
  'powerButton',
  'chargingPort',
  'mainCamera',
  'selfieCamera',
] as const
export const cosmeticKeys = [
  'scratchedScreen',
  'spotsOnScreen',
  'brokenScreen',
  'cameraGlass',
  'backglass',
  'dentedPhone',
  'scratchedBody',
] as const
export const accessoryKeys = ['charger', 'cable', 'reciept', 'box', 'warranty'] as const
/** Simu: the two questions peers ask and the spec lacks (liquid damage, account lock removed). */
export const extraKeys = ['liquidDamage', 'accountUnlocked'] as const

export const questionKeys = [...gateKeys, ...functionalKeys, ...cosmeticKeys, ...accessoryKeys, ...extraKeys] as const
export type QuestionKey = (typeof questionKeys)[number]
export type QuestionGroup = 'gate' | 'functional' | 'cosmetic' | 'accessory' | 'extra'
export type SellAnswers = Partial<Record<QuestionKey, Answer>>

export interface Question {
  key: QuestionKey
  group: QuestionGroup
  /** The answer of a phone in perfect order: anything else costs a deduction. */
  expected: Answer
}

const group = (keys: readonly QuestionKey[], g: QuestionGroup, expected: Answer): Question[] =>
  keys.map((key) => ({ key, group: g, expected }))

export const questions: readonly Question[] = [
  ...group(gateKeys, 'gate', 'yes'),
  // For functional defects 'yes' means the part is broken, so a good phone answers 'no'.
  ...group(functionalKeys, 'functional', 'no'),
  ...group(cosmeticKeys, 'cosmetic', 'no'),
  ...group(accessoryKeys, 'accessory', 'yes'),
  { key: 'liquidDamage', group: 'extra', expected: 'no' },
  { key: 'accountUnlocked', group: 'extra', expected: 'yes' },
]

export const questionByKey = Object.fromEntries(questions.map((q) => [q.key, q])) as Record<QuestionKey, Question>

/** True when the gate (can it switch on; can it make calls) is answered: the wizard's Continue rule. */
export function gateAnswered(a: SellAnswers): boolean {
  return a.deviceOn !== undefined && a.workingPhone !== undefined
}

/**
 * The questions a price may not be locked without: every one, unless the phone does not switch on
 * (then it is bought for parts and nothing else can be checked). An answer nobody gave is never
 * assumed, in either direction.
 */
export function unansweredKeys(a: SellAnswers): QuestionKey[] {
  if (a.deviceOn === 'no') return []
  return questionKeys.filter((k) => a[k] === undefined)
}
