import css from 'virtual:simu-widget-css'

let shared: CSSStyleSheet | undefined

/**
 * The compiled CSS of every widget as one constructable stylesheet, adopted by every shadow root:
 * no <style> text, so it works under a CSP without 'unsafe-inline'. Empty outside the widget build
 * (the site and Storybook load the same CSS as a normal stylesheet).
 */
export function widgetSheet(): CSSStyleSheet | undefined {
  if (!css || typeof CSSStyleSheet === 'undefined') return undefined
  if (!shared) {
    shared = new CSSStyleSheet()
    shared.replaceSync(css)
  }
  return shared
}
