/** Registers the repair area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { repairEn } from './repair.en'
import { repairSw } from './repair.sw'

registerTexts('repair', repairEn, repairSw)
