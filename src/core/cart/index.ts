/**
 * The cart's door: the page's one cart (lines, counts, total, stock, notices), the country a cart belongs
 * to, links from the cart to the site, the add-to-cart control and the cart brought from a partner page.
 * Importing it registers the cart's words (./texts), and only those: the cart drawer and add-to-cart on a
 * partner's page do not download the shop pages' dictionary.
 */
import './texts'

export { createCart, type Cart, type CartNotice, type CartOptions, type CartOutcome, type CartProblem, type StockCheck } from './cart'
export { apiStock, lineStock } from './cart-stock'
export { lineName, noticeText } from './cart-notice'
export { $cart, $cartCount, $cartNotice, $cartOpen, $cartOpener, $cartTotal, addToCart, cart, clearCart, closeCart, openCart, setQuantity } from './page-cart'
export { cartSnapshot, type CartChange, type CartSnapshot, type CartTeller } from './cart-events'
export { $cartConflict, emptyCartForCountry, keepCartCountry, type CartCountryConflict } from './cart-country'
export { followSiteLink, isSiteUrl, siteAddress, siteBase, siteLink, siteTarget, siteUrlAttribute, type SiteLink } from './site-links'
export { apiOffer, createAddToCart, lineOf, type AddToCart, type AddToCartState, type OfferLoader, type OfferedPhone } from './add-to-cart'
export { $cartImport, apiProduct, dismissCartImport, importCartParam, type CartImport, type ImportProblem, type ProductLoader } from './cart-handoff'
export { cartTexts } from './texts'
