import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The checkout area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const checkoutPages: PageRegistry = {
  checkout: lazy(() => import('./CheckoutPage')),
  // The one owner of /{country}/invoice/{id}: a shop order's invoice, or (not one of the shopper's orders) the trade-in invoice (sell/InvoicePage).
  invoice: lazy(() => import('./InvoicePage')),
}
