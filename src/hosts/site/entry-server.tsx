/**
 * The site rendered on the server (built by `vite build --mode ssr` into dist/ssr/entry-server.js and
 * loaded by src/server/site-pages.ts): the same App the browser hydrates, for one address, country and
 * language. Stores are module-wide, so renders run one at a time, each starting from the request's values.
 */
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import type { Country, Language } from '@core/domain/constants'
import { callPath, renderingOnServer } from '@core/platform/api/client'
import { calls } from '@core/platform/api/registry'
import { clearSeeds, seedKey, loadSeeds, type SeedRequest } from '@core/platform/api/seeds'
import { matchRoute } from '@core/platform/routes'
import { availableModelsQuery, parseShopSearch } from '@core/domain/shop'
import { $country, $language } from '@core/platform/locale'
import { translator } from '@core/i18n'
import { App } from './App'
import { $page, $router } from './router'

export interface RenderRequest {
  /** Path and query, as requested. */
  url: string
  country: Country
  language: Language
  /** The visitor's browser keeps state (a cart, a session…): pages showing it are left to the browser. */
  deferStored: boolean
  /** The API's replies for pageData(url), by seedKey (the server fetched them). */
  replies: Record<string, unknown>
}

export interface RenderedPage {
  html: string
  title: string
  /** 404 for an address that names no page. */
  status: number
}

renderingOnServer(true)

/** The marker renderToString leaves where a boundary suspended (the browser would render it itself). */
const clientRendered = '<!--$!-->'

let queue: Promise<unknown> = Promise.resolve()

/** One page's HTML (the inside of #app), its title and status. */
export function render(request: RenderRequest): Promise<RenderedPage> {
  const next = queue.then(() => renderNow(request))
  queue = next.catch(() => undefined)
  return next
}

async function renderNow({ url, country, language, deferStored, replies }: RenderRequest): Promise<RenderedPage> {
  $router.open(url)
  $country.set(country)
  $language.set(language)
  loadSeeds(replies)
  const page = $page.get()
  const path = url.split('?')[0] ?? '/'
  let html = renderToString(<App path={path} deferStored={deferStored} />)
  if (html.includes(clientRendered)) {
    // A lazy part (the page, the search box) had not loaded yet: load them all, then render again. Every
    // boundary is then complete in order, so the HTML needs no inline script (the site's CSP has none).
    const { prelude } = await prerenderToNodeStream(<App path={path} deferStored={deferStored} />)
    for await (const _ of prelude);
    html = renderToString(<App path={path} deferStored={deferStored} />)
  }
  const t = translator(language)
  const title = `${page ? t(`site.pages.${page.route}`) : t('site.notFoundTitle')} · Simu`
  clearSeeds()
  return { html, title, status: page && page.route !== 'notFound' ? 200 : 404 }
}

/** An API request the page's first render needs, as the server makes it in-process. */
export interface DataRequest {
  key: string
  method: 'GET'
  url: string
}

/**
 * The API replies a page carries in its HTML: the catalogue's first page (and the shop landing's strips),
 * the product. Other pages show only what every visitor sees, or what this browser keeps.
 */
export function pageData(url: string): DataRequest[] {
  const match = matchRoute(url)
  if (!match) return []
  const search = Object.fromEntries(new URL(url, 'http://simu').searchParams)
  const wanted: SeedRequest<'availableModels' | 'featuredModels' | 'deals' | 'singleProduct'>[] = []
  if (match.route === 'shop' || match.route === 'shopProducts') wanted.push({ name: 'availableModels', query: availableModelsQuery(parseShopSearch(search)) } as SeedRequest<'availableModels'>)
  if (match.route === 'shop') wanted.push({ name: 'featuredModels' }, { name: 'deals' })
  if ((match.route === 'productDetails' || match.route === 'productDetailsAlias') && match.params.id) wanted.push({ name: 'singleProduct', params: { id: match.params.id } } as SeedRequest<'singleProduct'>)
  return wanted.map((request) => {
    const query = new URLSearchParams(Object.entries((request.query ?? {}) as Record<string, string | undefined>).filter((e): e is [string, string] => e[1] !== undefined)).toString()
    const path = callPath(calls[request.name].path, request.params as Record<string, string> | undefined)
    return { key: seedKey(request), method: 'GET', url: `/api/v1${path}${query ? `?${query}` : ''}` }
  })
}
