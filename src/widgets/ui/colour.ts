import { useStore } from '@nanostores/react'
import { colourName } from '@core/i18n/colours'
import { $language } from '@core/platform/locale'

/** Colour names in the reader's language, whichever language a kept cart line or booking stored them in. */
export function useColourName(): (name: string) => string {
  const language = useStore($language)
  return (name) => colourName(name, language)
}
