import type { PageRegistry } from '../types'

/** The sell area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const sellPages: PageRegistry = {}
