import type { TextKey } from '@core/i18n'
import { useT } from './host'
import { Spinner } from './Spinner'
import * as reserve from './reserve.css'

/**
 * A widget's loading state where its first screen will be: a spinner (its text for screen readers)
 * in a box as tall as that screen (the tag's --simu-reserved-height), so nothing below it moves
 * when the screen arrives.
 */
export function FirstScreenLoading({ text, className }: { text: TextKey; className?: string }) {
  return (
    <div className={className ? `${className} ${reserve.firstScreenLoading}` : reserve.firstScreenLoading}>
      <Spinner label={useT()(text)} />
    </div>
  )
}
