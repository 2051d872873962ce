import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { formatMoney } from '@core/domain/money'
import { formatDate } from '@core/domain/trade-in'
import type { TextKey, Translate } from '@core/i18n'
import { useT } from '@widgets/ui/host'
import { EmptyState, RemoteView, tradeInStyles as styles, useLanguage } from '@widgets/trade-in'
import type { PageProps } from '../types'
import * as local from './account.css'
import { createMyOrders, type OrderEntry } from './my-orders'
import '@core/checkout/texts'
import '@core/repair/texts'
import '@core/sell/texts'

/** /{country}/orders, 'My orders': every trade-in, shop order and repair of the signed-in customer, newest first. */
export default function MyOrders({ country }: PageProps) {
  const t = useT()
  const list = useMemo(() => createMyOrders(), [])
  const state = useStore(list.$state)
  return (
    <section className={styles.page} aria-labelledby="my-orders-title">
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle} id="my-orders-title">{t('account.myOrders.title')}</h1>
        <p className={styles.muted}>{t('account.myOrders.intro')}</p>
      </div>
      <RemoteView state={state} onRetry={() => void list.load()}>
        {(entries) => entries.length === 0
          ? <EmptyState title={t('account.myOrders.empty')} body={t('account.myOrders.emptyBody')} country={country} />
          : <OrderList entries={entries} label={t('account.myOrders.title')} />}
      </RemoteView>
    </section>
  )
}

/** The phones an entry is about, a quantity above one worded by the dictionary ('iPhone 13 × 2', sw 'iPhone 13 (simu 2)'). */
function entryTitle(e: OrderEntry, t: Translate): string {
  if (e.variant) return t('sell.tracking.device', { model: e.title, variant: e.variant })
  if (!e.lines) return e.title
  return e.lines.map((l) => (l.quantity > 1 ? t('account.myOrders.lineQuantity', { name: l.name, quantity: l.quantity }) : l.name)).join(', ')
}

function OrderList({ entries, label }: { entries: readonly OrderEntry[]; label: string }) {
  const t = useT()
  const language = useLanguage()
  return (
    <ul className={styles.cards} aria-label={label}>
      {entries.map((e) => (
        <li key={`${e.kind}:${e.id}`} data-kind={e.kind}>
          <a className={`${styles.cardLink} ${local.orderCard}`} href={e.href}>
            <span className={styles.section}>
              <span className={styles.cardName}>{entryTitle(e, t)}</span>
              <span className={styles.muted}>
                {[t(`account.myOrders.kinds.${e.kind}`), e.reference, formatDate(e.createdAt, language)].filter(Boolean).join(' · ')}
              </span>
            </span>
            <span className={local.orderState}>
              <span>{t(e.statusKey as TextKey)}</span>
              <strong className={styles.amount}>{formatMoney(e.amount, e.currency)}</strong>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
