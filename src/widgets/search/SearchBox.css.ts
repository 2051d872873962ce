import { style, styleVariants } from '@vanilla-extract/css'
import * as theme from '../ui/theme.css'
import { vars } from '../ui/theme.css'
import { border, controlSize, iconSize, measure, radius, shadow, space, touchTarget } from '@widgets/ui/tokens'

export const root = style({ position: 'relative', width: '100%', maxWidth: measure.form })

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: touchTarget,
  padding: `0 ${vars.space.xs} 0 ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  // The whole box shows the focus ring: the input fills it, and the clear button has its own.
  selectors: { '&:has(input:focus-visible)': { borderColor: vars.color.brand, outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick } },
})
export const icon = style({ flex: 'none', color: vars.color.muted })
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: controlSize.search,
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
  width: controlSize.m,
  height: controlSize.m,
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
  top: `calc(100% + ${space.xs})`,
  left: 0,
  right: 0,
  maxHeight: `min(${measure.sheet}, 70vh)`,
  overflowY: 'auto',
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  boxShadow: shadow.menu,
})
export const message = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, margin: 0, padding: vars.space.l, color: vars.color.muted })
export const list = style({ listStyle: 'none', margin: 0, padding: vars.space.xs })
export const option = style({
  display: 'grid',
  gridTemplateColumns: `${controlSize.s} 1fr auto`,
  alignItems: 'center',
  gap: vars.space.m,
  minHeight: controlSize.xxxl,
  padding: `${vars.space.xs} ${vars.space.m}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.brandSoft, outline: `${border.thick} solid ${vars.color.brand}`, outlineOffset: `-${border.thick}` } },
})
export const thumb = style({ display: 'flex', justifyContent: 'center' })
export const thumbImage = style({ display: 'block', width: iconSize.xxl, height: controlSize.xl, objectFit: 'contain' })
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' })
/** 'Not sold in the shop · sell yours': why a hit opens the sell page. */
export const note = style({ display: 'block', fontWeight: 400, fontSize: '0.85em', color: vars.color.muted })
const badgeBase = style({ padding: `${space.xxs} ${vars.space.s}`, borderRadius: radius.pill, fontSize: '0.8em', fontWeight: 700, whiteSpace: 'nowrap' })
export const badge = styleVariants({
  in: [badgeBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  out: [badgeBase, { background: vars.color.surfaceAlt, color: vars.color.muted }],
})
