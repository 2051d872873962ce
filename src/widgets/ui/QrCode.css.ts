import { style } from '@vanilla-extract/css'

/** A QR code stays square and sharp; it shrinks on a narrow screen but never below a scannable size. */
export const qr = style({
  display: 'block',
  width: '184px',
  maxWidth: '100%',
  minWidth: '120px',
  height: 'auto',
  aspectRatio: '1 / 1',
})
