import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The checkout area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const checkoutPages: PageRegistry = {
}
void lazy
