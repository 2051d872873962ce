import { assignVars, createGlobalThemeContract, fallbackVar, globalStyle, style } from '@vanilla-extract/css'
import { border, fontSize, radius, space } from './tokens'

const names = {
  color: {
    brand: 'color-brand',
    brandText: 'color-brand-text',
    brandSoft: 'color-brand-soft',
    text: 'color-text',
    muted: 'color-muted',
    surface: 'color-surface',
    surfaceAlt: 'color-surface-alt',
    border: 'color-border',
    critical: 'color-critical',
    criticalSoft: 'color-critical-soft',
    positive: 'color-positive',
    positiveSoft: 'color-positive-soft',
    focus: 'color-focus',
  },
  font: { body: 'font-body', size: 'font-size' },
  radius: { small: 'radius-small', large: 'radius-large' },
  space: { xs: 'space-xs', s: 'space-s', m: 'space-m', l: 'space-l', xl: 'space-xl' },
}

/**
 * The theme a partner sets: CSS custom properties named --simu-*, on `:root`, `body`, a wrapper or
 * the element itself (docs/embedding.md, Styling). Nothing of Simu's sets them, so a value the page
 * sets anywhere above a widget is inherited into its shadow root, and one set on the tag wins there.
 */
export const themeProperties = createGlobalThemeContract(names, (name) => `simu-${name}`)

/**
 * What the styles read: --_simu-*, each the partner's --simu-* value or else Simu's default (below).
 * Private, so that the defaults never sit on a --simu-* property: a default set on :host (as before)
 * overrode the value the page's :root passed down, and a partner had to theme each tag.
 */
export const vars = createGlobalThemeContract(names, (name) => `_simu-${name}`)

/** Simu's defaults, used where the page sets no --simu-* value. */
export const themeDefaults = {
  color: {
    brand: '#0b5fff',
    brandText: '#ffffff',
    brandSoft: '#e8efff',
    text: '#14171f',
    muted: '#555d6e',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fa',
    border: '#cfd5e1',
    critical: '#b3261e',
    criticalSoft: '#fdecea',
    positive: '#0f7b3f',
    positiveSoft: '#e7f6ed',
    focus: '#0b5fff',
  },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', size: fontSize.base },
  radius: { small: radius.small, large: radius.large },
  space: { xs: space.xs, s: space.s, m: space.m, l: space.l, xl: space.xl },
}

/** --_simu-x: var(--simu-x, default): the partner's value where the page or the element sets one, else the default. */
const withFallback = <T extends Record<string, string>>(properties: Record<keyof T, string>, defaults: T): T =>
  Object.fromEntries(Object.keys(defaults).map((key: keyof T) => [key, fallbackVar(properties[key], defaults[key]!)])) as T
const resolved = {
  color: withFallback(themeProperties.color, themeDefaults.color),
  font: withFallback(themeProperties.font, themeDefaults.font),
  radius: withFallback(themeProperties.radius, themeDefaults.radius),
  space: withFallback(themeProperties.space, themeDefaults.space),
}
const theme = assignVars(vars, resolved)

// Inside a widget's shadow root: nothing inherited from the host page gets in (custom properties are
// not reset by `all`, so the partner's --simu-* values still arrive, and the widget's root reads them).
globalStyle(':host', { all: 'initial', display: 'block' })
globalStyle(':host([hidden])', { display: 'none' })
// On the full site the same tokens hang off the document.
globalStyle(':root', { vars: theme })

/**
 * The root of every widget. It sets every inherited property itself, so a host page's
 * `* { font: 20px serif !important }` on the custom element cannot reach the widget's text. It also
 * resolves the theme (a --simu-* value inherited from the page or the element, else the default), so a
 * React component rendered without a shadow root takes a wrapper's --simu-* values too.
 */
export const root = style({
  vars: theme,
  fontFamily: vars.font.body,
  fontSize: vars.font.size,
  fontWeight: 400,
  fontStyle: 'normal',
  lineHeight: 1.5,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'start',
  textIndent: 0,
  whiteSpace: 'normal',
  color: vars.color.text,
  visibility: 'visible',
  cursor: 'auto',
  boxSizing: 'border-box',
  WebkitFontSmoothing: 'antialiased',
})

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' })
globalStyle(`${root} :focus-visible`, { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick })
