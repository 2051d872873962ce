import { useT } from '../ui/host'
import * as styles from './SignInDrawer.css'

/** A message at the bottom of the screen with a close button; its store hides it after 6 s. */
export function Snackbar({ title, detail, onClose }: { title: string; detail?: string; onClose: () => void }) {
  const t = useT()
  return (
    <div className={styles.snackbar} role="alert">
      <div className={styles.snackbarText}>
        <p className={styles.snackbarTitle}>{title}</p>
        {detail ? <p className={styles.snackbarDetail}>{detail}</p> : null}
      </div>
      <button type="button" className={styles.snackbarClose} aria-label={t('account.snackbar.close')} onClick={onClose}>×</button>
    </div>
  )
}
