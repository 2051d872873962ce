import type { ComponentProps, ReactNode } from 'react'
import { Dialog } from './Dialog'
import { useT } from './host'
import { Spinner } from './Spinner'

type DialogProps = ComponentProps<typeof Dialog>

/**
 * The Dialog for a widget's drawers and dialogs. It loaded when first opened while it was Radix (~9 KB brotli);
 * as a native <dialog> it is a few hundred bytes, and it is part of the first render again.
 */
export const WidgetDialog = Dialog

/** The spinner of a dialog that is loading. */
export function Loading() {
  const t = useT()
  return <Spinner label={t('common.loading')} />
}

/** The dialog's or drawer's panel while its content loads (the sign-in drawer's flow): already modal, with a spinner or 'Try again'. */
export function Panel({ kind, title, onClose, children }: { kind: DialogProps['kind']; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open kind={kind} title={title} onOpenChange={(open) => (open ? undefined : onClose())}>
      <div aria-busy="true">{children}</div>
    </Dialog>
  )
}
