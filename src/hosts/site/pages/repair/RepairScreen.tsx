import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import { countryCurrency, repair, type Country, type Language } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { pathTo } from '@core/platform/routes'
import { $language } from '@core/platform/locale'
import {
  $repairBooking, $repairPreview, estimateBlockedReason, setBoughtFromSimu, setImei, setMessage, setTerms, toggleFault, usualTurnaroundDays,
  type RepairBooking,
} from '@core/repair'
import { canSendMessage, createRepairScreen, defaultColorId, type RepairScreen as RepairScreenStore, type RepairScreenState } from '@core/repair'
import { Faq, FaultIcon, GuardedButton, RepairSnackbar, repairStyles as styles, Reviews, useFaultText } from '@widgets/repair'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useColourName } from '@widgets/ui/colour'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'

const messageRows = repair.messageRows
const faqIds = ['repairs', 'water', 'homeButton', 'dropOff', 'turnaround', 'unrepairable', 'insurance', 'prices'] as const

/** /{country}/repair/{id}: the repair screen (shop-and-repair.md §2 'Repair screen', §4, §5, §8). */
export function RepairScreenView({ screen, country, now }: { screen: RepairScreenStore; country: Country; now?: number }) {
  const t = useT()
  const state = useStore(screen.$state)
  const booking = useStore($repairBooking)
  const language = useStore($language)
  const model = state.model.status === 'ready' ? state.model.data : null
  return (
    <div className={styles.page}>
      <div className={styles.columns}>
        <div className={styles.page}>
          <section className={styles.card} aria-labelledby="repair-title" aria-busy={state.model.status === 'loading' || undefined}>
            <Device state={state} screen={screen} />
            <Warranty state={state} booking={booking} screen={screen} country={country} />
          </section>
          <Services state={state} booking={booking} screen={screen} />
        </div>
        <aside className={`${styles.card} ${styles.sticky}`} aria-labelledby="repair-card-title">
          <SummaryCard state={state} booking={booking} screen={screen} country={country} />
        </aside>
      </div>
      <Badges />
      <section className={styles.section} aria-labelledby="repair-faq">
        <h2 id="repair-faq" className={styles.h2}>{t('repair.faq.title')}</h2>
        <Faq entries={faqIds.map((id) => ({ id, question: t(`repair.faq.${id}.q`), answer: t(`repair.faq.${id}.a`, faqParams) }))} />
      </section>
      {model ? (
        <section className={styles.section} aria-labelledby="repair-reviews">
          <h2 id="repair-reviews" className={styles.h2}>{t('repair.reviews.title')}</h2>
          <Reviews reviews={model.reviews} language={language as Language} now={now} />
        </section>
      ) : null}
      <RepairSnackbar snackbar={screen.snackbar} />
    </div>
  )
}

const faqParams = {
  miles: repair.dropOffRadiusMiles,
  min: repair.turnaroundDays[0],
  max: repair.turnaroundDays[1],
  usualMin: usualTurnaroundDays[0],
  usualMax: usualTurnaroundDays[1],
}

interface PartProps {
  state: RepairScreenState
  booking: RepairBooking
  screen: RepairScreenStore
}

function Device({ state, screen }: Omit<PartProps, 'booking'>) {
  const t = useT()
  const colour = useColourName()
  if (state.model.status === 'ready') {
    const m = state.model.data
    const color = m.color.name ? colour(m.color.name) : ''
    return (
      <div className={styles.device}>
        <PhoneImage src={m.data.image} alt={color ? t('repair.screen.phoneImage', { model: m.find.modelName, color }) : m.find.modelName} className={styles.deviceImage} size={120} />
        <div className={styles.deviceText}>
          <h1 id="repair-title" className={styles.h1}>{m.find.modelName}</h1>
          {color ? <p className={styles.muted}>{t('repair.screen.colour', { color })}</p> : null}
        </div>
      </div>
    )
  }
  return (
    <div className={styles.section}>
      <h1 id="repair-title" className={styles.h1}>{t('site.pages.repair')}</h1>
      {state.model.status === 'error' ? (
        <ErrorPanel message={state.model.network ? t('common.networkError') : `${t('repair.screen.modelFailed')} ${state.model.message}`}>
          <div><Button tone="secondary" onClick={() => void screen.loadModel()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : (
        <Spinner label={t('repair.screen.loading')} />
      )}
    </div>
  )
}

const imeiProblemKey = { empty: 'repair.errors.required', notDigits: 'repair.screen.imeiNotDigits', length: 'repair.screen.imeiLength', checksum: 'repair.screen.imeiChecksum' } as const

function Warranty({ state, booking, screen, country }: PartProps & { country: Country }) {
  const t = useT()
  const id = useId()
  const error = state.imeiError ? t(imeiProblemKey[state.imeiError]) : null
  // The discount in the currency of the country the repair is booked in, before any fault is chosen too.
  const currency = booking.cart[0]?.currency ?? countryCurrency[country]
  const discount = formatMoney(repair.warrantyDiscount[currency], currency)
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('repair.screen.boughtQuestion')}</legend>
        <div className={styles.choiceRow}>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className={styles.choice}>
              <input type="radio" name={`${id}-bought`} checked={booking.boughtFromSimu === value} onChange={() => { setBoughtFromSimu(value); screen.clearImeiError() }} />
              {value ? t('common.yes') : t('common.no')}
            </label>
          ))}
        </div>
      </fieldset>
      {booking.boughtFromSimu ? (
        <div className={styles.section}>
          <div className={styles.inline}>
            <div className={`${styles.field} ${styles.grow}`}>
              <label className={styles.label} htmlFor={`${id}-imei`}>{t('repair.screen.imei')}</label>
              <input
                id={`${id}-imei`}
                className={styles.input}
                value={booking.imei}
                inputMode="numeric"
                autoComplete="off"
                maxLength={30}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-imei-hint${error ? ` ${id}-imei-error` : ''}`}
                onChange={(e) => { setImei(e.currentTarget.value); screen.clearImeiError() }}
              />
            </div>
            <Button tone="secondary" aria-busy={state.checking || undefined} onClick={() => void screen.checkWarranty()}>
              {state.checking ? <><Spinner label="" />{t('repair.screen.checking')}</> : t('repair.screen.checkWarranty')}
            </Button>
          </div>
          <p id={`${id}-imei-hint`} className={styles.hint}>{t('repair.screen.imeiHint')}</p>
          {error ? <p id={`${id}-imei-error`} className={styles.error}>{error}</p> : null}
          <div aria-live="polite">
            {booking.warranty === 'active' ? (
              <div className={styles.notice.positive}>
                <p className={styles.noticeTitle}>{t('repair.screen.warrantyActive')}</p>
                <p className={styles.noticeText}>{t('repair.screen.warrantyActiveBody', { amount: discount })}</p>
              </div>
            ) : booking.warranty === 'inactive' ? (
              <div className={styles.notice.warning}>
                <p className={styles.noticeTitle}>{t('repair.screen.warrantyInactive')}</p>
                <p className={styles.noticeText}>{t('repair.screen.warrantyInactiveBody')}</p>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  )
}

function Services({ state, booking, screen }: PartProps) {
  const t = useT()
  const id = useId()
  const label = useFaultText()
  const rows = Math.min(messageRows.max, Math.max(messageRows.min, booking.message.split('\n').length))
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} aria-busy={state.faults.status === 'loading' || undefined}>
      <h2 id={`${id}-title`} className={styles.h2}>{t('repair.screen.servicesTitle')}</h2>
      {state.faults.status === 'ready' ? (
        <ul className={styles.faultGrid}>
          {state.faults.data.map((f) => {
            const chosen = booking.cart.some((c) => c._id === f._id)
            return (
              <li key={f._id}>
                <button type="button" className={styles.fault} aria-pressed={chosen} onClick={() => toggleFault(f)}>
                  <FaultIcon faultId={f._id} className={styles.faultIcon} />
                  <span className={styles.faultLabel}>{label(f)}</span>
                  <span className={styles.faultPrice}>{formatMoney(f.price, f.currency)}</span>
                  {chosen ? <span className={styles.faultTick} aria-hidden="true">✓</span> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : state.faults.status === 'error' ? (
        <ErrorPanel message={state.faults.network ? t('common.networkError') : t('repair.screen.servicesFailed')}>
          <div><Button tone="secondary" onClick={() => void screen.loadFaults()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : (
        <Spinner label={t('repair.screen.servicesLoading')} />
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>{t('repair.screen.messageLabel')}</label>
        <textarea
          id={`${id}-message`}
          className={styles.textarea}
          rows={rows}
          maxLength={1000}
          value={booking.message}
          aria-describedby={`${id}-message-hint`}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        <p id={`${id}-message-hint`} className={styles.hint}>{t('repair.screen.messageHint')}</p>
      </div>
      {canSendMessage(booking) ? (
        // Like the estimate, a message is sent only once the terms box is ticked (issue 10, point 20).
        <GuardedButton blocked={booking.terms ? null : t('repair.card.termsTooltip')} busy={state.sending} onClick={() => void screen.sendMessage()}>
          {state.sending ? <><Spinner label="" />{t('repair.screen.sending')}</> : t('repair.screen.sendMessage')}
        </GuardedButton>
      ) : null}
    </section>
  )
}

function SummaryCard({ state, booking, screen, country }: PartProps & { country: Country }) {
  const t = useT()
  const id = useId()
  const label = useFaultText()
  const preview = useStore($repairPreview)
  const currency = booking.total?.currency ?? preview.currency
  const money = (n: number) => (currency ? formatMoney(n, currency) : String(n))
  const blocked = estimateBlockedReason(booking)
  const reason = blocked === 'terms' ? t('repair.card.termsTooltip') : blocked === 'noFault' ? t('repair.card.noFaultTooltip') : null
  const subtotal = booking.cart.reduce((sum, f) => sum + f.price, 0)
  return (
    <div className={styles.section}>
      <h2 id="repair-card-title" className={styles.h2}>{t('repair.card.title')}</h2>
      {booking.cart.length === 0 ? (
        <p className={styles.muted}>{t('repair.card.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {booking.cart.map((f) => (
            <li key={f._id} className={styles.line}><span>{label(f)}</span><span className={styles.amount}>{formatMoney(f.price, f.currency)}</span></li>
          ))}
          {booking.total ? (
            <>
              {booking.total.warranty ? (
                <li className={styles.line}><span>{t('repair.card.discount')}</span><span className={styles.discount}>−{money(subtotal - booking.total.cost)}</span></li>
              ) : null}
              <li className={styles.totalLine}><span>{t('repair.card.estimate')}</span><span className={styles.amount}>{money(booking.total.cost)}</span></li>
            </>
          ) : (
            <li className={styles.totalLine}><span>{t('repair.card.preview')}</span><span className={styles.amount}>{money(preview.cost)}</span></li>
          )}
        </ul>
      )}
      <label className={styles.check}>
        <input type="checkbox" className={styles.checkbox} checked={booking.terms} aria-describedby={`${id}-terms`} onChange={(e) => setTerms(e.currentTarget.checked)} />
        <span>{t('repair.card.terms')}</span>
      </label>
      <p id={`${id}-terms`} className={styles.hint}>
        <a className={styles.link} href={`${pathTo('howItWorks', { country })}?1`}>{t('repair.card.termsLink')}</a>
      </p>
      <div className={styles.actions}>
        {booking.total && booking.repairProId ? (
          <GuardedButton blocked={reason} onClick={screen.proceed}>{t('repair.card.proceed')}</GuardedButton>
        ) : (
          <GuardedButton blocked={reason} busy={state.estimating} onClick={() => void screen.estimate()}>
            {state.estimating ? <><Spinner label="" />{t('repair.card.estimating')}</> : t('repair.card.estimateButton')}
          </GuardedButton>
        )}
      </div>
    </div>
  )
}

function Badges() {
  const t = useT()
  const days = repair.moneyBackDays
  return (
    <section className={styles.section} aria-labelledby="repair-badges">
      <h2 id="repair-badges" className={styles.h2}>{t('repair.badges.title')}</h2>
      <ul className={styles.badges}>
        {(['warranty', 'parts', 'moneyBack'] as const).map((k) => (
          <li key={k} className={styles.badge}>
            <h3 className={styles.h3}>{t(`repair.badges.${k}`, { days })}</h3>
            <p className={styles.muted}>{t(`repair.badges.${k}Body`, { days })}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function RepairScreenPage({ country, params, search }: PageProps) {
  const modelId = params.id ?? ''
  const colorId = search.color || search.colorId || defaultColorId
  const screen = useMemo(() => createRepairScreen({ modelId, colorId, country }), [modelId, colorId, country])
  return <RepairScreenView screen={screen} country={country} />
}
