/**
 * Paged lists (docs/api.md "Paging"): every list that can grow takes `?page=&limit=` and answers its items
 * with `page`, `limit` and `total` (the number of items over every page). A page past the last one answers
 * an empty list with the same total. Zod-free: the contract (platform/api/define.ts), the server and the
 * client's every-page reader share it.
 */
import { catalogue } from './constants'

export interface PageSize {
  /** Items on a page when the request names no `limit`. */
  default: number
  /** The largest `limit` a request may ask for. */
  max: number
}

/** The page sizes of each paged call. */
export const pageSizes = {
  availableModels: { default: catalogue.pageSize, max: catalogue.pageSizeInStock },
  quotes: { default: 20, max: 100 },
  invoices: { default: 20, max: 100 },
  shopOrders: { default: 20, max: 100 },
  repairTickets: { default: 20, max: 100 },
  testimonials: { default: 20, max: 100 },
} as const satisfies Record<string, PageSize>

export type PagedCallName = keyof typeof pageSizes

/** `page` and `limit` are whole numbers written in digits (at most six). */
export const pageNumberPattern = /^\d{1,6}$/
