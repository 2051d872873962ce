/** English texts of the shop area (merged into en.ts under 'shop'). */
export const shopEn = {
}
