import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { layout, type Language } from '@core/domain/constants'
import type { RepairSlot } from '@core/domain/repair'
import { useT } from '../ui/host'
import { shortDate, weekdayName } from './format'
import * as styles from './Repair.css'

const { repairCarouselSlides: slideCount, repairCarouselBreakpoints: breakpoints } = layout

/** How many days show side by side: 5, 4 under 1024 px, 2 under 600 px (shop-and-repair.md §9). */
export function visibleSlides(width: number): number {
  if (width < breakpoints.narrow) return slideCount.narrow
  if (width < breakpoints.medium) return slideCount.medium
  return slideCount.wide
}

function useVisibleSlides(): number {
  const [count, setCount] = useState(() => visibleSlides(globalThis.innerWidth ?? 1280))
  useEffect(() => {
    const update = () => setCount(visibleSlides(globalThis.innerWidth))
    globalThis.addEventListener?.('resize', update)
    return () => globalThis.removeEventListener?.('resize', update)
  }, [])
  return count
}

/** The open day a key moves to from `index` (arrows wrap round, Home and End go to the ends), if any. */
export function keyTarget(key: string, index: number, open: readonly number[]): number | undefined {
  const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0
  if (step === 0) return key === 'Home' ? open[0] : key === 'End' ? open[open.length - 1] : undefined
  const at = open.indexOf(index)
  const from = at >= 0 ? at : open.findIndex((i) => i > index)
  return open[(from + step + open.length) % open.length]
}

/**
 * The appointment days as a radio group (WAI-ARIA radio pattern): arrow keys move between the open
 * days, weekends are shown 'Closed' and cannot be chosen; prev / next slide the window of days.
 */
export function DateCarousel({ slots, value, onChange, language, label, invalid, describedBy }: {
  slots: readonly RepairSlot[]
  value: string
  onChange: (slot: RepairSlot) => void
  language: Language
  label: string
  invalid?: boolean
  describedBy?: string
}) {
  const t = useT()
  const id = useId()
  const visible = Math.min(useVisibleSlides(), slots.length)
  const selected = slots.findIndex((s) => s.date === value)
  const [start, setStart] = useState(0)
  const maxStart = Math.max(0, slots.length - visible)
  const first = Math.min(start, maxStart)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const focusNext = useRef<number | null>(null)

  // Bring the chosen day into the window when it changes or the window narrows; prev / next may then
  // slide it out of view again (the choice stays).
  useEffect(() => {
    if (selected < 0) return
    setStart((s) => (selected < s ? selected : selected >= s + visible ? selected - visible + 1 : s))
  }, [selected, visible])
  useEffect(() => {
    if (focusNext.current === null) return
    refs.current[focusNext.current]?.focus()
    focusNext.current = null
  })

  const open = slots.map((s, i) => (s.isWeekend ? -1 : i)).filter((i) => i >= 0)
  // The roving tab stop: the chosen day, else the first open day in view.
  const tabStop = selected >= 0 ? selected : (open.find((i) => i >= first && i < first + visible) ?? open[0] ?? -1)

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const target = keyTarget(e.key, index, open)
    if (target === undefined) return
    e.preventDefault()
    focusNext.current = target
    onChange(slots[target]!)
  }

  return (
    <div className={styles.carousel}>
      <button type="button" className={styles.carouselNav} aria-label={t('repair.address.previous')} aria-controls={id} disabled={first === 0} onClick={() => setStart(first - 1)}>‹</button>
      <div id={id} role="radiogroup" aria-label={label} aria-invalid={invalid || undefined} aria-describedby={describedBy} className={styles.slides} style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }}>
        {slots.slice(first, first + visible).map((slot, k) => {
          const i = first + k
          const checked = i === selected
          return (
            <button
              key={slot.date}
              ref={(el) => { refs.current[i] = el }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={slot.isWeekend || undefined}
              tabIndex={i === tabStop ? 0 : -1}
              className={styles.slide}
              onClick={() => { if (!slot.isWeekend) onChange(slot) }}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              <span className={styles.slideDay}>{weekdayName(slot.date, language)}</span>
              <span>{shortDate(slot.date, language)}</span>
              <span className={styles.slideState}>{slot.isWeekend ? t('repair.address.closed') : t('repair.address.available')}</span>
            </button>
          )
        })}
      </div>
      <button type="button" className={styles.carouselNav} aria-label={t('repair.address.next')} aria-controls={id} disabled={first >= maxStart} onClick={() => setStart(first + 1)}>›</button>
    </div>
  )
}
