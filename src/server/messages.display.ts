/**
 * Swahili for the display texts the seed writes into the catalogue (colour names, phone specs and
 * highlights, store opening hours, repair fault labels). The database keeps one English text; replies to a Swahili
 * request carry these instead (lib/http.ts), so the seed and the queries stay single-language.
 * Brand and technical names (A15 Bionic, Super Retina XDR OLED, iOS 18) are the same in both.
 */
import type { Language } from '@core/domain/constants'
import { colourName, colourWordsKept, colourWordsSw, lineLabel } from '@core/i18n/colours'

const daysSw: Record<string, string> = {
  Mon: 'Jumatatu', Tue: 'Jumanne', Wed: 'Jumatano', Thu: 'Alhamisi', Fri: 'Ijumaa', Sat: 'Jumamosi', Sun: 'Jumapili',
}

/** Opening hours as the seed writes them ('Mon-Sat 9:00-20:00, Sun closed'), day by day; undefined for another shape. */
export function hoursSw(text: string): string | undefined {
  const parts = text.split(', ').map((part) => {
    const [days = '', time = '', ...more] = part.split(' ')
    const names = days.split('-').map((d) => (Object.hasOwn(daysSw, d) ? daysSw[d] : undefined))
    if (more.length > 0 || names.some((n) => n === undefined) || time === '') return undefined
    return `${names.join('-')} ${time === 'closed' ? 'imefungwa' : time}`
  })
  return parts.some((p) => p === undefined) ? undefined : parts.join(', ')
}

export const specKeysSw: Record<string, string> = {
  Display: 'Skrini', Processor: 'Kichakato', Battery: 'Betri', 'Main camera': 'Kamera kuu',
  'Selfie camera': 'Kamera ya selfie', OS: 'Mfumo endeshi', SIM: 'SIM',
}

/** The one-line highlight of each refurbished model (seed-data.ts stockDefs `extra`), and the SIM texts. */
export const highlightsSw: Record<string, string> = {
  '1.9" cover screen': 'Skrini ya nje ya 1.9"', '10x optical zoom': 'Kukuza kwa macho mara 10', '25W fast charging': 'Kuchaji haraka 25W',
  '2x optical zoom': 'Kukuza kwa macho mara 2', '33W SUPERVOOC charging': 'Kuchaji SUPERVOOC 33W', '33W fast charging': 'Kuchaji haraka 33W',
  '3x optical zoom': 'Kukuza kwa macho mara 3', '44W FlashCharge': 'FlashCharge 44W', '45W fast charging': 'Kuchaji haraka 45W',
  '4K selfie video': 'Video ya selfie ya 4K', '5G ready': 'Tayari kwa 5G', '67W SUPERVOOC charging': 'Kuchaji SUPERVOOC 67W',
  '67W turbo charging': 'Kuchaji turbo 67W', '80W SUPERVOOC charging': 'Kuchaji SUPERVOOC 80W', '8K video': 'Video ya 8K',
  'All-day battery life': 'Betri ya siku nzima', 'Built-in S Pen': 'S Pen iliyojengwa ndani', 'Camera Control button': 'Kitufe cha Camera Control',
  'Cinematic mode video': 'Video ya hali ya sinema', 'Colour-changing back': 'Mgongo unaobadilika rangi', 'Compact flagship': 'Simu bora ndogo',
  'Crash Detection': 'Kugundua ajali', 'Dynamic Island': 'Dynamic Island', 'Face ID': 'Face ID', 'Fingerprint sensor': 'Kihisi cha alama ya kidole',
  'Front flash for selfies': 'Mwanga wa mbele kwa selfie', 'IP67 water resistant': 'Inastahimili maji (IP67)', 'IP68 water resistant': 'Inastahimili maji (IP68)',
  'In-display fingerprint': 'Alama ya kidole ndani ya skrini', 'Night mode photos': 'Picha za hali ya usiku', 'Optical image stabilisation': 'Uimarishaji wa picha kwa macho',
  'Retractable portrait lens': 'Lenzi ya picha inayojikunja', 'Stainless steel frame': 'Fremu ya chuma cha pua', 'Titanium design': 'Muundo wa titani',
  'Two-day battery': 'Betri ya siku mbili', 'USB-C charging': 'Kuchaji kwa USB-C', 'Vegan leather back': 'Mgongo wa ngozi bandia',
  'Dual SIM (Nano)': 'SIM mbili (Nano)', 'Nano-SIM + eSIM': 'Nano-SIM + eSIM',
}

/** The repair faults' labels (seed-data.ts faults). */
export const faultLabelsSw: Record<string, string> = {
  'Screen is damaged': 'Skrini imeharibika', 'Battery has issues': 'Betri ina matatizo', 'Charging Port not working': 'Tundu la kuchaji halifanyi kazi',
  'Microphone is not working': 'Maikrofoni haifanyi kazi', Speaker: 'Spika', 'Earpiece is not working': 'Spika ya sikioni haifanyi kazi',
}

// Colour words come from core/i18n/colours.ts, shared with the client (a kept cart line reads in the reader's language too).
const exact: Record<string, string> = { ...colourWordsSw, ...specKeysSw, ...highlightsSw, ...faultLabelsSw }

const cameraCount: Record<string, string> = { dual: 'mbili', triple: 'tatu', quad: 'nne' }

/**
 * The Swahili of a seeded display text, or the text itself when it has none (a model name, a brand,
 * a chip). Composed highlights ("<display> display", "<camera> camera", "<battery> battery") and
 * camera specs ("12MP triple + LiDAR") are put together from their parts. Splits, never patterns.
 */
export function displayText(text: string, language: Language): string {
  if (language !== 'sw') return text
  const known = Object.hasOwn(exact, text) ? exact[text] : hoursSw(text)
  if (known !== undefined) return known
  if (isColourName(text)) return colourName(text, language)
  if (isOrderLineLabel(text)) return lineLabel(text, language)
  for (const [suffix, word] of [[' display', 'Skrini'], [' camera', 'Kamera'], [' battery', 'Betri']] as const) {
    if (text.endsWith(suffix)) return `${word} ${displayText(text.slice(0, -suffix.length), language)}`
  }
  const words = text.split(' ')
  if (words[0]?.endsWith('MP') && words.some((w) => Object.hasOwn(cameraCount, w))) {
    return words.map((w) => (Object.hasOwn(cameraCount, w) ? cameraCount[w] : w)).join(' ')
  }
  return text
}

/** 'Phantom Black': only colour and makers' words, at least one a colour (a model name has digits or other words). */
function isColourName(text: string): boolean {
  const words = text.split(' ')
  return words.some((w) => Object.hasOwn(colourWordsSw, w)) && words.every((w) => Object.hasOwn(colourWordsSw, w) || colourWordsKept.has(w))
}

/** A shop order line's label as checkout writes it: '8GB/ 128GB, Midnight' (or '12GB/ 512GB · Phantom Black'). */
function isOrderLineLabel(text: string): boolean {
  return [', ', ' · '].some((sep) => {
    const at = text.lastIndexOf(sep)
    return at > 0 && text.slice(0, at).endsWith('GB') && isColourName(text.slice(at + sep.length))
  })
}

/** Reply fields that hold seeded display texts; other fields (ids, regions used as filter keys, names) are left as they are. */
const displayFields = new Set(['label', 'name', 'colorName', 'key', 'value', 'openingHours', 'highlights'])

/** A reply with its seeded display texts in the request's language (a new value; the input is not changed). */
export function localiseReply<T>(reply: T, language: Language): T {
  if (language === 'en') return reply
  return walk(reply, false, language) as T
}

function walk(value: unknown, display: boolean, language: Language): unknown {
  if (typeof value === 'string') return display ? displayText(value, language) : value
  if (Array.isArray(value)) return value.map((v) => walk(v, display, language))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = walk(v, displayFields.has(k), language)
    return out
  }
  return value
}
