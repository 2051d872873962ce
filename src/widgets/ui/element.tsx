import r2wc from '@r2wc/react-to-web-component'
import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react'
import { firstIssue } from '@core/domain/issues'
import { attributes as attributeRules, oneOf, optional, maxLength, text, type Shape, type ShapeOutput } from '@core/platform/attribute-rules'
import { countries, languages, type Country, type Language } from '@core/domain/constants'
import { useStore } from '@nanostores/react'
import { apiConfig, loadContract } from '@core/platform/api/client'
import { ensureCountry, localIpProvider } from '@core/platform/country-lookup'
import { $countryPending, setCountry } from '@core/platform/locale'
import { FirstScreenLoading } from './FirstScreenLoading'
import { translator, type Translate } from '@core/i18n'
import { HostProvider, useT } from './host'
import { ErrorPanel } from './ErrorPanel'
import { widgetSheet } from './sheet'
import * as theme from './theme.css'
import type { WidgetTag } from '@widgets/tags'

/** Attributes every widget takes. */
export const commonAttributes = {
  country: optional(oneOf(countries, 'country must be ke, tz or ug')),
  lang: optional(oneOf(languages, 'lang must be en or sw')),
  'partner-id': optional(text([maxLength(80, 'partner-id is too long')])),
}
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

interface ElementProps {
  container: ShadowRoot
  [attribute: string]: unknown
}

/**
 * Defines a custom element for a widget: open shadow root with the shared stylesheet, attributes
 * checked by their rules (core/platform/attribute-rules.ts: a bad value shows a clear error, never a blank box), a portal container inside
 * the shadow root, and simu:* events from the element. Defines the tag only if not yet defined.
 */
export function defineElement<S extends Shape, P extends object>(
  tag: WidgetTag,
  Widget: ComponentType<P>,
  attributes: S,
  toProps: (attrs: ShapeOutput<S & typeof commonAttributes>) => P,
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  // The API contract is not needed to render, only to call: it loads beside the first render, not before it.
  void loadContract().catch(() => undefined)
  const shape = { ...commonAttributes, ...attributes }
  const schema = attributeRules(shape)
  const names = Object.keys(shape)

  function Root(props: ElementProps) {
    const { container } = props
    const [portal, setPortal] = useState<HTMLElement | null>(null)
    // Drawn: the host's reserved height gives way to the widget's own (reserve.css.ts).
    useLayoutEffect(() => (container.host as Partial<DrawnHost>).drawn?.(), [container])
    const raw = Object.fromEntries(names.map((n) => [n, props[camel(n)] === '' ? undefined : props[camel(n)]]))
    const parsed = schema.safeParse(raw)
    const common = parsed.success ? (parsed.data as { lang?: Language; country?: Country }) : {}
    // A valid lang still chooses the language of the error another attribute causes.
    const language = common.lang ?? (languages.includes(raw.lang as Language) ? (raw.lang as Language) : undefined)
    // A country attribute decides; otherwise the visitor's country is resolved once for the page
    // (host, stored choice, then the IP lookup, falling back to ke) while a loader shows.
    const pending = useStore($countryPending)
    useEffect(() => {
      if (common.country) setCountry(common.country)
      else void ensureCountry({ provider: localIpProvider(apiConfig().baseUrl) })
    }, [common.country])
    return (
      <HostProvider value={{ element: container.host as HTMLElement, portal, language }}>
        <div className={theme.root} data-simu-root="">
          {!parsed.success ? <BadAttributes detail={firstIssue(parsed.error)} /> : pending ? <FirstScreenLoading text="common.findingCountry" /> : (
            // A screen that loads its code later (React.lazy) waits in the first screen's room.
            <Suspense fallback={<FirstScreenLoading text="common.loading" />}><Widget {...toProps(parsed.data as never)} /></Suspense>
          )}
          <div ref={setPortal} data-simu-portal="" />
        </div>
      </HostProvider>
    )
  }

  const Base = r2wc(Root as ComponentType<ElementProps>, {
    shadow: 'open',
    props: Object.fromEntries(names.map((n) => [camel(n), 'string' as const])),
  })
  const props = Symbol.for('r2wc.props')
  const render = Symbol.for('r2wc.render')
  // r2wc keeps the old value when an attribute is removed or emptied: clear it and render again.
  const Parent = Base as unknown as { new (): HTMLElement & { attributeChangedCallback(n: string, o: string | null, v: string | null): void } }
  class SimuElement extends Parent {
    // Custom states (:state(drawn)) where the browser has them.
    readonly #internals: Partial<ElementInternals> | undefined = this.attachInternals?.()
    constructor() {
      super()
      // The sheet before React's first render, so :host keeps the first screen's room meanwhile.
      const sheet = widgetSheet()
      if (sheet) this.shadowRoot!.adoptedStyleSheets = [sheet]
    }
    drawn() {
      this.#internals?.states?.add('drawn')
    }
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null || value === '') {
        const self = this as unknown as Record<symbol, Record<string, unknown> | (() => void)>
        ;(self[props] as Record<string, unknown>)[camel(name)] = undefined
        ;(self[render] as () => void).call(this)
        return
      }
      super.attributeChangedCallback(name, old, value)
    }
  }
  customElements.define(tag, SimuElement)
}

/** A widget's element: it tells the browser (and its :host CSS) when it has drawn. */
interface DrawnHost {
  drawn(): void
}

function BadAttributes({ detail }: { detail: string }) {
  const t = useT()
  return <ErrorPanel message={t('widget.badAttribute', { detail: attributeDetail(detail, t) })} />
}

const allowedKeys = ['brandNameOrId', 'lettersDigitsDashes', 'httpOrPath', 'http', 'atLeast8'] as const
const english = translator('en')

/**
 * An attribute's rule in the widget's language. The schemas word their rules in English
 * ('country: country must be ke, tz or ug'); this puts the same rule together from the dictionary,
 * leaving the attribute's name and its literal values (ke, tz, ug) as they are.
 */
export function attributeDetail(detail: string, t: Translate): string {
  const [name = '', rule = ''] = detail.split(': ', 2)
  if (rule === `${name} is too long`) return t('widget.tooLong', { name })
  const prefix = `${name} must be `
  if (!rule.startsWith(prefix)) return detail
  const values = rule.slice(prefix.length)
  const known = allowedKeys.find((k) => english(`widget.allowed.${k}`) === values)
  const allowed = known ? t(`widget.allowed.${known}`) : values.split(' or ').join(` ${t('widget.or')} `).split(' and ').join(` ${t('widget.and')} `)
  return t('widget.mustBe', { name, allowed })
}
