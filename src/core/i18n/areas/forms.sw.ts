import type { Widen } from '../en'
import type { formsEn } from './forms.en'

/** Kiswahili texts of the forms area: the same keys as forms.en.ts. */
export const formsSw: Widen<typeof formsEn> = {}
