import { useStore } from '@nanostores/react'
import type { Country } from '../../../core/domain/constants'
import { pathTo } from '../../../core/routes'
import { $cartCount } from '../../../core/stores/cart'
import { useT } from '../../../widgets/ui/host'
import { CartIcon } from './icons'
import * as styles from './shell.css'
import '../../../core/i18n/areas/pages'

/** The cart icon with the number of phones in it; it opens the cart page. */
export function CartLink({ country }: { country: Country }) {
  const t = useT()
  const count = useStore($cartCount)
  const label = count === 0 ? t('pages.shell.cartEmpty') : count === 1 ? t('pages.shell.cartOne') : t('pages.shell.cartMany', { count })
  return (
    <a className={styles.cart} href={pathTo('cart', { country })} aria-label={label}>
      <CartIcon />
      {count > 0 ? <span className={styles.cartCount} aria-hidden="true">{count > 99 ? '99+' : count}</span> : null}
    </a>
  )
}
