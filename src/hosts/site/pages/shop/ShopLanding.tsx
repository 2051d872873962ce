import type { PageProps } from '../types'
import { CatalogueRoute } from './Catalogue'

/** /{country}/ecommerce/shop: the catalogue with the home-style trust badges, featured models and deals. */
export default function ShopLanding(props: PageProps) {
  return <CatalogueRoute {...props} landing />
}
