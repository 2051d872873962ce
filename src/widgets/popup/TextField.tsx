import { useId, type InputHTMLAttributes } from 'react'
import * as styles from './PromoPopup.css'

/** A labelled text input with an optional hint and an error that screen readers hear with the field. */
export function TextField({ label, optional, hint, error, ...input }: InputHTMLAttributes<HTMLInputElement> & {
  label: string
  optional?: string
  hint?: string
  error?: string
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}{optional ? <span className={styles.optional}> {optional}</span> : null}</label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      {hint ? <p className={styles.hint} id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className={styles.error} id={`${id}-error`}>{error}</p> : null}
    </div>
  )
}
