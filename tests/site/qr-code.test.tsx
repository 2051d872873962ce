/**
 * Issue 10, point 20: the store option's summary shows the scannable service code the address page
 * promises. The QR code is drawn here from the ticket number; this test reads the drawn SVG back into a
 * grid of modules, checks it against uqr's own matrix, and decodes it with a small reader of its own
 * (no QR decoder is installed) so a drawing that scanners could not read fails.
 */
import { composeStories } from '@storybook/react-vite'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { encode } from 'uqr'
import { setCountry, setLanguage } from '@core/platform/locale'
import { QrCode } from '@widgets/ui/QrCode'
import * as stories from '../../stories/RepairPages.stories'

const composed = composeStories(stories)

beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  sessionStorage.clear()
})

/** The grid the SVG draws: its viewBox gives the size, each `M{x} {y}h1v1h-1z` one dark module. */
function drawnGrid(svg: Element): boolean[][] {
  const box = svg.getAttribute('viewBox')!.split(' ').map(Number)
  expect(box.slice(0, 2)).toEqual([0, 0])
  const [w = 0, h = 0] = box.slice(2)
  expect(w).toBe(h)
  const grid = Array.from({ length: h }, () => Array.from({ length: w }, () => false))
  const d = svg.querySelector('path')!.getAttribute('d')!
  const modules = [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)]
  // Nothing in the path but unit squares.
  expect(modules.map((m) => m[0]).join('')).toBe(d)
  for (const [, x, y] of modules) grid[Number(y)]![Number(x)] = true
  return grid
}

// ------------------------------------------------------------ a minimal reader (version 1 only)

const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
/** Data codewords of a version-1 code by error-correction level as the format bits name it (M=0, L=1, H=2, Q=3). */
const dataCodewords = [16, 19, 9, 13]
const masks: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
]
/** Finders with their separators and format areas, and the timing lines, of a 21×21 code. */
const isFunction = (x: number, y: number) => (x <= 8 && y <= 8) || (x >= 13 && y <= 8) || (x <= 8 && y >= 13) || x === 6 || y === 6

/** Reads the format bits next to the top-left finder (ISO/IEC 18004 §7.9), checking their BCH code. */
function formatOf(m: boolean[][]): { level: number; mask: number } {
  const at = (x: number, y: number) => (m[y]![x] ? 1 : 0)
  const read = [0, 1, 2, 3, 4, 5].map((i) => at(8, i)).concat([at(8, 7), at(8, 8), at(7, 8)], [9, 10, 11, 12, 13, 14].map((i) => at(14 - i, 8)))
  const bits = read.reduce<number>((n, b, i) => n | (b << i), 0) ^ 0x5412
  const data = bits >> 10
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  expect(bits & 0x3ff).toBe(rem & 0x3ff)
  return { level: data >> 3, mask: data & 7 }
}

/** Decodes a version-1 code with an alphanumeric or byte segment; no error correction is attempted. */
function decode(m: boolean[][]): string {
  expect(m.length).toBe(21)
  const { level, mask } = formatOf(m)
  const bits: number[] = []
  for (let right = 20; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < 21; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const y = ((right + 1) & 2) === 0 ? 20 - vert : vert
        if (!isFunction(x, y)) bits.push(m[y]![x] !== masks[mask]!(x, y) ? 1 : 0)
      }
    }
  }
  const stream = bits.slice(0, dataCodewords[level]! * 8)
  let at = 0
  const take = (n: number) => stream.slice(at, (at += n)).reduce((v, b) => (v << 1) | b, 0)
  const mode = take(4)
  if (mode === 0b0100) return String.fromCharCode(...Array.from({ length: take(8) }, () => take(8)))
  expect(mode).toBe(0b0010)
  const count = take(9)
  let text = ''
  for (let i = 0; i + 1 < count; i += 2) {
    const pair = take(11)
    text += alphanumeric.charAt(Math.floor(pair / 45)) + alphanumeric.charAt(pair % 45)
  }
  if (count % 2) text += alphanumeric.charAt(take(6))
  return text
}

// ------------------------------------------------------------ the tests

describe('QrCode', () => {
  it.each(['R1001KE', 'R1003TZ', 'R1234567UG'])('draws %s as a square grid with a quiet zone of 4 modules that reads back as the ticket', (ticket) => {
    render(<QrCode text={ticket} label={`QR service code for ticket ${ticket}`} />)
    const svg = screen.getByRole('img', { name: `QR service code for ticket ${ticket}` })
    const grid = drawnGrid(svg)
    const qr = encode(ticket, { ecc: 'M', boostEcc: true, border: 0 })
    expect(grid.length).toBe(qr.size + 8)
    expect(grid.every((row) => row.length === grid.length)).toBe(true)

    // The quiet zone is empty; inside it, module for module what uqr encodes for the same text.
    const n = grid.length
    const zone = grid.flatMap((row, y) => row.filter((_, x) => x < 4 || y < 4 || x >= n - 4 || y >= n - 4))
    expect(zone.some(Boolean)).toBe(false)
    const inner = grid.slice(4, n - 4).map((row) => row.slice(4, n - 4))
    expect(inner).toEqual(qr.data)
    expect(inner.flat().filter(Boolean).length).toBeGreaterThan(0)

    // The three finder patterns sit in their corners (a scanner's first look).
    const finder = (x0: number, y0: number) => Array.from({ length: 7 }, (_, y) => Array.from({ length: 7 }, (_, x) => inner[y0 + y]![x0 + x]))
    const expected = Array.from({ length: 7 }, (_, y) => Array.from({ length: 7 }, (_, x) => Math.max(Math.abs(x - 3), Math.abs(y - 3)) !== 2))
    const s = inner.length
    expect([finder(0, 0), finder(s - 7, 0), finder(0, s - 7)]).toEqual([expected, expected, expected])

    expect(decode(inner)).toBe(ticket)
  })

  it('draws the same modules for the same text, and different ones for another ticket', () => {
    const drawn = (text: string) => drawnGrid(render(<QrCode text={text} label={text} />).container.querySelector('svg')!)
    const a = drawn('R1001KE')
    const b = drawn('R1001KE')
    const c = drawn('R1002KE')
    expect(b).toEqual(a)
    expect(c).not.toEqual(a)
  })

  it('is coloured by SVG attributes, dark on white, with no style attribute or injected markup', () => {
    const { container } = render(<QrCode text="R1001KE" label="code" />)
    const svg = container.querySelector('svg')!
    expect(container.querySelectorAll('[style]')).toHaveLength(0)
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff')
    expect(svg.querySelector('path')!.getAttribute('fill')).toBe('#000000')
  })
})

describe('the repair summary', () => {
  it('shows the service code of a store booking: heading, QR image naming the ticket, the ticket under it and who scans it (SummaryStoreBooked)', () => {
    render(<composed.SummaryStoreBooked />)
    const section = screen.getByRole('region', { name: 'Your service code' })
    const img = within(section).getByRole('img', { name: 'QR service code for ticket R1001KE' })
    expect(decode(drawnGrid(img).slice(4, -4).map((row) => row.slice(4, -4)))).toBe('R1001KE')
    expect(within(section).getByText('Ticket R1001KE')).toBeTruthy()
    expect(within(section).getByText('Show this code at the store: our staff scan it to find your repair.')).toBeTruthy()
  })

  it('shows no service code for a home visit (SummaryHomeVisit)', () => {
    render(<composed.SummaryHomeVisit />)
    expect(screen.getByText('R1002KE')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Your service code' })).toBeNull()
    expect(screen.queryByRole('img', { name: /QR/ })).toBeNull()
  })

  it('says it in Swahili on tz (SummarySwahili)', () => {
    render(<composed.SummarySwahili />)
    const section = screen.getByRole('region', { name: 'Msimbo wako wa huduma' })
    expect(within(section).getByRole('img', { name: 'Msimbo wa QR wa huduma wa tiketi R1003TZ' })).toBeTruthy()
    expect(within(section).getByText('Tiketi R1003TZ')).toBeTruthy()
    expect(within(section).getByText(/wafanyakazi wetu watauchanganua/)).toBeTruthy()
  })
})
