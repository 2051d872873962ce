import { useStore } from '@nanostores/react'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { formatMoney, variantLabel } from '@core/domain/money'
import { setFormInProgress } from '@core/platform/forms-in-progress'
import { answersGiven, canEstimate, createPriceChecker, visibleQuestions, type PriceChecker as Checker } from '@core/checker'
import { sellHandoffPath, simuSiteUrl } from '@core/checker'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useCountryStore, useEmit, useT, useWidgetCountry } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { DeviceSelects } from '../ui/DeviceSelects'
import { Spinner } from '../ui/Spinner'
import * as styles from './PriceChecker.css'
import { ConditionQuestion } from './ConditionQuestion'

// The explanation dialog (and Radix with it) loads only when someone opens it.
const Dialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.Dialog })))

export interface PriceCheckerProps {
  /** Preselects a brand by id or name ('samsung', 'iPhone'). */
  brand?: string
  /** Preselects a model by id, once its brand is chosen. */
  model?: string
  /** Called after 'Sell now' (the full site continues into the sell flow). */
  onSellNow?: () => void
  /** A page to open after 'Sell now' when the host page did not cancel the simu:quote event (default: Simu's sell wizard with the phone and answers). */
  sellUrl?: string
  /** For stories and tests: a checker created outside. */
  checker?: Checker
}

/**
 * <simu-price-checker>: brand -> model -> variant (Max Price) -> a few condition questions -> an
 * itemised estimate from the server, and 'Sell now', which emits simu:quote.
 */
export function PriceChecker({ brand, model, onSellNow, sellUrl, checker: given }: PriceCheckerProps) {
  const countryStore = useCountryStore()
  const checker = useMemo(() => given ?? createPriceChecker({ brand, model }, countryStore), [given, brand, model, countryStore])
  const state = useStore(checker.$state)
  const t = useT()
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  const formId = useId()
  // A half-filled checker holds the promotional pop-up back until it is left or started over.
  useEffect(() => setFormInProgress(formId, state.touched), [formId, state.touched])
  useEffect(() => () => setFormInProgress(formId, false), [formId])

  // Move focus to the new step's heading so keyboard and screen-reader users follow the flow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [state.step])

  return (
    <section className={styles.root} part="container" aria-labelledby="simu-pc-title">
      <div>
        <h2 className={styles.title} part="title" id="simu-pc-title">{t('priceChecker.title')}</h2>
        <p className={styles.subtitle} part="subtitle">{t('priceChecker.subtitle')}</p>
      </div>
      <p className={styles.stepCount} aria-live="polite">
        {t('priceChecker.step', { n: ['select', 'condition', 'estimate'].indexOf(state.step) + 1, total: 3 })}
      </p>
      {state.step === 'select' ? <SelectStep checker={checker} headingRef={heading} /> : null}
      {state.step === 'condition' ? <ConditionStep checker={checker} headingRef={heading} /> : null}
      {state.step === 'estimate' ? <EstimateStep checker={checker} headingRef={heading} onSellNow={onSellNow} sellUrl={sellUrl} /> : null}
    </section>
  )
}

interface StepProps {
  checker: Checker
  headingRef: React.RefObject<HTMLHeadingElement | null>
}

function SelectStep({ checker, headingRef }: StepProps) {
  const state = useStore(checker.$state)
  const t = useT()
  const { models, variants } = state
  const chosenModel = models.status === 'ready' ? models.data.find((m) => m.details._id === state.modelId) : undefined
  const chosenVariant = variants.status === 'ready' ? variants.data.find((v) => v.variant._id === state.variantId) : undefined
  const price = chosenVariant?.prices.price ?? 0

  return (
    <div className={styles.form}>
      <h3 className={styles.stepHeading} part="heading" ref={headingRef} tabIndex={-1}>{t('picker.chooseModel')}</h3>
      <DeviceSelects
        brands={state.brands}
        models={models}
        variants={variants}
        brandId={state.brandId}
        modelId={state.modelId}
        variantId={state.variantId}
        onBrand={(id) => { checker.touch(); void checker.chooseBrand(id) }}
        onModel={(id) => { checker.touch(); void checker.chooseModel(id) }}
        onVariant={(id) => { checker.touch(); checker.chooseVariant(id) }}
        onRetryBrands={() => void checker.loadBrands()}
      />
      {chosenModel && chosenVariant ? (
        <div className={styles.summary} part="card">
          <PhoneImage src={chosenModel.image} alt={chosenModel.details.modelName} className={styles.image} />
          <div>
            <p className={styles.summaryName}>{chosenModel.details.modelName}</p>
            <p className={styles.summaryText}>{variantLabel(chosenVariant.variant)}</p>
            <p className={styles.maxPrice} part="price">{t('price.maxPrice')}: {formatMoney(price, chosenVariant.prices.currency)}</p>
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        <span />
        {/* Next only once the selected model has a price above 0 (sell-side.md §5). */}
        <Button disabled={!(price > 0)} onClick={() => checker.goTo('condition')}>{t('common.next')}</Button>
      </div>
    </div>
  )
}

function ConditionStep({ checker, headingRef }: StepProps) {
  const state = useStore(checker.$state)
  const t = useT()
  const busy = state.estimate.status === 'loading'
  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); void checker.requestEstimate() }}>
      <h3 className={styles.stepHeading} part="heading" ref={headingRef} tabIndex={-1}>{t('priceChecker.conditionTitle')}</h3>
      {visibleQuestions(state.answers).map((key) => (
        <ConditionQuestion key={key} questionKey={key} value={state.answers[key]} onAnswer={(v) => checker.answer(key, v)} />
      ))}
      {state.estimate.status === 'error' ? (
        <ErrorPanel message={state.estimate.network ? t('common.networkError') : state.estimate.message} title={t('priceChecker.estimateError')} />
      ) : null}
      <div className={styles.actions}>
        <Button tone="quiet" onClick={() => checker.goTo('select')}>{t('common.back')}</Button>
        <Button type="submit" disabled={!canEstimate(state) || busy} aria-busy={busy || undefined}>
          {busy ? <><Spinner label={t('priceChecker.calculating')} /> {t('priceChecker.calculating')}</> : t('priceChecker.getEstimate')}
        </Button>
      </div>
    </form>
  )
}

function EstimateStep({ checker, headingRef, onSellNow, sellUrl }: StepProps & { onSellNow?: () => void; sellUrl?: string }) {
  const state = useStore(checker.$state)
  const country = useWidgetCountry()
  const t = useT()
  const emit = useEmit()
  const [howOpen, setHowOpen] = useState(false)
  if (state.estimate.status !== 'ready') return null
  const e = state.estimate.data
  const money = (n: number) => formatMoney(n, e.currency)

  const sell = () => {
    const estimate = checker.sellNow()
    if (!estimate) return
    const answers = answersGiven(state.answers)
    const proceed = emit('simu:quote', { estimate, answers, country })
    onSellNow?.()
    // On another site, 'Sell now' continues in Simu's own wizard with this phone and these answers,
    // unless the page names its own target (sell-url) or cancels simu:quote.
    const target = sellUrl ?? (onSellNow ? undefined : simuSiteUrl(sellHandoffPath(country, estimate.model._id, estimate.variant._id, answers), true))
    if (proceed && target) globalThis.location.assign(target)
  }

  return (
    <div className={styles.form}>
      <h3 className={styles.stepHeading} part="heading" ref={headingRef} tabIndex={-1}>{t('priceChecker.estimateTitle')}</h3>
      <div className={styles.summary} part="card">
        <PhoneImage src={e.model.image} alt={e.model.modelName} className={styles.image} />
        <div>
          <p className={styles.summaryName}>{t('priceChecker.estimateFor', { model: e.model.modelName, variant: variantLabel(e.variant) })}</p>
          <p className={styles.maxPrice} part="price">{t('price.maxPrice')}: {money(e.maxPrice)}</p>
        </div>
      </div>
      <Section title={t('priceChecker.deductionsTitle')}>
        {e.deductions.length === 0 ? (
          <p className={styles.note}>{t('priceChecker.noDeductions')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('priceChecker.deductionsTitle')}>
            {e.deductions.map((d) => (
              <li className={styles.line} key={d.key}>
                <span>{t(`question.${d.key}.fault`)}</span>
                <span className={styles.deduction}>− {money(d.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <div className={styles.offer} aria-live="polite">
        <span>{t('priceChecker.yourOffer')}</span>
        <span className={styles.offerAmount} part="price" data-testid="offer">{money(e.offer)}</span>
      </div>
      {state.answers.deviceOn === 'no' ? <p className={styles.note}>{t('priceChecker.partsNote')}</p> : null}
      {e.floorApplied ? <p className={styles.note}>{t('priceChecker.floorNote')}</p> : null}
      <p className={styles.note}>{t('priceChecker.lockNote')}</p>
      <div>
        <Button tone="quiet" onClick={() => setHowOpen(true)}>{t('priceChecker.howButton')}</Button>
      </div>
      {howOpen ? <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Dialog open={howOpen} onOpenChange={setHowOpen} title={t('priceChecker.howTitle')}>
        <div className={styles.form}>
          <p className={styles.note}>{t('priceChecker.howStart')}</p>
          <p className={styles.note}>{t('priceChecker.howDeduct')}</p>
          <p className={styles.note}>{t('priceChecker.howFloor')}</p>
          <p className={styles.note}>{t('priceChecker.howConfirm')}</p>
          <div className={styles.actions}>
            <span />
            <Button onClick={() => setHowOpen(false)}>{t('common.close')}</Button>
          </div>
        </div>
      </Dialog>
      </Suspense> : null}
      <div className={styles.actions}>
        <Button tone="quiet" onClick={() => checker.startOver()}>{t('priceChecker.startOver')}</Button>
        <Button onClick={sell}>{t('priceChecker.sellNow')}</Button>
      </div>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className={styles.legend} part="heading" style={{ margin: '0 0 8px' }}>{title}</h4>
      {children}
    </div>
  )
}
