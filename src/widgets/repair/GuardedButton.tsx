import { useId, useState, type ReactNode } from 'react'
import { Button } from '../ui/Button'
import * as styles from './Repair.css'

/**
 * A button that says why it cannot be used: while `blocked` holds a reason it is aria-disabled (still
 * focusable, so keyboard and screen-reader users reach the reason) and shows the reason as a tooltip
 * on hover and focus. A native disabled button would swallow both.
 */
export function GuardedButton({ blocked, busy, onClick, children, tone = 'primary' }: {
  blocked: string | null
  busy?: boolean
  onClick: () => void
  children: ReactNode
  tone?: 'primary' | 'secondary'
}) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const inert = blocked !== null || busy === true
  return (
    <div className={styles.guarded} onMouseEnter={() => setShown(true)} onMouseLeave={() => setShown(false)}>
      <Button
        tone={tone}
        className={styles.guardedButton}
        aria-disabled={inert || undefined}
        aria-busy={busy || undefined}
        aria-describedby={blocked ? id : undefined}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onClick={() => {
          if (!inert) onClick()
        }}
      >
        {children}
      </Button>
      {blocked ? (
        <span id={id} role="tooltip" className={shown ? styles.tooltip : styles.visuallyHidden}>{blocked}</span>
      ) : null}
    </div>
  )
}
