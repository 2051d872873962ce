import type { MapStore } from 'nanostores'

/**
 * Several keys of a map store set as one change (subscribers see one state, never a half-made one).
 * One key: use the store's own `setKey`. (Issue 13 merged the stores' hand-rolled `patch` into this.)
 */
export const patcher = <T extends object>(store: MapStore<T>) => (p: Partial<T>): void => store.set({ ...store.get(), ...p })
