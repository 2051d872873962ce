/**
 * Issue 10, point 25: fails when any server message, SMS text or seeded display text has no Swahili,
 * and when a server error is thrown with words that are not in the catalogue (so it has no code and
 * no Swahili). Add the text to src/core/i18n/areas/errors.*.ts, src/server/messages.sms.ts or
 * src/server/messages.display.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { errorsEn } from '../../src/core/i18n/areas/errors.en'
import { errorsSw } from '../../src/core/i18n/areas/errors.sw'
import { colors, faults, stock, stores } from '../../src/server/db/seed-data'
import { errorCodes, errorMessage, isErrorCode } from '../../src/server/messages'
import { displayText } from '../../src/server/messages.display'
import { smsEn, smsSw } from '../../src/server/messages.sms'

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
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : []
  })
  const call = /\b(?:badRequest|notFound|forbidden|unauthorized|tooMany|conflict)\(\s*(['"`])([^'"`]*)\1|new HttpError\(\s*\d+,\s*(['"`])([^'"`]*)\3/g

  it('name a catalogued code, never loose words', () => {
    const loose: string[] = []
    for (const file of files(join(__dirname, '../../src/server'))) {
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
    const { regionName } = await import('../../src/core/i18n/regions')
    const { regions } = await import('../../src/core/api/calls/site')
    const { samsungRegions } = await import('../../src/core/domain/constants')
    expect(regions.ug.map((r) => regionName(r, 'sw'))).toEqual(['Kampala', 'Kati', 'Mashariki', 'Kaskazini', 'Magharibi'])
    expect(samsungRegions.map((r) => regionName(r, 'sw'))).toContain('Eneo la Kisumu')
    // A name with an English word in it would need Swahili: only the ones above have one.
    const english = /\b(area|Central|Eastern|Northern|Western|North|South|East|West)\b/
    const all = [...Object.values(regions).flat(), ...samsungRegions, ...stores.map((s) => s.region)]
    expect(all.filter((r) => english.test(regionName(r, 'sw')) && !['West Pokot'].includes(r))).toEqual([])
    expect(regionName('Central', 'en')).toBe('Central')
  })
})
