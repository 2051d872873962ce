/**
 * The cart hand-off (Simu): a partner page's cart arrives on the site's cart and checkout pages as
 * `?cart=` (ids and quantities), rebuilt from the server's prices and added under the cart's rules.
 */
import { atom } from 'nanostores'
import { api } from '@core/platform/api/client'
import { cartHandoff, decodeCartParam, sameLine, type HandoffEntry } from '@core/domain/cart'
import type { ShopVariant } from '@core/shop/contract'
import type { Cart } from './cart'
import { lineOf } from './add-to-cart'
import { cart } from './page-cart'
import { referrer as pageReferrer } from '@core/platform/host'

/** A model as the hand-over reads it (GET get_single_product/{id}); 'gone' when the shop no longer has it, null when unreachable. */
export type ProductLoader = (modelId: string) => Promise<{ model: { _id: string; modelName: string; image: string }; variants: ShopVariant[] } | 'gone' | null>

export const apiProduct: ProductLoader = async (modelId) => {
  const reply = await api('singleProduct', { params: { id: modelId } })
  if (reply.ok) {
    const { details, image } = reply.data.inventory
    return { model: { _id: details._id, modelName: details.modelName, image }, variants: reply.data.variants }
  }
  return reply.kind === 'server' && (reply.status === 404 || reply.status === 400) ? 'gone' : null
}

/** Why a handed-over line is not in the cart as asked. */
export type ImportProblem = 'soldOut' | 'gone' | 'capped' | 'limit' | 'otherCurrency' | 'unreachable'

/** What the hand-over did, for the notice on the cart and checkout pages. */
export interface CartImport {
  status: 'importing' | 'done'
  /** Phones (units) now in the cart from the hand-over. */
  added: number
  /** The partner's host the shopper came from, when the browser says (the referrer). */
  from?: string
  /** Lines not added, or added with fewer phones (capped: `available` were left). */
  problems: { name: string; problem: ImportProblem; available?: number }[]
}

/** The last hand-over on this page (null: none). */
export const $cartImport = atom<CartImport | null>(null)
export const dismissCartImport = () => $cartImport.set(null)

const imports = new Map<string, Promise<CartImport | null>>()

/** The partner's host from the referrer, when it is another site than this one. */
function partnerHost(referrer: string | undefined): string | undefined {
  try {
    const from = new URL(referrer ?? '')
    return from.origin !== globalThis.location?.origin && /^https?:$/.test(from.protocol) ? from.host : undefined
  } catch {
    return undefined
  }
}

/** This page's address without the `cart` parameter, so a reload does not bring the cart again. */
function dropParam(): void {
  const loc = globalThis.location
  if (!loc || !globalThis.history) return
  const url = new URL(loc.href)
  if (!url.searchParams.has(cartHandoff.param)) return
  url.searchParams.delete(cartHandoff.param)
  globalThis.history.replaceState(globalThis.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

/**
 * The site's cart and checkout pages take the cart a partner page handed over (`?cart=`, see siteLink):
 * each line is rebuilt from the server (its price in this country's currency, its name and image; the
 * link carries ids only), added under the cart's rules (stock cap, one currency), and the parameter is
 * removed from the address. Once per parameter value on a page; null when there is nothing to import.
 * The parameter stays only when nothing could be reached (offline), so a reload can try again.
 */
export function importCartParam(
  search: string | URLSearchParams,
  options: { cart?: Cart; load?: ProductLoader; referrer?: string } = {},
): Promise<CartImport | null> {
  const value = new URLSearchParams(search).get(cartHandoff.param)
  if (value === null) return Promise.resolve(null)
  const known = imports.get(value)
  if (known) return known
  const run = runImport(decodeCartParam(value), options)
  imports.set(value, run)
  return run
}

async function runImport(
  entries: HandoffEntry[],
  { cart: target = cart, load = apiProduct, referrer = pageReferrer() }: { cart?: Cart; load?: ProductLoader; referrer?: string },
): Promise<CartImport | null> {
  const from = partnerHost(referrer)
  if (entries.length === 0) {
    dropParam()
    return null
  }
  $cartImport.set({ status: 'importing', added: 0, from, problems: [] })
  const models = [...new Set(entries.map((e) => e.modelId))]
  const loaded = await Promise.all(models.map((id) => load(id).catch(() => null)))
  const byModel = new Map(models.map((id, i) => [id, loaded[i]]))
  const result: CartImport = { status: 'done', added: 0, from, problems: [] }
  let unreachable = 0
  // One after another: each line's stock cap counts what the lines before it took.
  for (const entry of entries) {
    const product = byModel.get(entry.modelId)
    if (!product) {
      unreachable++
      result.problems.push({ name: entry.modelId, problem: 'unreachable' })
      continue
    }
    const variant = product === 'gone' ? undefined : product.variants.find((v) => v._id === entry.variantId && v.color.id === entry.colorId)
    if (product === 'gone' || !variant) {
      result.problems.push({ name: product === 'gone' ? entry.modelId : product.model.modelName, problem: 'gone' })
      continue
    }
    const line = lineOf(product.model, variant)
    const outcome = await target.bring(line, entry.quantity)
    const held = target.$lines.get().find((l) => sameLine(l, line))?.variant.quantity ?? 0
    // The cart's notice tells a checkout limit (issue 9) from the stock.
    const capped = target.$notice.get()?.kind === 'limit' ? 'limit' : 'capped'
    if (outcome.ok) {
      result.added += outcome.quantity
      if (outcome.capped) result.problems.push({ name: line.modelName, problem: capped, available: outcome.quantity })
    } else if (outcome.problem === 'atStock' || outcome.problem === 'atLimit') {
      result.added += held
      result.problems.push({ name: line.modelName, problem: capped, available: held })
    } else if (outcome.problem === 'stockUnknown') {
      unreachable++
      result.problems.push({ name: line.modelName, problem: 'unreachable' })
    } else {
      result.problems.push({ name: line.modelName, problem: outcome.problem === 'otherCurrency' ? 'otherCurrency' : 'soldOut' })
    }
  }
  // The hand-over's own notice says it all: no second message about the last line.
  target.dismissNotice()
  if (unreachable < entries.length) dropParam()
  $cartImport.set(result)
  return result
}
