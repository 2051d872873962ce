import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import type { Country } from '@core/domain/constants'
import { suggestTowns } from '@core/domain/towns'
import { useT } from '../ui/host'
import * as styles from './TradeIn.css'
import * as own from './TownField.css'

/**
 * The pickup town: a text input with suggestions from the towns Simu ships for the country, in the
 * WAI-ARIA combobox pattern with a listbox popup (issue 10, point 17; sell-side.md §2 'city
 * autocomplete'). Down/Up move through the suggestions, Enter takes one, Escape closes the list, and
 * focus stays in the input (aria-activedescendant).
 */
export function TownField({ country, value, problem, onChange }: { country: Country; value: string; problem?: string | undefined; onChange: (town: string) => void }) {
  const t = useT()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options = useMemo(() => suggestTowns(country, value), [country, value])
  const expanded = open && options.length > 0
  const optionId = (i: number) => `${id}-town-${i}`
  const choose = (town: string) => {
    onChange(town)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive(active === -1 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length)
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault()
      choose(options[active]!)
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }
  const described = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-input`}>{t('sell.tracking.pickup.town')}</label>
      <div className={own.wrap}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          aria-required="true"
          autoComplete="off"
          value={value}
          maxLength={60}
          onChange={(e) => { onChange(e.currentTarget.value); setOpen(true); setActive(-1) }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={`${id}-list`} role="listbox" aria-label={t('sell.tracking.pickup.townList')} className={own.list} hidden={!expanded}>
          {expanded ? options.map((town, i) => (
            <li
              key={town}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={own.option}
              // Keep focus in the input: a blur would close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(town)}
            >
              {town}
            </li>
          )) : null}
        </ul>
      </div>
      <p className={styles.muted} id={`${id}-hint`}>{t('sell.tracking.pickup.townHint', { country: t(`site.countries.${country}`) })}</p>
      {problem ? <p className={styles.problem} id={`${id}-problem`}>{problem}</p> : null}
      <p className={styles.muted} aria-live="polite">{open && value.trim() && options.length === 0 ? t('sell.tracking.pickup.townNone') : ''}</p>
    </div>
  )
}
