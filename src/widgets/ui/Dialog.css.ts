import { globalStyle, style } from '@vanilla-extract/css'

/**
 * The native <dialog> is only the modal layer: it covers the viewport, transparent, and holds the overlay
 * and the panel (ui.css.ts overlay, dialog, drawer) as before. Its user-agent box (border, padding, white
 * background, a size that fits the content, centred by margins) is undone here.
 */
export const layer = style({
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  overflow: 'visible',
})
// The overlay inside draws the dim, so a click on it is ours to answer (the backdrop's would reach the dialog itself).
globalStyle(`${layer}::backdrop`, { background: 'transparent' })
