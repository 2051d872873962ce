/**
 * @tag simu-add-to-cart
 * @attr model-id - the model to offer, e.g. iphone-12 (required): its priority variant is added
 * @attr country - ke | tz | ug (default: the visitor's country): prices in that country's currency
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, ... (see docs/embedding.md)
 *
 * A featured-phone card with 'Add to cart'. It adds to the page's one cart (the same as
 * <simu-cart-drawer>, which it opens after adding).
 */
import { text } from '@core/platform/attribute-rules'
import { defineElement } from '../ui/element'
import { AddToCart } from './AddToCart'

defineElement('simu-add-to-cart', AddToCart, {
  'model-id': text([[/^[\w-]{1,80}$/, 'model-id must be letters, digits and dashes']], 'model-id is required'),
}, (a) => ({ modelId: a['model-id'] }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-add-to-cart': HTMLElement
  }
}
