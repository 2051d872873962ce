/**
 * The trade-in parts' door: the components the site's pages build the trade-in pages from (the
 * tracker, the lists, the documents, the payout), the shared states (loading, failure, empty,
 * sign-in), and the trade-in pages' styles. Pages import these from here, never the files behind.
 */
export { TradeInTracker } from './TradeInTracker'
export { TradeInList } from './TradeInList'
export { InvoiceView } from './Invoice'
export { InvoiceList } from './InvoiceList'
export { PurchaseOrderView } from './PurchaseOrder'
export { PaymentResult } from './PaymentResult'
export { PayoutForm, PayoutSummary } from './Payout'
export { EmptyState, RemoteView, SignInPrompt, useLanguage } from './parts'
/** The trade-in pages' shared styles (page, section, card, note…), for the host pages that show these parts. */
export * as tradeInStyles from './TradeIn.css'
