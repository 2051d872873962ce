/**
 * Links from a widget to the full Simu site, and the one rule for every widget's `site-url` attribute
 * (cart drawer, checkout, repair picker): an http(s) URL whose origin and path are the site's base.
 * Kept apart from the stores so a widget that only links to the site does not carry the cart.
 */
import { optional, text } from '@core/platform/attribute-rules'
import { apiConfig } from '@core/platform/api/client'
import { navigate } from '@core/platform/navigation'

/** A link to a page of the full site: `path` for the site's router, `href` absolute. */
export interface SiteLink {
  path: string
  href: string
  /** The page is Simu's site itself (same origin, no base path): the router can follow `path`. */
  sameOrigin: boolean
}

/** Whether a site-url attribute is usable: an absolute http(s) URL (every widget checks it with this). */
export function isSiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s"'<>]+$/i.test(value)) return false
  try {
    return /^https?:$/.test(new URL(value).protocol)
  } catch {
    return false
  }
}

/** Every widget's site-url attribute (cart drawer, checkout, repair picker): checked the same way. */
export const siteUrlAttribute = optional(text([[isSiteUrl, 'site-url must be an http(s) URL, e.g. https://simu.africa']]))

/**
 * The full site's address as every widget's site-url means it: the URL's origin plus its path as a
 * base path (https://partner.example/simu), without a trailing slash; query and hash are dropped.
 * Without a usable site-url it is the origin the widgets' API is on (the loader script's host).
 */
export function siteBase(siteUrl?: string): string {
  const here = globalThis.location?.href ?? 'http://localhost/'
  if (siteUrl && isSiteUrl(siteUrl)) {
    const url = new URL(siteUrl)
    return `${url.origin}${url.pathname.replace(/(?<!\/)\/+$/, '')}`
  }
  try {
    return new URL(apiConfig().baseUrl, here).origin
  } catch {
    return new URL(here).origin
  }
}

/** A path of the site (/ke/ecommerce/cart) as a link from this page, on `siteUrl` (see siteBase). */
export function siteAddress(path: string, siteUrl?: string): SiteLink {
  const base = new URL(siteBase(siteUrl))
  const here = new URL(globalThis.location?.href ?? 'http://localhost/')
  const basePath = base.pathname.replace(/(?<!\/)\/+$/, '')
  return { path, href: `${base.origin}${basePath}${path}`, sameOrigin: base.origin === here.origin && basePath === '' }
}

/** Where a site link goes from this page: the path on the site itself, the absolute address elsewhere. */
export const siteTarget = (link: SiteLink) => (link.sameOrigin ? link.path : link.href)

/** Follows a site link: through the site's router on its own origin, otherwise a page load. */
export function followLink(link: SiteLink): void {
  if (link.sameOrigin) navigate(link.path)
  else globalThis.location.assign(link.href)
}
