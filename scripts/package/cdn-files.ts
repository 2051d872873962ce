/**
 * The last step of npm run build: the files that describe dist/widgets/ to partners, and the release kept.
 *   widgets/custom-elements.json  the manifest (served at /widgets/custom-elements.json; module paths are the
 *                                 tags' files under /widgets/)
 *   widgets/integrity.json        { version, files: { 'loader.js': 'sha384-…', … } }: the Subresource Integrity
 *                                 hash of every script, for <script integrity> on /widgets/<version>/loader.js
 *   widget-releases/<version>/    a copy of widgets/ that the server serves, immutable, at /widgets/<version>/.
 *                                 Releases built before stay (the widget build empties widgets/ only), so a
 *                                 page pinned to an older version keeps working after an upgrade.
 * Usage: node --import tsx scripts/package/cdn-files.ts [dist]
 */
import { createHash } from 'node:crypto'
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { buildManifest } from './manifest.ts'

export interface Integrity {
  version: string
  files: Record<string, string>
}

function* scripts(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* scripts(path)
    else if (entry.name.endsWith('.js')) yield path
  }
}

/** sha384 of each script under dir, by its path relative to dir (posix slashes), sorted. */
export function integrityOf(dir: string, version: string): Integrity {
  const files = [...scripts(dir)].map((path) => [relative(dir, path).split('\\').join('/'), `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`] as const)
  return { version, files: Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b))) }
}

export function writeCdnFiles(dist: string): Integrity {
  const widgets = join(dist, 'widgets')
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
  const manifest = buildManifest(process.cwd(), (_file, tag) => `${tag}.js`)
  writeFileSync(join(widgets, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const integrity = integrityOf(widgets, version)
  writeFileSync(join(widgets, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`)
  // The same version built again replaces its copy (a release is rebuilt only before it is published).
  const release = join(dist, 'widget-releases', version)
  rmSync(release, { recursive: true, force: true })
  cpSync(widgets, release, { recursive: true })
  return integrity
}

if (process.argv[1]?.endsWith('cdn-files.ts')) {
  const integrity = writeCdnFiles(process.argv[2] ?? process.env.SIMU_DIST ?? 'dist')
  console.log(`widgets ${integrity.version}: custom-elements.json, integrity.json (${Object.keys(integrity.files).length} scripts)`)
}
