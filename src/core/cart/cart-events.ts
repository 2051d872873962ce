/**
 * Telling the host page about the cart (issue 12 §3.4, §3.5): one simu:cart-change per change, page-wide,
 * however many cart widgets the page has, and one at load with the cart as it was restored. Every cart widget
 * (each <simu-cart-drawer>, each <simu-add-to-cart>) offers to tell; one of them does: a drawer before an
 * add-to-cart, then the first in the page. Framework-free: the widgets pass how to dispatch.
 */
import type { ReadableAtom } from 'nanostores'
import type { Currency } from '@core/domain/constants'
import { cartCount, cartCurrency, cartTotal, type CartLine } from '@core/domain/cart'

/** What the page reads: simu:cart-change's detail, and <simu-cart-drawer>'s `cart` property (without `reason`). */
export interface CartSnapshot {
  lines: CartLine[]
  /** Phones in the cart (quantities added up). */
  count: number
  /** Sum of price × quantity, in the currency's unit. */
  total: number
  /** Null when the cart is empty. */
  currency: Currency | null
}
export interface CartChange extends CartSnapshot {
  /** 'load': the cart as restored when the page's first cart widget started; 'change': it changed since. */
  reason: 'load' | 'change'
}

/** A copy of the cart for the page: its changes to the copy never reach the cart. */
export function cartSnapshot(lines: readonly CartLine[], fallback: Currency): CartSnapshot {
  return { lines: structuredClone([...lines]), count: cartCount(lines), total: cartTotal(lines), currency: cartCurrency(lines, fallback) ?? null }
}

export interface CartTeller {
  /** Where the widget is in the page (its element), to find the first; null outside a page (stories, tests). */
  node: Node | null
  /** 0 for a drawer, 1 for an add-to-cart: the lower tells. */
  rank: number
  tell: (change: CartChange) => void
}

/** Whether a comes before b in the page, looking through shadow roots to the elements in the document. */
function before(a: Node | null, b: Node | null): boolean {
  const top = (n: Node): Node => {
    let node = n
    for (let root = node.getRootNode(); root instanceof ShadowRoot; root = node.getRootNode()) node = root.host
    return node
  }
  if (!a || !b) return a !== null
  const [x, y] = top(a) === top(b) && a.getRootNode() === b.getRootNode() ? [a, b] : [top(a), top(b)]
  return (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
}

/** The cart's tellers and the one subscription that makes each change one event. */
export function createCartEvents($lines: ReadableAtom<CartLine[]>, currency: () => Currency) {
  const tellers: CartTeller[] = []
  let toldLoad = false
  let stop: (() => void) | undefined
  const speaker = (): CartTeller | undefined =>
    tellers.reduce<CartTeller | undefined>((best, t) => (!best || t.rank < best.rank || (t.rank === best.rank && before(t.node, best.node)) ? t : best), undefined)
  const say = (reason: CartChange['reason']) => speaker()?.tell({ ...cartSnapshot($lines.get(), currency()), reason })

  /** Offers a widget as the page's teller; the returned function withdraws it (when the widget goes away). */
  function offer(teller: CartTeller): () => void {
    tellers.push(teller)
    stop ??= $lines.listen(() => say('change'))
    if (!toldLoad) {
      toldLoad = true
      say('load')
    }
    return () => {
      tellers.splice(tellers.indexOf(teller), 1)
      if (tellers.length === 0) {
        stop?.()
        stop = undefined
      }
    }
  }
  return { offer, snapshot: () => cartSnapshot($lines.get(), currency()) }
}
