import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import * as ui from '../ui/ui.css'
import { border, controlSize, fontSize, iconSize, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'

export const icon = style({
  appearance: 'none',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: touchTarget,
  height: touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
export const badge = style({
  position: 'absolute',
  top: '0',
  right: `-${space.xxs}`,
  minWidth: iconSize.l,
  height: iconSize.l,
  padding: `0 ${space.badge}`,
  borderRadius: radius.badge,
  background: vars.color.critical,
  color: '#ffffff',
  fontSize: fontSize.small,
  fontWeight: 700,
  lineHeight: iconSize.l,
  textAlign: 'center',
})

export const body = style({ display: 'grid', gap: vars.space.l })
// The drawer is the full width of a phone, where the backdrop cannot be tapped: a visible close button.
export const close = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: touchTarget,
  height: touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: '1.6em',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
globalStyle(`${ui.drawer} > h2`, { paddingRight: touchTarget })

export const notice = style({
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
// The empty live region stays in place (so a later message is read out) without adding a gap of its own.
export const noticeEmpty = style({ marginTop: `calc(-1 * ${vars.space.l})` })
export const noticeText = style({ margin: 0, fontWeight: 600 })
export const noticeClose = style({
  flex: '0 0 auto',
  minHeight: controlSize.s,
  border: 0,
  padding: `0 ${vars.space.s}`,
  background: 'transparent',
  color: vars.color.critical,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
})

export const empty = style({ display: 'grid', gap: vars.space.l, justifyItems: 'start' })
export const emptyText = style({ margin: 0, color: vars.color.muted, fontSize: '1.05em' })

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m })
export const line = style({
  display: 'grid',
  gridTemplateColumns: `${touchTarget} 1fr ${touchTarget}`,
  gap: vars.space.m,
  alignItems: 'start',
  padding: `${vars.space.m} 0`,
  borderBottom: `${border.hairline} solid ${vars.color.border}`,
})
export const image = style({ width: controlSize.m, height: mediaSize.thumbSmall, objectFit: 'contain' })
export const info = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const name = style({ margin: 0, fontWeight: 700 })
export const meta = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const price = style({ margin: 0, fontWeight: 600 })
export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s, marginTop: vars.space.xs })
export const step = style({
  width: controlSize.l,
  height: controlSize.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.2em',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, background: vars.color.surfaceAlt, cursor: 'not-allowed' } },
})
export const quantity = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const warning = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const remove = style({
  width: touchTarget,
  height: touchTarget,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: '1.5em',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.criticalSoft, color: vars.color.critical } },
})

export const footer = style({ display: 'grid', gap: vars.space.m, paddingTop: vars.space.s })
export const total = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, margin: 0, fontSize: '1.1em' })
export const actions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.s })

// The cart hand-off's notice (cart and checkout pages): good news in green, lines left out listed below.
export const handoff = style({
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: vars.space.m,
  marginBottom: vars.space.l,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.positive}`,
  background: vars.color.positiveSoft,
  color: vars.color.text,
})
export const handoffProblems = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.l, color: vars.color.critical })
export const handoffClose = style([noticeClose, { color: vars.color.text }])
// The country prompt's answers are long sentences: one under the other, at any width.
export const promptActions = style({ display: 'grid', gap: vars.space.s })
