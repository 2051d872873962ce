import { useStore } from '@nanostores/react'
import type { Checkout } from '@core/checkout'
import { describe } from '@core/platform/message'
import { Button } from '../ui/Button'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './Checkout.css'
import { TextField } from '../ui/TextField'

/** Pay Cash (shop-and-repair.md §4 'Cash', §5): a masked authorization code, Verify, then active. */
export function CashCode({ checkout }: { checkout: Checkout }) {
  const t = useT()
  const c = useStore(checkout.$state).cash
  const toggle = (
    <button type="button" className={styles.toggle} aria-pressed={c.shown}
      onClick={() => checkout.toggleCashShown()}>
      {c.shown ? t('checkout.cash.hide') : t('checkout.cash.show')}
    </button>
  )
  return (
    <div className={styles.sub} role="group" aria-labelledby="simu-co-cash">
      <h4 className={styles.subTitle} part="heading" id="simu-co-cash">{t('checkout.cash.title')}</h4>
      <div className={styles.inline}>
        <div className={styles.grow}>
          <TextField look="checkout" label={t('checkout.cash.code')} value={c.code} type={c.shown ? 'text' : 'password'} autoComplete="off" maxLength={40}
            error={c.problem ? describe(c.problem, t) : undefined} after={toggle} onChange={(v) => checkout.setCashCode(v)} />
        </div>
        {/* Verify is disabled while the code is empty (shop-and-repair.md §5). */}
        <Button disabled={!c.code.trim() || c.busy} aria-busy={c.busy || undefined} onClick={() => void checkout.verifyCash()}>
          {c.busy ? <><Spinner label={t('checkout.cash.verifying')} /> {t('checkout.cash.verifying')}</> : t('checkout.cash.verify')}
        </Button>
      </div>
      <div aria-live="polite">{c.active ? <p className={styles.note.positive}>{t('checkout.cash.success')}</p> : null}</div>
    </div>
  )
}
