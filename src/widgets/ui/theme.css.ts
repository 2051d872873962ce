import { assignVars, createGlobalThemeContract, globalStyle, style } from '@vanilla-extract/css'
import { border, fontSize, radius, space } from './tokens'

/**
 * Theme tokens as CSS custom properties named --simu-*: a partner overrides them on the element,
 * e.g. `simu-price-checker { --simu-color-brand: #0a7 }`.
 */
export const vars = createGlobalThemeContract(
  {
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
  },
  (name) => `simu-${name}`,
)

const values = {
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

// Inside a widget's shadow root: nothing inherited from the host page gets in (custom properties
// are not reset by `all`, so a partner's --simu-* overrides still reach the tokens below).
globalStyle(':host', { all: 'initial', display: 'block', vars: assignVars(vars, values) })
globalStyle(':host([hidden])', { display: 'none' })
// On the full site the same tokens hang off the document.
globalStyle(':root', { vars: assignVars(vars, values) })

/**
 * The root of every widget. It sets every inherited property itself, so a host page's
 * `* { font: 20px serif !important }` on the custom element cannot reach the widget's text.
 */
export const root = style({
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
