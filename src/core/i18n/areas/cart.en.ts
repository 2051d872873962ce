/** English texts of the cart area (merged into en.ts under 'cart'). */
export const cartEn = {
}
