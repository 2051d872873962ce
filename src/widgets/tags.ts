/** Every custom element the widget bundle defines (the loader reads only this list). */
export const widgetTags = ['simu-price-checker', 'simu-sell-wizard', 'simu-sign-in', 'simu-search', 'simu-popup', 'simu-testimonial-form', 'simu-cart-drawer', 'simu-add-to-cart', 'simu-checkout', 'simu-repair-picker'] as const
export type WidgetTag = (typeof widgetTags)[number]

/** The entry module that defines each tag (used by the widget build). */
export const widgetEntries: Record<WidgetTag, string> = {
  'simu-search': 'src/widgets/search/element.ts', 'simu-popup': 'src/widgets/popup/element.ts', 'simu-testimonial-form': 'src/widgets/testimonial-form/element.ts',
  'simu-price-checker': 'src/widgets/price-checker/element.ts',
  'simu-sell-wizard': 'src/widgets/sell-wizard/element.ts',
  'simu-sign-in': 'src/widgets/sign-in/element.ts',
  'simu-repair-picker': 'src/widgets/repair-picker/element.ts',
  'simu-checkout': 'src/widgets/checkout/element.ts',
  'simu-cart-drawer': 'src/widgets/cart-drawer/element.ts', 'simu-add-to-cart': 'src/widgets/add-to-cart/element.ts',
}
