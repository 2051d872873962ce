import { useStore } from '@nanostores/react'
import { $cartImport, dismissCartImport, type CartImport } from '@core/cart'
import { checkoutLimits } from '@core/domain/constants'
import type { Translate } from '@core/i18n'
import { useT } from '../ui/host'
import * as styles from './CartDrawer.css'

/** The headline of a hand-over: what arrived, and from where when the browser told us. */
export function handoffText(result: CartImport, t: Translate): string {
  if (result.status === 'importing') return t('cart.handoff.importing')
  if (result.added === 0) return t('cart.handoff.nothing')
  const one = result.added === 1
  if (result.from) return one ? t('cart.handoff.fromOne', { host: result.from }) : t('cart.handoff.fromMany', { host: result.from, count: result.added })
  return one ? t('cart.handoff.broughtOne') : t('cart.handoff.broughtMany', { count: result.added })
}

/** One line the hand-over could not bring (or brought fewer of), and why. */
export function handoffProblemText(p: CartImport['problems'][number], t: Translate): string {
  return t(`cart.handoff.${p.problem}`, { name: p.name, n: p.available ?? 0, per: checkoutLimits.unitsPerVariant, order: checkoutLimits.unitsPerOrder })
}

/**
 * On the site's cart and checkout pages: the cart a partner page handed over (importCartParam), read out
 * when it arrives, with the lines that could not be added and why.
 */
export function HandoffNotice({ result: given }: { result?: CartImport | null }) {
  const t = useT()
  const stored = useStore($cartImport)
  const result = given === undefined ? stored : given
  return (
    <div role="status" data-testid="cart-handoff">
      {result ? (
        <div className={styles.handoff}>
          <div>
            <p className={styles.noticeText}>{handoffText(result, t)}</p>
            {result.problems.length > 0 ? (
              <>
                <p className={styles.noticeText}>{t('cart.handoff.notAdded')}</p>
                <ul className={styles.handoffProblems}>
                  {result.problems.map((p, i) => (
                    <li key={i}>{handoffProblemText(p, t)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          {result.status === 'done' ? (
            <button type="button" className={styles.handoffClose} onClick={dismissCartImport}>{t('cart.handoff.dismiss')}</button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
