import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, measure, mediaSize } from '@widgets/ui/tokens'

export { visuallyHidden } from '../ui/ui.css'
export const card = style({
  display: 'grid',
  gap: vars.space.s,
  justifyItems: 'start',
  maxWidth: measure.narrow,
  padding: vars.space.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
})
export const kicker = style({ margin: 0, color: vars.color.brand, fontWeight: 700, fontSize: '0.85em', textTransform: 'uppercase', letterSpacing: '0.04em' })
export const image = style({ justifySelf: 'center', width: mediaSize.slim, height: mediaSize.tile, objectFit: 'contain' })
export const name = style({ margin: 0, fontSize: '1.2em' })
export const meta = style({ margin: 0, color: vars.color.muted })
export const prices = style({ display: 'flex', gap: vars.space.s, alignItems: 'baseline', margin: 0 })
export const price = style({ fontWeight: 700, fontSize: '1.15em' })
export const was = style({ color: vars.color.muted })
export const status = style({ margin: 0, minHeight: '1.4em', color: vars.color.positive, fontWeight: 600 })
export const refused = style({ margin: 0, color: vars.color.critical, fontWeight: 600 })
