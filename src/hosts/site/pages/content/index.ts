import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The content area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const contentPages: PageRegistry = {
  sellLanding: lazy(() => import('./SellLanding')),
  howItWorks: lazy(() => import('./HowItWorks')),
  repairLanding: lazy(() => import('./RepairLanding')),
  registerPhone: lazy(() => import('./RegisterPhone')),
  registerPhoneRoot: lazy(() => import('./RegisterPhone')),
  partner: lazy(() => import('./Partner')),
  dealerRegister: lazy(() => import('./DealerRegister')),
  retailerRegister: lazy(() => import('./RetailerRegister')),
  careers: lazy(() => import('./Careers')),
}
