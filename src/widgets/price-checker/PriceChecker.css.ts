import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, controlSize, measure, media, mediaSize, touchTarget } from '@widgets/ui/tokens'

export const root = style({
  display: 'grid',
  gap: vars.space.l,
  maxWidth: measure.column,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const title = style({ margin: 0, fontSize: '1.4em', lineHeight: 1.25, fontWeight: 700 })
export const subtitle = style({ margin: 0, color: vars.color.muted })
export const stepHeading = style({ margin: 0, fontSize: '1.1em', fontWeight: 700, outline: 'none' })
export const stepCount = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const form = style({ display: 'grid', gap: vars.space.l })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, justifyContent: 'space-between', alignItems: 'center' })
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.l,
  alignItems: 'center',
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
})
export const summaryName = style({ margin: 0, fontWeight: 700 })
export const summaryText = style({ margin: 0, color: vars.color.muted })
export const maxPrice = style({ margin: 0, fontWeight: 700, color: vars.color.text })
export const image = style({ display: 'block', width: controlSize.xl, height: mediaSize.thumbLarge, objectFit: 'contain' })
export const question = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.s, minWidth: 0 })
export const legend = style({ padding: 0, fontWeight: 600 })
export const questionText = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const choices = style({ display: 'flex', gap: vars.space.s })
export const choice = style({
  position: 'relative',
  flex: '1 1 0',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: touchTarget,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const radio = style({ position: 'absolute', opacity: 0, width: border.hairline, height: border.hairline })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, padding: `${vars.space.xs} 0`, borderBottom: `${border.hairline} dashed ${vars.color.border}` })
export const deduction = style({ color: vars.color.critical, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const offer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
})
export const offerAmount = style({ fontSize: '1.6em', fontWeight: 800, fontVariantNumeric: 'tabular-nums' })
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
