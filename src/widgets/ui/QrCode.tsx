import { useMemo } from 'react'
import { encode } from 'uqr'
import * as styles from './QrCode.css'

/** The white margin scanners need around the code (ISO/IEC 18004 asks for 4 modules). */
export const quietZone = 4

/**
 * Medium error correction, raised to the most the chosen version can hold: the code is often read off a
 * cracked or dim phone screen, and boosting costs no extra modules.
 */
export const qrOptions = { ecc: 'M', boostEcc: true, border: 0 } as const

/** One SVG path of the dark modules, a unit square each, shifted by the quiet zone. */
export function qrPath(data: boolean[][]): string {
  let d = ''
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x + quietZone} ${y + quietZone}h1v1h-1z`
  }))
  return d
}

/**
 * A QR code drawn here, from the text alone: no image is fetched and nothing is injected as markup
 * (React SVG elements only, coloured by attributes, so the site's CSP needs no exception).
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { d, size } = useMemo(() => {
    const qr = encode(text, qrOptions)
    return { d: qrPath(qr.data), size: qr.size + 2 * quietZone }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className ? `${styles.qr} ${className}` : styles.qr}
      shapeRendering="crispEdges"
    >
      {/* Scanners want dark on light whatever the page theme, hence fixed colours. */}
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#000000" />
    </svg>
  )
}
