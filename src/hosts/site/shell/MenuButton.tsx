import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { ExternalIcon } from './icons'
import * as styles from './shell.css'

export interface MenuItem {
  id: string
  label: string
  /** A link; otherwise `onSelect` runs. */
  href?: string
  onSelect?: () => void
  newTab?: boolean
  /** Read out after the label: '(opens in a new tab)'. */
  newTabText?: string
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns to the button; Tab
 * or a click elsewhere closes it.
 */
export function MenuButton({ label, trigger, items, align = 'end', triggerClassName }: {
  /** The menu's accessible name. */
  label: string
  /** The button's content (its accessible name comes from it). */
  trigger: ReactNode
  items: readonly MenuItem[]
  align?: 'start' | 'end'
  triggerClassName?: string
}) {
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const id = useId()
  const wrap = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const openAt = (index: number) => {
    setFocusIndex(index)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      openAt(0)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      openAt(items.length - 1)
    }
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    }
    if (e.key in moves) {
      e.preventDefault()
      setFocusIndex(moves[e.key]!)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={triggerClassName ?? styles.menuTrigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open ? (
        <ul role="menu" id={id} aria-label={label} className={align === 'start' ? styles.menuStart : styles.menu} onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li role="none" key={item.id}>
              {item.href ? (
                <a
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.menuItem}
                  href={item.href}
                  ref={(el) => void (itemRefs.current[i] = el)}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                  {item.newTab ? <><ExternalIcon /><span className={styles.visuallyHidden}> {item.newTabText}</span></> : null}
                </a>
              ) : (
                <button
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={styles.menuItem}
                  ref={(el) => void (itemRefs.current[i] = el)}
                  onClick={() => {
                    close(true)
                    item.onSelect?.()
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
