/**
 * Replies the server fetched for the page it rendered, sent in the page (src/server/site-pages.ts), so a
 * store created by that page starts with its data on the server and in the browser's first render alike:
 * the catalogue and the product page carry their data in the HTML. They serve the first page only.
 */
import type { CallName, ParamsOf, QueryOf, ReplyOf } from './registry'

let seeds = new Map<string, unknown>()

export interface SeedRequest<N extends CallName = CallName> {
  name: N
  params?: ParamsOf<N>
  query?: QueryOf<N>
}

/** The key of one call with its parameters and query (the same on the server and in the browser). */
export const seedKey = ({ name, params, query }: SeedRequest): string => `${name} ${JSON.stringify(params ?? {})} ${JSON.stringify(query ?? {})}`

/** The replies for this page, by seedKey (raw JSON as the API sent it). */
export function loadSeeds(replies: Record<string, unknown>): void {
  seeds = new Map(Object.entries(replies))
}

/** Forgets them (the visitor went on to another page: its data comes from the API). */
export function clearSeeds(): void {
  seeds = new Map()
}

/**
 * The reply the page came with for this call. It is not checked against the contract here (that would put
 * zod and every schema in the first load): it came from this server's own API with the page, and the server
 * and the browser both render from the same value.
 */
export function seeded<N extends CallName>(request: SeedRequest<N>): ReplyOf<N> | undefined {
  return seeds.get(seedKey(request)) as ReplyOf<N> | undefined
}
