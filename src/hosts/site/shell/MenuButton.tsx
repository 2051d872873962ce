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

/** The menu's state and keys: which item has focus, open/close, click-outside. */
function useMenuButton(count: number) {
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
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
      openAt(count - 1)
    }
  }
  const onMenuKey = (e: KeyboardEvent) => {
    const last = count - 1
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
  return { open, setOpen, wrap, button, itemRefs, openAt, close, onButtonKey, onMenuKey }
}

/** One item of the menu: a link, or a button that runs `onSelect`. */
function MenuEntry({ item, itemRef, onLeave }: { item: MenuItem; itemRef: (el: HTMLElement | null) => void; onLeave: (refocus: boolean) => void }) {
  if (item.href) {
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.menuItem}
        href={item.href}
        ref={itemRef}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={() => onLeave(false)}
      >
        {item.label}
        {item.newTab ? <><ExternalIcon /><span className={styles.visuallyHidden}> {item.newTabText}</span></> : null}
      </a>
    )
  }
  return (
    <button
      role="menuitem"
      tabIndex={-1}
      type="button"
      className={styles.menuItem}
      ref={itemRef}
      onClick={() => {
        onLeave(true)
        item.onSelect?.()
      }}
    >
      {item.label}
    </button>
  )
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
  const id = useId()
  const menu = useMenuButton(items.length)
  // A link closes the menu without taking focus back; a button returns focus to the trigger first.
  const leave = (refocus: boolean) => (refocus ? menu.close(true) : menu.setOpen(false))

  return (
    <div className={styles.menuWrap} ref={menu.wrap}>
      <button
        ref={menu.button}
        type="button"
        className={triggerClassName ?? styles.menuTrigger}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? id : undefined}
        onClick={() => (menu.open ? menu.close(false) : menu.openAt(0))}
        onKeyDown={menu.onButtonKey}
      >
        {trigger}
      </button>
      {menu.open ? (
        <ul role="menu" id={id} aria-label={label} className={align === 'start' ? styles.menuStart : styles.menu} onKeyDown={menu.onMenuKey}>
          {items.map((item, i) => (
            <li role="none" key={item.id}>
              <MenuEntry item={item} itemRef={(el) => void (menu.itemRefs.current[i] = el)} onLeave={leave} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
