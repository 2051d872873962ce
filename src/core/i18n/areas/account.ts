/** Registers the account area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { accountEn } from './account.en'
import { accountSw } from './account.sw'

registerTexts('account', accountEn, accountSw)
