// Prints one closing line for the whole npm test run from the runners' JSON reports.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of ['test-results/vitest.json', 'test-results/vitest-pg.json']) {
  if (!existsSync(file)) continue
  const r = JSON.parse(readFileSync(file, 'utf8'))
  passed += r.numPassedTests
  failed += r.numFailedTests
  skipped += r.numPendingTests + (r.numTodoTests ?? 0)
}
if (existsSync('test-results/playwright.json')) {
  const s = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats
  passed += s.expected
  failed += s.unexpected + (s.flaky ?? 0)
  skipped += s.skipped
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exitCode = failed > 0 || passed === 0 ? 1 : 0
