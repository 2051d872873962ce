import { style, styleVariants } from '@vanilla-extract/css'
import * as theme from '../ui/theme.css'
import { vars } from '../ui/theme.css'

export const root = style({ position: 'relative', width: '100%', maxWidth: '520px' })

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '44px',
  padding: `0 ${vars.space.xs} 0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  // The whole box shows the focus ring: the input fills it, and the clear button has its own.
  selectors: { '&:has(input:focus-visible)': { borderColor: vars.color.brand, outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
})
export const icon = style({ flex: 'none', color: vars.color.muted })
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '42px',
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    // The box draws the ring (above); the widget root's ':focus-visible' rule would draw a second one here.
    [`${theme.root} &:focus-visible, &:focus-visible`]: { outline: 'none' },
  },
})
export const clear = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  cursor: 'pointer',
  font: 'inherit',
  fontSize: '1.3em',
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
})

export const panel = style({
  position: 'absolute',
  zIndex: 1000,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  maxHeight: 'min(420px, 70vh)',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  boxShadow: '0 12px 32px rgba(10, 14, 25, 0.16)',
})
export const message = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, margin: 0, padding: vars.space.l, color: vars.color.muted })
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs })
export const option = style({
  display: 'grid',
  gridTemplateColumns: '32px 1fr auto',
  alignItems: 'center',
  gap: vars.space.m,
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSoft, outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' } },
})
export const thumb = style({ display: 'flex', justifyContent: 'center' })
export const thumbImage = style({ display: 'block', width: '24px', height: '48px', objectFit: 'contain' })
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' })
/** 'Not sold in the shop · sell yours': why a hit opens the sell page. */
export const note = style({ display: 'block', fontWeight: 400, fontSize: '0.85em', color: vars.color.muted })
const badgeBase = style({ padding: `2px ${vars.space.s}`, borderRadius: '999px', fontSize: '0.8em', fontWeight: 700, whiteSpace: 'nowrap' })
export const badge = styleVariants({
  in: [badgeBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  out: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.muted }],
})
