/**
 * Replies the server fetched for the page it rendered, sent in the page (src/server/site-pages.ts), so a
 * store created by that page starts with its data on the server and in the browser's first render alike:
 * the catalogue and the product page carry their data in the HTML. They serve the first page only.
 */
import { calls, type CallName, type ParamsOf, type QueryOf, type ReplyOf } from './registry'

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

/** The reply the page came with for this call, checked against the contract as a fetched one is. */
export function seeded<N extends CallName>(request: SeedRequest<N>): ReplyOf<N> | undefined {
  const raw = seeds.get(seedKey(request))
  if (raw === undefined) return undefined
  const parsed = calls[request.name].reply.safeParse(raw)
  return parsed.success ? (parsed.data as ReplyOf<N>) : undefined
}
