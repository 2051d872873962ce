/**
 * The device search box (sell-side.md §2 'Search box', §4 'Search', §5, §8): text -> a search 500 ms
 * after typing stops (timing.searchDebounceMs), only for non-blank text; clearing the text empties the
 * results; a reset (click outside) collapses the panel and forgets the text. One store per search box.
 */
import { map, type ReadableAtom } from 'nanostores'
import { latestOnly } from '@core/platform/loadable'
import { api } from '@core/platform/api/client'
import { followLink, siteAddress, type SiteLink } from '@core/platform/site-url'
import type { SearchResult } from './contract'
import type * as z from 'zod/mini'
import { timing, type Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { patcher } from '@core/platform/patch'

export type Result = z.infer<typeof SearchResult>

/** idle: nothing typed; loading: waiting for typing to stop or for the reply; ready: results (maybe none); failed. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface SearchState {
  text: string
  /** Whether the results panel shows (the combobox is expanded). */
  open: boolean
  status: SearchStatus
  results: Result[]
  /** The result the arrow keys point at, or -1. */
  active: number
}

const initial: SearchState = { text: '', open: false, status: 'idle', results: [], active: -1 }

/** `country`: the box's own country (its attribute), sent with each search; the visitor's by default. */
export function createSearch({ debounceMs = timing.searchDebounceMs, country }: { debounceMs?: number; country?: ReadableAtom<Country> } = {}) {
  const $state = map<SearchState>({ ...initial })
  const patch = patcher($state)
  let timer: ReturnType<typeof setTimeout> | undefined
  // Every change of text or reset starts anew; a reply for an older text is stale and dropped.
  const latest = latestOnly()

  function setText(text: string) {
    clearTimeout(timer)
    const isLatest = latest.begin()
    if (text.trim() === '') {
      patch({ text, open: true, status: 'idle', results: [], active: -1 })
      return
    }
    patch({ text, open: true, status: 'loading', active: -1 })
    timer = setTimeout(() => void run(text.trim(), isLatest), debounceMs)
  }

  async function run(text: string, isLatest: () => boolean) {
    const r = await api('search', { query: { query: text }, ...(country ? { country: country.get() } : {}) })
    if (!isLatest()) return
    // A failed search reads like an empty one: 'No devices found' (sell-side.md §8).
    patch(r.ok ? { status: 'ready', results: r.data.results.models, active: -1 } : { status: 'failed', results: [], active: -1 })
  }

  /** Focus or a click in the box: show the panel ('Start typing to search', or the results). */
  function expand() {
    if (!$state.get().open) $state.setKey('open', true)
  }

  /** Escape: hide the panel, keep the text and the results. */
  function collapse() {
    patch({ open: false, active: -1 })
  }

  /** A click outside (and Escape on a collapsed box): collapse and forget the text and the results. */
  function reset() {
    clearTimeout(timer)
    latest.cancel()
    $state.set({ ...initial })
  }

  /** Arrow keys: move through the results, wrapping; the panel opens if it was collapsed. */
  function move(step: 1 | -1) {
    const { results, active, open } = $state.get()
    if (!open) $state.setKey('open', true)
    if (results.length === 0) return
    const next = active === -1 ? (step === 1 ? 0 : results.length - 1) : (active + step + results.length) % results.length
    $state.setKey('active', next)
  }

  function point(index: number) {
    $state.setKey('active', index)
  }

  /** Stops a pending search (the widget is going away). */
  function dispose() {
    clearTimeout(timer)
    latest.cancel()
  }

  return { $state, setText, expand, collapse, reset, move, point, dispose }
}

export type Search = ReturnType<typeof createSearch>

/**
 * Where a result leads: the product page of the full site (/{country}/ecommerce/product-details/{id};
 * docs/decisions.md), or, for a model the shop does not sell, its sell page (the product page would be
 * 'could not fetch item'). On a partner's page the site is the API's origin, so the link is absolute there.
 */
export function productLink(country: Country, modelId: string, { shop = true }: { shop?: boolean } = {}): SiteLink {
  return siteAddress(shop ? pathTo('productDetails', { country, id: modelId }) : pathTo('selectVariant', { country, modelId }))
}

/** The page a search result opens (a result without the flag is a shop model, as before it existed). */
export function resultLink(country: Country, result: Result) {
  return productLink(country, result.models._id, { shop: result.shop !== false })
}

/** Opens a result: through the site's router when on the site's origin, otherwise a page load. */
export function openResult(country: Country, result: Result): void {
  followLink(resultLink(country, result))
}
