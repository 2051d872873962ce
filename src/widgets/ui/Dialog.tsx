import { Dialog as Radix } from 'radix-ui'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { usePortalContainer } from './host'
import * as styles from './ui.css'

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside `content`. Radix's own trap listens on the document, where focus inside a shadow
 * root shows up as the host element, so in a widget it cannot tell inside from outside.
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

/**
 * A modal dialog or side drawer on Radix, portalled inside the widget's shadow root. `dismissable`
 * false keeps it open on a backdrop click (the repair picker).
 */
export function Dialog({ open, onOpenChange, title, description, children, kind = 'dialog', dismissable = true }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  children: ReactNode
  kind?: 'dialog' | 'drawer'
  dismissable?: boolean
}) {
  const container = usePortalContainer()
  const content = useRef<HTMLDivElement>(null)
  // Radix returns focus only to its own Trigger; remember what opened the dialog, even inside a shadow root.
  const returnTo = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open) returnTo.current = deepActiveElement()
  }, [open])
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Radix.Portal container={container ?? undefined}>
        {open ? <div className={styles.overlay} part="backdrop" aria-hidden="true" onClick={() => dismissable && onOpenChange(false)} /> : null}
        <Radix.Content
          ref={content}
          aria-modal="true"
          className={kind === 'drawer' ? styles.drawer : styles.dialog}
          part={kind === 'drawer' ? 'dialog drawer' : 'dialog'}
          onKeyDown={(e) => trapTab(e, content.current)}
          onInteractOutside={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            returnTo.current?.focus()
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Radix.Title className={styles.dialogTitle} part="dialog-title">{title}</Radix.Title>
          {description ? <Radix.Description>{description}</Radix.Description> : null}
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  )
}

/** The focused element, looking inside open shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : null
}
