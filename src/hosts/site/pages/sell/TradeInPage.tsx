import type { ReactNode } from 'react'
import { tradeInStyles as styles } from '@widgets/trade-in'

/** The frame of every trade-in page: its h1, an optional intro, the content. */
export function TradeInPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="trade-in-page-title">
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle} id="trade-in-page-title">{title}</h1>
        {intro ? <p className={styles.muted}>{intro}</p> : null}
      </div>
      {children}
    </section>
  )
}
