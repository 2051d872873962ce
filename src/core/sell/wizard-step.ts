/**
 * The sell wizard's step: forward only when the step's rule allows it, back, and (in the sell mode)
 * kept for this tab's visit (sessionStorage) next to the answers, so a reload returns to it.
 */
import type { MapStore } from 'nanostores'
import { storageKeys } from '@core/domain/constants'
import { $selectedModel, $sellAnswers } from '@core/checker'
import { canGoNext, sellSteps, type SellWizardState, type WizardStep } from './wizard-rules'

/** The sell wizard's step, kept for this tab's visit (sessionStorage) next to the answers. */
export function savedStep(): WizardStep | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKeys.sellStep)
    return sellSteps.find((s) => s === raw)
  } catch {
    return undefined
  }
}

export function saveStep(step: WizardStep | null): void {
  try {
    if (step) globalThis.sessionStorage?.setItem(storageKeys.sellStep, step)
    else globalThis.sessionStorage?.removeItem(storageKeys.sellStep)
  } catch {
    // Storage blocked: a reload then opens on the basics, with the answers the atom still holds.
  }
}

export function createWizardSteps($state: MapStore<SellWizardState>, steps: readonly WizardStep[]) {
  /** Every step change goes through here: the sell mode keeps it for a reload. */
  function set(step: WizardStep) {
    if ($state.get().mode === 'sell') saveStep(step)
    $state.setKey('step', step)
  }

  function moveTo(step: WizardStep) {
    set(step)
    $state.setKey('submission', { status: 'idle' })
  }

  /** Forward follows the step order, only when the step's rule allows it. */
  function next(): boolean {
    const s = $state.get()
    const i = steps.indexOf(s.step)
    if (i < 0 || i >= steps.length - 1) return false
    if (!canGoNext(s.step, $sellAnswers.get(), $selectedModel.get(), s.storeId)) return false
    moveTo(steps[i + 1]!)
    return true
  }

  /** Back goes to the previous step (sell-side.md §4). */
  function back() {
    const i = steps.indexOf($state.get().step)
    if (i > 0) moveTo(steps[i - 1]!)
  }

  function goTo(step: WizardStep) {
    if (steps.includes(step)) moveTo(step)
  }

  return { list: steps, set, moveTo, next, back, goTo }
}
export type WizardSteps = ReturnType<typeof createWizardSteps>
