/**
 * Issue 10, point 25: fails when any server message, SMS text or seeded display text has no Swahili,
 * and when a server error is thrown with words that are not in the catalogue (so it has no code and
 * no Swahili). Add the text to src/core/i18n/areas/errors.*.ts, src/server/messages.sms.ts or
 * src/server/messages.display.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsEn } from '@core/i18n/areas/errors.en'
import { errorsSw } from '@core/i18n/areas/errors.sw'
import { colors, faults, stock, stores } from '@server/db/seed-data'
import { errorCodes, errorMessage, isErrorCode } from '@server/messages'
import { colourName, colourWordsKept, colourWordsSw, lineLabel } from '@core/i18n/colours'
import { displayText } from '@server/messages.display'
import { doneEn, doneSw } from '@server/messages.done'
import { fieldNamesSw, validationDetail } from '@server/messages.fields'
import { smsEn, smsSw } from '@server/messages.sms'

const serverFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name)
  return statSync(path).isDirectory() ? serverFiles(path) : path.endsWith('.ts') ? [path] : []
})

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

describe('server messages', () => {
  it.each(errorCodes)('%s has its own Swahili with the same values', (code) => {
    const en = errorsEn[code]
    const sw = errorsSw[code]
    expect(sw.trim()).not.toBe('')
    expect(sw).not.toBe(en)
    expect(placeholders(sw)).toEqual(placeholders(en))
  })

  it('renders a state inside a message in the same language', () => {
    expect(errorMessage('trade_in_not_possible', 'sw', { $state: 'errors.tradeInState.paid' })).toBe('Haiwezekani sasa: ubadilishaji huu ni imelipwa')
    for (const [state, en] of Object.entries(errorsEn.tradeInState)) expect(errorsSw.tradeInState[state as keyof typeof errorsEn.tradeInState]).not.toBe(en)
  })
})

describe('SMS texts', () => {
  it.each(Object.keys(smsEn) as (keyof typeof smsEn)[])('%s has its own Swahili with the same values', (key) => {
    expect(smsSw[key]).not.toBe(smsEn[key])
    expect(placeholders(smsSw[key])).toEqual(placeholders(smsEn[key]))
  })
})

describe('success messages', () => {
  it.each(Object.keys(doneEn) as (keyof typeof doneEn)[])('%s has its own Swahili with the same values', (key) => {
    expect(doneSw[key].trim()).not.toBe('')
    expect(doneSw[key]).not.toBe(doneEn[key])
    expect(placeholders(doneSw[key])).toEqual(placeholders(doneEn[key]))
  })

  it('are never loose words in a reply: every `msg:` in the server comes from a catalogue', () => {
    const loose: string[] = []
    for (const file of serverFiles(join(__dirname, '../../src/server'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bmsg:\s*(['"`])([^'"`]*)\1/g)) loose.push(`${file}: ${m[2]}`)
    }
    expect(loose).toEqual([])
  })
})

describe('colour names', () => {
  it('every word of every seeded colour has Swahili, or is a maker\'s word kept on purpose', () => {
    const words = colors.flatMap((c) => c.name.split(' '))
    expect(words.filter((w) => !Object.hasOwn(colourWordsSw, w) && !colourWordsKept.has(w))).toEqual([])
    for (const c of colors) expect(displayText(c.name, 'sw')).toBe(colourName(c.name, 'sw'))
  })

  it('read in the reader\'s language whichever language a kept cart line stored them in', () => {
    expect(colourName('Phantom Black', 'sw')).toBe('Phantom Nyeusi')
    expect(colourName('Usiku wa manane', 'en')).toBe('Midnight')
    expect(colourName('Kijivu cha grafiti', 'sw')).toBe('Kijivu cha grafiti')
    expect(colourName('Kijivu cha grafiti', 'en')).toBe('Graphite')
    for (const [en, sw] of Object.entries(colourWordsSw)) expect(colourName(colourName(en, 'sw'), 'en')).toBe(en === 'Grey' ? 'Gray' : en)
  })

  it('in an order line\'s label follow the reader, on the server and the screen', () => {
    expect(lineLabel('8GB/ 128GB, Midnight', 'sw')).toBe('8GB/ 128GB, Usiku wa manane')
    expect(displayText('8GB/ 128GB, Midnight', 'sw')).toBe('8GB/ 128GB, Usiku wa manane')
    expect(lineLabel('8GB/ 128GB, Usiku wa manane', 'en')).toBe('8GB/ 128GB, Midnight')
    expect(displayText('12GB/ 512GB · Phantom Black', 'sw')).toBe('12GB/ 512GB · Phantom Nyeusi')
    // A model name is not a colour, even with a colour word in it.
    expect(displayText('Galaxy S23 Black Edition', 'sw')).toBe('Galaxy S23 Black Edition')
  })
})

describe('contract (zod) failures', () => {
  it('name the field in Swahili on a Swahili request and keep the schema\'s English on an English one', () => {
    expect(validationDetail({ path: ['phone'] }, 'phone: Invalid input', 'sw')).toBe('sehemu ya namba ya simu haijajazwa ipasavyo')
    expect(validationDetail({ path: ['cart', 0, 'quantity'] }, 'cart.0.quantity: Too small', 'sw')).toBe('sehemu ya kikapu haijajazwa ipasavyo')
    expect(validationDetail({ path: ['deviceOn'] }, "deviceOn: answers are 'yes' or 'no'", 'sw')).toBe('baadhi ya ulichojaza si sahihi')
    expect(validationDetail({ path: ['phone'] }, 'phone: Invalid input', 'en')).toBe('phone: Invalid input')
  })

  it('every field customers type into has a Swahili name', async () => {
    const { calls } = await import('@core/platform/api/registry')
    const typed = ['phone', 'email', 'fname', 'lname', 'password', 'code', 'otp', 'imei', 'query', 'name', 'testimonial', 'occupation', 'businessName', 'contactName', 'receiptNumber', 'purchaseDate', 'town', 'address', 'location', 'id_number']
    const keys = new Set<string>()
    for (const def of Object.values(calls) as { body?: { shape?: Record<string, unknown> }; query?: { shape?: Record<string, unknown> } }[]) {
      for (const k of Object.keys(def.body?.shape ?? {})) keys.add(k)
      for (const k of Object.keys(def.query?.shape ?? {})) keys.add(k)
    }
    expect(typed.filter((k) => keys.has(k) && !Object.hasOwn(fieldNamesSw, k))).toEqual([])
  })
})

describe('seeded display texts', () => {
  const seeded = [
    ...colors.map((c) => c.name),
    ...stores.map((s) => s.openingHours),
    ...faults.map((f) => f.label),
    ...stock.flatMap((s) => s.highlights),
    ...stock.flatMap((s) => s.specs.map((p) => p.key)),
    // Spec values in words (SIM, camera counts); chips, screens and capacities are names, the same in both.
    ...stock.flatMap((s) => s.specs.filter((p) => p.key === 'SIM' || / (dual|triple|quad)/.test(p.value)).map((p) => p.value)),
  ]
  const sameInBoth = new Set(['SIM', 'Nano-SIM + eSIM', 'Dynamic Island', 'Face ID'])

  it.each([...new Set(seeded)])('"%s" has Swahili', (text) => {
    if (sameInBoth.has(text)) return
    expect(displayText(text, 'sw')).not.toBe(text)
  })
})

describe('error calls in the server', () => {
  const files = serverFiles
  const call = /\b(?:badRequest|notFound|forbidden|unauthorized|tooMany|conflict)\(\s*(['"`])([^'"`]*)\1|new HttpError\(\s*\d+,\s*(['"`])([^'"`]*)\3/g

  it('name a catalogued code, never loose words', () => {
    const loose: string[] = []
    // The staff API (src/server/staff) has its own ops_* codes (staff/errors.ts), worded by the ops console.
    for (const file of files(join(__dirname, '../../src/server')).filter((f) => !f.includes('/src/server/staff/'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(call)) {
        const text = m[2] ?? m[4] ?? ''
        if (!isErrorCode(text)) loose.push(`${file}: ${text}`)
      }
    }
    expect(loose).toEqual([])
  })
})

describe('region names', () => {
  it("are words in Swahili where English uses words (Uganda's regions, the Samsung list's 'Kisumu area'), proper names elsewhere", async () => {
    const { regionName } = await import('@core/i18n/regions')
    const { regions } = await import('@core/site/contract')
    const { samsungRegions } = await import('@core/domain/constants')
    expect(regions.ug.map((r) => regionName(r, 'sw'))).toEqual(['Kampala', 'Kati', 'Mashariki', 'Kaskazini', 'Magharibi'])
    expect(samsungRegions.map((r) => regionName(r, 'sw'))).toContain('Eneo la Kisumu')
    // A name with an English word in it would need Swahili: only the ones above have one.
    const english = /\b(area|Central|Eastern|Northern|Western|North|South|East|West)\b/
    const all = [...Object.values(regions).flat(), ...samsungRegions, ...stores.map((s) => s.region)]
    expect(all.filter((r) => english.test(regionName(r, 'sw')) && !['West Pokot'].includes(r))).toEqual([])
    expect(regionName('Central', 'en')).toBe('Central')
  })
})
