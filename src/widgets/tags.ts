/** Every custom element the widget bundle defines (the loader reads only this list). */
export const widgetTags = ['simu-price-checker'] as const
export type WidgetTag = (typeof widgetTags)[number]

/** The entry module that defines each tag (used by the widget build). */
export const widgetEntries: Record<WidgetTag, string> = {
  'simu-price-checker': 'src/widgets/price-checker/element.ts',
}
