/**
 * The site's route table: the spec's routes (sell-side.md §2, shop-and-repair.md §2). One source for
 * the client router and for the server, which answers these with the site (200) and anything else
 * with the not-found screen (404). Order matters: fixed segments come before a parameter.
 */
import { isCountry, type Country } from '@core/domain/constants'

export const routes = {
  home: '/',
  countryHome: '/:country',
  sellLanding: '/:country/sell-your-phone',
  sellWizard: '/:country/sell-your-device',
  sellWizardAlias: '/:country/sell-device',
  stores: '/:country/stores',
  deviceDetails: '/:country/device-details',
  deviceDetail: '/:country/device-details/:id',
  howItWorks: '/:country/how-it-works',
  repairLanding: '/:country/repair-phone',
  registerPhone: '/:country/register-phone',
  registerPhoneRoot: '/register-phone',
  partner: '/:country/partners/:partner',
  samsung: '/:country/samsung/all-phones',
  selectBrand: '/:country/sell-old-mobile-phone/select-brand/:brand/:id',
  selectVariant: '/:country/sell-old-mobile-phone/select-variant/:modelId',
  dealerRegister: '/:country/dealers/register',
  retailerRegister: '/:country/retailer/register',
  careers: '/:country/careers',
  paymentSuccess: '/:country/payment-success',
  invoiceList: '/:country/invoice/list',
  invoicePaymentSuccess: '/:country/invoice/payment-success',
  invoiceEdit: '/:country/invoice/edit/:id',
  invoice: '/:country/invoice/:id',
  profile: '/:country/profile',
  orders: '/:country/orders',
  order: '/:country/orders/:id',
  purchaseOrder: '/:country/purchase-orders/:id',
  signUp: '/session/signup',
  signIn: '/session/signin',
  forgotPassword: '/session/forgot-password',
  notFound: '/session/404',
  shop: '/:country/ecommerce/shop',
  shopProducts: '/:country/ecommerce/shop/products',
  productDetails: '/:country/ecommerce/product-details/:id',
  productDetailsAlias: '/:country/ecommerce/details/:id',
  cart: '/:country/ecommerce/cart',
  checkout: '/:country/ecommerce/checkout',
  conditionGuide: '/:country/ecommerce/condition-guide',
  repairAddress: '/:country/repair/address',
  repairSummary: '/:country/repair/summary',
  repair: '/:country/repair/:id',
  repairPro: '/:country/repair-pro',
} as const

export type RouteName = keyof typeof routes
export interface RouteMatch {
  route: RouteName
  params: Record<string, string>
}

const compiled = (Object.entries(routes) as [RouteName, string][]).map(([name, pattern]) => {
  const keys: string[] = []
  const source = pattern.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key)
    return '([^/]+)'
  })
  return { name, keys, regex: new RegExp(`^${source}/?$`) }
})

/** The route a path opens, or null for the not-found screen (including an unknown country). */
export function matchRoute(path: string): RouteMatch | null {
  const clean = path.split(/[?#]/)[0] ?? '/'
  for (const r of compiled) {
    const m = r.regex.exec(clean)
    if (!m) continue
    let params: Record<string, string>
    try {
      params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1] ?? '')]))
    } catch {
      return null
    }
    if ('country' in params && !isCountry(params.country)) continue
    return { route: r.name, params }
  }
  return null
}

/** A path for a route with its parameters filled in. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))
}
