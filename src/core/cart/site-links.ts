/** Links from the cart to the full site (cart page, checkout, shop), from the site itself or a partner's page. */
import type { Country } from '@core/domain/constants'
import { cartHandoff, encodeCartParam, type CartLine } from '@core/domain/cart'
import { pathTo, type RouteName } from '@core/platform/routes'
import { followLink, siteAddress, type SiteLink } from '@core/platform/site-url'
import { closeCart } from './page-cart'


export { isSiteUrl, siteAddress, siteBase, siteTarget, siteUrlAttribute, type SiteLink } from '@core/platform/site-url'

/**
 * A link from the cart to a page of the full site (cart page, checkout, shop). From a page that is not
 * the site (a partner's), the cart page and checkout links carry the cart (`?cart=`, domain/cart.ts
 * encodeCartParam): the partner's localStorage is not the site's, and the site imports it on arrival.
 */
export function siteLink(route: RouteName, country: Country, siteUrl?: string, lines: readonly CartLine[] = []): SiteLink {
  const link = siteAddress(pathTo(route, { country }), siteUrl)
  const value = (route === 'cart' || route === 'checkout') && !link.sameOrigin ? encodeCartParam(lines) : ''
  return value ? { ...link, href: `${link.href}?${new URLSearchParams({ [cartHandoff.param]: value })}` } : link
}

/** Follows a site link: through the site's router on its own origin, otherwise a normal page load. */
export function followSiteLink(link: SiteLink): void {
  closeCart()
  followLink(link)
}

