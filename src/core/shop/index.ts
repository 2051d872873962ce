/**
 * The shop area's door: the cart (its rules, the page's cart, the country guard, the hand-off, the site
 * links), add to cart, the catalogue, the product page and the shop's home, with the area's texts (cart
 * and shop). Widgets and host pages import the shop from here; the server reads contract.ts only.
 */
import './texts'

export type { InventoryItem, ShopVariant } from './contract'
export { createCatalogue, type Catalogue, type CatalogueData, type CatalogueState } from './catalogue'
export { createShopHome, type ShopHome, type ShopHomeState } from './home'
export {
  canBuy, cartLineOf, createProductPage, initialProductState, relatedCount, selectedVariant,
  type Availability, type Product, type ProductPage, type ProductState,
} from './product'
export * from '@core/cart'
export { shopTexts } from './texts'
