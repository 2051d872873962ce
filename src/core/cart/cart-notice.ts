/** What the cart tells the visitor: the outcome of a change, its notice, and the notice's words. */
import { currencyLabel, type Currency } from '@core/domain/constants'
import type { Translate } from '@core/i18n'
import type { CartLine } from '@core/domain/cart'

/** Why the cart refused a change. */
export type CartProblem = 'noVariant' | 'soldOut' | 'atStock' | 'atLimit' | 'stockUnknown' | 'otherCurrency'

/** What the cart tells the visitor after a change it capped or refused (shown by the drawer and the cart page). */
export type CartNotice =
  | { kind: 'capped'; line: string; modelName: string; available: number }
  /** Held to checkoutLimits: `max` of one phone (scope variant) or phones in all (scope order). */
  | { kind: 'limit'; line: string; modelName: string; scope: 'variant' | 'order'; max: number }
  | { kind: 'soldOut'; line: string; modelName: string }
  | { kind: 'stockUnknown'; line: string; modelName: string }
  | { kind: 'noVariant' }
  | { kind: 'otherCurrency'; currency: Currency }

export type CartOutcome = { ok: true; quantity: number; capped: boolean } | { ok: false; problem: CartProblem }

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

/** The name a line's controls read out: model and colour. */
export const lineName = (line: CartLine, colour: (name: string) => string) => `${line.modelName} ${colour(line.variant.color.label)}`.trim()
