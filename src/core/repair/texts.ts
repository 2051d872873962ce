/** Registers the repair area's texts: loaded by the area's door, core/repair/index.ts. */
import { registerTexts } from '@core/i18n'
import { repairEn } from '@core/i18n/areas/repair.en'
import { repairSw } from '@core/i18n/areas/repair.sw'

registerTexts('repair', repairEn, repairSw)

/** The areas this module registers (checked by tests/platform/i18n-doors.test.tsx). */
export const repairTexts = ['repair'] as const
