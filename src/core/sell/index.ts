/**
 * The sell area's door: what widgets and pages use of the sell side (the contract's types, the shared
 * sell request, the price checker, the sell wizard, the sell pages' loaders, and the trade-in stores).
 */
import './texts'
export * from './contract'
export * from '@core/checker'
export * from './wizard-rules'
export type { CalculateHooks } from './wizard-quote'
export * from './sell-wizard'
export * from './sell-pages'
export * from './trade-in'
export * from './handover'
export * from './payout-form'
export { sellTexts } from './texts'
