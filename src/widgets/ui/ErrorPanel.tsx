import type { ReactNode } from 'react'
import { useT } from './host'
import * as styles from './ui.css'

/** The spec's generic error panel: its title, the message, and the 'try again later' text. */
export function ErrorPanel({ message, title, children }: { message?: string; title?: string; children?: ReactNode }) {
  const t = useT()
  return (
    <div className={styles.panel} role="alert" part="error">
      <p className={styles.panelTitle}>{title ?? t('common.errorTitle')}</p>
      {message ? <p className={styles.panelText}>{message}</p> : null}
      <p className={styles.panelText}>{t('common.errorBody')}</p>
      {children}
    </div>
  )
}
