/**
 * Registers the site area's texts: its forms (popup, testimonials, search, warranty, applications) and
 * its pages (landing pages, shell, content). Loaded by the area's door, core/site/index.ts.
 */
import { registerTexts } from '@core/i18n'
import { formsEn } from '@core/i18n/areas/forms.en'
import { formsSw } from '@core/i18n/areas/forms.sw'
import { pagesEn } from '@core/i18n/areas/pages.en'
import { pagesSw } from '@core/i18n/areas/pages.sw'

registerTexts('forms', formsEn, formsSw)
registerTexts('pages', pagesEn, pagesSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const siteTexts = ['forms', 'pages'] as const
