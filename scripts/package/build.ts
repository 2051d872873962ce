/**
 * npm run build:package: the npm package @simu/widgets in dist/package/ (or $SIMU_DIST/package/), ready
 * for `npm pack` / `npm publish`: the modules (vite build --mode package), custom-elements.json, the types
 * made from it (scripts/package/types.ts), package.json with its exports map, README.md and CHANGELOG.md.
 * The version is the repository's own (package.json), so the package, the CDN's /widgets/<version>/ files
 * and the changelog always say the same.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'
import { buildManifest } from './manifest.ts'
import { packageDeclarations } from './types.ts'

const dist = process.env.SIMU_DIST ?? 'dist'
const out = join(dist, 'package')
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }

export const packageJson = (v: string) => ({
  name: '@simu/widgets',
  version: v,
  description: 'Simu widgets (sell, buy and repair phones in Kenya, Tanzania and Uganda) as custom elements and React components, with types and a custom elements manifest.',
  license: 'UNLICENSED',
  type: 'module',
  types: './types/index.d.ts',
  module: './elements/index.js',
  customElements: './custom-elements.json',
  exports: {
    '.': { types: './types/index.d.ts', default: './elements/index.js' },
    './loader': { types: './types/loader.d.ts', default: './loader.js' },
    './elements': { types: './types/elements.d.ts', default: './elements/index.js' },
    './elements/*.js': { types: './types/elements.d.ts', default: './elements/*.js' },
    './react': { types: './types/react.d.ts', default: './react/index.js' },
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  files: ['elements', 'chunks', 'react', 'loader.js', 'types', 'custom-elements.json', 'CHANGELOG.md', 'README.md'],
  // Importing an element registers it, and each chunk registers its CSS for the shadow roots' shared sheet.
  sideEffects: ['./elements/*.js', './loader.js', './chunks/*.js'],
  peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', '@types/react': '^19.0.0' },
  peerDependenciesMeta: { '@types/react': { optional: true } },
})

const readme = (v: string) => `# @simu/widgets ${v}

Simu's widgets as custom elements (open shadow root, their own styles) and React components.

\`\`\`ts
import { configure } from '@simu/widgets/loader'   // loads each element when its tag appears
configure({ api: 'https://YOUR-SIMU-HOST/api/v1', appKey: 'pk_...' })
\`\`\`

- \`@simu/widgets/elements\`: registers every element at once; \`@simu/widgets/elements/simu-price-checker.js\` one.
- \`@simu/widgets/react\`: \`<SimuPriceChecker country="ke" onSimuQuote={…} />\` and one component per tag.
- \`@simu/widgets/custom-elements.json\`: every tag's attributes, properties, events, CSS parts and custom properties.
- Types: \`HTMLElementTagNameMap\`, React 19 \`JSX.IntrinsicElements\` (\`<simu-price-checker onsimu-quote={…}>\`) and each event's \`detail\`.

React and React DOM 19 are peer dependencies. The full guide: docs/embedding.md in Simu's repository
("Versions and the package"); the changes: CHANGELOG.md.
`

export async function buildPackage(): Promise<void> {
  await build({ mode: 'package', logLevel: 'warn' })
  const manifest = buildManifest(process.cwd(), (_file, tag) => `elements/${tag}.js`)
  mkdirSync(join(out, 'types'), { recursive: true })
  for (const [name, text] of Object.entries(packageDeclarations(manifest))) writeFileSync(join(out, 'types', name), text)
  writeFileSync(join(out, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(out, 'package.json'), `${JSON.stringify(packageJson(version), null, 2)}\n`)
  writeFileSync(join(out, 'README.md'), readme(version))
  copyFileSync('CHANGELOG.md', join(out, 'CHANGELOG.md'))
  console.log(`@simu/widgets ${version} in ${out}`)
}

await buildPackage()
