import { atom } from 'nanostores'
import { timing } from '@core/domain/constants'
import type { Message } from '@core/platform/message'

/**
 * The one snackbar (issue 13 merged the repair one and the sign-in page's): a value shown until
 * timing.snackbarMs passes (6 s, sell-side.md §8, shop-and-repair.md §8) or until it is hidden.
 * `T` is what it shows: a Message by default, or a richer value (the sign-in page's title + message).
 */
export function createSnackbar<T = Message>(initial: T | null = null) {
  const $notice = atom<T | null>(initial)
  let timer: ReturnType<typeof setTimeout> | undefined
  function show(notice: T): void {
    clearTimeout(timer)
    $notice.set(notice)
    timer = setTimeout(() => $notice.set(null), timing.snackbarMs)
  }
  /** Hiding it also clears the message it held. */
  function hide(): void {
    clearTimeout(timer)
    $notice.set(null)
  }
  return { $notice, show, hide }
}
export type Snackbar<T = Message> = ReturnType<typeof createSnackbar<T>>
