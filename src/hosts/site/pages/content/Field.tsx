import { useT } from '@widgets/ui/host'
import { TextField as SharedTextField, type TextFieldProps } from '@widgets/ui/TextField'
import { describe, type Message } from '@core/platform/message'
import * as styles from './content.css'

interface Common {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: Message
  hint?: string
  disabled?: boolean
}

const describedBy = (id: string, hint?: string, error?: Message) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

function Help({ id, hint, error }: { id: string; hint?: string; error?: Message }) {
  const t = useT()
  return (
    <>
      {hint ? <p id={`${id}-hint`} className={styles.hint}>{hint}</p> : null}
      {error ? <p id={`${id}-error`} className={styles.error}>{describe(error, t)}</p> : null}
    </>
  )
}

/**
 * The shared text field with the page forms' ids (`${id}`, also its name, so focusFirstError can find
 * it) and their errors, which are messages to translate.
 */
export function TextField({ id, error, ...field }: Common & Omit<TextFieldProps, 'id' | 'name' | 'error' | 'look' | 'onChange'>) {
  const t = useT()
  return <SharedTextField {...field} id={id} name={id} look="page" error={error ? describe(error, t) : undefined} />
}

/** A labelled native select (phones' own pickers, keyboard and screen readers work as they should). */
export function ChoiceField({ id, label, value, onChange, error, hint, disabled, options, placeholder, busy }: Common & {
  options: readonly { value: string; label: string }[]
  placeholder: string
  busy?: boolean
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <select
        id={id}
        name={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <Help id={id} hint={hint} error={error} />
    </div>
  )
}

/** Why a submit failed, announced at once. */
export function FailureAlert({ failure }: { failure: Message | undefined }) {
  const t = useT()
  if (!failure) return null
  return <p role="alert" className={styles.alert}>{describe(failure, t)}</p>
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(prefix: string, fields: readonly string[], errors: Partial<Record<string, Message>>): void {
  const first = fields.find((f) => errors[f])
  if (first) document.getElementById(`${prefix}-${first}`)?.focus()
}
