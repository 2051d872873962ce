import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The repair area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const repairPages: PageRegistry = {
  repair: lazy(() => import('./RepairScreen')),
  repairAddress: lazy(() => import('./RepairAddress')),
  repairSummary: lazy(() => import('./RepairSummary')),
  repairPro: lazy(() => import('./RepairPro')),
}
