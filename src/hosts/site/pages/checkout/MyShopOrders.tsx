import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import { type OrderDetails, createShopOrders } from '@core/checkout'
import { formatMoney } from '@core/domain/money'
import type { Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import * as styles from '@widgets/ui/layout.css'
import { useT } from '@widgets/ui/host'

/** 'My shop orders': the signed-in shopper's other orders, each linking to its invoice. */
export function MyShopOrders({ country, current }: { country: Country; current?: string }) {
  const list = useMemo(() => createShopOrders(), [])
  const { orders } = useStore(list.$orders)
  useEffect(() => void list.load(), [list])
  return <ShopOrderList country={country} orders={orders ?? []} current={current} />
}

/** The shop orders given (all but `current`), each linking to its invoice; nothing when there are none. */
export function ShopOrderList({ country, orders, current }: { country: Country; orders: OrderDetails[]; current?: string }) {
  const t = useT()
  const others = orders.filter((o) => o._id !== current)
  if (others.length === 0) return null
  return (
    <section className={styles.card} aria-labelledby="simu-my-orders">
      <h2 className={styles.cardTitle} id="simu-my-orders">{t('checkout.invoice.myOrders')}</h2>
      <ul className={styles.orders}>
        {others.map((o) => (
          <li key={o._id} className={styles.row}>
            <a className={styles.link} href={pathTo('invoice', { country, id: o._id })}>{t('checkout.invoice.open', { number: o.orderNumber })}</a>
            <span>{t(`checkout.invoice.statuses.${o.status}`)} · {formatMoney(o.total, o.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
