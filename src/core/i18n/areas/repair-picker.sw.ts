/** Kiswahili texts of the repair picker: the same keys as repair-picker.en.ts. */
import type { repairPickerEn } from './repair-picker.en'
import type { Widen } from '../en'

export const repairPickerSw: Widen<typeof repairPickerEn> = {
  trigger: 'Tengeneza simu yangu',
  title: 'Chagua Simu Unayotaka Kutengeneza',
  intro: 'Chagua chapa na modeli. Kwenye ukurasa unaofuata utachagua kinachohitaji kurekebishwa na kuona bei.',
  proceed: 'Endelea',
  chooseBrandFirst: 'Chagua chapa kwanza',
}
