/**
 * The repair area's door: what widgets and pages use of repair (the contract's types, the booking,
 * the repair picker, the repair screen, the address page, the tickets, and what a failed call says).
 */
import './texts'
export * from './contract'
export * from './booking'
export * from './repair-picker'
export * from './repair-screen'
export * from './repair-address'
export * from './tickets'
export * from './repair-failure'
export { repairTexts } from './texts'
