/**
 * The site's pages as HTML that paints before any script runs: the built index.html with the page
 * rendered by React on the server (dist/ssr/entry-server.js, built by `vite build --mode ssr`), in the
 * visitor's country and language, which the browser then hydrates (src/hosts/site/main.tsx). Without a
 * server build, or if rendering fails, the page goes out empty and the browser renders it, as before.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import { siteAppKey } from './db/seed-data'
import { countryLanguage, isCountry, isLanguage, type Country, type Language } from '@core/domain/constants'

interface Renderer {
  render(request: { url: string; country: Country; language: Language; deferStored: boolean; replies: Record<string, unknown> }): Promise<{ html: string; title: string; status: number }>
  pageData(url: string): { key: string; method: 'GET'; url: string }[]
}

/** The API in-process (Fastify's inject): the page's data is fetched as the browser would fetch it. */
export type Fetch = (request: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; body: string }>

export interface SitePage {
  status: number
  html: string
}

const missingBuild = '<!doctype html><title>Simu</title><p>The site is not built yet: run <code>npm run build</code>.</p>'

const cookie = (header: string | undefined, name: string) => new RegExp(`(?:^|;\\s*)${name.replace('.', '\\.')}=(\\w+)`).exec(header ?? '')?.[1]

/**
 * The language the browser will render in, so the server's HTML is the one it hydrates: the country of the
 * address switches the language to that country's (as setCountry does) unless the visitor's last country
 * was this one, in which case their chosen language (the simu.lang cookie the site keeps) stays.
 */
export function pageLanguage(country: Country, cookies: string | undefined): Language {
  const lastCountry = cookie(cookies, 'simu.country')
  const chosen = cookie(cookies, 'simu.lang')
  return lastCountry === country && isLanguage(chosen) ? chosen : countryLanguage[country]
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

export async function sitePages(distDir: string, log: FastifyBaseLogger, fetch: Fetch) {
  const indexFile = join(distDir, 'site', 'site', 'index.html')
  const serverEntry = join(distDir, 'ssr', 'entry-server.js')
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
  const renderer = template && existsSync(serverEntry) ? ((await import(pathToFileURL(serverEntry).href)) as Renderer) : undefined

  /**
   * The page at `url` (path and query): `fallbackStatus` is used when the page is sent for the browser to
   * render; `via` are the request's host and forwarding headers, so the data's links (phone images) name
   * the address the visitor used.
   */
  async function page(url: string, cookies: string | undefined, fallbackStatus: number, via: Record<string, string> = {}): Promise<SitePage> {
    if (!template) return { status: fallbackStatus, html: missingBuild }
    const first = url.split('/')[1]?.split('?')[0]
    const lastCountry = cookie(cookies, 'simu.country')
    const country: Country = isCountry(first) ? first : isCountry(lastCountry) ? lastCountry : 'ke'
    const language = pageLanguage(country, cookies)
    if (!renderer) return { status: fallbackStatus, html: template }
    try {
      // The site's cookie says this browser keeps a cart, a session or work in progress (stored-state.tsx).
      const deferStored = cookie(cookies, 'simu.local') === '1'
      const replies = await pageReplies(renderer, url, { ...via, country, 'accept-language': language })
      const page = await renderer.render({ url, country, language, deferStored, replies })
      // In a <script type="application/json">: '<' escaped so no value can close the element.
      const info = JSON.stringify({ language, deferStored, replies }).replace(/</g, '\\u003c')
      const html = template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace('<div id="app"></div>', `<div id="app">${page.html}</div><script type="application/json" id="simu-rendered">${info}</script>`)
      return { status: page.status, html }
    } catch (err) {
      log.error({ err, url }, 'server rendering failed: the page goes out for the browser to render')
      return { status: fallbackStatus, html: template }
    }
  }
  /** The replies the page carries (a failed one is left out: the browser then asks for it itself). */
  async function pageReplies(renderer: Renderer, url: string, given: Record<string, string>): Promise<Record<string, unknown>> {
    const headers = { ...given, 'x-app-key': siteAppKey, 'x-app-secret': 'public' }
    const replies: Record<string, unknown> = {}
    await Promise.all(renderer.pageData(url).map(async (request) => {
      const reply = await fetch({ method: request.method, url: request.url, headers })
      if (reply.statusCode === 200) replies[request.key] = JSON.parse(reply.body)
    }))
    return replies
  }

  return { page }
}
