/**
 * @simu/widgets/elements: importing it registers every Simu custom element (each tag once, whoever
 * else defines it first). `@simu/widgets/elements/<tag>.js` registers one.
 */
import '@widgets/price-checker/element'
import '@widgets/sell-wizard/element'
import '@widgets/sign-in/element'
import '@widgets/search/element'
import '@widgets/popup/element'
import '@widgets/testimonial-form/element'
import '@widgets/cart-drawer/element'
import '@widgets/add-to-cart/element'
import '@widgets/checkout/element'
import '@widgets/repair-picker/element'

export { configure, type SimuConfig } from './configure'
export { simuEventAliases, simuEventNames } from '@widgets/events'
