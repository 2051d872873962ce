import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, media } from '@widgets/ui/tokens'

export const root = style({ display: 'inline-block' })
export const form = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const intro = style({ margin: 0, color: vars.color.muted })
/** A field whose value is missing: its hint ('this field is required') and border turn red. */
export const invalid = style({})
globalStyle(`${invalid} p`, { color: vars.color.critical, fontWeight: 600 })
globalStyle(`${invalid} select`, { borderColor: vars.color.critical, boxShadow: `0 0 0 ${border.hairline} ${vars.color.critical}` })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  justifyContent: 'flex-end',
  alignItems: 'center',
  // On a phone the two buttons share the row: Proceed last, where the thumb is.
  '@media': { [media.phone]: { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
})
export const retry = style({ justifySelf: 'start' })
