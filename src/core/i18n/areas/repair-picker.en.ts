/** English texts of the repair picker (merged into the repair area under 'picker'). */
export const repairPickerEn = {
  trigger: 'Repair my phone',
  title: 'Select The Phone You Wish To Repair',
  intro: 'Choose the brand and the model. On the next page you pick what needs fixing and see the price.',
  proceed: 'Proceed',
  chooseBrandFirst: 'Choose a brand first',
}
