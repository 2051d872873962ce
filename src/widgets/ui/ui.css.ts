import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { border, measure, radius, shadow, space, touchTarget } from './tokens'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })
const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } })

export const spinner = style({
  display: 'inline-block',
  width: '1.1em',
  height: '1.1em',
  border: `${border.thick} solid currentColor`,
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: '-0.2em',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
})

export const skeleton = style({
  display: 'block',
  height: touchTarget,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
})

const buttonBase = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minHeight: touchTarget,
  padding: `0 ${vars.space.xl}`,
  border: `${border.hairline} solid transparent`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.5 } },
})

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.brandText }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand }],
  quiet: [buttonBase, { background: 'transparent', color: vars.color.brand, padding: `0 ${vars.space.s}` }],
})

export const field = style({ display: 'grid', gap: vars.space.xs })
export const label = style({ fontWeight: 600, fontSize: '0.95em' })
export const select = style({
  appearance: 'none',
  width: '100%',
  minHeight: touchTarget,
  padding: `0 ${space.xxxl} 0 ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: `${vars.color.surface} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8'%3E%3Cpath d='M1 1l5 5 5-5' stroke='%23555d6e' stroke-width='2' fill='none'/%3E%3C/svg%3E") no-repeat right ${radius.large} center`,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.muted, cursor: 'not-allowed' } },
})
export const hint = style({ color: vars.color.muted, fontSize: '0.9em', margin: 0 })

export const panel = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
export const panelTitle = style({ margin: 0, fontSize: '1.05em', fontWeight: 700 })
export const panelText = style({ margin: 0 })

export const visuallyHidden = style({
  position: 'absolute',
  width: border.hairline,
  height: border.hairline,
  padding: 0,
  margin: `-${border.hairline}`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(10, 14, 25, 0.5)', zIndex: 2147483000 })
export const dialog = style({
  position: 'fixed',
  zIndex: 2147483001,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(${measure.form}, calc(100vw - ${space.xl}))`,
  maxHeight: `calc(100vh - ${space.xl})`,
  overflow: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: shadow.dialog,
})
export const drawer = style([
  dialog,
  { top: 0, left: 'auto', right: 0, bottom: 0, transform: 'none', width: `min(${measure.panel}, 100vw)`, maxHeight: '100vh', borderRadius: 0 },
])
export const dialogTitle = style({ margin: `0 0 ${vars.space.m}`, fontSize: '1.25em' })

/** The spec's brand-load error banner (sell-side.md §8). */
export const banner = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
export const bannerText = style({ margin: 0 })
