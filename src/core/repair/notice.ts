import { genericError, type ApiFailure } from '@core/platform/api/client'
import type { Message } from '@core/platform/message'

/** @deprecated use Message (@core/platform/message): one type for what the user is told since issue 13. */
export type Notice = Message

/** The repair default when a call fails without words of its own (shop-and-repair.md §8). */
export const genericRepairError: Notice = { key: 'repair.errors.generic' }

/** The server's message when it gave one, the network text when offline, else the repair default. */
export function noticeOf(r: ApiFailure): Notice {
  // (The repair area moves to fromFailure(r, { fallback: 'repair.errors.generic', onlyWhenSilent: true }), which adds the code.)
  if (r.kind === 'network') return { key: 'common.networkError' }
  return r.message && r.message !== genericError ? { text: r.message } : genericRepairError
}

/** The repair snackbar is the platform's one (auto-hides after timing.snackbarMs, §8). */
export { createSnackbar, type Snackbar } from '@core/platform/snackbar'
