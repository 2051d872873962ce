import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { columnWidth, shadow, space, touchTarget } from '@widgets/ui/tokens'

export const form = style({ display: 'grid', gap: vars.space.l })
export const intro = style({ margin: 0, color: vars.color.muted })
export const failure = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.criticalSoft, color: vars.color.critical, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.m })

// Only the position moves: a fading snackbar would fail the contrast check while it fades.
const rise = keyframes({ from: { transform: `translate(-50%, ${space.l})` }, to: { transform: 'translate(-50%, 0)' } })
/** The success message after the dialog closed: a snackbar at the bottom of the window. */
export const notice = style({
  position: 'fixed',
  zIndex: 2147483002,
  left: '50%',
  bottom: vars.space.l,
  transform: 'translate(-50%, 0)',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  width: 'max-content',
  maxWidth: `calc(100vw - ${space.xl})`,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  borderRadius: vars.radius.small,
  background: vars.color.positive,
  color: '#ffffff',
  fontWeight: 600,
  boxShadow: shadow.card,
  animation: `${rise} 0.2s ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
export const noticeText = style({ margin: 0 })
export const noticeClose = style({
  flex: 'none',
  minWidth: touchTarget,
  minHeight: touchTarget,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.card}, 1fr))` })
export const section = style({ display: 'grid', gap: vars.space.l })
export const heading = style({ margin: 0, fontSize: '1.4em', lineHeight: 1.25 })
export const card = style({ margin: 0, height: '100%', display: 'grid', gap: vars.space.m, alignContent: 'space-between', padding: vars.space.l, borderRadius: vars.radius.large, background: vars.color.surfaceAlt })
export const quote = style({ margin: 0, lineHeight: 1.6, overflowWrap: 'anywhere' })
export const author = style({ margin: 0, display: 'grid' })
export const authorName = style({ fontWeight: 700, fontStyle: 'normal' })
export const authorJob = style({ color: vars.color.muted, fontSize: '0.9em' })
export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space.s, margin: 0, color: vars.color.muted })
