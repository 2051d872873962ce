import { useLayoutEffect, useRef, useState } from 'react'
import { useT } from '@widgets/ui/host'
import { ChevronDown, ExternalIcon } from './icons'
import { MenuButton } from './MenuButton'
import { visibleCount, type NavItem } from './nav'
import * as styles from './shell.css'
import '@core/site/texts'

/**
 * The header's horizontal nav: as many items as fit in one line, the rest folded into a 'More' menu.
 * A hidden copy of every item (and of the More button) is measured, so the widths are right in any
 * language; a ResizeObserver re-folds when the width changes.
 */
export function HorizontalNav({ items, label, currentHref }: { items: readonly NavItem[]; label: string; currentHref?: string }) {
  const t = useT()
  const nav = useRef<HTMLElement>(null)
  const measure = useRef<HTMLUListElement>(null)
  const [count, setCount] = useState(items.length)

  useLayoutEffect(() => {
    const el = nav.current
    const copy = measure.current
    if (!el || !copy) return
    const fold = () => {
      const cells = [...copy.children] as HTMLElement[]
      const widths = cells.slice(0, -1).map((c) => c.getBoundingClientRect().width)
      const more = cells.at(-1)?.getBoundingClientRect().width ?? 0
      const gap = Number.parseFloat(getComputedStyle(copy).columnGap) || 0
      setCount(visibleCount(widths, el.clientWidth, more + gap, gap))
    }
    fold()
    // Without ResizeObserver (old browsers, jsdom) the first fold stays.
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(fold)
    observer.observe(el)
    return () => observer.disconnect()
  }, [items, t])

  const shown = items.slice(0, count)
  const folded = items.slice(count)
  const newTab = t('pages.shell.newTab')
  return (
    <nav aria-label={label} className={styles.hnav} ref={nav}>
      <ul className={styles.hnavList}>
        {shown.map((item) => (
          <li key={item.id}>
            <a
              className={styles.navLink}
              href={item.href}
              aria-current={item.href === currentHref ? 'page' : undefined}
              {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t(item.label)}
              {item.newTab ? <><ExternalIcon /><span className={styles.visuallyHidden}> {newTab}</span></> : null}
            </a>
          </li>
        ))}
      </ul>
      {folded.length > 0 ? (
        <MenuButton
          label={t('pages.shell.more')}
          align="end"
          trigger={<>{t('pages.shell.more')}<ChevronDown /></>}
          items={folded.map((item) => ({
            id: item.id,
            label: t(item.label),
            href: item.href,
            newTab: item.newTab,
            newTabText: newTab,
          }))}
        />
      ) : null}
      <ul className={styles.hnavMeasure} ref={measure} aria-hidden="true">
        {items.map((item) => (
          <li key={item.id}>
            <span className={styles.navLink}>
              {t(item.label)}
              {item.newTab ? <ExternalIcon /> : null}
            </span>
          </li>
        ))}
        <li>
          <span className={styles.menuTrigger}>{t('pages.shell.more')}<ChevronDown /></span>
        </li>
      </ul>
    </nav>
  )
}
