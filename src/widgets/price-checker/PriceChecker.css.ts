import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'

export const root = style({
  display: 'grid',
  gap: vars.space.l,
  maxWidth: '560px',
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 425px)': { padding: vars.space.l } },
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
export const image = style({ display: 'block', width: '48px', height: '96px', objectFit: 'contain' })
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
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
export const radio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, padding: `${vars.space.xs} 0`, borderBottom: `1px dashed ${vars.color.border}` })
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
