import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, shadow, touchTarget } from '@widgets/ui/tokens'

export const wrap = style({ position: 'relative', minWidth: 0 })
export const list = style({
  position: 'absolute', insetInline: 0, top: '100%', zIndex: 5, margin: `${vars.space.xs} 0 0`, padding: vars.space.xs,
  listStyle: 'none', background: vars.color.surface, border: `${border.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.small,
  boxShadow: shadow.raised, maxHeight: '16em', overflowY: 'auto',
})
export const option = style({
  padding: `${vars.space.s} ${vars.space.m}`, borderRadius: vars.radius.small, cursor: 'pointer', minHeight: touchTarget, display: 'flex', alignItems: 'center',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceAlt, outline: `${border.thick} solid ${vars.color.brand}`, outlineOffset: `-${border.thick}` } },
})
