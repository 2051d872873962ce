import r2wc from '@r2wc/react-to-web-component'
import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType } from 'react'
import { atom, onMount } from 'nanostores'
import { firstIssue } from '@core/domain/issues'
import { attributes as attributeRules, oneOf, optional, maxLength, text, type Shape, type ShapeOutput } from '@core/platform/attribute-rules'
import { countries, isLanguage, languages, type Country, type Language } from '@core/domain/constants'
import { useStore } from '@nanostores/react'
import { apiConfig, loadContract } from '@core/platform/api/client'
import { ensureCountry, localIpProvider } from '@core/platform/country-lookup'
import { $countryPending } from '@core/platform/locale'
import { $setupProblem, type SetupProblem } from '@core/platform/setup-problem'
import { FirstScreenLoading } from './FirstScreenLoading'
import { translator, type Translate } from '@core/i18n'
import { HostProvider, useEmit, useT } from './host'
import { ErrorPanel } from './ErrorPanel'
import { simuElementClass } from './element-class'
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

/** The page's language: its <html lang> (en, sw, en-KE, sw-TZ…), followed as it changes; undefined for others. */
const $pageLanguage = atom<Language | undefined>(undefined)
onMount($pageLanguage, () => {
  const root = globalThis.document?.documentElement
  if (!root) return
  const read = () => {
    const primary = root.lang.split('-')[0]?.toLowerCase()
    $pageLanguage.set(isLanguage(primary) ? primary : undefined)
  }
  read()
  const observer = new MutationObserver(read)
  observer.observe(root, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
})

/**
 * Defines a custom element for a widget: open shadow root with the shared stylesheet, attributes
 * checked by their rules (core/platform/attribute-rules.ts: a bad value shows a clear error, never a blank box), a portal container inside
 * the shadow root, and simu-* events from the element (element-class.ts: properties, moves). Defines the tag only if not yet defined.
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
    const element = container.host as HTMLElement
    const [portal, setPortal] = useState<HTMLElement | null>(null)
    // Drawn: the host's reserved height gives way to the widget's own (reserve.css.ts).
    useLayoutEffect(() => (element as Partial<DrawnHost>).drawn?.(), [element])
    const raw = Object.fromEntries(names.map((n) => [n, props[camel(n)] === '' ? undefined : props[camel(n)]]))
    const parsed = schema.safeParse(raw)
    const common = parsed.success ? (parsed.data as { lang?: Language; country?: Country }) : {}
    // The language: the lang attribute (a valid one also words the error another attribute causes), then the
    // page's <html lang>, then the shared one (useT); never the country alone.
    const page = useStore($pageLanguage)
    const language = common.lang ?? (isLanguage(raw.lang) ? raw.lang : undefined) ?? page
    // A country attribute applies to this widget only. The visitor's country (what the page's one cart,
    // sign-in and checkout use, and widgets without the attribute) is resolved once for the page (host,
    // stored choice, then the IP lookup, falling back to ke); a widget that needs it shows a loader meanwhile.
    const pending = useStore($countryPending) && !common.country
    useEffect(() => void ensureCountry({ provider: localIpProvider(apiConfig().baseUrl), keepLanguage: true }), [])
    const setup = useStore($setupProblem)
    return (
      <HostProvider value={{ element, portal, language, country: common.country }}>
        <div className={theme.root} data-simu-root="">
          {!parsed.success ? <BadAttributes tag={tag} detail={firstIssue(parsed.error)} /> : setup ? <Unavailable problem={setup} /> : pending ? <FirstScreenLoading text="common.findingCountry" /> : (
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
  customElements.define(tag, simuElementClass(Base as never, names))
}

/** A widget's element: it tells the browser (and its :host CSS) when it has drawn. */
interface DrawnHost {
  drawn(): void
}

/** An attribute breaks its rule: the widget shows which; the developer also gets it in the console and in simu-error. */
function BadAttributes({ tag, detail }: { tag: WidgetTag; detail: string }) {
  const t = useT()
  useDeveloperError('invalid_attribute', `<${tag}> is set up wrongly: ${detail}`)
  return <ErrorPanel message={t('widget.badAttribute', { detail: attributeDetail(detail, t) })} />
}

/** The page's setup is wrong (unregistered site, unknown key): visitors read a neutral message; the console and simu-error say why. */
function Unavailable({ problem }: { problem: SetupProblem }) {
  const t = useT()
  useDeveloperError(problem.code, problem.message, false)
  return <ErrorPanel message={t('widget.unavailable')} />
}

/**
 * Sends simu-error (and its alias simu:error) from the element with { code, message } once for each new
 * problem, and logs it unless it was logged already (a setup problem is logged once for the page).
 */
function useDeveloperError(code: string, message: string, log = true): void {
  const emit = useEmit()
  useEffect(() => {
    if (log) console.error(`Simu (${code}): ${message}`)
    emit('simu-error', { code, message })
  }, [emit, code, message, log])
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
