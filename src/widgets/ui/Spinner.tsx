import * as styles from './ui.css'

/** A spinner with a text for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <span className={styles.spinner} aria-hidden="true" part="spinner" />
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  )
}
