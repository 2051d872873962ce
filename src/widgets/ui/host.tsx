import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { atom, type ReadableAtom } from 'nanostores'
import { useStore } from '@nanostores/react'
import type { Country, Language } from '@core/domain/constants'
import { $country, $language } from '@core/platform/locale'
import { translator, type Translate } from '@core/i18n'

/**
 * The events a widget sends, by their documented (hyphenated) names: frameworks bind them as they are
 * (Angular cannot bind a name with a colon). Each is also sent as its simu:* alias for this major version.
 */
export const eventNames = ['simu-quote', 'simu-auth-required', 'simu-cart-change', 'simu-order-placed', 'simu-error', 'simu-navigate'] as const
export type SimuEventName = (typeof eventNames)[number]
/** The simu:* aliases of the event names (the names of Simu 1.0). */
export type SimuEvent = SimuEventName extends `simu-${infer What}` ? `simu:${What}` : never
export const aliasOf = (name: SimuEventName | SimuEvent): SimuEvent => name.replace(/^simu-/, 'simu:') as SimuEvent
export const documentedName = (name: SimuEventName | SimuEvent): SimuEventName => name.replace(/^simu:/, 'simu-') as SimuEventName

interface HostContextValue {
  /** The custom element, when the widget runs as one (null when a React host renders it). */
  element: HTMLElement | null
  /** Where Radix portals render: inside the shadow root, so they get its styles and focus trap. */
  portal: HTMLElement | null
  /** The element's language (its lang attribute, else the page's <html lang>); otherwise the shared $language. */
  language?: Language
  /** The element's own country attribute: it applies to this widget only; otherwise the visitor's ($country). */
  country?: Country
}

const HostContext = createContext<HostContextValue>({ element: null, portal: null })

export function HostProvider({ value, children }: { value: HostContextValue; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>
}

export const usePortalContainer = () => useContext(HostContext).portal

/**
 * Emits an event from the element: bubbles and composed, so the host page hears it. One logical event,
 * two dispatches: the documented name (simu-quote) and its alias (simu:quote). A listener that calls
 * preventDefault on either cancels it: the alias goes out already cancelled, and the answer is false.
 */
export function useEmit() {
  const { element } = useContext(HostContext)
  return useCallback(
    /** Returns false when a listener called preventDefault (the events are cancelable). */
    (name: SimuEventName | SimuEvent, detail: unknown): boolean => {
      const target = element ?? globalThis.document
      if (!target) return true
      const init = { detail, bubbles: true, composed: true, cancelable: true }
      const documented = new CustomEvent(documentedName(name), init)
      target.dispatchEvent(documented)
      const alias = new CustomEvent(aliasOf(name), init)
      if (documented.defaultPrevented) alias.preventDefault()
      target.dispatchEvent(alias)
      return !alias.defaultPrevented
    },
    [element],
  )
}

/** This widget's language: its lang attribute (or, for an element, the page's), else the shared one. */
export function useWidgetLanguage(): Language {
  const shared = useStore($language)
  return useContext(HostContext).language ?? shared
}

/** The translator for this widget: its lang attribute, else the page's language. */
export function useT(): Translate {
  const shared = useStore($language)
  const { language } = useContext(HostContext)
  return useMemo(() => translator(language ?? shared), [language, shared])
}

/** The element's own country attribute, if it has one (undefined: the visitor's country applies). */
export const useContextCountry = (): Country | undefined => useContext(HostContext).country

/** This widget's country: its own country attribute, else the visitor's. */
export function useWidgetCountry(): Country {
  const shared = useStore($country)
  return useContext(HostContext).country ?? shared
}

/**
 * This widget's country as a store, for the widget's own models (their calls carry it, and they reload
 * when it changes): a fixed one for a country attribute, else the visitor's $country.
 */
export function useCountryStore(): ReadableAtom<Country> {
  const { country } = useContext(HostContext)
  return useMemo(() => (country ? atom(country) : $country), [country])
}
