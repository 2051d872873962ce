import { colourName } from '@core/i18n/colours'
import { useWidgetLanguage } from './host'

/** Colour names in the reader's language (the widget's), whichever language a kept cart line or booking stored them in. */
export function useColourName(): (name: string) => string {
  const language = useWidgetLanguage()
  return (name) => colourName(name, language)
}
