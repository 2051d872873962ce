import type { Widen } from '../en'
import type { pagesEn } from './pages.en'

/** Kiswahili texts of the pages area: the same keys as pages.en.ts. */
export const pagesSw: Widen<typeof pagesEn> = {}
