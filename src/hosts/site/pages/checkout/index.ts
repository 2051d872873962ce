import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The checkout area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const checkoutPages: PageRegistry = {
  checkout: lazy(() => import('./CheckoutPage')),
  // A shop order's invoice; any other id falls back to the trade-in invoice (sell/InvoicePage).
  invoice: lazy(() => import('./InvoicePage')),
}
