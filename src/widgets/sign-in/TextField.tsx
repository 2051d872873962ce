import { useId, type HTMLAttributes, type Ref } from 'react'
import * as ui from '../ui/ui.css'
import * as styles from './SignInDrawer.css'

/**
 * A labelled text input with an optional hint and an error in red, both tied to the input with
 * aria-describedby so a screen reader reads them with the field.
 */
export function TextField({ label, value, onChange, error, hint, type = 'text', autoComplete, inputMode, readOnly, maxLength, inputRef, name }: {
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
  inputRef?: Ref<HTMLInputElement>
  name?: string
}) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={ui.label} htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        className={styles.input}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        readOnly={readOnly}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange?.(e.currentTarget.value)}
      />
      {hint ? <p className={ui.hint} id={`${id}-hint`}>{hint}</p> : null}
      {error ? <p className={styles.error} id={`${id}-error`}>{error}</p> : null}
    </div>
  )
}
