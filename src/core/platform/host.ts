/**
 * The page a store runs on: Simu's own site or a partner's page, its address, cookies and visibility.
 * Stores ask here instead of reading the DOM themselves, so the one place that knows the page is this
 * module (and a store runs unchanged in Node, where there is no page).
 */

/** Simu's own site (its root element carries data-simu-site); a partner page has widgets only. */
export const onSimuSite = (): boolean => typeof document !== 'undefined' && document.querySelector('[data-simu-site]') !== null

/** A partner's page: the loader configured the widgets (window.__simuConfig) and it is not Simu's site. */
export const onPartnerPage = (): boolean => globalThis.__simuConfig !== undefined && typeof document !== 'undefined' && !onSimuSite()

/** Adds the custom element `tag` to the page once, when the page has none (a partner page's sign-in drawer). */
export function mountOnce(tag: string): void {
  if (typeof document === 'undefined' || document.querySelector(tag)) return
  document.body.append(document.createElement(tag))
}

/** True while the page is in a background tab (no need to poll). */
export const pageHidden = (): boolean => globalThis.document?.visibilityState === 'hidden'

/** This page's path and query, e.g. /shop/phones?x=1 (undefined outside a browser). */
export const currentPath = (): string | undefined => (globalThis.location ? `${globalThis.location.pathname}${globalThis.location.search}` : undefined)

/** The address this page was opened from (document.referrer). */
export const referrer = (): string | undefined => globalThis.document?.referrer

/** Cookies of the page (the partner's or the site's), named simu_* so they never clash with the host's. */
export function hasCookie(name: string): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`))
}

/** A cookie for the whole site; without `days` it lasts the browser session. */
export function setCookie(name: string, value: string, { days }: { days?: number } = {}): void {
  if (typeof document === 'undefined') return
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'samesite=lax']
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 86_400)}`)
  if (globalThis.location?.protocol === 'https:') parts.push('secure')
  document.cookie = parts.join('; ')
}
