import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import type { Language } from '@core/domain/constants'
import { $language } from '@core/platform/locale'
import { translator, type Translate } from '@core/i18n'

export const eventNames = ['simu:quote', 'simu:auth-required', 'simu:cart-change', 'simu:order-placed', 'simu:error', 'simu:navigate'] as const
export type SimuEvent = (typeof eventNames)[number]

interface HostContextValue {
  /** The custom element, when the widget runs as one (null when a React host renders it). */
  element: HTMLElement | null
  /** Where Radix portals render: inside the shadow root, so they get its styles and focus trap. */
  portal: HTMLElement | null
  /** A language fixed by the element's lang attribute; otherwise the shared $language. */
  language?: Language
}

const HostContext = createContext<HostContextValue>({ element: null, portal: null })

export function HostProvider({ value, children }: { value: HostContextValue; children: ReactNode }) {
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>
}

export const usePortalContainer = () => useContext(HostContext).portal

/** Emits a simu:* event from the element: bubbles and composed, so the host page hears it. */
export function useEmit() {
  const { element } = useContext(HostContext)
  return useCallback(
    /** Returns false when a listener called preventDefault (the event is cancelable). */
    (name: SimuEvent, detail: unknown): boolean => {
      const target = element ?? globalThis.document
      return target ? target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true })) : true
    },
    [element],
  )
}

/** This widget's language: its lang attribute, else the page's. */
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
