import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo, useRef } from 'react'
import type { Quote } from '@core/sell'
import { quote as quoteRules, samsungStoreLists } from '@core/domain/constants'
import { formatCountryMoney, formatMoney, variantLabel } from '@core/domain/money'
import { $signedIn } from '@core/account'
import { setFormInProgress } from '@core/platform/forms-in-progress'
import { $selectedModel, $sellAnswers } from '@core/sell'
import type { SellAnswers } from '@core/domain/questions'
import {
  canGoNext,
  countryHome,
  createSellWizard,
  createStoreList,
  deviceDetailsPath,
  isQuestionStep,
  simuSiteUrl,
  stepQuestions,
  type SellWizard as Wizard,
  type StoreListStore,
  type WizardMode,
  type WizardStep,
} from '@core/sell'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useCountryStore, useEmit, useT, useWidgetCountry } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import { StoreMapLink } from '../ui/StoreMap'
import { EvaluationPanel, TradeInPanel } from './EvaluationPanel'
import { TileGrid, YesNoQuestion } from './Questions'
import { SelectModel, SelectSamsungModel } from './SelectModel'
import * as styles from './SellWizard.css'
import { StoreList } from './StoreList'

export interface SellWizardProps {
  /** 'sell' (default): the online sell wizard. 'samsung': the Samsung store trade-in. */
  mode?: WizardMode
  /** Preselects a brand by id or name. */
  brand?: string
  /** Preselects a model by id (with brand in sell mode). */
  model?: string
  /** With model: opens on the basics with this size and these answers (a price checker's hand-off). */
  variant?: string
  answers?: SellAnswers
  /** Where to go once the quote exists, instead of Simu's device-details page. */
  returnUrl?: string
  /** Samsung mode: which Samsung store list to offer. */
  storeList?: (typeof samsungStoreLists)[number]
  /** True inside a custom element: addresses on Simu's site become absolute. */
  embedded?: boolean
  /** For stories and tests: a wizard (and store list) created outside. */
  wizard?: Wizard
  stores?: StoreListStore
}

/**
 * <simu-sell-wizard>: the sell wizard (sell-side.md §2, §4, §5). Its steps, the side panel 'device
 * evaluation', and the last Next that calculates the estimate: signed in, the quote is created and the
 * seller goes to device-details; signed out, the sign-in drawer opens and does it after sign-in.
 */
export function SellWizard({ mode = 'sell', brand, model, variant, answers, returnUrl, storeList, embedded = false, wizard: given, stores: givenStores }: SellWizardProps) {
  // The hand-off is read once, when the wizard is made: later answers live in the wizard.
  const countryStore = useCountryStore()
  const wizard = useMemo(() => given ?? createSellWizard({ mode, brand, model, variant, answers }, countryStore), [given, mode, brand, model, variant, countryStore])
  const stores = useMemo(() => givenStores ?? createStoreList(storeList ?? samsungStoreLists[0], countryStore), [givenStores, storeList, countryStore])
  const state = useStore(wizard.$state)
  const t = useT()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // Leaving the wizard resets the step and the request (sell-side.md §4).
  useEffect(() => () => wizard.leave(), [wizard])
  // Focus follows the step, so keyboard and screen-reader users land on the new question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [state.step])

  const steps = wizard.steps
  const index = steps.indexOf(state.step)
  const area = wizard.mode === 'samsung' ? 'samsung' : 'wizard'
  return (
    <div className={styles.container}>
      <section className={styles.root} part="container" aria-labelledby={titleId} data-mode={wizard.mode}>
        <div>
          <h2 className={styles.title} part="title" id={titleId}>{t(`sell.${area}.title`)}</h2>
          <p className={styles.subtitle} part="subtitle">{t(`sell.${area}.subtitle`)}</p>
        </div>
        <ol className={styles.progress} aria-label={t('sell.wizard.progress')}>
          {steps.map((s, i) => (
            <li key={s} className={styles.progressItem} aria-current={i === index ? 'step' : undefined} data-done={i < index ? '' : undefined}>
              <span className={styles.progressBar} />
              <span className={styles.progressLabel}>{stepName(t, wizard.mode, s)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.stepCount} aria-live="polite">
          {t('sell.wizard.stepOf', { n: index + 1, total: steps.length })}: {stepName(t, wizard.mode, state.step)}
        </p>
        {wizard.mode === 'samsung'
          ? <SamsungFlow wizard={wizard} stores={stores} headingRef={heading} />
          : <SellFlow wizard={wizard} headingRef={heading} returnUrl={returnUrl} embedded={embedded} />}
      </section>
    </div>
  )
}

type T = ReturnType<typeof useT>
const stepName = (t: T, mode: WizardMode, step: WizardStep) =>
  mode === 'samsung' ? t(`sell.samsung.steps.${step as 'selectModel'}`) : t(`sell.wizard.steps.${step as 'selectModel'}`)

interface FlowProps {
  wizard: Wizard
  headingRef: React.RefObject<HTMLHeadingElement | null>
}

function SellFlow({ wizard, headingRef, returnUrl, embedded }: FlowProps & { returnUrl?: string; embedded: boolean }) {
  const state = useStore(wizard.$state)
  const answers = useStore($sellAnswers)
  const selected = useStore($selectedModel)
  const signedIn = useStore($signedIn)
  const country = useWidgetCountry()
  const t = useT()
  const emit = useEmit()
  const formId = useId()
  const step = state.step as Exclude<WizardStep, 'chooseStore' | 'walkIn'>
  // A wizard with a phone or an answer in it holds the promotional pop-up back.
  const inProgress = step !== 'selectModel' || selected !== null || Object.keys(answers).length > 0
  useEffect(() => setFormInProgress(formId, inProgress), [formId, inProgress])
  useEffect(() => () => setFormInProgress(formId, false), [formId])
  const last = step === 'originalBundle'
  const busy = state.submission.status === 'loading' || state.submission.status === 'done'
  const enabled = canGoNext(step, answers, selected) && !busy

  const calculate = () => {
    const destination = returnUrl ?? simuSiteUrl(deviceDetailsPath(country), embedded)
    void wizard.calculate({
      destination,
      home: simuSiteUrl(countryHome(country), embedded),
      onQuote: (quote: Quote) => void emit('simu:quote', { estimate: quote, quote, answers: quote.answers, country }),
      onAuthRequired: () => emit('simu:auth-required', { kind: 'sell', next: destination }),
    })
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h3 className={styles.stepHeading} part="heading" ref={headingRef} tabIndex={-1}>{t(`sell.wizard.headings.${step}`)}</h3>
        <p className={styles.intro}>{t(`sell.wizard.intros.${step}`)}</p>
        {step === 'selectModel' ? <SelectModel wizard={wizard} /> : null}
        {step === 'phoneSummary' ? (
          <div className={styles.fields}>
            {stepQuestions.phoneSummary.map((k) => (
              <YesNoQuestion key={k} questionKey={k} value={answers[k]} onAnswer={(a) => wizard.answer(k, a)} />
            ))}
            {answers.deviceOn === 'no' ? <p className={styles.note}>{t('sell.wizard.partsNote')}</p> : null}
          </div>
        ) : null}
        {step === 'originalBundle' ? (
          <div className={styles.fields}>
            {stepQuestions.originalBundle.map((k) => (
              <YesNoQuestion key={k} questionKey={k} value={answers[k]} onAnswer={(a) => wizard.answer(k, a)} />
            ))}
          </div>
        ) : null}
        {last ? <OfferPreview wizard={wizard} /> : null}
        {isQuestionStep(step) && step !== 'phoneSummary' && step !== 'originalBundle' ? (
          <TileGrid keys={stepQuestions[step]} answers={answers} onToggle={(k) => wizard.toggle(k)} label={t(`sell.wizard.headings.${step}`)} />
        ) : null}
        {last && !signedIn ? <p className={styles.note}>{t('sell.wizard.signInNote')}</p> : null}
        {last ? <p className={styles.note}>{t('sell.wizard.lockNote', { days: quoteRules.priceLockDays })}</p> : null}
        {state.submission.status === 'error' ? (
          <ErrorPanel title={t('sell.wizard.submitError')} message={state.submission.network ? t('common.networkError') : state.submission.message}>
            <div><Button tone="secondary" onClick={calculate}>{t('common.retry')}</Button></div>
          </ErrorPanel>
        ) : null}
        <div className={styles.actions}>
          {step !== 'selectModel' ? <Button tone="quiet" onClick={() => wizard.back()}>{t('common.back')}</Button> : <span />}
          {last ? (
            <Button disabled={!enabled} aria-busy={busy || undefined} onClick={calculate}>
              {busy ? <><Spinner label={t('sell.wizard.calculating')} /> {t('sell.wizard.calculating')}</> : t('common.next')}
            </Button>
          ) : (
            <Button disabled={!enabled} onClick={() => wizard.next()}>{t(step === 'phoneSummary' ? 'common.continue' : 'common.next')}</Button>
          )}
        </div>
      </div>
      <EvaluationPanel wizard={wizard} />
    </div>
  )
}

/** The offer Next will lock, priced by the server from the answers as they stand. */
function OfferPreview({ wizard }: { wizard: Wizard }) {
  const state = useStore(wizard.$state)
  const answers = useStore($sellAnswers)
  const selected = useStore($selectedModel)
  const t = useT()
  useEffect(() => void wizard.previewOffer(), [wizard, answers, selected])
  const p = state.preview
  if (p.status === 'idle') return null
  if (p.status === 'loading') return <p className={styles.note}><Spinner label={t('sell.wizard.offerLoading')} /> {t('sell.wizard.offerLoading')}</p>
  if (p.status === 'error') return <ErrorPanel title={t('sell.wizard.offerError')} message={p.network ? t('common.networkError') : p.message} />
  const e = p.data
  const money = (n: number) => formatMoney(n, e.currency)
  return (
    <div className={styles.offerBox} aria-live="polite">
      {e.deductions.length === 0 ? <p className={styles.note}>{t('sell.wizard.noDeductions')}</p> : (
        <ul className={styles.lines} aria-label={t('priceChecker.deductionsTitle')}>
          {e.deductions.map((d) => (
            <li key={d.key} className={styles.offerLine}><span>{t(`question.${d.key}.fault`)}</span><span>− {money(d.amount)}</span></li>
          ))}
        </ul>
      )}
      <p className={styles.offerLine}><span>{t('sell.wizard.offerTitle')}</span><strong className={styles.price} part="price" data-testid="wizard-offer">{money(e.offer)}</strong></p>
    </div>
  )
}

function SamsungFlow({ wizard, stores, headingRef }: FlowProps & { stores: StoreListStore }) {
  const state = useStore(wizard.$state)
  const selected = useStore($selectedModel)
  const list = useStore(stores.$state)
  const country = useWidgetCountry()
  const t = useT()
  const emit = useEmit()
  const step = state.step as 'selectModel' | 'chooseStore' | 'walkIn'
  const store = list.status === 'ready' ? list.data.stores.find((s) => s._id === state.storeId) : undefined
  const enabled = canGoNext(step, {}, selected, store?._id)

  const next = () => {
    if (!wizard.next() || step !== 'chooseStore' || !selected || !store) return
    // The walk-in trade-in is fixed: the host page hears of it as a quote at that price.
    emit('simu:quote', {
      mode: 'samsung',
      tradeIn: { model: { _id: selected.modelID, modelName: selected.modelName, image: selected.image }, variant: { _id: selected.variantID, ram: selected.ram, storage: selected.storage }, price: selected.price },
      store,
      country,
    })
  }

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <h3 className={styles.stepHeading} part="heading" ref={headingRef} tabIndex={-1}>{t(`sell.samsung.headings.${step}`)}</h3>
        <p className={styles.intro}>{t(`sell.samsung.intros.${step}`)}</p>
        {step === 'selectModel' ? <SelectSamsungModel wizard={wizard} /> : null}
        {step === 'chooseStore' ? (
          <StoreList stores={stores} label={t(`sell.samsung.lists.${stores.list as 'samsung-20'}`)} choice={{ value: state.storeId, onChoose: (id) => wizard.chooseStore(id) }} />
        ) : null}
        {step === 'walkIn' && selected && store ? (
          <div className={styles.walkIn} part="card">
            <p className={styles.price} part="price">{t('sell.samsung.tradeInPrice')}: {formatCountryMoney(selected.price, country)}</p>
            <p className={styles.bannerText}>
              {t('sell.samsung.walkInBody', { model: selected.modelName, variant: variantLabel(selected), store: store.store_name, price: formatCountryMoney(selected.price, country) })}
            </p>
            <p className={styles.bannerText}>{store.store_location}{store.openingHours ? ` · ${t('sell.stores.hours')}: ${store.openingHours}` : ''}</p>
            <p className={styles.bannerText}>{store.contact.trim() || t('sell.stores.noPhone')}</p>
            <p className={styles.bannerText}>
              <StoreMapLink className={styles.link} store={store} />
            </p>
            <p className={styles.note}>{t('sell.samsung.bring')}</p>
          </div>
        ) : null}
        <div className={styles.actions}>
          {step !== 'selectModel' ? <Button tone="quiet" onClick={() => wizard.back()}>{t('common.back')}</Button> : <span />}
          {step === 'walkIn' ? (
            <Button tone="secondary" onClick={() => { wizard.leave(); stores.setRegion(undefined) }}>{t('sell.samsung.again')}</Button>
          ) : (
            <Button disabled={!enabled} onClick={next}>{t(step === 'chooseStore' ? 'common.continue' : 'common.next')}</Button>
          )}
        </div>
      </div>
      <TradeInPanel store={store} />
    </div>
  )
}
