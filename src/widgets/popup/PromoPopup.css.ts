import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'

export const form = style({ display: 'grid', gap: vars.space.l })
export const intro = style({ margin: 0, color: vars.color.muted })
export const close = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontSize: '1.5em',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
})
export const titleSpace = style({ paddingRight: '36px' })
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.m, '@media': { 'screen and (max-width: 425px)': { gridTemplateColumns: '1fr' } } })
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: '44px', cursor: 'pointer' })
export const checkbox = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.color.brand })
export const success = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.positiveSoft, color: vars.color.positive, fontWeight: 600 })
export const failure = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.criticalSoft, color: vars.color.critical, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.m })
