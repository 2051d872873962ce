/** Registers the server refusals' texts by code; the API client imports it to translate error codes. */
import { registerTexts } from '../index'
import { errorsEn } from './errors.en'
import { errorsSw } from './errors.sw'

registerTexts('errors', errorsEn, errorsSw)
