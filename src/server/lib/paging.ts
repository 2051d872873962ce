/**
 * One paging scheme for every list that can grow (docs/api.md "Paging"): `?page=&limit=` in, the page's
 * items with `page`, `limit` and `total` out. The contract (define.ts pageQuery) lets only digits through;
 * the ranges are checked here, so a refusal names the rule: page from 1, limit from 1 to the list's maximum.
 */
import { pageSizes, type PagedCallName } from '@core/domain/paging'
import { badRequest } from './errors'

export interface PageRequest {
  page: number
  limit: number
  /** Items before this page. */
  offset: number
}

export interface PageQueryValues {
  page?: string | undefined
  limit?: string | undefined
}

/** The page a request asks for; 400 `at_least_one` or `at_most` when it is out of range. */
export function pageOf(list: PagedCallName, query: PageQueryValues | undefined, defaultLimit: number = pageSizes[list].default): PageRequest {
  const { max } = pageSizes[list]
  const page = whole(query?.page, 'page', 1)
  const limit = whole(query?.limit, 'limit', defaultLimit)
  if (limit > max) throw badRequest('at_most', { name: 'limit', max })
  return { page, limit, offset: (page - 1) * limit }
}

function whole(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n)) throw badRequest('invalid_input', { detail: `${name}: ${name} must be a number` })
  if (n < 1) throw badRequest('at_least_one', { name })
  return n
}

/** A page's reply fields next to its items. */
export function paged(request: PageRequest, total: number): { page: number; limit: number; total: number } {
  return { page: request.page, limit: request.limit, total }
}

/** The items of one page of a list held in memory. */
export function pageSlice<T>(items: readonly T[], request: PageRequest): T[] {
  return items.slice(request.offset, request.offset + request.limit)
}
