/** Registers the cart area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { cartEn } from './cart.en'
import { cartSw } from './cart.sw'

registerTexts('cart', cartEn, cartSw)
