import type { PageRegistry } from '../types'

/** The account area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const accountPages: PageRegistry = {}
