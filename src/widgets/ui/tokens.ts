import { layout } from '@core/domain/constants'

/**
 * The design tokens: the only place a pixel value is written (scripts/code-shape.mjs fails on a raw
 * `px` in any other .css.ts file). Plain strings, so the built CSS is the same as the literal; the
 * themable subset (colours, font, radius, space) becomes --simu-* custom properties in theme.css.ts.
 */

/** Screen breakpoints in px: the widest phone, the widest tablet, the narrowest desktop, the hero's wide artwork. */
export const breakpoint = { phone: layout.mobileLPx, tablet: 767, desktop: 1000, wide: layout.heroSwitchPx } as const

/** Media queries built from the breakpoints ("up to" queries include the named size). */
export const media = {
  phone: `screen and (max-width: ${breakpoint.phone}px)`,
  upToTablet: `screen and (max-width: ${breakpoint.tablet}px)`,
  belowDesktop: `screen and (max-width: ${breakpoint.desktop - 1}px)`,
  desktop: `screen and (min-width: ${breakpoint.desktop}px)`,
  belowWide: `screen and (max-width: ${breakpoint.wide - 1}px)`,
} as const

/** Container queries for widgets that size themselves by their own width, not the screen's. */
export const containerQuery = {
  compact: '(max-width: 439.98px)',
  belowRoomy: '(max-width: 519.98px)',
  roomy: '(min-width: 520px)',
  wide: '(min-width: 760px)',
} as const

/** Border and line widths. */
export const border = { hairline: '1px', thick: '2px', heavy: '3px', bar: '6px' } as const

/** The smallest box a finger can hit reliably (WCAG 2.5.5). */
export const touchTarget = '44px'

/** The spacing scale (xs..xl are also the themable vars.space.*). */
export const space = {
  xxs: '2px',
  xs: '4px',
  badge: '5px',
  s: '8px',
  pill: '10px',
  m: '12px',
  l: '16px',
  ml: '20px',
  xl: '24px',
  xxl: '32px',
  xxxl: '40px',
  huge: '48px',
  giant: '64px',
} as const

/** Corner radii (small and large are also the themable vars.radius.*). */
export const radius = { bar: '3px', tiny: '4px', small: '8px', badge: '10px', medium: '12px', large: '14px', xl: '18px', xxl: '22px', round: '26px', pill: '999px' } as const

/** Font sizes in px (most text sizes are in em, relative to the widget's vars.font.size). */
export const fontSize = { base: '16px', small: '12px' } as const

/** Icons, badges and small round controls. */
export const iconSize = { dot: '8px', xs: '12px', s: '16px', m: '18px', l: '20px', xl: '22px', xxl: '24px', badge: '28px' } as const

/** Buttons and controls that are not touch targets (toolbar icons, thumbnails). */
export const controlSize = { s: '32px', m: '36px', l: '40px', search: '42px', xl: '48px', xxl: '52px', xxxl: '56px', big: '64px', textarea: '88px' } as const

/** Fixed heights of media boxes (thumbnails, product pictures, placeholders). */
export const mediaSize = {
  slim: '60px',
  thumbSmall: '72px',
  thumb: '80px',
  thumbLarge: '96px',
  cardImageSmall: '110px',
  tile: '120px',
  cardImage: '150px',
  tileLarge: '160px',
  picture: '360px',
  pictureSmall: '260px',
  image: '320px',
  imageSmall: '230px',
  qr: '184px',
} as const

/** Minimum widths of grid columns and cards. */
export const columnWidth = {
  xxs: '120px',
  xs: '140px',
  s: '160px',
  m: '180px',
  l: '200px',
  xl: '220px',
  xxl: '240px',
  card: '260px',
  wideCard: '280px',
  side: '320px',
  sideWide: '380px',
} as const

/** Maximum widths of content blocks. */
export const measure = {
  page: '1200px',
  wide: '920px',
  prose: '860px',
  article: '720px',
  column: '560px',
  form: '520px',
  dialog: '480px',
  panel: '440px',
  sheet: '420px',
  chat: `${layout.chatPopupPx}px`,
  narrow: '320px',
  card: '260px',
  caption: '160px',
} as const

/** Shadows. */
export const shadow = {
  raised: '0 6px 20px rgba(10, 14, 25, 0.15)',
  menu: '0 12px 32px rgba(10, 14, 25, 0.16)',
  menuStrong: '0 12px 32px rgba(10, 14, 25, 0.18)',
  drawer: '8px 0 32px rgba(10, 14, 25, 0.25)',
  overlay: '0 16px 48px rgba(10, 14, 25, 0.25)',
  dialog: '0 20px 60px rgba(0,0,0,0.25)',
  popup: '0 10px 30px rgba(0,0,0,0.3)',
  card: '0 8px 24px rgba(0,0,0,0.2)',
  cardStrong: '0 8px 24px rgba(0,0,0,0.25)',
  brand: '0 8px 24px rgba(11, 95, 255, 0.35)',
} as const

/** The floating chat button: the room it keeps free at the page bottom, and where its panel sits. */
export const chatOffset = { clearance: '72px', panelBottom: '84px', panelTop: '100px' } as const

/** Moves an element off screen (the skip link before it is focused). */
export const offscreen = '-9999px'

/**
 * The height of each widget's first screen, which its element reserves before it has drawn (issue 11:
 * the partner's page must not jump while the widgets load). Measured in Chromium on the demo pages:
 * `phone` on a 390 px screen, `wide` in a desktop column (the price checker at its 560 px maximum, the
 * sell wizard 960-980 px wide). `upTo` names the media query up to which the phone height holds: where
 * the widget's layout changes (the sell wizard turns two-column in a container of 760 px or more).
 * docs/embedding.md gives partners the same numbers for their `simu-*:not(:defined)` rule. Tags that
 * take no room on the page (sign-in, pop-up) and the checkout, whose height follows the cart, have none.
 */
export const firstScreen = {
  'simu-price-checker': { phone: '538px', wide: '526px', upTo: 'phone' },
  'simu-sell-wizard': { phone: '736px', wide: '590px', upTo: 'upToTablet' },
  'simu-sell-wizard[mode="samsung"]': { phone: '807px', wide: '562px', upTo: 'upToTablet' },
  'simu-add-to-cart': { phone: '369px', wide: '369px', upTo: 'phone' },
  'simu-cart-drawer': { phone: touchTarget, wide: touchTarget, upTo: 'phone' },
  'simu-repair-picker': { phone: touchTarget, wide: touchTarget, upTo: 'phone' },
  'simu-search': { phone: touchTarget, wide: touchTarget, upTo: 'phone' },
  'simu-testimonial-form': { phone: touchTarget, wide: touchTarget, upTo: 'phone' },
} as const satisfies Record<string, { phone: string; wide: string; upTo: keyof typeof media }>

/**
 * The rule docs/embedding.md ("Keep your page still") gives partners, made from firstScreen: each tag keeps its
 * first screen's room until it is defined. The docs and the demo pages (src/hosts/shared/keep-still.css) carry it as
 * text; tests/widgets/keep-still.test.ts checks both against this.
 */
export function keepStillCss(): string {
  const entries = Object.entries(firstScreen)
  const lines = entries.map(([tag, room]) => `${tag}:not(:defined) { display: block; min-block-size: ${room.wide}; }`)
  for (const upTo of ['phone', 'upToTablet'] as const) {
    const narrow = entries.filter(([, room]) => room.upTo === upTo && room.phone !== room.wide)
    if (narrow.length) lines.push(`@media ${media[upTo].replace('screen and ', '')} {`, ...narrow.map(([tag, room]) => `  ${tag}:not(:defined) { min-block-size: ${room.phone}; }`), '}')
  }
  return `${lines.join('\n')}\n`
}
