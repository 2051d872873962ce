import { lazy, Suspense } from 'react'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import * as styles from './TradeIn.css'

// The dialog (and Radix with it) loads only when someone opens it.
const Dialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.Dialog })))

/** Asks before a step that cannot be undone (cancel, decline); Escape or the second button keep things as they are. */
export function ConfirmDialog({ open, onOpenChange, title, body, confirm, keep, onConfirm, busy }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  body: string
  confirm: string
  keep: string
  onConfirm: () => void
  busy: boolean
}) {
  const t = useT()
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={onOpenChange} title={title} description={body}>
        <div className={styles.actions}>
          <Button tone="quiet" onClick={() => onOpenChange(false)}>{keep}</Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{busy ? t('common.loading') : confirm}</Button>
        </div>
      </Dialog>
    </Suspense>
  )
}
