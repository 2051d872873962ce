import { atom, computed } from 'nanostores'
import { storageKeys } from '../domain/constants'
import type { Answer, QuestionKey, SellAnswers } from '../domain/questions'
import { persistentValue } from './persistent'

/** The model the seller picked (sell-side.md §3 'Selected model'), with the ids the request needs. */
export interface SelectedModel {
  modelID: string
  variantID: string
  modelName: string
  ram: number
  storage: number
  image: string
  price: number
}

const isSelected = (v: unknown): v is SelectedModel => {
  const m = v as SelectedModel
  return typeof m?.modelID === 'string' && typeof m.variantID === 'string' && typeof m.price === 'number'
}

export const $selectedModel = persistentValue<SelectedModel | null>(storageKeys.selectedModel, null, (v) => (v === null || isSelected(v) ? v : undefined))
export const $sellAnswers = atom<SellAnswers>({})

/** The sell request body (without user_id, which the server takes from the token). */
export const $sellRequest = computed([$selectedModel, $sellAnswers], (model, answers) =>
  model ? { modelID: model.modelID, variantID: model.variantID, ...answers } : null,
)

export function selectModel(model: SelectedModel | null): void {
  $selectedModel.set(model)
}

export function answer(key: QuestionKey, value: Answer): void {
  $sellAnswers.set({ ...$sellAnswers.get(), [key]: value })
}

/** Tiles toggle: a click flips the answer between yes and no. */
export function toggleAnswer(key: QuestionKey): void {
  answer(key, $sellAnswers.get()[key] === 'yes' ? 'no' : 'yes')
}

export function setAnswers(answers: SellAnswers): void {
  $sellAnswers.set({ ...answers })
}

/** On leaving the sell flow the request resets (sell-side.md §4). */
export function resetSell(): void {
  $sellAnswers.set({})
  $selectedModel.set(null)
}
