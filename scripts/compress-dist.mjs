/**
 * After the build: writes `.br` (quality 11) and `.gz` (level 9) beside every JS, CSS, HTML, SVG and JSON
 * file of dist/ (or SIMU_DIST), so the server sends them precompressed by the visitor's Accept-Encoding
 * instead of compressing on every request. A file whose compressed form is not smaller gets none.
 * Usage: node scripts/compress-dist.mjs [dir]
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? process.env.SIMU_DIST ?? 'dist'
const compressible = /\.(js|mjs|css|html|svg|json|map|txt)$/

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    // dist/ssr is the server's own renderer: never sent to a browser.
    if (entry.isDirectory()) yield* entry.name === 'ssr' ? [] : files(path)
    else if (compressible.test(entry.name)) yield path
  }
}

let count = 0
let before = 0
let after = 0
for (const file of files(root)) {
  const source = readFileSync(file)
  const forms = [
    ['.br', brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
    ['.gz', gzipSync(source, { level: 9 })],
  ]
  for (const [suffix, packed] of forms) {
    // A stale .br from an earlier build must not outlive a file that no longer compresses.
    if (packed.length < source.length) writeFileSync(file + suffix, packed)
    else if (statSync(file + suffix, { throwIfNoEntry: false })) unlinkSync(file + suffix)
  }
  count += 1
  before += source.length
  after += forms[0][1].length
}
console.log(`compressed ${count} files in ${root}: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`)
