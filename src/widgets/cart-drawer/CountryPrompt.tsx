import { useStore } from '@nanostores/react'
import { currencyLabel } from '@core/domain/constants'
import { $cartConflict, emptyCartForCountry, keepCartCountry } from '@core/cart'
import { Button } from '../ui/Button'
import { WidgetDialog as Dialog } from '../ui/LazyDialog'
import { useT } from '../ui/host'
import * as styles from './CartDrawer.css'

/**
 * Issue 10: a cart belongs to one country. When the page's country is not the cart's (a switch in the
 * header, a typed /tz/ link, a partner page of another country), the shopper chooses: keep the cart and
 * stay in its country, or empty it. Until then nothing is charged in a currency the cart does not show.
 */
export function CountryPrompt() {
  const t = useT()
  const conflict = useStore($cartConflict)
  if (!conflict) return null
  const country = t(`site.countries.${conflict.cartCountry}`)
  const here = t(`site.countries.${conflict.country}`)
  return (
    // Not dismissable: closing it without an answer would leave a cart priced for another country.
    <Dialog open onOpenChange={() => undefined} dismissable={false} title={t('cart.switchPrompt.title', { country })}>
      <div className={styles.body} data-testid="cart-country-prompt">
        <p>{t('cart.switchPrompt.body', { count: conflict.count, currency: currencyLabel[conflict.cartCurrency], country })}</p>
        <div className={styles.promptActions}>
          <Button onClick={keepCartCountry}>{t('cart.switchPrompt.keep', { country })}</Button>
          <Button tone="secondary" onClick={emptyCartForCountry}>{t('cart.switchPrompt.empty', { here })}</Button>
        </div>
      </div>
    </Dialog>
  )
}
