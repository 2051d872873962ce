import { useState, type ComponentProps, type ReactNode } from 'react'
import { Dialog as StaticDialog } from './Dialog'
import { useT } from './host'
import { lazyPart, LoadFailed } from './lazy-part'
import { Spinner } from './Spinner'
import * as styles from './ui.css'

type DialogProps = ComponentProps<typeof StaticDialog>
const Dialog = lazyPart(() => import('./Dialog').then((m) => m.Dialog))

/**
 * Whether parts load when first shown: in the widget build (vite --mode widgets defines __SIMU_LAZY_PARTS__), where every byte of a first render
 * counts. The site, Storybook and the unit tests render the same parts directly; the e2e tests on the partner, dealer
 * and Samsung pages run the widgets as built. (The build replaces the constant, so the other branch and its imports are dropped.)
 */
export const lazyParts = typeof __SIMU_LAZY_PARTS__ !== 'undefined'
declare global {
  /** Defined (true) by the widget build only (vite.config.ts). */
  var __SIMU_LAZY_PARTS__: true | undefined
}

/** The Dialog for a widget's drawers and dialogs: loaded when it first opens in the widget build, direct elsewhere. */
export const WidgetDialog = lazyParts ? LazyDialog : StaticDialog

/**
 * The Dialog (Radix, ~9 KB brotli) loaded when it first opens, not with the widget's first render. While it
 * loads, the dialog's or drawer's panel shows with a spinner; if it cannot load, the same panel says so and offers
 * 'Try again'. Once loaded it stays mounted, so it closes as the Dialog does.
 */
export function LazyDialog(props: DialogProps) {
  const [wanted, setWanted] = useState(props.open)
  if (props.open && !wanted) setWanted(true)
  if (!wanted) return null
  const close = () => props.onOpenChange(false)
  return (
    <Dialog
      {...props}
      fallback={props.open ? <Panel kind={props.kind} title={props.title} onClose={close}><Loading /></Panel> : null}
      failed={(retry) => (props.open ? <Panel kind={props.kind} title={props.title} onClose={close}><LoadFailed onRetry={retry} /></Panel> : null)}
    />
  )
}

/** The spinner of a dialog that is loading. */
export function Loading() {
  const t = useT()
  return <Spinner label={t('common.loading')} />
}

/** The dialog's or drawer's panel and backdrop, before the Dialog itself is there. */
export function Panel({ kind, title, onClose, children }: { kind: DialogProps['kind']; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <>
      <div className={styles.overlay} part="backdrop" aria-hidden="true" onClick={onClose} />
      <div className={kind === 'drawer' ? styles.drawer : styles.dialog} part={kind === 'drawer' ? 'dialog drawer' : 'dialog'} role="dialog" aria-modal="true" aria-label={title} aria-busy="true">
        {children}
      </div>
    </>
  )
}
