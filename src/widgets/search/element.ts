/**
 * @tag simu-search
 * @attr country - ke | tz | ug: whose product pages the results open (default: the visitor's country)
 * @attr lang - en | sw (default: the page's language; sw for tz)
 * @event simu:navigate - detail: { path, href, modelId, country }; cancelable (the host then routes itself)
 * @cssprop --simu-color-brand, --simu-color-text, --simu-color-border, --simu-font-body, ... (see docs/embedding.md)
 */
import { defineElement } from '../ui/element'
import { SearchBox } from './SearchBox'

defineElement('simu-search', SearchBox, {}, (a) => ({ country: a.country }))

declare global {
  interface HTMLElementTagNameMap {
    'simu-search': HTMLElement
  }
}
