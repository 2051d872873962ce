/**
 * The custom element class around r2wc's: what r2wc leaves out for a partner's page.
 *
 * - Properties set before the element was defined (the normal case with an async loader: `el.brand = …`
 *   made an own property that hides the accessor) are upgraded: taken off and set again through it.
 * - Moving the element (a disconnect and a connect in the same task, as frameworks do when they reorder
 *   nodes) keeps its React tree and state; it unmounts only when it stays detached past the current task.
 * - Removing or emptying an attribute clears its value (r2wc alone keeps the old one).
 * - Custom states (:state(drawn)) where the browser has them; the shared stylesheet before the first render.
 */
import { widgetSheet } from './sheet'

const props = Symbol.for('r2wc.props')
const render = Symbol.for('r2wc.render')

interface R2wcElement extends HTMLElement {
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, old: string | null, value: string | null): void
}
type R2wcClass = new () => R2wcElement

const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

/** The element class for a widget whose attributes are `attributes` (each also a camelCase property). */
export function simuElementClass(Base: R2wcClass, attributes: readonly string[]): CustomElementConstructor {
  const properties = attributes.map(camel)
  class SimuElement extends Base {
    readonly #internals: Partial<ElementInternals> | undefined = this.attachInternals?.()
    /** The timer that unmounts the React tree once the element has stayed detached. */
    #unmount: ReturnType<typeof setTimeout> | undefined

    constructor() {
      super()
      // The sheet before React's first render, so :host keeps the first screen's room meanwhile.
      const sheet = widgetSheet()
      if (sheet) this.shadowRoot!.adoptedStyleSheets = [sheet]
    }

    override connectedCallback(): void {
      for (const name of properties) this.#upgrade(name)
      if (this.#unmount !== undefined) {
        // Moved within the page: the tree and its state are still there.
        clearTimeout(this.#unmount)
        this.#unmount = undefined
        return
      }
      super.connectedCallback()
    }

    override disconnectedCallback(): void {
      clearTimeout(this.#unmount)
      this.#unmount = setTimeout(() => {
        this.#unmount = undefined
        if (!this.isConnected) super.disconnectedCallback()
      }, 0)
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (value === null || value === '') {
        const self = this as unknown as Record<symbol, Record<string, unknown> | (() => void)>
        ;(self[props] as Record<string, unknown>)[camel(name)] = undefined
        ;(self[render] as () => void).call(this)
        return
      }
      super.attributeChangedCallback(name, old, value)
    }

    drawn(): void {
      this.#internals?.states?.add('drawn')
    }

    /** A value set on the element before it was defined: set it again through the property's accessor. */
    #upgrade(name: string): void {
      if (!Object.hasOwn(this, name)) return
      const value = (this as unknown as Record<string, unknown>)[name]
      delete (this as unknown as Record<string, unknown>)[name]
      ;(this as unknown as Record<string, unknown>)[name] = value
    }
  }
  return SimuElement
}
