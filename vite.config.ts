/**
 * One config, three builds (npm run build runs all):
 *   --mode widgets  dist/widgets/simu-*.js: an ES module per custom element, one shared runtime chunk,
 *                   and the compiled CSS inlined as a string for the shared constructable stylesheet.
 *   --mode loader   dist/widgets/loader.js: the tiny classic script partners paste.
 *   --mode site     dist/site/: the full routed site (its CSS in one file).
 *   --mode demos    dist/site/{partner,dealer,samsung}/: the demo host pages.
 *   --mode ssr      dist/ssr/entry-server.js: the site's server renderer (the server hydrates nothing itself).
 *   --mode package  dist/package/: the modules of the npm package @simu/widgets (scripts/package/build.ts adds
 *                   its package.json, types and manifest; npm run build:package runs both).
 * Storybook and Vitest use the plain plugins (no mode).
 */
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { resolve } from 'node:path'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import { widgetEntries } from './src/widgets/tags.ts'

/**
 * Widget build: moves each chunk's compiled CSS into the chunk, as a statement that registers it for
 * the shared constructable stylesheet (src/widgets/ui/sheet.ts) and refreshes that sheet if it exists.
 * A page then loads only its widgets' CSS, and no CSS file or <style> tag is needed.
 */
function inlineWidgetCss(): Plugin {
  return {
    name: 'simu-inline-widget-css',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const css = new Map<string, string>()
        for (const file of Object.values(bundle)) if (file.type === 'asset' && file.fileName.endsWith('.css')) css.set(file.fileName, String(file.source))
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          const imported = [...(file.viteMetadata?.importedCss ?? [])].filter((name) => css.has(name))
          if (imported.length === 0) continue
          const register = imported
            .map((name) => `r.parts[${JSON.stringify(name)}]=${JSON.stringify(css.get(name))};`)
            .join('')
          file.code = `{const r=(globalThis.__simuCss??={parts:{}});${register}r.sheet?.replaceSync(Object.values(r.parts).join("\\n"))}\n${file.code}`
        }
        for (const name of css.keys()) delete bundle[name]
      },
    },
  }
}

/** The path aliases of tsconfig.json (`@core/…` instead of `../../../core/…`), for Vite, Vitest and Storybook. */
export const alias = Object.fromEntries(['core', 'widgets', 'hosts', 'server'].map((area) => [`@${area}`, resolve(import.meta.dirname, 'src', area)]))

// SIMU_DIST builds elsewhere than dist/ (the server reads the same variable).
const dist = process.env.SIMU_DIST ?? 'dist'

export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  const base = [react(), vanillaExtractPlugin()]
  const resolveAliases = { alias }
  if (mode === 'package') {
    // @simu/widgets: every element (one module per tag and one for all), the loader for bundlers and the
    // React components. React stays the app's own (a peer dependency); everything else is bundled, with each
    // chunk's CSS inside it as in the widget build. Each tag's attributes come from custom-elements.json's source.
    const { buildManifest, elementsOf } = await import('./scripts/package/manifest.ts')
    const attributes = Object.fromEntries(elementsOf(buildManifest()).map((e) => [e.tagName, e.attributes.map((a) => a.name)]))
    const entries = Object.fromEntries(Object.entries(widgetEntries).map(([tag, file]) => [`elements/${tag}`, file]))
    return {
      resolve: resolveAliases,
      plugins: [...base, inlineWidgetCss()],
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __SIMU_LAZY_PARTS__: 'true', __SIMU_WIDGET_ATTRIBUTES__: JSON.stringify(attributes) },
      build: {
        outDir: `${dist}/package`,
        emptyOutDir: true,
        cssCodeSplit: true,
        minify: false,
        target: 'es2022',
        lib: { entry: { ...entries, 'elements/index': 'scripts/package/entries/elements.ts', loader: 'scripts/package/entries/loader.ts', 'react/index': 'scripts/package/entries/react.tsx' }, formats: ['es'] },
        rolldownOptions: {
          external: [/^react(-dom)?($|\/)/],
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    }
  }
  if (mode === 'widgets') {
    return {
      resolve: resolveAliases,
      plugins: [...base, inlineWidgetCss()],
      // __SIMU_LAZY_PARTS__: drawers and dialogs load when first opened (src/widgets/ui/LazyDialog.tsx).
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), __SIMU_LAZY_PARTS__: 'true' },
      build: {
        outDir: `${dist}/widgets`,
        emptyOutDir: true,
        cssCodeSplit: true,
        minify: true,
        cssMinify: true,
        target: 'es2022',
        lib: { entry: widgetEntries, formats: ['es'] },
        rolldownOptions: {
          output: {
            minify: true,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // React and the small libraries every widget uses load once, in one runtime chunk; our own
            // modules are split by the bundler by which widgets use them, so a page loads only what its
            // widgets need, and a module shared by two widgets is still one module (one store) on the page.
            codeSplitting: { groups: [{ name: 'contract', test: /node_modules[\\/]zod[\\/]|src[\\/]core[\\/](platform[\\/]api[\\/](registry|define)|[a-z]+[\\/]contract)\.ts/ }, { name: 'runtime', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores|redaxios|rosetta|dlv|templite|@r2wc)[\\/]/ }, { name: 'element', priority: 2, test: /src[\\/](widgets[\\/]ui[\\/](element|host|sheet|Button)\.tsx?|core[\\/](platform[\\/](message|loadable|locale|storage|forms-in-progress|api[\\/]client)|domain[\\/]money)\.ts)/ }, { name: (id: string) => /([\w-]+)\.ts$/.exec(id)?.[1] ?? null, priority: 1, test: /src[\\/]core[\\/]domain[\\/](questions|form-limits|field-rules|issues)\.ts/ }, { name: 'device-selects', priority: 1, test: /src[\\/](core[\\/]catalogue[\\/]device-picker\.ts|widgets[\\/]ui[\\/]DeviceSelects\.tsx)/ }] },
          },
        },
      },
    }
  }
  if (mode === 'loader') {
    return {
      resolve: resolveAliases,
      build: {
        outDir: `${dist}/widgets`,
        emptyOutDir: false,
        minify: true,
        target: 'es2020',
        lib: { entry: 'src/widgets/loader.ts', formats: ['iife'], name: 'SimuLoader', fileName: () => 'loader.js' },
      },
    }
  }
  if (mode === 'ssr') {
    // The site's server renderer: one self-contained module (React and every dependency bundled in, so it
    // runs from any SIMU_DIST) that src/server/site-pages.ts imports. Asset URLs match the site build's.
    return {
      root: 'src/hosts',
      publicDir: false,
      resolve: resolveAliases,
      plugins: base,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: {
        ssr: resolve(import.meta.dirname, 'src/hosts/site/entry-server.tsx'),
        outDir: resolve(dist, 'ssr'),
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
      },
    }
  }
  if (mode === 'site' || mode === 'demos') {
    // The site's CSS is one file in the document's head (cssCodeSplit off): a page the server rendered is
    // styled on its first paint, before its lazily loaded code brings anything. The demo partner pages are
    // their own build, so their (deliberately aggressive) CSS never joins the site's.
    const site = mode === 'site'
    return {
      root: 'src/hosts',
      publicDir: false,
      resolve: resolveAliases,
      plugins: [...base, stylesheetFirst()],
      build: {
        outDir: resolve(dist, 'site'),
        emptyOutDir: site,
        target: 'es2022',
        cssCodeSplit: !site,
        rolldownOptions: {
          input: site
            ? { site: 'src/hosts/site/index.html' }
            : { partner: 'src/hosts/partner/index.html', dealer: 'src/hosts/dealer/index.html', samsung: 'src/hosts/samsung/index.html' },
        },
      },
    }
  }
  return { plugins: base, resolve: resolveAliases }
})

/**
 * Vite writes the page's stylesheet after its module preloads. Over HTTP/1.1 a phone opens six connections,
 * so the one file that blocks the first paint waited behind a queue of scripts that do not (the landing's
 * first paint and LCP 1.9 s, the stylesheet requested at 237 ms after seventeen preloads): it goes first.
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'simu-stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? []
        if (!links.length || !/<title>[^<]*<\/title>/.test(html)) return html
        const rest = links.reduce((h, link) => h.replace(link, ''), html)
        return rest.replace(/(<title>[^<]*<\/title>)/, `$1${links.join('')}`)
      },
    },
  }
}
