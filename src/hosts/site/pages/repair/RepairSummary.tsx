import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import type { RepairTicket } from '@core/repair'
import { repair, type Country, type Language } from '@core/domain/constants'
import { formatMoney } from '@core/domain/money'
import { colourName } from '@core/i18n/colours'
import { pathTo } from '@core/platform/routes'
import { $language } from '@core/platform/locale'
import { usualTurnaroundDays } from '@core/repair'
import { createRepairTicket, createRepairTickets, timeline, type RepairTicketStore, type RepairTicketsStore, type SignedInLoadable } from '@core/repair'
import { openSignIn } from '@core/account'
import { longDate, repairStyles as styles, shortDate, TicketTimeline, useFaultText } from '@widgets/repair'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { PhoneImage } from '@widgets/ui/PhoneImage'
import { QrCode } from '@widgets/ui/QrCode'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'

const summaryPath = (country: Country, ticketId?: string) => `${pathTo('repairSummary', { country })}${ticketId ? `?ticket=${encodeURIComponent(ticketId)}` : ''}`

/** What every signed-in view shows while loading, failed or signed out; null when the data is there. */
function Pending<T>({ value, retry, loading, failedText, back }: { value: SignedInLoadable<T>; retry: () => void; loading: string; failedText: string; back: string }) {
  const t = useT()
  if (value.status === 'ready') return null
  if (value.status === 'signedOut') {
    return (
      <div className={styles.section}>
        <p className={styles.text}>{t('repair.summary.signedOut')}</p>
        <div><Button onClick={() => openSignIn({ kind: 'repair', next: back })}>{t('repair.summary.signIn')}</Button></div>
      </div>
    )
  }
  if (value.status === 'error') {
    return (
      <ErrorPanel message={value.network ? t('common.networkError') : `${failedText} ${value.message}`}>
        <div><Button tone="secondary" onClick={retry}>{t('common.retry')}</Button></div>
      </ErrorPanel>
    )
  }
  return <Spinner label={loading} />
}

/** One booked repair: the spec's summary (§2 'Repair summary') plus its timeline. */
export function RepairTicketView({ store, country, ticketId }: { store: RepairTicketStore; country: Country; ticketId: string }) {
  const t = useT()
  const id = useId()
  const value = useStore(store.$ticket)
  const language = useStore($language) as Language
  return (
    <div className={styles.page}>
      <h1 id={`${id}-title`} className={styles.h1}>{t('repair.summary.title')}</h1>
      {value.status === 'ready' ? (
        <TicketDetails ticket={value.data} language={language} />
      ) : (
        <Pending value={value} retry={() => void store.load()} loading={t('repair.summary.loading')} failedText={t('repair.summary.failed')} back={summaryPath(country, ticketId)} />
      )}
      <p className={styles.text}>
        <a className={styles.link} href={summaryPath(country)}>{t('repair.summary.allRepairs')}</a>
      </p>
    </div>
  )
}

function TicketDetails({ ticket, language }: { ticket: RepairTicket; language: Language }) {
  const t = useT()
  const fault = useFaultText()
  const id = useId()
  const [min, max] = repair.turnaroundDays
  return (
    <div className={styles.columns}>
      <section className={styles.card} aria-labelledby={`${id}-device`}>
        <div className={styles.device}>
          <PhoneImage src={ticket.image} alt="" size={120} className={styles.deviceImage} />
          <div className={styles.deviceText}>
            <h2 id={`${id}-device`} className={styles.h2}>{ticket.colorName ? `${ticket.modelName} (${colourName(ticket.colorName, language)})` : ticket.modelName}</h2>
            <p className={styles.muted}>{t('repair.summary.ticket')}</p>
            <p className={`${styles.text} ${styles.ticket}`}>{ticket.ticket}</p>
          </div>
        </div>
        <dl className={styles.facts}>
          <dt>{t('repair.summary.estimated')}</dt>
          <dd>
            <span className={styles.strong}>{formatMoney(ticket.cost, ticket.currency)}</span>
            {ticket.warranty ? <> · {t('repair.summary.warrantyApplied')}</> : null}
          </dd>
          {ticket.option === 'store' && ticket.shop ? (
            <>
              <dt>{t('repair.summary.store')}</dt>
              <dd>{ticket.shop.name}<br />{ticket.shop.location}</dd>
              <dt>{t('repair.summary.openingHours')}</dt>
              <dd>{ticket.shop.openingHours}</dd>
            </>
          ) : (
            <>
              <dt>{t('repair.summary.homeVisit')}</dt>
              <dd>{ticket.appointmentDate ? longDate(ticket.appointmentDate, language) : '—'}</dd>
              <dt>{t('repair.summary.location')}</dt>
              <dd>{ticket.location ?? '—'}</dd>
            </>
          )}
          <dt>{t('repair.summary.payment')}</dt>
          <dd>
            <ul className={styles.bullets}>
              <li>{t('repair.summary.mobileMoney')}</li>
              <li>{t('repair.summary.wallet')}</li>
            </ul>
            <span className={styles.muted}>{t('repair.summary.paymentNote')}</span>
          </dd>
          <dt>{t('repair.summary.defects')}</dt>
          <dd>
            {ticket.faults.length ? (
              <ul className={styles.bullets}>{ticket.faults.map((f) => <li key={f}>{fault(f)}</li>)}</ul>
            ) : t('repair.summary.noDefects')}
          </dd>
        </dl>
        {ticket.option === 'store' ? <ServiceCode ticket={ticket.ticket} /> : null}
      </section>
      <section className={styles.card} aria-labelledby={`${id}-timeline`}>
        <h2 id={`${id}-timeline`} className={styles.h2}>{t('repair.summary.timeline')}</h2>
        <p className={styles.muted}>{t('repair.summary.turnaround', { min, max, usualMin: usualTurnaroundDays[0], usualMax: usualTurnaroundDays[1] })}</p>
        {ticket.expectedReadyFrom && ticket.expectedReadyBy ? (
          <p className={`${styles.text} ${styles.strong}`}>
            {t('repair.summary.expectedReady', { from: shortDate(ticket.expectedReadyFrom, language), by: shortDate(ticket.expectedReadyBy, language) })}
          </p>
        ) : null}
        <TicketTimeline steps={timeline(ticket)} language={language} />
      </section>
    </div>
  )
}

/**
 * The service code the address page promises for a store diagnosis ('Scan the service code generated on
 * ordering'): the ticket number as a QR code drawn here, which the store's staff scan to open the repair.
 */
function ServiceCode({ ticket }: { ticket: string }) {
  const t = useT()
  const id = useId()
  return (
    <section className={styles.section} aria-labelledby={`${id}-code`}>
      <h3 id={`${id}-code`} className={styles.h3}>{t('repair.summary.serviceCode')}</h3>
      <QrCode text={ticket} label={t('repair.summary.serviceCodeLabel', { ticket })} />
      <p className={`${styles.text} ${styles.strong}`}>{t('repair.summary.serviceCodeTicket', { ticket })}</p>
      <p className={styles.muted}>{t('repair.summary.serviceCodeHint')}</p>
    </section>
  )
}

/** 'My repairs': the signed-in user's booked repairs, newest first, each opening its summary. */
export function RepairTicketsView({ store, country }: { store: RepairTicketsStore; country: Country }) {
  const t = useT()
  const id = useId()
  const value = useStore(store.$tickets)
  const language = useStore($language) as Language
  return (
    <div className={styles.page}>
      <h1 id={`${id}-title`} className={styles.h1}>{t('repair.summary.myRepairs')}</h1>
      {value.status === 'ready' ? (
        value.data.length === 0 ? (
          <p className={styles.text}>{t('repair.summary.noRepairs')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={`${id}-title`}>
            {value.data.map((ticket) => (
              <li key={ticket._id} className={styles.listItem}>
                <PhoneImage src={ticket.image} alt="" size={64} className={styles.deviceImage} />
                <div className={`${styles.deviceText} ${styles.grow}`}>
                  <p className={`${styles.text} ${styles.strong}`}>{ticket.ticket} · {ticket.modelName}</p>
                  <p className={styles.muted}>
                    {t(`repair.summary.stages.${ticket.stage}`)} · {t('repair.summary.bookedOn', { date: shortDate(ticket.createdAt, language) })} · {formatMoney(ticket.cost, ticket.currency)}
                  </p>
                </div>
                <a className={styles.link} href={summaryPath(country, ticket._id)}>{t('repair.summary.open', { ticket: ticket.ticket })}</a>
              </li>
            ))}
          </ul>
        )
      ) : (
        <Pending value={value} retry={() => void store.load()} loading={t('repair.summary.loading')} failedText={t('repair.summary.repairsFailed')} back={summaryPath(country)} />
      )}
      <p className={styles.text}><a className={styles.link} href={pathTo('repairLanding', { country })}>{t('repair.summary.newRepair')}</a></p>
    </div>
  )
}

export default function RepairSummaryPage({ country, search }: PageProps) {
  const ticketId = search.ticket ?? ''
  const store = useMemo(() => (ticketId ? createRepairTicket(ticketId) : null), [ticketId])
  const list = useMemo(() => (ticketId ? null : createRepairTickets()), [ticketId])
  if (store) return <RepairTicketView store={store} country={country} ticketId={ticketId} />
  return <RepairTicketsView store={list!} country={country} />
}
