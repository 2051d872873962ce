import type { Widen } from '../en'
import type { accountEn } from './account.en'

/** Kiswahili texts of the account area: the same keys as account.en.ts. */
export const accountSw: Widen<typeof accountEn> = {}
