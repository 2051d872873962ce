/** Registers the forms area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { formsEn } from './forms.en'
import { formsSw } from './forms.sw'

registerTexts('forms', formsEn, formsSw)
