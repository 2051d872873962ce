/**
 * The header's menus as data and pure functions (unit-tested without a browser): which menu a page
 * shows, how many items fit before the rest folds into 'More', and the breadcrumb of a route.
 */
import type { Country } from '@core/domain/constants'
import type { TextKey } from '@core/i18n'
import { pathTo, type RouteName } from '@core/platform/routes'
import type { PageKind } from '@core/account'
import { blogUrl, mailboxes } from './links'
import '@core/site/texts'

/** The header's menu depends on the page kind (sell-side.md §2 'Header'). */
export type ShellKind = PageKind | 'retailer'

const shopRoutes: readonly RouteName[] = ['shop', 'shopProducts', 'productDetails', 'productDetailsAlias', 'cart', 'checkout', 'conditionGuide', 'paymentSuccess']
const repairRoutes: readonly RouteName[] = ['repairLanding', 'repair', 'repairAddress', 'repairSummary', 'repairPro']

export function shellKindOf(route: RouteName | undefined): ShellKind {
  if (route === 'retailerRegister') return 'retailer'
  if (route && shopRoutes.includes(route)) return 'shop'
  if (route && repairRoutes.includes(route)) return 'repair'
  return 'sell'
}

/** The sign-in drawer's headline kind: a retailer page is a sell-side page. */
export const signInKindOf = (kind: ShellKind): PageKind => (kind === 'retailer' ? 'sell' : kind)

export interface NavItem {
  id: string
  label: TextKey
  href?: string
  /** Opens in a new tab (Store, Blog). */
  newTab?: boolean
}

// Repair is live: the spec's disabled 'Repair Your Phone · Coming soon' now opens the repair landing page.
const repair = (country: Country): NavItem => ({ id: 'repair', label: 'pages.shell.repair', href: pathTo('repairLanding', { country }) })

/** The horizontal nav's items for a kind of page. */
export function horizontalNav(kind: ShellKind, country: Country): NavItem[] {
  const home: NavItem = { id: 'home', label: 'pages.shell.home', href: pathTo('sellLanding', { country }) }
  if (kind === 'retailer') {
    return [
      home,
      { id: 'sell', label: 'pages.shell.sellYourPhone', href: pathTo('sellWizard', { country }) },
      { id: 'contact', label: 'pages.shell.contact', href: `mailto:${mailboxes.partners}` },
      { id: 'retailer', label: 'pages.shell.becomeRetailer', href: `${pathTo('retailerRegister', { country })}#apply` },
      repair(country),
    ]
  }
  const how = pathTo('howItWorks', { country })
  return [
    home,
    { id: 'about', label: 'pages.shell.aboutUs', href: how },
    { id: 'store', label: 'pages.shell.store', href: pathTo('shop', { country }), newTab: true },
    { id: 'help', label: 'pages.shell.help', href: `${how}#help` },
    { id: 'blog', label: 'pages.shell.blog', href: blogUrl, newTab: true },
    repair(country),
  ]
}

/**
 * How many items (of the given widths, in order) fit in `available` pixels with `gap` between them.
 * When not all fit, room is kept for the 'More' button, and the rest fold into its menu.
 */
export function visibleCount(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const all = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1)
  if (all <= available) return widths.length
  let used = moreWidth
  let count = 0
  for (const w of widths) {
    if (used + gap + w > available) break
    used += gap + w
    count++
  }
  return count
}

export interface Crumb {
  label: TextKey
  href?: string
}

/** Home > page name; the home page itself has no trail. */
export function breadcrumbTrail(route: RouteName | undefined, country: Country): Crumb[] {
  if (route === 'sellLanding' || route === 'home' || route === 'countryHome') return []
  const home: Crumb = { label: 'pages.shell.home', href: pathTo('sellLanding', { country }) }
  return [home, { label: route ? `site.pages.${route}` : 'site.pages.notFound' }]
}
