/** Kiswahili texts of the repair picker: the same keys as repair-picker.en.ts. */
import type { repairPickerEn } from './repair-picker.en'
import type { Widen } from '../en'

export const repairPickerSw: Widen<typeof repairPickerEn> = {
}
