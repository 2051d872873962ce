/**
 * The one list of custom elements the widget bundle defines. The loader, the widget build
 * (vite.config.ts: widgetEntries) and the element registrations all derive from it: the tag
 * simu-<name> lives in widgets/<name>/, whose element.ts registers it and whose index.ts is its door.
 */
export const widgetTags = ['simu-price-checker', 'simu-sell-wizard', 'simu-sign-in', 'simu-search', 'simu-popup', 'simu-testimonial-form', 'simu-cart-drawer', 'simu-add-to-cart', 'simu-checkout', 'simu-repair-picker'] as const
export type WidgetTag = (typeof widgetTags)[number]

/** The folder of a tag's widget: simu-cart-drawer → cart-drawer. */
export const widgetFolder = (tag: WidgetTag): string => tag.slice('simu-'.length)

/** The entry module that registers each tag (used by the widget build). */
const entries = (): Record<WidgetTag, string> =>
  Object.fromEntries(widgetTags.map((tag) => [tag, `src/widgets/${widgetFolder(tag)}/element.ts`])) as Record<WidgetTag, string>
export const widgetEntries = /* @__PURE__ */ entries()
