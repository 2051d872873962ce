import type { ApiFailure } from '@core/platform/api/client'
import { fromFailure, type Message } from '@core/platform/message'

/**
 * What a failed repair call tells the user (shop-and-repair.md §8): the server's words when it gave
 * some, the network text when offline, else the repair default. (Was noticeOf, with its own Notice type
 * and snackbar; both are the platform's now.)
 */
export const repairFailure = (r: ApiFailure): Message => fromFailure(r, { fallback: 'repair.errors.generic', onlyWhenSilent: true })
