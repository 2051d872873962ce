import { currencyLabel } from '@core/domain/constants'
import type { Translate } from '@core/i18n'
import type { CartNotice } from '@core/shop/cart'

/** The words for the cart's last message (shown by the drawer, the cart page and the add-to-cart card). */
export function noticeText(notice: CartNotice, t: Translate): string {
  switch (notice.kind) {
    case 'capped': return t('cart.notice.capped', { n: notice.available, name: notice.modelName })
    case 'limit': return t(notice.scope === 'variant' ? 'cart.notice.limitVariant' : 'cart.notice.limitOrder', { n: notice.max, name: notice.modelName })
    case 'soldOut': return t('cart.notice.soldOut', { name: notice.modelName })
    case 'stockUnknown': return t('cart.notice.stockUnknown', { name: notice.modelName })
    case 'noVariant': return t('cart.notice.noVariant')
    case 'otherCurrency': return t('cart.notice.otherCurrency', { currency: currencyLabel[notice.currency] })
  }
}
