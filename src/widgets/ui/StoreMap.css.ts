import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { border, touchTarget } from './tokens'

/** The store's details in the map dialog: label above value, so long addresses wrap at 390 px. */
export const details = style({ display: 'grid', gap: vars.space.m, margin: `0 0 ${vars.space.l}` })
export const term = style({ margin: 0, fontSize: '0.875em', fontWeight: 600, color: vars.color.muted })
export const value = style({ margin: 0, overflowWrap: 'anywhere' })
export const note = style({ margin: `0 0 ${vars.space.l}`, fontSize: '0.875em', color: vars.color.muted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center', justifyContent: 'space-between' })
export const google = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTarget,
  padding: `0 ${vars.space.l}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
  textDecoration: 'none',
  ':focus-visible': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
})
export const link = style({ color: vars.color.brand, fontWeight: 600, textDecoration: 'underline' })
