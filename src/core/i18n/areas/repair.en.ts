/** English texts of the repair area (merged into en.ts under 'repair'); the picker's are in repair-picker.en.ts. */
import { repairPickerEn } from './repair-picker.en'

export const repairEn = {
  picker: repairPickerEn,
}
