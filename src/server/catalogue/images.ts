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

/**
 * How a brand's phones look (issue 10 point 19: every model its own picture, not one drawing for all):
 * corner radius, the camera module's shape and the front camera's cut-out. The model then varies the
 * width and the lens count, and the chosen colour paints the body.
 */
interface Look { radius: number; module: 'square' | 'circle' | 'column' | 'bar' | 'pill'; screen: 'notch' | 'punch' | 'drop' | 'corner'; bezel: number }
const looks: Record<string, Look> = {
  iphone: { radius: 36, module: 'square', screen: 'notch', bezel: 8 },
  samsung: { radius: 22, module: 'column', screen: 'punch', bezel: 6 },
  tecno: { radius: 28, module: 'circle', screen: 'punch', bezel: 10 },
  infinix: { radius: 26, module: 'bar', screen: 'drop', bezel: 9 },
  xiaomi: { radius: 30, module: 'square', screen: 'punch', bezel: 7 },
  redmi: { radius: 30, module: 'bar', screen: 'drop', bezel: 11 },
  vivo: { radius: 26, module: 'pill', screen: 'corner', bezel: 5 },
  oppo: { radius: 32, module: 'pill', screen: 'corner', bezel: 12 },
  realme: { radius: 24, module: 'column', screen: 'corner', bezel: 4 },
}
const moduleShapes: Look['module'][] = ['square', 'circle', 'column', 'bar', 'pill']
const screens: Look['screen'][] = ['notch', 'punch', 'drop', 'corner']

function lookOf(brand: string, name: string): Look {
  const known = looks[brand.trim().toLowerCase()]
  if (known) return known
  const h = hash(`${brand}|${name}`)
  return { radius: 22 + (h % 4) * 4, module: moduleShapes[h % moduleShapes.length]!, screen: screens[(h >> 3) % screens.length]!, bezel: 4 + ((h >> 6) % 9) }
}

/** Where the lenses sit for a module shape, the module's own outline first. */
function cameraOf(look: Look, x: number, count: number, color: string, edge: string): string {
  const lens = ([cx, cy]: [number, number], r = 14) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#111" stroke="${edge}" stroke-opacity=".25" stroke-width="3"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r / 2)}" fill="#1e2a4a"/><circle cx="${cx - 3}" cy="${cy - 3}" r="2.5" fill="#fff" opacity=".6"/>`
  const plate = (shape: string) => `${shape.replace('/>', ` fill="${color}"/>`)}${shape.replace('/>', ` fill="#000" opacity=".14" stroke="${edge}" stroke-opacity=".2"/>`)}`
  switch (look.module) {
    case 'circle':
      return plate(`<circle cx="120" cy="96" r="56"/>`) + [[100, 80], [140, 80], [120, 116]].slice(0, count).map((p) => lens(p as [number, number], 13)).join('')
    case 'column':
      return [[x + 34, 64], [x + 34, 104], [x + 34, 144]].slice(0, count).map((p) => lens(p as [number, number])).join('')
    case 'bar':
      return plate(`<rect x="${x + 14}" y="52" width="${240 - 2 * x - 28}" height="56" rx="18"/>`) + [[x + 44, 80], [x + 84, 80], [x + 124, 80]].slice(0, count).map((p) => lens(p as [number, number])).join('')
    case 'pill':
      return plate(`<rect x="${x + 18}" y="44" width="44" height="124" rx="22"/>`) + [[x + 40, 72], [x + 40, 108], [x + 40, 144]].slice(0, count).map((p) => lens(p as [number, number], 12)).join('')
    default:
      return plate(`<rect x="${x + 18}" y="44" width="82" height="90" rx="24"/>`) + [[x + 40, 68], [x + 40, 108], [x + 76, 88]].slice(0, count).map((p) => lens(p as [number, number], 15)).join('')
  }
}

/** The front camera's cut-out in the screen; `size` (0, 1 or 2) makes it smaller or larger per model. */
function frontCameraOf(look: Look, x: number, size: number): string {
  switch (look.screen) {
    case 'notch': {
      const w = 60 + size * 12
      return `<rect x="${120 - w / 2}" y="32" width="${w}" height="22" rx="11" fill="#05060a"/><circle cx="${120 + w / 2 - 20}" cy="43" r="3" fill="#1d2740"/>`
    }
    case 'drop':
      return `<path d="M${108 - size * 2} 32 Q120 32 120 46 Q120 32 ${132 + size * 2} 32 Z" fill="#05060a"/><circle cx="120" cy="40" r="${5 + size}" fill="#05060a"/>`
    case 'corner':
      return `<circle cx="${x + 30}" cy="48" r="${6 + size}" fill="#05060a"/>`
    default:
      return `<circle cx="120" cy="48" r="${6 + size}" fill="#05060a"/><circle cx="121" cy="47" r="2" fill="#1d2740"/>`
  }
}

/**
 * A model's own proportions from its rank among its brand's models (0, 1, 2...): 6 widths x 4 corner
 * radii x 3 front-camera sizes, so up to 72 models of one brand never share a drawing (a hash of the name
 * made a third of the catalogue's fronts collide). Without a rank the name's hash picks.
 */
function proportionsOf(rank: number) {
  return { widthStep: rank % 6, radiusStep: Math.floor(rank / 6) % 4, cameraSize: Math.floor(rank / 24) % 3 }
}

export function phoneSvg(opts: { name: string; bodyColor: string; variant?: 'front' | 'back' | 'side'; brand?: string; rank?: number }): string {
  const variant = opts.variant ?? 'front'
  const brand = opts.brand ?? ''
  const color = safeColor(opts.bodyColor)
  const id = `p${hash(`${brand}|${opts.name}|${color}|${variant}`).toString(36)}`
  const dark = luminance(color) < 0.35
  const edge = dark ? '#ffffff' : '#000000'
  const look = lookOf(brand, opts.name)
  // The model sets the width (164 to 189 px of 240), the corners and the front camera, so two models of
  // one brand differ too.
  const p = proportionsOf(opts.rank ?? hash(opts.name) % 72)
  const width = 164 + p.widthStep * 5
  const x = (240 - width) / 2
  const r = look.radius + p.radiusStep * 3 - 3
  const b = look.bezel

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
      `<rect x="104" y="20" width="32" height="440" rx="${Math.round(r / 2.4)}" fill="${color}"/><rect x="104" y="20" width="32" height="440" rx="${Math.round(r / 2.4)}" fill="url(#${id}b)"/>` +
      `<rect x="112" y="24" width="16" height="432" rx="8" fill="#fff" opacity=".12"/>` +
      `<rect x="114" y="446" width="12" height="4" rx="2" fill="#000" opacity=".45"/>`
  } else {
    const frame =
      `<rect x="${x - 3}" y="110" width="5" height="34" rx="2" fill="${color}"/><rect x="${x - 3}" y="152" width="5" height="34" rx="2" fill="${color}"/>` +
      `<rect x="${240 - x - 2}" y="130" width="5" height="52" rx="2" fill="${color}"/>` +
      `<rect x="${x}" y="20" width="${width}" height="440" rx="${r}" fill="${color}"/><rect x="${x}" y="20" width="${width}" height="440" rx="${r}" fill="url(#${id}b)"/>`
    if (variant === 'front') {
      body =
        frame +
        // The bezel is the brand's own (the front shows no name), so two brands' fronts differ too.
        `<rect x="${x + b}" y="28" width="${width - 2 * b}" height="424" rx="${r - 6}" fill="#0b0d12"/>` +
        `<rect x="${x + b + 4}" y="32" width="${width - 2 * b - 8}" height="416" rx="${r - 9}" fill="url(#${id}s)"/>` +
        `<path d="M${x + b + 4} 200 L${240 - x - b - 4} 92 L${240 - x - b - 4} 170 L${x + b + 4} 300 Z" fill="#fff" opacity=".06"/>` +
        frontCameraOf(look, x, p.cameraSize) +
        `<rect x="96" y="436" width="48" height="4" rx="2" fill="#fff" opacity=".5"/>`
    } else {
      const lensCount = /pro|ultra|max|plus/i.test(opts.name) ? 3 : (hash(opts.name) % 2) + 1
      body =
        frame +
        cameraOf(look, x, lensCount, color, edge) +
        (brand ? `<text x="120" y="390" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${edge}" opacity=".55">${escapeXml(brand)}</text>` : '') +
        `<rect x="100" y="250" width="40" height="40" rx="12" fill="${edge}" opacity=".08"/>`
    }
  }
  return `${open(brand ? `${brand} ${opts.name}` : opts.name)}${defs}${body}</svg>`
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
