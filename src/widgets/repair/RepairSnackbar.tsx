import { useStore } from '@nanostores/react'
import type { Snackbar } from '@core/platform/snackbar'
import { useT } from '../ui/host'
import { useNoticeText } from './notice'
import * as styles from './Repair.css'

/** The repair pages' snackbar: the store hides it after 6 s (§8); the close button hides it at once. */
export function RepairSnackbar({ snackbar }: { snackbar: Snackbar }) {
  const t = useT()
  const notice = useStore(snackbar.$notice)
  const text = useNoticeText()
  // The live region stays in the page so a screen reader announces the message when it appears.
  return (
    <div role="alert" aria-live="assertive">
      {notice ? (
        <div className={styles.snackbar}>
          <p className={styles.snackbarText}>{text(notice)}</p>
          <button type="button" className={styles.snackbarClose} aria-label={t('repair.errors.closeMessage')} onClick={snackbar.hide}>×</button>
        </div>
      ) : null}
    </div>
  )
}
