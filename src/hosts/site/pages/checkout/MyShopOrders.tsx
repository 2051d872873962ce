import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import { formatMoney } from '../../../../core/domain/money'
import type { Country } from '../../../../core/domain/constants'
import { pathTo } from '../../../../core/routes'
import { createShopOrders } from '../../../../core/stores/checkout'
import * as styles from '../../../../widgets/checkout/Checkout.css'
import { useT } from '../../../../widgets/ui/host'

/** 'My shop orders': the signed-in shopper's other orders, each linking to its invoice. */
export function MyShopOrders({ country, current }: { country: Country; current?: string }) {
  const t = useT()
  const list = useMemo(() => createShopOrders(), [])
  const { orders } = useStore(list.$orders)
  useEffect(() => void list.load(), [list])
  const others = (orders ?? []).filter((o) => o._id !== current)
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
