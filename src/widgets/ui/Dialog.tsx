import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import * as layers from './Dialog.css'
import * as styles from './ui.css'

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside `content`. A modal <dialog> makes the page inert, but Tab from its last control still
 * leaves for the browser's own toolbar; wrapping keeps keyboard users in the dialog, as before.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, content: HTMLElement | null): void {
  if (event.key !== 'Tab' || !content) return
  const items = [...content.querySelectorAll<HTMLElement>(tabbable)].filter((el) => !el.hasAttribute('hidden'))
  if (items.length === 0) return event.preventDefault()
  const first = items[0]!
  const last = items[items.length - 1]!
  const active = (content.getRootNode() as Document | ShadowRoot).activeElement
  if (event.shiftKey && (active === first || !content.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !content.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/** The focused element, looking inside open shadow roots; null when nothing (the body) has the focus. */
export function deepActiveElement(): HTMLElement | null {
  if (typeof document === 'undefined') return null
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/**
 * The page behind a modal does not scroll: <html> gets overflow hidden while any Simu dialog is open (its
 * own inline values come back after), keeping the scrollbar's room so nothing moves sideways.
 */
let locks = 0
let saved = { overflow: '', gutter: '' }
function lockPageScroll(): () => void {
  const root = document.documentElement
  if (locks++ === 0) {
    saved = { overflow: root.style.overflow, gutter: root.style.getPropertyValue('scrollbar-gutter') }
    if (globalThis.innerWidth > root.clientWidth) root.style.setProperty('scrollbar-gutter', 'stable')
    root.style.overflow = 'hidden'
  }
  return () => {
    if (--locks > 0) return
    root.style.overflow = saved.overflow
    root.style.setProperty('scrollbar-gutter', saved.gutter)
  }
}

/** Opens a <dialog> as a modal (top layer, the rest of the page inert); jsdom has no showModal: it is only marked open there. */
function showModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal !== 'function') {
    dialog.setAttribute('open', '')
    dialog.querySelector<HTMLElement>(tabbable)?.focus()
  } else if (!dialog.open && dialog.isConnected) dialog.showModal()
}

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  kind?: 'dialog' | 'drawer'
  /** false: a click on the backdrop does not close it (Escape still asks to). */
  dismissable?: boolean
  /** Where the focus goes back on closing (default: what had it when the dialog opened). */
  returnFocus?: HTMLElement | null
}

/**
 * A modal dialog or side drawer: a native <dialog> opened with showModal() inside the widget (its shadow
 * root), so the browser puts it in the top layer and makes the page behind inert; nothing is added to the
 * partner's <body>. Escape asks onOpenChange(false); closing gives the focus back to what opened it (the
 * Add to cart button of another widget too), and the page behind does not scroll meanwhile.
 * docs/decisions.md (Dialogs: a native <dialog>) says why this replaced Radix's Dialog.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null
}

function OpenDialog({ onOpenChange, title, description, children, kind = 'dialog', dismissable = true, returnFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // What had the focus as the dialog was asked for (read while rendering: children may move it as they mount).
  const focusedBefore = useRef<HTMLElement | null | undefined>(undefined)
  if (focusedBefore.current === undefined) focusedBefore.current = deepActiveElement()
  // The latest props, for the listeners and for the one effect below (the dialog opens once per mount).
  const latest = useRef({ onOpenChange, returnFocus })
  latest.current = { onOpenChange, returnFocus }
  const close = () => latest.current.onOpenChange(false)

  useLayoutEffect(() => {
    const dialog = ref.current!
    const now = deepActiveElement()
    const opener = latest.current.returnFocus ?? (now && !dialog.contains(now) ? now : focusedBefore.current ?? null)
    const unlock = lockPageScroll()
    showModal(dialog)
    return () => {
      unlock()
      const inside = deepActiveElement()
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      // Back to the opener, unless the visitor has already put the focus somewhere else on the page.
      if (opener?.isConnected && (!inside || dialog.contains(inside))) opener.focus()
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Ours, not the browser's: a modal's Escape would close the <dialog> without asking the widget.
      event.preventDefault()
      event.stopPropagation()
      close()
    } else trapTab(event, panel.current)
  }
  return (
    // role and aria-modal repeat what <dialog> and showModal() imply, for scripts and tests that look for them.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <dialog role="dialog" aria-modal="true"
      ref={ref}
      className={layers.layer}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      // A close request that is not a key (Android's back gesture): the widget decides, as for Escape.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // Closed by the browser all the same (a second Escape without a click in between may not be cancelable):
      // the widget is told, and a dialog it keeps open (a question that must be answered) opens again.
      onClose={() => {
        close()
        queueMicrotask(() => ref.current && showModal(ref.current))
      }}
    >
      {/* ::part() names for the partner's CSS (docs/embedding.md, Theming). */}
      <div className={styles.overlay} part="backdrop" aria-hidden="true" onClick={() => dismissable && close()} />
      <div ref={panel} className={kind === 'drawer' ? styles.drawer : styles.dialog} part={kind === 'drawer' ? 'dialog drawer' : 'dialog'}>
        <h2 id={titleId} className={styles.dialogTitle} part="dialog-title">{title}</h2>
        {description ? <p id={descriptionId}>{description}</p> : null}
        {children}
      </div>
    </dialog>
  )
}
