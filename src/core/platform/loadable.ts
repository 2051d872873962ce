import type { ApiFailure } from '@core/platform/api/client'

/** A value fetched from the API: not asked yet, on its way, there, or failed (a network failure is told apart). */
export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; network: boolean }

export const failed = (r: Pick<ApiFailure, 'kind' | 'message'>): Loadable<never> => ({ status: 'error', message: r.message, network: r.kind === 'network' })
