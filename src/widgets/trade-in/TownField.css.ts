import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'

export const wrap = style({ position: 'relative', minWidth: 0 })
export const list = style({
  position: 'absolute', insetInline: 0, top: '100%', zIndex: 5, margin: `${vars.space.xs} 0 0`, padding: vars.space.xs,
  listStyle: 'none', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small,
  boxShadow: '0 6px 20px rgba(10, 14, 25, 0.15)', maxHeight: '16em', overflowY: 'auto',
})
export const option = style({
  padding: `${vars.space.s} ${vars.space.m}`, borderRadius: vars.radius.small, cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceAlt, outline: `2px solid ${vars.color.brand}`, outlineOffset: '-2px' } },
})
