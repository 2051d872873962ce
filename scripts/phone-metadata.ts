/**
 * node --import tsx scripts/phone-metadata.ts: writes src/core/domain/phone-metadata.json, the
 * libphonenumber-js metadata of Kenya, Tanzania and Uganda only, taken from the package's own
 * metadata.max.json (the bundled metadata of every country is 83 kB min, 157 kB max: 1.5 kB here).
 * The max flavour is needed because only it keeps the per-type patterns (fixed line, mobile, ...) that
 * tell a mobile number from a landline. Run it again after upgrading libphonenumber-js; a unit test
 * (tests/platform/phone.test.ts) fails while the committed file is out of date.
 * `--check` writes nothing and exits with 1 when the committed file differs.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// A path, not new URL(...): under jsdom (the unit tests) URL is jsdom's, which node:url refuses.
export const metadataFile = resolve(dirname(fileURLToPath(import.meta.url)), '../src/core/domain/phone-metadata.json')

/** The regions Simu serves, by their calling code (the same as countryDialCode in constants.ts). */
const regions = { KE: '254', TZ: '255', UG: '256' } as const

interface MaxMetadata {
  version: number
  country_calling_codes: Record<string, string[]>
  countries: Record<string, unknown>
}

export function phoneMetadata(): object {
  const max = createRequire(import.meta.url)('libphonenumber-js/metadata.max.json') as MaxMetadata
  const country_calling_codes: Record<string, string[]> = {}
  const countries: Record<string, unknown> = {}
  for (const [region, code] of Object.entries(regions)) {
    // Each of these codes belongs to one region only; anything else would mean the source changed shape.
    if (max.country_calling_codes[code]?.join() !== region) throw new Error(`+${code} is no longer only ${region} in libphonenumber-js`)
    country_calling_codes[code] = [region]
    countries[region] = max.countries[region]
  }
  return { version: max.version, country_calling_codes, countries, nonGeographic: {} }
}

export const metadataText = (): string => `${JSON.stringify(phoneMetadata())}\n`

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = metadataText()
  if (process.argv.includes('--check')) {
    const same = readFileSync(metadataFile, 'utf8') === text
    console.log(same ? 'phone-metadata.json is up to date' : 'phone-metadata.json is out of date: run node --import tsx scripts/phone-metadata.ts')
    process.exit(same ? 0 : 1)
  }
  writeFileSync(metadataFile, text)
  console.log(`wrote ${metadataFile} (${text.length} bytes)`)
}
