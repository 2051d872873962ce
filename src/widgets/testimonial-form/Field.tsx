import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import * as styles from './TestimonialForm.css'

interface Common {
  label: string
  hint?: string
  error?: string
}

/** A labelled input, or a textarea with `multiline`, with a hint and an error read with the field. */
export function Field(props: Common & ((InputHTMLAttributes<HTMLInputElement> & { multiline?: false }) | (TextareaHTMLAttributes<HTMLTextAreaElement> & { multiline: true }))) {
  const { label, hint, error, multiline, ...control } = props
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      {multiline
        ? <textarea className={styles.textarea} {...a11y} {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
        : <input className={styles.input} {...a11y} {...(control as InputHTMLAttributes<HTMLInputElement>)} />}
      {hint ? <p className={styles.hint} id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className={styles.error} id={`${id}-error`}>{error}</p> : null}
    </div>
  )
}
