/** Registers the pages area's texts; imported by the widgets and pages that use them. */
import { registerTexts } from '../index'
import { pagesEn } from './pages.en'
import { pagesSw } from './pages.sw'

registerTexts('pages', pagesEn, pagesSw)
