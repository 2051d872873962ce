/** Registers the sell area's texts: loaded by the area's door, core/sell/index.ts. */
import { registerTexts } from '@core/i18n'
import { sellEn } from '@core/i18n/areas/sell.en'
import { sellSw } from '@core/i18n/areas/sell.sw'

registerTexts('sell', sellEn, sellSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const sellTexts = ['sell'] as const
