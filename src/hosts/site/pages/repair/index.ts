import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The repair area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const repairPages: PageRegistry = {
}
void lazy
