/** English texts of the account area (merged into en.ts under 'account'). */
export const accountEn = {} as const
