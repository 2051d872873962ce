import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { border, measure, media } from './tokens'

/** Public layout styles for widgets and host pages: page columns, cards, lists, label/value rows, links. */

export const card = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const cardTitle = style({ margin: 0, fontSize: '1.15em', fontWeight: 700 })
export const link = style({ color: vars.color.brand, fontWeight: 600 })
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, alignItems: 'baseline' })
globalStyle(`${row} dt`, { color: vars.color.muted })
globalStyle(`${row} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'end' })
export const noPrint = style({ '@media': { print: { display: 'none' } } })
export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: measure.page, margin: '0 auto', minWidth: 0 })
export const pageNarrow = style({ display: 'grid', gap: vars.space.xl, maxWidth: measure.prose, margin: '0 auto', minWidth: 0 })
export const orders = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s })
