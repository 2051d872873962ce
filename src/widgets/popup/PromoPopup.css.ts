import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { controlSize, iconSize, media, touchTarget } from '@widgets/ui/tokens'

export const form = style({ display: 'grid', gap: vars.space.l })
export const intro = style({ margin: 0, color: vars.color.muted })
export const close = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: touchTarget,
  height: touchTarget,
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
export const titleSpace = style({ paddingRight: controlSize.m })
export const row = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.m, '@media': { [media.phone]: { gridTemplateColumns: '1fr' } } })
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, minHeight: touchTarget, cursor: 'pointer' })
export const checkbox = style({ width: iconSize.l, height: iconSize.l, margin: 0, accentColor: vars.color.brand })
export const success = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.positiveSoft, color: vars.color.positive, fontWeight: 600 })
export const failure = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.criticalSoft, color: vars.color.critical, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.m })
