/** Cart rules (shop-and-repair.md §3-4): lines unique by variant id plus colour, totals. */

export interface CartColor {
  id: string
  value: string
  label: string
}
export interface CartLine {
  modelName: string
  modelId: string
  modelImage: string
  variant: { _id: string; quantity: number; price: number; color: CartColor; ram: number; storage: number }
}

export const sameLine = (a: CartLine, b: CartLine) => a.variant._id === b.variant._id && a.variant.color.id === b.variant.color.id

/** Adding the same variant and colour raises its quantity by 1; anything else is a new line of 1. */
export function mergeLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => sameLine(l, line))
  if (!existing) return [...lines, { ...line, variant: { ...line.variant, quantity: 1 } }]
  return lines.map((l) => (l === existing ? { ...l, variant: { ...l.variant, quantity: l.variant.quantity + 1 } } : l))
}

/** The typed quantity as the cart table takes it: its absolute value, at least 1, a whole number. */
export function typedQuantity(input: string | number): number {
  const n = Math.abs(Math.trunc(Number(input)))
  return Number.isFinite(n) && n >= 1 ? n : 1
}

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.variant.quantity, 0)
export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.variant.price * l.variant.quantity, 0)

export function isCartLine(v: unknown): v is CartLine {
  const l = v as CartLine
  return (
    typeof l?.modelId === 'string' &&
    typeof l.modelName === 'string' &&
    typeof l.variant?._id === 'string' &&
    Number.isInteger(l.variant.quantity) &&
    l.variant.quantity > 0 &&
    typeof l.variant.price === 'number' &&
    typeof l.variant.color?.id === 'string'
  )
}
