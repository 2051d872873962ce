import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { TrackedQuote } from '@core/sell'
import { formatDate } from '@core/domain/trade-in'
import { variantLabel } from '@core/domain/money'
import type { ActionFailure, Handover, TradeInStore } from '@core/sell'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useT } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { ConfirmDialog } from './ConfirmDialog'
import { HandoverPanel } from './Handover'
import { LockNotice } from './LockNotice'
import { OfferBreakdown } from './OfferBreakdown'
import { RemoteView, StatusBadge, useLanguage } from './parts'
import { PayoutPanel } from './Payout'
import { RevisionPanel } from './Revision'
import { Timeline } from './Timeline'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

export interface TradeInTrackerProps {
  tradeIn: TradeInStore
  /** For stories and tests: a hand-over form in a given state (otherwise one is made per trade-in). */
  handover?: Handover
  /** Links under the trade-in (purchase order, invoice), from the host page. */
  footer?: (quote: TrackedQuote) => ReactNode
}

/**
 * One trade-in from estimate to payment: the itemised offer and its price lock, the hand-over
 * (free pickup or store), a revised offer to accept or decline, the payout details, cancelling,
 * and the timeline. The seller's actions go through the store; the server decides every step.
 */
export function TradeInTracker({ tradeIn, handover, footer }: TradeInTrackerProps) {
  const state = useStore(tradeIn.$state)
  return (
    <RemoteView state={state.quote} onRetry={() => void tradeIn.load()}>
      {(quote) => <Tracked quote={quote} tradeIn={tradeIn} handover={handover} footer={footer} />}
    </RemoteView>
  )
}

function Tracked({ quote, tradeIn, handover, footer }: { quote: TrackedQuote } & TradeInTrackerProps) {
  const t = useT()
  const language = useLanguage()
  const { busy, failure, done } = useStore(tradeIn.$state)
  const [cancelling, setCancelling] = useState(false)
  const titleId = `trade-in-${quote._id}`
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="trade-in">
      <header className={styles.header}>
        <PhoneImage src={quote.model.image} alt={quote.model.modelName} className={styles.image} />
        <div className={styles.section}>
          <h2 className={styles.title} id={titleId}>{t('sell.tracking.device', { model: quote.model.modelName, variant: variantLabel(quote.variant) })}</h2>
          <p className={styles.row}>
            <StatusBadge state={quote.tradeIn.state} />
            <span className={styles.muted}>{t('sell.tracking.quotedOn', { date: formatDate(quote.createdAt, language) })}</span>
          </p>
        </div>
      </header>
      <Outcome done={done} failure={failure} />
      <RevisionPanel quote={quote} tradeIn={tradeIn} busy={busy} />
      <OfferBreakdown quote={quote} />
      <LockNotice quote={quote} />
      <HandoverPanel quote={quote} tradeIn={tradeIn} busy={busy} handover={handover} />
      <PayoutPanel quote={quote} tradeIn={tradeIn} busy={busy} />
      {quote.tradeIn.nextActions.includes('cancel') ? (
        <div>
          <Button tone="quiet" disabled={busy !== null} onClick={() => setCancelling(true)}>{t('sell.tracking.cancel.button')}</Button>
          <ConfirmDialog open={cancelling} onOpenChange={setCancelling} title={t('sell.tracking.cancel.title')} body={t('sell.tracking.cancel.body')}
            confirm={t('sell.tracking.cancel.confirm')} keep={t('sell.tracking.cancel.keep')} busy={busy === 'cancel'}
            onConfirm={async () => { await tradeIn.cancel(); setCancelling(false) }} />
        </div>
      ) : null}
      <Timeline quote={quote} />
      {footer ? footer(quote) : null}
    </article>
  )
}

/** What the last action did: a confirmation, or why it was refused. Focused, so screen readers hear it. */
function Outcome({ done, failure }: { done: string | null; failure: ActionFailure | null }) {
  const t = useT()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (done || failure) ref.current?.focus()
  }, [done, failure])
  if (failure) {
    const message = failure.kind === 'conflict' ? t('sell.tracking.failures.conflict')
      : failure.kind === 'expired' ? t('sell.tracking.failures.expired')
      : failure.kind === 'network' ? t('common.networkError')
      : failure.message
    return <div ref={ref} tabIndex={-1}><ErrorPanel message={message} /></div>
  }
  if (done) {
    return (
      <div ref={ref} tabIndex={-1} className={styles.box.positive} role="status" data-testid="outcome">
        <p className={styles.text}>{t(`sell.tracking.done.${done as 'cancel'}`)}</p>
      </div>
    )
  }
  return null
}
