// The shape of the code: long files, long functions, imports that climb, in src/.
// `node scripts/code-shape.mjs` prints a report; `--check` exits 1 when a limit is broken
// (npm test runs it). Limits from issue 13: a file ≤ 400 lines, a function ≤ 80 lines, no import
// climbing more than two levels, no raw px value in a .css.ts file (pixels live in widgets/ui/tokens.ts). Exempt: i18n dictionaries, seed and other data files, and data
// tables (a function whose body is mostly one object or array literal).
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = new URL('..', import.meta.url).pathname
const maxFileLines = 400
const maxFunctionLines = 80
const exemptFile = (path) =>
  /(^|\/)i18n\/.*\.(en|sw)\.ts$|\/i18n\/(en|sw|colours|regions)\.ts$|\/seed[^/]*\.ts$|\.data\.ts$|\/data\/|\/db\/migrations\//.test(path)

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (/\.(ts|tsx)$/.test(name)) yield path
  }
}

const lineOf = (source, pos) => source.getLineAndCharacterOfPosition(pos).line
const nameOf = (node) => {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText()
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText()
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 30)}(…)`
  return '(anonymous)'
}
/** A data table: the body is one returned or bare object/array literal. */
const isDataTable = (node) => {
  let body = node.body
  if (!body) return false
  while (ts.isParenthesizedExpression(body)) body = body.expression
  if (ts.isObjectLiteralExpression(body) || ts.isArrayLiteralExpression(body)) return true
  if (ts.isBlock(body) && body.statements.length === 1) {
    const only = body.statements[0]
    return ts.isReturnStatement(only) && !!only.expression &&
      (ts.isObjectLiteralExpression(only.expression) || ts.isArrayLiteralExpression(only.expression))
  }
  return false
}

const files = []
const functions = []
const climbs = []
const rawPx = []
const isPxText = (node) => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
for (const path of walk(join(root, 'src'))) {
  const rel = relative(root, path)
  const text = readFileSync(path, 'utf8')
  const lines = text.split('\n').length
  files.push({ rel, lines, exempt: exemptFile(rel) })
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const visit = (node) => {
    if ((ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) && node.body) {
      const length = lineOf(source, node.end) - lineOf(source, node.getStart(source)) + 1
      if (length > maxFunctionLines) functions.push({ rel, name: nameOf(node), lines: length, exempt: exemptFile(rel) || isDataTable(node) })
    }
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text
      const ups = spec.split('/').filter((part) => part === '..').length
      if (ups > 2) climbs.push({ rel, spec })
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})) {
      const spec = node.arguments[0].text
      if (spec.split('/').filter((part) => part === '..').length > 2) climbs.push({ rel, spec })
    }
    if (rel.endsWith('.css.ts') && isPxText(node) && /\dpx\b/.test(node.text)) rawPx.push({ rel, line: lineOf(source, node.getStart(source)) + 1, text: node.text })
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const longFiles = files.filter((f) => f.lines > maxFileLines && !f.exempt).sort((a, b) => b.lines - a.lines)
const longFunctions = functions.filter((f) => !f.exempt).sort((a, b) => b.lines - a.lines)
const total = files.reduce((sum, f) => sum + f.lines, 0)
const sorted = files.map((f) => f.lines).sort((a, b) => a - b)
console.log(`src: ${files.length} files, ${total} lines, median ${sorted[Math.floor(sorted.length / 2)]}, largest ${sorted.at(-1)}`)
console.log(`files over ${maxFileLines} lines (not dictionaries or data): ${longFiles.length}`)
for (const f of longFiles) console.log(`  ${String(f.lines).padStart(5)}  ${f.rel}`)
console.log(`functions over ${maxFunctionLines} lines (not data tables): ${longFunctions.length}`)
for (const f of longFunctions) console.log(`  ${String(f.lines).padStart(5)}  ${f.rel}  ${f.name}`)
console.log(`imports climbing more than two levels: ${climbs.length}`)
if (process.argv.includes('--verbose')) for (const c of climbs) console.log(`  ${c.rel}  ${c.spec}`)
console.log(`raw px values in .css.ts files (use widgets/ui/tokens.ts): ${rawPx.length}`)
for (const p of rawPx) console.log(`  ${p.rel}:${p.line}  ${p.text}`)
if (process.argv.includes('--check') && (longFiles.length || longFunctions.length || climbs.length || rawPx.length)) process.exit(1)
