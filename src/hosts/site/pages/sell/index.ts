import { lazy } from 'react'
import type { PageRegistry } from '../types'

/** The sell area's pages by route name, loaded on demand (merged in pages/registry.ts). */
export const sellPages: PageRegistry = {
  // wizard
  sellWizard: lazy(() => import('./SellWizardPage')),
  sellWizardAlias: lazy(() => import('./SellWizardPage')),
  selectBrand: lazy(() => import('./SelectBrand')),
  selectVariant: lazy(() => import('./SelectVariant')),
  samsung: lazy(() => import('./Samsung')),
  stores: lazy(() => import('./Stores')),
  // end wizard
  // tracking
  deviceDetails: lazy(() => import('./DeviceDetails')),
  deviceDetail: lazy(() => import('./DeviceDetails')),
  order: lazy(() => import('./Order')),
  purchaseOrder: lazy(() => import('./PurchaseOrder')),
  invoiceList: lazy(() => import('./InvoiceListPage')),
  // invoice (/{country}/invoice/{id}) is the checkout pages' route: their page shows this one for a trade-in.
  invoiceEdit: lazy(() => import('./InvoiceEdit')),
  invoicePaymentSuccess: lazy(() => import('./PaymentSuccess')),
  paymentSuccess: lazy(() => import('./PaymentSuccess')),
  // end tracking
}
