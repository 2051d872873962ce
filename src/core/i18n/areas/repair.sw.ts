/** Kiswahili texts of the repair area: the same keys as repair.en.ts. */
import type { Dictionary } from '../en'
import { repairPickerSw } from './repair-picker.sw'

export const repairSw: Dictionary['repair'] = {
  picker: repairPickerSw,
}
