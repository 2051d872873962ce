/** Registers the sell area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { sellEn } from './sell.en'
import { sellSw } from './sell.sw'

registerTexts('sell', sellEn, sellSw)
