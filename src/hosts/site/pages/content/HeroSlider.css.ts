import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, iconSize, radius, space, touchTarget } from '@widgets/ui/tokens'

export const carousel = style({ display: 'grid', gap: vars.space.s })

/** Every slide sits in the same grid cell, so the banner keeps the tallest slide's height: no layout shift. */
export const slides = style({ display: 'grid' })
export const slide = style({
  gridArea: '1 / 1',
  transition: 'opacity 400ms ease, visibility 400ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
/** visibility (not display) hides the other slides: out of the tab order and the accessibility tree, yet they still hold the height. */
export const slideHidden = style({ visibility: 'hidden', opacity: 0 })

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, flexWrap: 'wrap' })
export const dots = style({ display: 'flex', gap: 0, margin: 0, padding: 0, listStyle: 'none' })

const control = {
  minWidth: touchTarget,
  minHeight: touchTarget,
  display: 'inline-grid',
  placeItems: 'center',
  border: 0,
  borderRadius: radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
} as const
export const button = style({ ...control, ':hover': { background: vars.color.surfaceAlt } })
globalStyle(`${button}:focus-visible`, { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick })
export const icon = style({ width: iconSize.l, height: iconSize.l, fill: 'currentColor' })

export const dot = style({ ...control })
globalStyle(`${dot}:focus-visible`, { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: `-${space.xs}` })
/** The visible dot inside the 44 px target. */
export const dotMark = style({ width: iconSize.xs, height: iconSize.xs, borderRadius: radius.pill, border: `${border.thick} solid ${vars.color.muted}`, boxSizing: 'border-box' })
globalStyle(`${dot}[aria-current="true"] ${dotMark}`, { background: vars.color.brand, borderColor: vars.color.brand, width: iconSize.badge })
