/** Registers the account area's texts. Loaded by the area's door, core/account/index.ts. */
import { registerTexts } from '@core/i18n'
import { accountEn } from '@core/i18n/areas/account.en'
import { accountSw } from '@core/i18n/areas/account.sw'

registerTexts('account', accountEn, accountSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const accountTexts = ['account'] as const
