import { useId, useState } from 'react'
import type { TrackedQuote } from '@core/sell'
import { formatMoney } from '@core/domain/money'
import type { UserAction } from '@core/domain/trade-in'
import type { TradeInStore } from '@core/sell'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { ConfirmDialog } from './ConfirmDialog'
import { reasonText } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** A revised offer waiting for the seller: what the expert found, the new price, accept or decline. */
export function RevisionPanel({ quote, tradeIn, busy }: { quote: TrackedQuote; tradeIn: TradeInStore; busy: UserAction | null }) {
  const t = useT()
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const [accepting, setAccepting] = useState(false)
  const revision = quote.tradeIn.revision
  if (quote.tradeIn.state !== 'offer_revised' || !revision) return null
  const money = (n: number) => formatMoney(n, quote.currency)
  // A lower price is a decision like Decline: it is confirmed with both amounts in view.
  const lower = revision.newOffer < revision.previousOffer
  const accept = () => (lower ? setAccepting(true) : void tradeIn.acceptRevision())
  return (
    <section className={styles.box.attention} aria-labelledby={`${id}-title`} data-testid="revision">
      <h3 className={styles.heading} id={`${id}-title`}>{t('sell.tracking.revision.title')}</h3>
      <p className={styles.text}>{t('sell.tracking.revision.intro')}</p>
      <ul aria-label={t('sell.tracking.revision.title')}>
        {revision.reasons.map((r) => <li key={r}>{reasonText(t, r)}</li>)}
      </ul>
      {revision.note ? <p className={styles.text}>{t('sell.tracking.revision.note', { note: revision.note })}</p> : null}
      <p className={styles.text}>
        {t('sell.tracking.revision.newOffer')}: <strong className={styles.offerAmount}>{money(revision.newOffer)}</strong>{' '}
        <span>({t('sell.tracking.revision.was', { amount: money(revision.previousOffer) })})</span>
      </p>
      <div className={styles.row}>
        <Button disabled={busy !== null} aria-busy={busy === 'accept_revision' || undefined} onClick={accept}>
          {busy === 'accept_revision' ? t('sell.tracking.revision.accepting') : t('sell.tracking.revision.accept', { amount: money(revision.newOffer) })}
        </Button>
        <Button tone="secondary" disabled={busy !== null} onClick={() => setConfirming(true)}>{t('sell.tracking.revision.decline')}</Button>
      </div>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={t('sell.tracking.revision.declineTitle')} body={t('sell.tracking.revision.declineBody')}
        confirm={t('sell.tracking.revision.declineConfirm')} keep={t('sell.tracking.revision.keepOpen')} busy={busy === 'decline_revision'}
        onConfirm={async () => { await tradeIn.declineRevision(); setConfirming(false) }} />
      <ConfirmDialog open={accepting} onOpenChange={setAccepting} title={t('sell.tracking.revision.acceptTitle')}
        body={t('sell.tracking.revision.acceptBody', { was: money(revision.previousOffer), amount: money(revision.newOffer) })}
        confirm={t('sell.tracking.revision.acceptConfirm', { amount: money(revision.newOffer) })} keep={t('sell.tracking.revision.keepOpen')} busy={busy === 'accept_revision'}
        onConfirm={async () => { await tradeIn.acceptRevision(); setAccepting(false) }} />
    </section>
  )
}
