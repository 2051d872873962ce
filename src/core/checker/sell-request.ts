import { computed } from 'nanostores'
import { apiConfig } from '@core/platform/api/client'
import { storageKeys, type Country } from '@core/domain/constants'
import { questionKeys, type Answer, type QuestionKey, type SellAnswers } from '@core/domain/questions'
import { persistentValue } from '@core/platform/storage'
import { sessionValue } from '@core/platform/storage'

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
/** Only known questions answered yes or no: anything else in storage is no answer. */
const decodeAnswers = (v: unknown): SellAnswers | undefined => {
  if (!v || typeof v !== 'object') return undefined
  const raw = v as Record<string, unknown>
  return Object.fromEntries(questionKeys.flatMap((k) => (raw[k] === 'yes' || raw[k] === 'no' ? [[k, raw[k]]] : []))) as SellAnswers
}
/**
 * The answers given so far. In sessionStorage (one tab's visit, like the repair booking): a reload in the
 * middle of the wizard keeps them, and closing the tab forgets them (issue 10).
 */
export const $sellAnswers = sessionValue<SellAnswers>(storageKeys.sellAnswers, {}, decodeAnswers)

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

/**
 * An address on Simu's own site. On the site a path is enough; an embedded widget lives on a partner's
 * page, so it gets an absolute URL on the host the API (and the loader) come from.
 */
export function simuSiteUrl(path: string, embedded: boolean): string {
  if (!embedded) return path
  const base = new URL(apiConfig().baseUrl, globalThis.location?.href ?? 'http://localhost/')
  return new URL(path, base).href
}

/**
 * The address of Simu's sell wizard with a phone and the answers given so far (a price checker's
 * 'Sell now' on a page that is not Simu's): the query holds the ids and one key per answer.
 */
export function sellHandoffPath(country: Country, modelId: string, variantId: string, answers: SellAnswers): string {
  const q = new URLSearchParams({ model: modelId, variant: variantId })
  for (const k of questionKeys) if (answers[k]) q.set(k, answers[k])
  return `/${country}/sell-your-device?${q.toString()}`
}

/** The hand-off read back from the wizard page's query: only known ids and yes/no answers. */
export function handoffFromSearch(search: Record<string, string>): { model?: string; variant?: string; answers?: SellAnswers } {
  const id = (v: string | undefined) => (v && /^[\w-]{1,80}$/.test(v) ? v : undefined)
  const model = id(search.model)
  const variant = id(search.variant)
  if (!model || !variant) return {}
  const answers: SellAnswers = {}
  for (const k of questionKeys) {
    const v = search[k]
    if (v === 'yes' || v === 'no') answers[k] = v
  }
  return { model, variant, answers }
}
