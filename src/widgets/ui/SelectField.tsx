import { useId } from 'react'
import * as styles from './ui.css'

export interface Option {
  value: string
  label: string
}

/**
 * A labelled native select: keyboard, screen readers and phones' own pickers work out of the box.
 * Disabled while it has no options (sell-side.md §5).
 */
export function SelectField({ label, placeholder, options, value, onChange, hint, busy }: {
  label: string
  placeholder: string
  options: readonly Option[]
  value: string | undefined
  onChange: (value: string) => void
  hint?: string
  busy?: boolean
}) {
  const id = useId()
  return (
    <div className={styles.field} part="field">
      <label className={styles.label} htmlFor={id} part="label">{label}</label>
      <select
        id={id}
        className={styles.select}
        part="select"
        value={value ?? ''}
        disabled={options.length === 0}
        aria-busy={busy || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="" disabled>{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {hint ? <p className={styles.hint} id={`${id}-hint`} part="hint">{hint}</p> : null}
    </div>
  )
}
