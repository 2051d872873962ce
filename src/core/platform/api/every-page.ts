/**
 * Reads every page of a paged list (docs/api.md "Paging") for the views that show the whole list: the
 * first page says the total, the rest are asked for together, and the items come back in order, each once
 * (an item that moved to the next page while the pages were read is not shown twice).
 */
import { pageSizes, type PagedCallName } from '@core/domain/paging'
import { api, type ApiResult, type CallOptions } from './client'
import type { ReplyOf } from './registry'

/** The paged calls whose items all have an `_id` (every one but the catalogue, which the shop pages itself). */
type ListCall = Exclude<PagedCallName, 'availableModels'>

/** The most pages read for one list: 100 items a page, so 10,000 items. */
const maxPages = 100

export async function everyPage<N extends ListCall, T extends { _id: string }>(
  name: N,
  items: (reply: ReplyOf<N>) => T[],
  options: Omit<CallOptions<N>, 'query'> = {},
): Promise<ApiResult<T[]>> {
  const limit = pageSizes[name].max
  const read = (page: number) => api(name, { ...options, query: { page: String(page), limit: String(limit) } } as CallOptions<N>)
  const first = await read(1)
  if (!first.ok) return first
  const { total } = first.data as ReplyOf<N> & { total: number }
  const pages = Math.min(maxPages, Math.ceil(total / limit))
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => read(i + 2)))
  const all = [...items(first.data)]
  for (const page of rest) {
    if (!page.ok) return page
    all.push(...items(page.data))
  }
  const seen = new Set<string>()
  return { ok: true, data: all.filter((item) => !seen.has(item._id) && seen.add(item._id)) }
}
