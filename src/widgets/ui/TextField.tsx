import { useId, type HTMLAttributes, type HTMLInputTypeAttribute, type ReactNode, type Ref } from 'react'
import * as styles from './TextField.css'

export type { TextFieldLook } from './TextField.css'

export interface TextFieldProps {
  label: string
  value: string
  onChange?: (value: string) => void
  /** Shown in red under the field; marks it invalid. */
  error?: string
  hint?: string
  /** A quieter word after the label, such as '(optional)'. */
  optional?: string
  /** The input's id; a generated one without it. The hint and error ids are `${id}-hint` and `${id}-error`. */
  id?: string
  name?: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  readOnly?: boolean
  disabled?: boolean
  required?: boolean
  maxLength?: number
  max?: string
  /** A text area instead of a one-line input. */
  multiline?: boolean
  /** The text area's rows (3 without it). */
  rows?: number
  /** Shown beside the input (the show/hide toggle of a masked code). */
  after?: ReactNode
  inputRef?: Ref<HTMLInputElement>
  /** Which widget's look the field takes. */
  look?: styles.TextFieldLook
}

/**
 * A labelled input (or text area) with an optional hint and an error, both tied to the control with
 * aria-describedby so a screen reader reads them with the field; an error marks the field invalid.
 */
export function TextField({
  label, value, onChange, error, hint, optional, id: givenId, name, type = 'text', autoComplete, inputMode,
  readOnly, disabled, required, maxLength, max, multiline, rows = 3, after, inputRef, look = 'drawer',
}: TextFieldProps) {
  const generated = useId()
  const id = givenId ?? generated
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    autoComplete,
    readOnly,
    disabled,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  }
  const input = multiline ? null : (
    <input
      {...common}
      ref={inputRef}
      className={styles.input[look]}
      part="input"
      type={type}
      inputMode={inputMode}
      max={max}
      onChange={(e) => onChange?.(e.currentTarget.value)}
    />
  )
  return (
    <div className={styles.field} part="field">
      <label className={styles.label[look]} htmlFor={id} part="label">{label}{optional ? <span className={styles.optional}> {optional}</span> : null}</label>
      {multiline
        ? <textarea {...common} className={styles.textarea[look]} part="input" rows={rows} onChange={(e) => onChange?.(e.currentTarget.value)} />
        : after ? <div className={styles.withAfter}>{input}{after}</div> : input}
      {hint ? <p className={styles.hint[look]} id={`${id}-hint`} part="hint">{hint}</p> : null}
      {error ? <p className={styles.error} id={`${id}-error`} part="error">{error}</p> : null}
    </div>
  )
}
