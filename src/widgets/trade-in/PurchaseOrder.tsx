import type { TrackedQuote } from '@core/sell'
import { formatMoney, variantLabel } from '@core/domain/money'
import { formatDate, formatDay } from '@core/domain/trade-in'
import { useT } from '../ui/host'
import { StatusBadge, useLanguage } from './parts'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

/** Simu's purchase of the phone: who buys, who sells, the device, the agreed price and where it stands. */
export function PurchaseOrderView({ quote, seller }: { quote: TrackedQuote; seller: { name: string; phone: string } }) {
  const t = useT()
  const language = useLanguage()
  const { tradeIn } = quote
  const agreed = tradeIn.state === 'offer_confirmed' || tradeIn.state === 'paid'
  const handover = tradeIn.pickup
    ? t('sell.tracking.next.pickupBooked', { day: formatDay(tradeIn.pickup.date, language), slot: t(`sell.tracking.pickup.slots.${tradeIn.pickup.slot}`) })
    : tradeIn.store ? t('sell.tracking.next.storeChosen', { store: tradeIn.store.store_name }) : t('sell.tracking.purchaseOrder.noHandover')
  return (
    <article className={styles.card} aria-labelledby="po-title" data-testid="purchase-order">
      <h2 className={styles.title} id="po-title">{t('sell.tracking.device', { model: quote.model.modelName, variant: variantLabel(quote.variant) })}</h2>
      <p className={styles.muted}>{t('sell.tracking.purchaseOrder.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('sell.tracking.purchaseOrder.reference')}</dt><dd>{quote._id}</dd>
        <dt>{t('sell.tracking.purchaseOrder.date')}</dt><dd>{formatDate(quote.createdAt, language)}</dd>
        <dt>{t('sell.tracking.purchaseOrder.buyer')}</dt><dd>{t('sell.tracking.invoice.buyerName')} {t(`site.countries.${quote.country}`)}</dd>
        <dt>{t('sell.tracking.purchaseOrder.seller')}</dt><dd>{seller.name ? `${seller.name}, ${seller.phone}` : seller.phone}</dd>
        <dt>{t('sell.tracking.purchaseOrder.device')}</dt><dd>{t('sell.tracking.device', { model: quote.model.modelName, variant: variantLabel(quote.variant) })}</dd>
        <dt>{t('sell.tracking.purchaseOrder.imei')}</dt><dd>{tradeIn.inspection?.imei ?? t('sell.tracking.purchaseOrder.notRecorded')}</dd>
        <dt>{agreed ? t('sell.tracking.purchaseOrder.price') : t('sell.tracking.purchaseOrder.pendingPrice')}</dt>
        <dd><strong className={styles.amount}>{formatMoney(tradeIn.agreedOffer, quote.currency)}</strong></dd>
        <dt>{t('sell.tracking.purchaseOrder.handover')}</dt><dd>{handover}</dd>
        <dt>{t('sell.tracking.purchaseOrder.state')}</dt><dd><StatusBadge state={tradeIn.state} /></dd>
      </dl>
    </article>
  )
}
