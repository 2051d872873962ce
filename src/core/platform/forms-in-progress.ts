/**
 * Which sell forms are half-filled, in a module of its own: the price checker and the wizard report
 * here without loading the pop-up's store (and its phone validation, ~9 KB) into their first render.
 */
import { atom } from 'nanostores'

/**
 * The sell forms on the page that a seller has started and not left (a price checker with a phone
 * chosen, a wizard past its start): while any is, the pop-up waits (issue 10: it never interrupts).
 */
export const $formsInProgress = atom<ReadonlySet<string>>(new Set())

/** A form says it is (or no longer is) half-filled; `id` is the form instance's own. */
export function setFormInProgress(id: string, inProgress: boolean): void {
  const now = $formsInProgress.get()
  if (now.has(id) === inProgress) return
  const next = new Set(now)
  if (inProgress) next.add(id)
  else next.delete(id)
  $formsInProgress.set(next)
}
