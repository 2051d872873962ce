import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The content area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const contentPages: PageRegistry = {
  sellLanding: lazy(() => import('./SellLanding')),
}
