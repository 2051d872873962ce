/**
 * Colour names in the reader's language, word by word: a colour name is made of colour words
 * ('Black', 'Midnight') and the makers' marketing words ('Phantom', 'Sierra', 'Awesome'). Colour words
 * have Swahili; marketing words are names with no Swahili equivalent, so they stay as they are.
 * A name may reach the screen in either language (a cart line kept from a page read in English), so
 * it is first put back into English, then into the reader's language.
 */
import type { Language } from '../domain/constants'

export const colourWordsSw: Record<string, string> = {
  Black: 'Nyeusi', White: 'Nyeupe', Blue: 'Bluu', Green: 'Kijani', Purple: 'Zambarau', Gold: 'Dhahabu',
  Silver: 'Fedha', Graphite: 'Kijivu cha grafiti', Red: 'Nyekundu', Midnight: 'Usiku wa manane', Starlight: 'Mwanga wa nyota',
  Titanium: 'Titani', Pink: 'Waridi', Gray: 'Kijivu', Grey: 'Kijivu', Yellow: 'Njano', Orange: 'Machungwa',
  Brown: 'Kahawia', Bronze: 'Shaba', Cream: 'Krimu', Violet: 'Urujuani', Lavender: 'Lavenda', Mint: 'Kijani cha mnanaa',
  Navy: 'Bluu iliyokolea', Coral: 'Matumbawe', Copper: 'Shaba nyekundu', Sky: 'Anga', Ocean: 'Bahari', Forest: 'Msitu',
}

/** Makers' words kept as they are in Swahili (names of a finish, not colours); the seed test accepts them. */
export const colourWordsKept = new Set(['Phantom', 'Sierra', 'Awesome', 'Aurora', 'Mystic', 'Prism', 'Pacific', 'Alpine', 'Cosmic', 'Deep', 'Space', 'Light', 'Dark'])

const englishOf = new Map<string, string>()
for (const [en, sw] of Object.entries(colourWordsSw)) if (!englishOf.has(sw)) englishOf.set(sw, en)
/** The longest Swahili colour phrase, in words (the back-translation tries no longer run). */
const longest = Math.max(...[...englishOf.keys()].map((sw) => sw.split(' ').length))

/** A colour name in English, whichever language it is in (unknown words stay). */
function toEnglish(name: string): string {
  const words = name.split(' ')
  const out: string[] = []
  for (let i = 0; i < words.length;) {
    let matched = 0
    for (let n = Math.min(longest, words.length - i); n > 0 && matched === 0; n--) {
      const en = englishOf.get(words.slice(i, i + n).join(' '))
      if (en !== undefined) { out.push(en); matched = n }
    }
    if (matched === 0) { out.push(words[i]!); matched = 1 }
    i += matched
  }
  return out.join(' ')
}

/** A colour name ('Phantom Black', 'Nyeusi') in a language: colour words translated, marketing words kept. */
export function colourName(name: string, language: Language): string {
  const english = toEnglish(name.trim())
  if (language !== 'sw') return english
  return english.split(' ').map((w) => (Object.hasOwn(colourWordsSw, w) ? colourWordsSw[w]! : w)).join(' ')
}

/** An order line's label ('8GB/ 128GB, Midnight', older rows '12GB/ 512GB · Phantom Black': the colour after the last separator) with its colour in a language. */
export function lineLabel(label: string, language: Language): string {
  const sep = [', ', ' · '].map((s) => ({ s, at: label.lastIndexOf(s) })).reduce((a, b) => (b.at > a.at ? b : a))
  if (sep.at < 0) return label
  return `${label.slice(0, sep.at)}${sep.s}${colourName(label.slice(sep.at + sep.s.length), language)}`
}
