import { globalStyle, style } from '@vanilla-extract/css'
export { visuallyHidden } from '@widgets/ui/ui.css'
import { vars } from '@widgets/ui/theme.css'
import { border, measure, media, offscreen } from '@widgets/ui/tokens'

/** The full site's document styles; the shell's own are in shell/shell.css.ts, the pages' beside them. */
globalStyle('html, body', { margin: 0, padding: 0 })
globalStyle('html', { scrollPaddingTop: vars.space.l })
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  WebkitFontSmoothing: 'antialiased',
  textSizeAdjust: '100%',
})
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('a', { color: vars.color.brand })
globalStyle('img, svg', { maxWidth: '100%' })
globalStyle(':focus-visible', { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick })

export const skip = style({
  position: 'absolute',
  left: offscreen,
  selectors: { '&:focus': { left: vars.space.l, top: vars.space.l, zIndex: 50, background: vars.color.surface, padding: vars.space.s } },
})
export const main = style({
  maxWidth: measure.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.l}`,
  minHeight: '60vh',
  '@media': { [media.phone]: { padding: `${vars.space.l} ${vars.space.l}` } },
})
/** A plain page in a card (the not-found and 'opens soon' screens). */
export const page = style({
  display: 'grid',
  gap: vars.space.m,
  justifyItems: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  border: `${border.hairline} solid ${vars.color.border}`,
})
globalStyle(`${page} > *`, { margin: 0 })
