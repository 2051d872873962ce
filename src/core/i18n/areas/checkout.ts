/** Registers the checkout area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { checkoutEn } from './checkout.en'
import { checkoutSw } from './checkout.sw'

registerTexts('checkout', checkoutEn, checkoutSw)
