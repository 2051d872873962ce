/**
 * The compiled CSS of the widgets as one constructable stylesheet, adopted by every shadow root: no
 * <style> text, so it works under a CSP without 'unsafe-inline'. The widget build puts each chunk's CSS
 * into the chunk itself (vite.config.ts), registered here under a global when the chunk loads, so a page
 * downloads only the CSS of the widgets it uses. Outside the widget build there is no registry (the site
 * and Storybook load the same CSS as a normal stylesheet) and this returns undefined.
 */
interface CssRegistry {
  parts: Record<string, string>
  sheet?: CSSStyleSheet
}

declare global {
  // eslint-disable-next-line no-var
  var __simuCss: CssRegistry | undefined
}

export function widgetSheet(): CSSStyleSheet | undefined {
  const registry = globalThis.__simuCss
  if (!registry || typeof CSSStyleSheet === 'undefined') return undefined
  if (!registry.sheet) {
    registry.sheet = new CSSStyleSheet()
    registry.sheet.replaceSync(Object.values(registry.parts).join('\n'))
  }
  return registry.sheet
}
