/**
 * One config, three builds (npm run build runs all):
 *   --mode widgets  dist/widgets/simu-*.js: an ES module per custom element, one shared runtime chunk,
 *                   and the compiled CSS inlined as a string for the shared constructable stylesheet.
 *   --mode loader   dist/widgets/loader.js: the tiny classic script partners paste.
 *   --mode site     dist/site/: the full routed site and the demo host pages.
 * Storybook and Vitest use the plain plugins (no mode).
 */
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { resolve } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { widgetEntries } from './src/widgets/tags.ts'

const cssModuleId = 'virtual:simu-widget-css'
const placeholder = '__SIMU_WIDGET_CSS__'

/** Provides virtual:simu-widget-css: in the widget build, the whole compiled CSS; elsewhere ''. */
function widgetCss(inline: boolean): Plugin {
  return {
    name: 'simu-widget-css',
    enforce: 'pre',
    resolveId: (id) => (id === cssModuleId ? `\0${cssModuleId}` : undefined),
    load: (id) => (id === `\0${cssModuleId}` ? `export default ${inline ? JSON.stringify(placeholder) : "''"}` : undefined),
    // After Vite's own CSS plugin has emitted the stylesheet.
    generateBundle: { order: 'post', handler(_options, bundle) {
      if (!inline) return
      const cssFiles = Object.values(bundle).filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'))
      const css = cssFiles.map((f) => (f.type === 'asset' ? String(f.source) : '')).join('\n')
      let replaced = 0
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.code.includes(placeholder)) continue
        file.code = file.code.replace(new RegExp(`(["'\`])${placeholder}\\1`, 'g'), () => (replaced++, JSON.stringify(css)))
      }
      if (replaced === 0) this.error('the widget CSS placeholder was not found in any chunk')
      for (const f of cssFiles) delete bundle[f.fileName]
    } },
  }
}

// SIMU_DIST builds elsewhere than dist/ (the server reads the same variable).
const dist = process.env.SIMU_DIST ?? 'dist'

export default defineConfig(({ mode }) => {
  const base = [react(), vanillaExtractPlugin()]
  if (mode === 'widgets') {
    return {
      plugins: [...base, widgetCss(true)],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: `${dist}/widgets`,
        emptyOutDir: true,
        cssCodeSplit: false,
        minify: true,
        cssMinify: true,
        target: 'es2022',
        lib: { entry: widgetEntries, formats: ['es'] },
        rolldownOptions: {
          output: {
            minify: true,
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            // React, the stores and the shared UI load once for every widget on a page.
            codeSplitting: { groups: [{ name: 'runtime', test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores|zod|redaxios|rosetta|dlv|templite)[\\/]|src[\\/]core[\\/]|src[\\/]widgets[\\/]ui[\\/](?!Dialog)/ }] },
          },
        },
      },
    }
  }
  if (mode === 'loader') {
    return {
      build: {
        outDir: `${dist}/widgets`,
        emptyOutDir: false,
        minify: true,
        target: 'es2020',
        lib: { entry: 'src/widgets/loader.ts', formats: ['iife'], name: 'SimuLoader', fileName: () => 'loader.js' },
      },
    }
  }
  if (mode === 'site') {
    return {
      root: 'src/hosts',
      publicDir: false,
      plugins: [...base, widgetCss(false)],
      build: {
        outDir: resolve(dist, 'site'),
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: {
          input: {
            site: 'src/hosts/site/index.html',
            partner: 'src/hosts/partner/index.html',
            dealer: 'src/hosts/dealer/index.html', samsung: 'src/hosts/samsung/index.html',
          },
        },
      },
    }
  }
  return { plugins: [...base, widgetCss(false)] }
})
