import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { Country } from '@core/domain/constants'
import { formLimits } from '@core/site'
import { $country } from '@core/platform/locale'
import { createSearch, openResult, resultLink, type Result, type Search, type SearchState } from '@core/catalogue'
import { useCountryStore, useEmit, useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { Spinner } from '../ui/Spinner'
import * as ui from '../ui/ui.css'
import * as styles from './SearchBox.css'

export interface SearchBoxProps {
  /** The country whose product pages results open (default: the visitor's country). */
  country?: Country
  /** For stories and tests: a search created outside. */
  search?: Search
}

/**
 * <simu-search> and the site header's search: a combobox (ARIA 1.2 pattern) over the device search.
 * Arrow keys move through the results, Enter opens one, Escape closes the list (a second Escape clears
 * the text); a click outside collapses and resets it. Opening a result emits simu:navigate (cancelable)
 * and then goes to the product page.
 */
export function SearchBox({ country, search: given }: SearchBoxProps) {
  const countryStore = useCountryStore()
  const search = useMemo(() => given ?? createSearch({ country: countryStore }), [given, countryStore])
  const state = useStore(search.$state)
  const visitorCountry = useStore($country)
  const c = country ?? visitorCountry
  const t = useT()
  const emit = useEmit()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const ids = { input: `${id}-input`, panel: `${id}-panel`, hint: `${id}-hint`, option: (i: number) => `${id}-option-${i}` }

  useSearchEffects(search, root, state.active, id)

  const open = (r: Result) => {
    const link = resultLink(c, r)
    const proceed = emit('simu:navigate', { path: link.path, href: link.href, modelId: r.models._id, country: c })
    search.reset()
    if (proceed) openResult(c, r)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => onSearchKey(e, search, state, open)
  const showList = state.open && state.status === 'ready' && state.results.length > 0

  return (
    <div className={styles.root} part="container" ref={root} role="search">
      <label className={ui.visuallyHidden} htmlFor={ids.input}>{t('forms.search.label')}</label>
      <div className={styles.field} part="field">
        <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={ids.input}
          className={styles.input}
          part="input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={state.open}
          aria-controls={ids.panel}
          aria-activedescendant={showList && state.active >= 0 ? ids.option(state.active) : undefined}
          aria-describedby={ids.hint}
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={formLimits.searchText}
          placeholder={t('forms.search.placeholder')}
          value={state.text}
          onChange={(e) => search.setText(e.currentTarget.value)}
          onFocus={() => search.expand()}
          onClick={() => search.expand()}
          onKeyDown={onKeyDown}
        />
        {state.text ? (
          <button type="button" className={styles.clear} part="icon-button" aria-label={t('forms.search.clear')} onClick={() => { search.setText(''); input.current?.focus() }}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <span id={ids.hint} className={ui.visuallyHidden}>{t('forms.search.hint')}</span>
      <SearchPanel search={search} state={state} ids={ids} open={open} />
      <p className={ui.visuallyHidden} aria-live="polite" aria-atomic="true">{liveText(state, t)}</p>
    </div>
  )
}


type Ids = { panel: string; option: (i: number) => string }

/** Disposes the search with the box, resets it on a click outside, keeps the active option in view. */
function useSearchEffects(search: Search, root: RefObject<HTMLDivElement | null>, active: number, id: string) {
  useEffect(() => () => search.dispose(), [search])
  // A click or tap anywhere outside (the page, or another part of a shadow root) collapses and resets.
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const s = search.$state.get()
      if (!root.current || e.composedPath().includes(root.current)) return
      if (s.open || s.text !== '') search.reset()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [search, root])
  // Keep the active option in view while the arrow keys move through a long list.
  useEffect(() => {
    if (active >= 0) root.current?.querySelector(`[id="${id}-option-${active}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, id, root])
}

/** Arrow keys move, Enter opens the active result, Escape collapses (then clears), Tab collapses. */
function onSearchKey(e: KeyboardEvent<HTMLInputElement>, search: Search, state: SearchState, open: (r: Result) => void) {
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    e.preventDefault()
    search.move(e.key === 'ArrowDown' ? 1 : -1)
  } else if (e.key === 'Enter') {
    const chosen = state.open ? state.results[state.active] : undefined
    if (chosen) {
      e.preventDefault()
      open(chosen)
    }
  } else if (e.key === 'Escape') {
    if (state.open) search.collapse()
    else if (state.text) search.reset()
    else return
    e.preventDefault()
  } else if (e.key === 'Tab') {
    search.collapse()
  }
}

/** What the live region announces: the number of results, or that there are none. */
function liveText(state: SearchState, t: ReturnType<typeof useT>): string {
  if (state.status === 'ready' && state.results.length > 0) {
    return state.results.length === 1 ? t('forms.search.countOne') : t('forms.search.countMany', { count: state.results.length })
  }
  return state.status === 'ready' || state.status === 'failed' ? t('forms.search.noResults') : ''
}

/** The panel under the box: 'start typing', searching, none found, or the results listbox. */
function SearchPanel({ search, state, ids, open }: { search: Search; state: SearchState; ids: Ids; open: (r: Result) => void }) {
  const t = useT()
  return (
    <div id={ids.panel} className={styles.panel} part="results" hidden={!state.open}>
      {!state.open ? null : state.status === 'idle' ? <p className={styles.message}>{t('forms.search.startTyping')}</p>
        : state.status === 'loading' ? <div className={styles.message}><Spinner label={t('forms.search.searching')} /><span aria-hidden="true">{t('forms.search.searching')}</span></div>
        : state.results.length === 0 ? <p className={styles.message}>{t('forms.search.noResults')}</p>
        : (
        <ul className={styles.list} role="listbox" aria-label={t('forms.search.resultsLabel')}>
          {state.results.map((r, i) => (
            <li
              key={r.models._id}
              id={ids.option(i)}
              role="option"
              aria-selected={i === state.active}
              className={styles.option}
              part="item"
              // Keep focus in the input: the list is driven from there.
              onMouseDown={(e) => e.preventDefault()}
              onPointerMove={() => { if (state.active !== i) search.point(i) }}
              onClick={() => open(r)}
            >
              <span className={styles.thumb} aria-hidden="true"><PhoneImage src={r.image} alt="" size={48} className={styles.thumbImage} /></span>
              <span className={styles.name}>
                {r.models.modelName}
                {r.shop === false ? <span className={styles.note}>{t('forms.search.sellInstead')}</span> : null}
              </span>
              <span className={r.instock ? styles.badge.in : styles.badge.out} part="badge">{r.instock ? t('forms.search.inStock') : t('forms.search.outOfStock')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
