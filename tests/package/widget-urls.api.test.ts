/**
 * What a partner's page fetches from Simu (issue 12 §1): the manifest at /widgets/custom-elements.json,
 * the widgets under versioned URLs (/widgets/v1/… moves within the major version, /widgets/<version>/…
 * never changes), and the published Subresource Integrity hash of every pinned script.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { widgetTags } from '@widgets/tags'
import { writeCdnFiles } from '../../scripts/package/cdn-files.ts'
import type { Manifest, ManifestElement } from '../../scripts/package/manifest.ts'
import { startApi, type Harness } from '../support/server'

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const major = version.split('.')[0]
const shortCache = 'public, max-age=300, must-revalidate'
const immutable = 'public, max-age=31536000, immutable'

let api: Harness
let dist: string
beforeAll(async () => {
  // A built dist/widgets/ in miniature: the loader, one tag's entry and a hashed chunk.
  dist = mkdtempSync(join(tmpdir(), 'simu-widget-urls-'))
  mkdirSync(join(dist, 'widgets', 'chunks'), { recursive: true })
  writeFileSync(join(dist, 'widgets', 'loader.js'), '(()=>{console.log("simu loader")})();\n')
  writeFileSync(join(dist, 'widgets', 'simu-price-checker.js'), 'import "./chunks/runtime-Ab12Cd34.js";\n')
  writeFileSync(join(dist, 'widgets', 'chunks', 'runtime-Ab12Cd34.js'), 'export const runtime = 1;\n')
  writeCdnFiles(dist)
  // A release built before this one, kept by that build.
  mkdirSync(join(dist, 'widget-releases', '0.9.0'), { recursive: true })
  writeFileSync(join(dist, 'widget-releases', '0.9.0', 'loader.js'), 'console.log("simu 0.9.0")\n')
  api = await startApi({ env: { SIMU_DIST: dist } })
})
afterAll(async () => {
  await api.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('GET /widgets/custom-elements.json', () => {
  it('lists every tag with its attributes, properties, events, CSS parts and CSS custom properties', async () => {
    const res = await api.request('GET', '/widgets/custom-elements.json', { headers: { origin: 'https://duka.example' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    const manifest = res.body as Manifest
    expect(manifest.schemaVersion).toBe('1.0.0')
    const elements = manifest.modules.flatMap((m) => m.declarations) as ManifestElement[]
    expect(elements.map((e) => e.tagName)).toEqual([...widgetTags])
    for (const element of elements) {
      const module = manifest.modules.find((m) => m.declarations.includes(element))
      expect(module?.path, 'the module is the tag\'s file under /widgets/').toBe(`${element.tagName}.js`)
      expect(element.customElement).toBe(true)
      expect(element.summary, `${element.tagName}: a summary`).not.toBe('')
      expect(element.attributes.map((a) => a.name)).toEqual(expect.arrayContaining(['country', 'lang', 'partner-id']))
      expect(element.members.map((m) => m.name)).toEqual(expect.arrayContaining(['country', 'lang', 'partnerId']))
      expect(element.events.map((e) => e.name)).toEqual(expect.arrayContaining(['simu-error', 'simu:error']))
      expect(element.cssParts, `${element.tagName}: cssParts`).toBeInstanceOf(Array)
      expect(element.cssProperties.length, `${element.tagName}: CSS custom properties`).toBeGreaterThan(0)
    }
    // Parts are part of the contract once there are any: then every widget names its own.
    if (elements.some((e) => e.cssParts.length > 0)) {
      for (const element of elements) expect(element.cssParts.length, `${element.tagName}: CSS parts`).toBeGreaterThan(0)
    }
  })

  it('names each event\'s detail type and each attribute\'s values', async () => {
    const elements = ((await api.request('GET', '/widgets/custom-elements.json')).body as Manifest).modules.flatMap((m) => m.declarations) as ManifestElement[]
    const checker = elements.find((e) => e.tagName === 'simu-price-checker')
    expect(checker?.events.find((e) => e.name === 'simu-quote')?.type.text).toBe('CustomEvent<SimuEstimateQuoteDetail>')
    expect(checker?.attributes.find((a) => a.name === 'country')?.type.text).toBe("'ke' | 'tz' | 'ug'")
    const wizard = elements.find((e) => e.tagName === 'simu-sell-wizard')
    expect(wizard?.attributes.find((a) => a.name === 'mode')).toMatchObject({ default: 'sell', fieldName: 'mode' })
  })
})

describe('versioned widget URLs', () => {
  it(`/widgets/${version}/… is the release itself: immutable for a year`, async () => {
    for (const file of ['loader.js', 'simu-price-checker.js', 'chunks/runtime-Ab12Cd34.js']) {
      const res = await api.request('GET', `/widgets/${version}/${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers['cache-control'], file).toBe(immutable)
      expect(res.headers['access-control-allow-origin']).toBe('*')
    }
  })

  it(`/widgets/v${major}/loader.js moves within the major version: a short cache, then revalidated; its hashed chunks are immutable`, async () => {
    const loader = await api.request('GET', `/widgets/v${major}/loader.js`)
    expect(loader.status).toBe(200)
    expect(loader.headers['cache-control']).toBe(shortCache)
    expect(loader.headers.etag).toBeDefined()
    expect((await api.request('GET', `/widgets/v${major}/simu-price-checker.js`)).headers['cache-control']).toBe(shortCache)
    expect((await api.request('GET', `/widgets/v${major}/chunks/runtime-Ab12Cd34.js`)).headers['cache-control']).toBe(immutable)
  })

  it('the unversioned /widgets/loader.js still works, as before', async () => {
    const res = await api.request('GET', '/widgets/loader.js')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe(shortCache)
  })

  it('an older release the build kept stays at its own URL, unchanged and immutable', async () => {
    const old = await api.request('GET', '/widgets/0.9.0/loader.js')
    expect(old.status).toBe(200)
    expect(old.body).toBe('console.log("simu 0.9.0")\n')
    expect(old.headers['cache-control']).toBe(immutable)
    // This build's own release was kept too.
    expect(readFileSync(join(dist, 'widget-releases', version, 'loader.js'), 'utf8')).toBe(readFileSync(join(dist, 'widgets', 'loader.js'), 'utf8'))
  })

  it('a version that was never built, or another major, is not found', async () => {
    expect((await api.request('GET', '/widgets/0.8.0/loader.js')).status).toBe(404)
    expect((await api.request('GET', `/widgets/v${Number(major) + 1}/loader.js`)).status).toBe(404)
  })

  it(`publishes the sha384 integrity of every script at /widgets/${version}/integrity.json, matching what is served`, async () => {
    const res = await api.request('GET', `/widgets/${version}/integrity.json`)
    expect(res.status).toBe(200)
    const { version: published, files } = res.body as { version: string; files: Record<string, string> }
    expect(published).toBe(version)
    expect(Object.keys(files)).toEqual(['chunks/runtime-Ab12Cd34.js', 'loader.js', 'simu-price-checker.js'])
    for (const [file, integrity] of Object.entries(files)) {
      const served = await api.request('GET', `/widgets/${version}/${file}`)
      expect(integrity, file).toBe(`sha384-${createHash('sha384').update(String(served.body)).digest('base64')}`)
    }
  })
})
