import { style } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { border, controlSize, iconSize, space } from './tokens'

/** Public form styles for widgets and host pages: a field, its error, link buttons, notices, checkboxes. */

export const field = style({ display: 'grid', gap: vars.space.xs })
/** Field errors in red: the spec's 'incorrect OTP...' is one (sell-side.md §8). */
export const error = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const linkButton = style({
  appearance: 'none',
  border: 0,
  padding: `${vars.space.xs} 0`,
  minHeight: controlSize.s,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, textDecoration: 'none', cursor: 'default' } },
})
export const failure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
export const failureTitle = style({ margin: 0, fontWeight: 700 })
export const failureText = style({ margin: 0 })
export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
})
export const checkboxRow = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start' })
export const checkbox = style({ width: iconSize.xl, height: iconSize.xl, margin: `${space.xxs} 0 0`, flex: '0 0 auto', accentColor: vars.color.brand })
