/**
 * @simu/widgets/react: a React component per widget (<SimuPriceChecker country="ke" sellUrl="/sell"
 * onSimuQuote={…} />), for React 19 apps. Each renders the custom element, so the widget keeps its
 * shadow root, its styles and its behaviour: the props named after its attributes (camelCase) become the
 * attributes, on<Event> props (onSimuQuote → simu-quote) become listeners, and the rest (id, className,
 * style, ref, data-*, aria-*) pass through. React and React DOM are the app's own (peer dependencies).
 */
import { createElement, forwardRef, useCallback, useEffect, useLayoutEffect, useRef, type ForwardedRef, type ReactElement, type Ref, type RefCallback } from 'react'
import { widgetTags, type WidgetTag } from '@widgets/tags'
import './elements'

export { configure, type SimuConfig } from './configure'

declare const __SIMU_WIDGET_ATTRIBUTES__: Record<WidgetTag, string[]>
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
/** onSimuCartChange → simu-cart-change */
const eventName = (prop: string) => prop.slice(2).replace(/[A-Z]/g, (c, at: number) => `${at ? '-' : ''}${c.toLowerCase()}`)

type Listener = (event: Event) => void
type Props = Record<string, unknown> & { children?: unknown }

function useMergedRef<T>(outer: ForwardedRef<T>, inner: { current: T | null }): RefCallback<T> {
  return useCallback((value: T | null) => {
    inner.current = value
    if (typeof outer === 'function') outer(value)
    else if (outer) outer.current = value
  }, [outer, inner])
}

function component(tag: WidgetTag) {
  const attributes = new Map(__SIMU_WIDGET_ATTRIBUTES__[tag].map((name) => [camel(name), name]))
  function SimuWidget(props: Props, ref: ForwardedRef<HTMLElement>): ReactElement {
    const element = useRef<HTMLElement | null>(null)
    const passed: Record<string, unknown> = {}
    const listeners: Record<string, Listener> = {}
    for (const [key, value] of Object.entries(props)) {
      if (/^onSimu[A-Z]/.test(key) && typeof value === 'function') listeners[eventName(key)] = value as Listener
      else passed[attributes.get(key) ?? key] = value
    }
    // The latest handlers, behind one stable listener per event: a new arrow function each render adds nothing.
    const latest = useRef(listeners)
    useLayoutEffect(() => {
      latest.current = listeners
    })
    const names = Object.keys(listeners).sort().join(' ')
    useEffect(() => {
      const target = element.current
      if (!target || !names) return undefined
      const bound = names.split(' ').map((name) => [name, (event: Event) => latest.current[name]?.(event)] as const)
      for (const [name, listener] of bound) target.addEventListener(name, listener)
      return () => {
        for (const [name, listener] of bound) target.removeEventListener(name, listener)
      }
    }, [names])
    const merged = useMergedRef(ref, element)
    return createElement(tag, { ...passed, ref: merged as Ref<HTMLElement> })
  }
  const Component = forwardRef(SimuWidget)
  Component.displayName = tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())
  return Component
}

const components = Object.fromEntries(widgetTags.map((tag) => [tag, component(tag)])) as Record<WidgetTag, ReturnType<typeof component>>

export const SimuPriceChecker = components['simu-price-checker']
export const SimuSellWizard = components['simu-sell-wizard']
export const SimuSignIn = components['simu-sign-in']
export const SimuSearch = components['simu-search']
export const SimuPopup = components['simu-popup']
export const SimuTestimonialForm = components['simu-testimonial-form']
export const SimuCartDrawer = components['simu-cart-drawer']
export const SimuAddToCart = components['simu-add-to-cart']
export const SimuCheckout = components['simu-checkout']
export const SimuRepairPicker = components['simu-repair-picker']
