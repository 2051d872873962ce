/**
 * @simu/widgets/loader: the loader for bundled apps. Importing it loads, on demand, the module of each
 * simu-* tag present in the document (now or later), from the package, through your bundler: a page with
 * no Simu tag loads none of the widgets' code. The CDN's loader.js does the same from Simu's server.
 */
import type { WidgetTag } from '@widgets/tags'

export { configure, type SimuConfig } from './configure'

const modules: Record<WidgetTag, () => Promise<unknown>> = {
  'simu-price-checker': () => import('@widgets/price-checker/element'),
  'simu-sell-wizard': () => import('@widgets/sell-wizard/element'),
  'simu-sign-in': () => import('@widgets/sign-in/element'),
  'simu-search': () => import('@widgets/search/element'),
  'simu-popup': () => import('@widgets/popup/element'),
  'simu-testimonial-form': () => import('@widgets/testimonial-form/element'),
  'simu-cart-drawer': () => import('@widgets/cart-drawer/element'),
  'simu-add-to-cart': () => import('@widgets/add-to-cart/element'),
  'simu-checkout': () => import('@widgets/checkout/element'),
  'simu-repair-picker': () => import('@widgets/repair-picker/element'),
}
const tags = Object.keys(modules) as WidgetTag[]
const loaded = new Set<WidgetTag>()

/** Loads the module of every Simu tag inside root (the document, or a shadow root of yours). */
export function scan(root: Document | DocumentFragment | Element = document): Promise<void> {
  const found = tags.filter((tag) => !loaded.has(tag) && root.querySelector(tag))
  for (const tag of found) loaded.add(tag)
  return Promise.all(found.map((tag) => modules[tag]().catch((error: unknown) => {
    loaded.delete(tag)
    console.error(`Simu: could not load ${tag}`, error)
  }))).then(() => undefined)
}

if (typeof document !== 'undefined') {
  void scan()
  const observer = new MutationObserver(() => {
    void scan()
    if (loaded.size === tags.length) observer.disconnect()
  })
  observer.observe(document.documentElement, { childList: true, subtree: true })
}
