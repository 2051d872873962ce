/** English texts of the sell area (merged into en.ts under 'sell'). */
export const sellEn = {} as const
