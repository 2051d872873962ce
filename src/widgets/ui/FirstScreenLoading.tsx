import { Spinner } from './Spinner'
import * as reserve from './reserve.css'

/**
 * A widget's loading state where its first screen will be: a spinner in a box as tall as that screen
 * (the tag's --simu-reserved-height), so nothing below it moves when the screen arrives.
 */
export function FirstScreenLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={className ? `${className} ${reserve.firstScreenLoading}` : reserve.firstScreenLoading}>
      <Spinner label={label} />
    </div>
  )
}
