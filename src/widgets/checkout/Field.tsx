import { useId, type HTMLAttributes, type ReactNode } from 'react'
import * as ui from '../ui/ui.css'
import * as styles from './Checkout.css'

/**
 * A labelled input (or text area) with its hint and its error tied to it by aria-describedby, so a
 * screen reader reads them with the field; an error marks the field invalid.
 */
export function Field({ label, value, onChange, error, hint, type = 'text', autoComplete, inputMode, readOnly, maxLength, multiline, after, name }: {
  label: string
  value: string
  onChange?: (value: string) => void
  error?: string
  hint?: string
  type?: 'text' | 'tel' | 'email' | 'password'
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  readOnly?: boolean
  maxLength?: number
  multiline?: boolean
  /** Shown beside the input (the show/hide toggle of a masked code). */
  after?: ReactNode
  name?: string
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    readOnly,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  return (
    <div className={styles.field}>
      <label className={ui.label} htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} className={styles.textarea} rows={3} autoComplete={autoComplete} onChange={(e) => onChange?.(e.currentTarget.value)} />
      ) : (
        <div className={styles.withToggle}>
          <input {...common} className={styles.input} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(e) => onChange?.(e.currentTarget.value)} />
          {after}
        </div>
      )}
      {hint ? <p className={styles.hint} id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className={styles.error} id={`${id}-error`}>{error}</p> : null}
    </div>
  )
}
