/**
 * @tag simu-add-to-cart
 * @attr model-id - the model to offer, e.g. iphone-12 (required): its priority variant is added
 * @attr country - ke | tz | ug (default: the visitor's country): prices in that country's currency
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @cssprop --simu-color-brand, --simu-color-text, --simu-font-body, ... (see docs/embedding.md)
 *
 * A featured-phone card with 'Add to cart'. It adds to the page's one cart (the same as
 * <simu-cart-drawer>, which it opens after adding).
 * @prop {string | undefined} country - reflects the country attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} lang - reflects the lang attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} partnerId - reflects the partner-id attribute (null removes it); kept when set before the element is defined
 * @prop {string | undefined} modelId - reflects the model-id attribute (null removes it); kept when set before the element is defined
 * @event simu-error - detail { code, message }: a setup problem for the page's developer (origin_not_registered, app_key_unknown, app_key_required, invalid_attribute; docs/embedding.md, Errors)
 * @event simu:error - the alias of simu-error (same detail)
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
