/** English texts of the repair picker (merged into the repair area under 'picker'). */
export const repairPickerEn = {
}
