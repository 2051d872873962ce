/**
 * Which of a page's cart drawers opens (issue 12 §3.4): the nearest to what asked for the cart (the Add to
 * cart button, a drawer's own icon), else the first in the page. Nearness is the depth of the deepest
 * ancestor they share, through shadow roots: a drawer in the same section as the button beats one in the header.
 */

/** The node and its ancestors up to the document, crossing from a shadow root to its host. */
function ancestors(node: Node): Node[] {
  const chain: Node[] = []
  for (let n: Node | null = node; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) chain.push(n)
  return chain
}

/** Depth (from the document) of the deepest ancestor a and b share, -1 when they share none. */
function sharedDepth(a: Node, b: Node): number {
  const mine = new Set(ancestors(a))
  const theirs = ancestors(b)
  const shared = theirs.findIndex((n) => mine.has(n))
  return shared < 0 ? -1 : theirs.length - 1 - shared
}

/** Whether a comes first in the page (elements in different shadow trees: by their outermost hosts). */
function first(a: Node, b: Node): boolean {
  const pa = ancestors(a).reverse()
  const pb = ancestors(b).reverse()
  let i = 0
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i++
  const [x, y] = [pa[i], pb[i]]
  if (!x || !y) return !x
  // Siblings in one tree compare directly; a shadow root comes before its host's children.
  if (x instanceof ShadowRoot || y instanceof ShadowRoot) return x instanceof ShadowRoot
  return (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
}

/** The drawer (by its icon) that answers a request from `opener`: the nearest one, the first on ties or without an opener. */
export function nearestDrawer<T extends Node>(drawers: readonly T[], opener: Node | null): T | undefined {
  const live = drawers.filter((d) => d.isConnected).sort((a, b) => (first(a, b) ? -1 : 1))
  if (!opener?.isConnected) return live[0]
  let best: T | undefined
  let bestDepth = -2
  for (const drawer of live) {
    const depth = sharedDepth(drawer, opener)
    if (depth > bestDepth) [best, bestDepth] = [drawer, depth]
  }
  return best
}
