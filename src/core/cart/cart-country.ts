/** One cart, one country (issue 10): a cart priced in another country's currency is that country's order. */
import { computed, type ReadableAtom } from 'nanostores'
import { countryCurrency, type Country, type Currency } from '@core/domain/constants'
import { cartCount, cartCurrency } from '@core/domain/cart'
import { $country, setCountry } from '@core/platform/locale'
import { navigate } from '@core/platform/navigation'
import { $cart, cart } from './page-cart'
import { onSimuSite } from '@core/platform/host'

const currencyCountry = Object.fromEntries(Object.entries(countryCurrency).map(([c, cur]) => [cur, c])) as Record<Currency, Country>

/** A cart priced in another country's currency than the page's: it is that country's order. */
export interface CartCountryConflict {
  cartCountry: Country
  cartCurrency: Currency
  /** The page's country now. */
  country: Country
  count: number
}

/** Set while a non-empty cart belongs to another country than the page's (the prompt to keep or empty it shows). */
export const $cartConflict: ReadableAtom<CartCountryConflict | null> = computed([$cart, $country], (lines, country) => {
  const held = cartCurrency(lines, countryCurrency[country])
  if (!held || lines.length === 0 || held === countryCurrency[country]) return null
  return { cartCountry: currencyCountry[held], cartCurrency: held, country, count: cartCount(lines) }
})

/**
 * Keep the cart and stay in its country: on the site the same page of that country opens (/tz/x becomes
 * /ke/x); a partner page only switches the widgets' country.
 */
export function keepCartCountry(): void {
  const conflict = $cartConflict.get()
  if (!conflict) return
  const loc = globalThis.location
  const onSite = onSimuSite()
  const parts = loc?.pathname.split('/') ?? []
  setCountry(conflict.cartCountry)
  if (onSite && loc && countryCurrency[parts[1] as Country]) {
    parts[1] = conflict.cartCountry
    navigate(`${parts.join('/')}${loc.search}`)
  }
}

/** Empty the cart to shop in the page's country. */
export const emptyCartForCountry = () => cart.clear()

