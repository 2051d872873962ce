/** Registers the shop area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { shopEn } from './shop.en'
import { shopSw } from './shop.sw'

registerTexts('shop', shopEn, shopSw)
