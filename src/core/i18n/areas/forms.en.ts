/** English texts of the forms area (merged into en.ts under 'forms'). */
export const formsEn = {} as const
