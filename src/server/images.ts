/**
 * Generated phone illustrations: a small, self-contained SVG per model (front, back or side) drawn in
 * the model's body colour, and a neutral outline icon for models without one. No external references,
 * and the same input always gives the same bytes.
 */

const fallbackColor = '#8e8e93'

/** Escapes the five XML special characters so text is safe in element content and attributes. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;'
      case '<':
        return '&lt;'
      case '>':
        return '&gt;'
      case '"':
        return '&quot;'
      default:
        return '&apos;'
    }
  })
}

/** Only plain hex colours reach the markup; anything else falls back to grey. */
function safeColor(c: string): string {
  return /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(c) ? c.toLowerCase() : fallbackColor
}

/** FNV-1a, for stable ids and the lens count. */
function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/** Relative luminance 0..1 of a hex colour, to keep the lens rings visible on dark and light bodies. */
function luminance(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
  const n = parseInt(h.slice(1), 16)
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255
}

const open = (title: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 480" width="240" height="480" role="img"><title>${escapeXml(title)}</title>`

export function phoneSvg(opts: { name: string; bodyColor: string; variant?: 'front' | 'back' | 'side' }): string {
  const variant = opts.variant ?? 'front'
  const color = safeColor(opts.bodyColor)
  const id = `p${hash(`${opts.name}|${color}|${variant}`).toString(36)}`
  const dark = luminance(color) < 0.35
  const edge = dark ? '#ffffff' : '#000000'

  // Body gradient: the colour itself under a light-to-shade overlay, so any hex works.
  const defs =
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>` +
    `<linearGradient id="${id}s" x1="0" y1="0" x2=".6" y2="1">` +
    `<stop offset="0" stop-color="#2b3a67"/><stop offset=".55" stop-color="#4b3f72"/><stop offset="1" stop-color="#0f1424"/></linearGradient></defs>`

  let body: string
  if (variant === 'side') {
    body =
      `<rect x="101" y="120" width="6" height="44" rx="2" fill="${color}"/><rect x="101" y="174" width="6" height="44" rx="2" fill="${color}"/>` +
      `<rect x="133" y="150" width="6" height="64" rx="2" fill="${color}"/>` +
      `<rect x="104" y="20" width="32" height="440" rx="14" fill="${color}"/><rect x="104" y="20" width="32" height="440" rx="14" fill="url(#${id}b)"/>` +
      `<rect x="112" y="24" width="16" height="432" rx="8" fill="#fff" opacity=".12"/>` +
      `<rect x="114" y="446" width="12" height="4" rx="2" fill="#000" opacity=".45"/>`
  } else {
    const frame =
      `<rect x="27" y="110" width="5" height="34" rx="2" fill="${color}"/><rect x="27" y="152" width="5" height="34" rx="2" fill="${color}"/>` +
      `<rect x="208" y="130" width="5" height="52" rx="2" fill="${color}"/>` +
      `<rect x="30" y="20" width="180" height="440" rx="32" fill="${color}"/><rect x="30" y="20" width="180" height="440" rx="32" fill="url(#${id}b)"/>`
    if (variant === 'front') {
      body =
        frame +
        `<rect x="38" y="28" width="164" height="424" rx="26" fill="#0b0d12"/>` +
        `<rect x="42" y="32" width="156" height="416" rx="23" fill="url(#${id}s)"/>` +
        `<path d="M42 200 L198 92 L198 170 L42 300 Z" fill="#fff" opacity=".06"/>` +
        `<rect x="98" y="42" width="44" height="12" rx="6" fill="#05060a"/><circle cx="131" cy="48" r="3" fill="#1d2740"/>` +
        `<rect x="96" y="436" width="48" height="4" rx="2" fill="#fff" opacity=".5"/>`
    } else {
      const lensCount = /pro|ultra|max|plus/i.test(opts.name) ? 3 : (hash(opts.name) % 2) + 1
      const spots: [number, number][] = [
        [70, 68],
        [70, 108],
        [106, 88],
      ]
      const lenses = spots
        .slice(0, lensCount)
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="15" fill="#111" stroke="${edge}" stroke-opacity=".25" stroke-width="3"/>` +
            `<circle cx="${x}" cy="${y}" r="7" fill="#1e2a4a"/><circle cx="${x - 3}" cy="${y - 3}" r="2.5" fill="#fff" opacity=".6"/>`,
        )
        .join('')
      body =
        frame +
        `<rect x="48" y="44" width="82" height="90" rx="24" fill="${color}"/><rect x="48" y="44" width="82" height="90" rx="24" fill="#000" opacity=".14" stroke="${edge}" stroke-opacity=".2"/>` +
        lenses +
        `<circle cx="108" cy="122" r="5" fill="#f6e7b0"/>` +
        `<rect x="100" y="250" width="40" height="40" rx="12" fill="${edge}" opacity=".08"/>`
    }
  }
  return `${open(opts.name)}${defs}${body}</svg>`
}

/** A neutral grey outline phone, used when a model has no illustration. */
export function genericPhoneSvg(): string {
  return (
    `${open('Phone')}` +
    `<rect x="34" y="24" width="172" height="432" rx="30" fill="#f4f5f7" stroke="#9aa0a6" stroke-width="8"/>` +
    `<rect x="54" y="64" width="132" height="332" rx="10" fill="none" stroke="#c3c7cc" stroke-width="4"/>` +
    `<rect x="96" y="40" width="48" height="8" rx="4" fill="#9aa0a6"/>` +
    `<circle cx="120" cy="422" r="14" fill="none" stroke="#9aa0a6" stroke-width="4"/></svg>`
  )
}
