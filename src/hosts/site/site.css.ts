import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../widgets/ui/theme.css'

globalStyle('html, body', { margin: 0, padding: 0 })
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
})
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('a', { color: vars.color.brand })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })

export const skip = style({
  position: 'absolute',
  left: '-9999px',
  selectors: { '&:focus': { left: vars.space.l, top: vars.space.l, zIndex: 10, background: vars.color.surface, padding: vars.space.s } },
})
export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` })
export const headerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.l}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  alignItems: 'center',
  justifyContent: 'space-between',
})
export const logo = style({ fontWeight: 800, fontSize: '1.4em', color: vars.color.brand, textDecoration: 'none' })
export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, alignItems: 'center' })
export const navLink = style({ color: vars.color.text, textDecoration: 'none', fontWeight: 600, selectors: { '&[aria-current="page"]': { color: vars.color.brand } } })
export const navDisabled = style({ color: vars.color.muted, fontWeight: 600 })
export const badge = style({ fontSize: '0.75em', marginLeft: vars.space.xs, padding: '1px 6px', borderRadius: '10px', background: vars.color.surfaceAlt })
export const selectors = style({ display: 'flex', gap: vars.space.m, alignItems: 'center' })
export const smallSelect = style({
  minHeight: '40px',
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
})
export const main = style({ maxWidth: '1200px', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.l}`, minHeight: '60vh' })
export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 560px)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1000px)': { gridTemplateColumns: '1fr' } },
})
export const heroTitle = style({ fontSize: 'clamp(1.8em, 4vw, 2.6em)', lineHeight: 1.15, margin: `0 0 ${vars.space.m}` })
export const heroText = style({ fontSize: '1.1em', color: vars.color.muted, margin: 0 })
export const steps = style({ listStyle: 'none', padding: 0, margin: `${vars.space.xl} 0 0`, display: 'grid', gap: vars.space.l })
export const stepItem = style({ background: vars.color.surface, borderRadius: vars.radius.small, padding: vars.space.l, border: `1px solid ${vars.color.border}` })
export const stepTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.05em' })
export const stepText = style({ margin: 0, color: vars.color.muted })
export const page = style({ background: vars.color.surface, borderRadius: vars.radius.large, padding: vars.space.xl, border: `1px solid ${vars.color.border}` })
export const footer = style({ background: '#10131a', color: '#e8ebf2', marginTop: vars.space.xl })
export const footerInner = style({ maxWidth: '1200px', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.l}`, display: 'grid', gap: vars.space.m })
export const footerLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, listStyle: 'none', margin: 0, padding: 0 })
globalStyle(`${footer} a`, { color: '#e8ebf2' })
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
