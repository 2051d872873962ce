/**
 * The shop area's door: the cart (its rules, the page's cart, the country guard, the hand-off, the site
 * links), add to cart, the catalogue, the product page and the shop's home, with the area's texts (cart
 * and shop). Widgets and host pages import the shop from here; the server reads contract.ts only.
 */
import './texts'

export type { InventoryItem, ShopVariant } from './contract'
export { createCart, type Cart, type CartNotice, type CartOptions, type CartOutcome, type CartProblem, type StockCheck } from './cart'
export { apiStock, lineStock } from './cart-stock'
export { lineName, noticeText } from './cart-notice'
export { $cart, $cartCount, $cartNotice, $cartOpen, $cartTotal, addToCart, cart, clearCart, closeCart, openCart, setQuantity } from './page-cart'
export { $cartConflict, emptyCartForCountry, keepCartCountry, type CartCountryConflict } from './cart-country'
export { followSiteLink, isSiteUrl, siteAddress, siteBase, siteLink, siteTarget, siteUrlAttribute, type SiteLink } from './site-links'
export { apiOffer, createAddToCart, lineOf, type AddToCart, type AddToCartState, type OfferLoader, type OfferedPhone } from './add-to-cart'
export { $cartImport, apiProduct, dismissCartImport, importCartParam, type CartImport, type ImportProblem, type ProductLoader } from './cart-handoff'
export { createCatalogue, type Catalogue, type CatalogueData, type CatalogueState } from './catalogue'
export { createShopHome, type ShopHome, type ShopHomeState } from './home'
export {
  canBuy, cartLineOf, createProductPage, initialProductState, relatedCount, selectedVariant,
  type Availability, type Product, type ProductPage, type ProductState,
} from './product'
export { shopTexts } from './texts'
