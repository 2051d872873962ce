import type { Widen } from '../en'
import type { sellEn } from './sell.en'

/** Kiswahili texts of the sell area: the same keys as sell.en.ts. */
export const sellSw: Widen<typeof sellEn> = {}
