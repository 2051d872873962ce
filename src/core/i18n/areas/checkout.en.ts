/** English texts of the checkout area (merged into en.ts under 'checkout'). */
export const checkoutEn = {
}
