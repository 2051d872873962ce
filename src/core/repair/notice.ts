import { atom } from 'nanostores'
import type { ApiFailure } from '@core/platform/api/client'
import { timing } from '@core/domain/constants'
import type { TextKey } from '@core/i18n'

/** A message for the snackbar: one of ours, or the server's own words. */
export type Notice = { key: TextKey; params?: Record<string, string | number> } | { text: string }

/** The repair default when a call fails without words of its own (shop-and-repair.md §8). */
export const genericRepairError: Notice = { key: 'repair.errors.generic' }

/** The server's message when it gave one, the network text when offline, else the repair default. */
export function noticeOf(r: ApiFailure): Notice {
  if (r.kind === 'network') return { key: 'common.networkError' }
  return r.message && r.message !== 'Something went wrong!' ? { text: r.message } : genericRepairError
}

/** A snackbar that hides itself after timing.snackbarMs (repair messages auto-hide after 6 s, §8). */
export function createSnackbar(initial: Notice | null = null) {
  const $notice = atom<Notice | null>(initial)
  let timer: ReturnType<typeof setTimeout> | undefined
  function show(notice: Notice) {
    clearTimeout(timer)
    $notice.set(notice)
    timer = setTimeout(() => $notice.set(null), timing.snackbarMs)
  }
  function hide() {
    clearTimeout(timer)
    $notice.set(null)
  }
  return { $notice, show, hide }
}
export type Snackbar = ReturnType<typeof createSnackbar>
