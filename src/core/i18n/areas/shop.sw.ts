/** Kiswahili texts of the shop area: the same keys as shop.en.ts. */
import type { Dictionary } from '../en'

export const shopSw: Dictionary['shop'] = {
}
