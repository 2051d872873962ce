import { style } from '@vanilla-extract/css'
import { columnWidth, mediaSize } from './tokens'

/** A QR code stays square and sharp; it shrinks on a narrow screen but never below a scannable size. */
export const qr = style({
  display: 'block',
  width: mediaSize.qr,
  maxWidth: '100%',
  minWidth: columnWidth.xxs,
  height: 'auto',
  aspectRatio: '1 / 1',
})
