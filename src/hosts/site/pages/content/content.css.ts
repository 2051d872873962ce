import { globalStyle, style } from '@vanilla-extract/css'
export { visuallyHidden as visuallyHiddenText } from '@widgets/ui/ui.css'
import { vars } from '@widgets/ui/theme.css'
import { border, columnWidth, controlSize, measure, media, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'

export const stack = style({ display: 'grid', gap: space.xxxl, '@media': { [media.phone]: { gap: vars.space.xl } } })
export const section = style({ display: 'grid', gap: vars.space.l })
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `${border.hairline} solid ${vars.color.border}`,
  padding: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const h1 = style({ fontSize: 'clamp(1.7em, 4vw, 2.5em)', lineHeight: 1.15, margin: 0, letterSpacing: '-0.01em' })
export const h2 = style({ fontSize: 'clamp(1.3em, 3vw, 1.7em)', lineHeight: 1.2, margin: 0 })
export const h3 = style({ fontSize: '1.1em', margin: 0 })
export const lead = style({ fontSize: '1.1em', color: vars.color.muted, margin: 0, maxWidth: '65ch' })
export const text = style({ margin: 0, maxWidth: '70ch' })
export const muted = style({ margin: 0, color: vars.color.muted })

// ------------------------------------------------------------------ hero

export const hero = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: '#0a1f4d',
  color: '#ffffff',
  minHeight: mediaSize.picture,
})
export const heroPicture = style({ gridArea: '1 / 1', display: 'block' })
export const heroImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', aspectRatio: '3 / 1', '@media': { [media.belowWide]: { aspectRatio: '5 / 6' } } })
export const heroText = style({
  gridArea: '1 / 1',
  alignSelf: 'center',
  display: 'grid',
  gap: vars.space.m,
  justifyItems: 'start',
  maxWidth: measure.column,
  padding: space.xxxl,
  '@media': { [media.belowWide]: { alignSelf: 'start', padding: vars.space.xl }, [media.phone]: { padding: vars.space.l } },
})
export const heroTitle = style({ fontSize: 'clamp(1.8em, 4.5vw, 2.8em)', lineHeight: 1.1, margin: 0 })
export const heroBody = style({ fontSize: '1.1em', margin: 0, color: '#e3e9ff' })
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: controlSize.xl,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.small,
  background: '#ffd23f',
  color: '#14171f',
  fontWeight: 700,
  textDecoration: 'none',
})

// ------------------------------------------------------------------ lists of tiles

export const tiles = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.xl}, 1fr))` })
export const tile = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `${border.hairline} solid ${vars.color.border}`,
  padding: vars.space.l,
  display: 'grid',
  gap: vars.space.s,
  alignContent: 'start',
})
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: controlSize.m,
  height: controlSize.m,
  borderRadius: radius.xl,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 800,
})
export const claimValue = style({ fontSize: '1.25em', fontWeight: 800, color: vars.color.brand, margin: 0 })

export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.l,
  alignItems: 'center',
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  background: 'linear-gradient(120deg, #1428a0 0%, #0b5fff 100%)',
  color: '#ffffff',
  '@media': { [media.upToTablet]: { gridTemplateColumns: '1fr' } },
})
export const bannerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: controlSize.xl,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.small,
  background: '#ffffff',
  color: '#1428a0',
  fontWeight: 700,
  textDecoration: 'none',
})
export const checker = style({ display: 'grid', gap: vars.space.l, gridTemplateColumns: `minmax(0, 1fr) minmax(0, ${measure.column})`, alignItems: 'start', '@media': { [media.belowDesktop]: { gridTemplateColumns: '1fr' } } })

export const blogGrid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.card}, 1fr))` })
export const blogCard = style({ background: vars.color.surface, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.border}`, overflow: 'hidden', display: 'grid' })
export const blogImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '5 / 2', objectFit: 'cover', background: vars.color.brandSoft })
export const blogBody = style({ padding: vars.space.l, display: 'grid', gap: vars.space.s })

export const slogan = style({
  textAlign: 'center',
  display: 'grid',
  gap: vars.space.m,
  justifyItems: 'center',
  padding: `${space.huge} ${space.xl}`,
  borderRadius: vars.radius.large,
  background: '#10131a',
  color: '#ffffff',
})
export const sloganTitle = style({ fontSize: 'clamp(1.8em, 5vw, 3em)', margin: 0, lineHeight: 1.1 })

// ------------------------------------------------------------------ text pages

export const prose = style({ display: 'grid', gap: vars.space.l, maxWidth: '75ch' })
globalStyle(`${prose} p`, { margin: 0 })
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, listStyle: 'none', margin: 0, padding: 0 })
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: touchTarget,
  padding: `0 ${vars.space.l}`,
  borderRadius: radius.xxl,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.brandText } },
})
export const numbered = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.m })
export const bullets = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.s })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' })
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: touchTarget,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 700,
  textDecoration: 'none',
})
export const linkButtonSecondary = style([linkButton, { background: vars.color.surface, color: vars.color.brand, border: `${border.hairline} solid ${vars.color.brand}` }])

export const priceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.card}, 1fr))` })
export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
})
export const price = style({ fontWeight: 800, whiteSpace: 'nowrap', color: vars.color.brand })

// ------------------------------------------------------------------ forms

export const twoColumns = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', alignItems: 'start', '@media': { [media.upToTablet]: { gridTemplateColumns: '1fr' } } })
export const form = style({ display: 'grid', gap: vars.space.l })
export const fieldGrid = style({ display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.xl}, 1fr))` })
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const label = style({ fontWeight: 600 })
export const input = style({
  width: '100%',
  minHeight: touchTarget,
  padding: `0 ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 ${border.hairline} ${vars.color.critical}` },
    '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.muted },
  },
})
export const hint = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const error = style({ margin: 0, fontSize: '0.9em', color: vars.color.critical, fontWeight: 600 })
export const alert = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.criticalSoft, color: vars.color.critical, border: `${border.hairline} solid ${vars.color.critical}` })
export const success = style({ display: 'grid', gap: vars.space.m, padding: vars.space.xl, borderRadius: vars.radius.large, background: vars.color.positiveSoft, border: `${border.hairline} solid ${vars.color.positive}` })
export const successTitle = style({ margin: 0, color: vars.color.positive, fontSize: '1.3em' })
export const submitRow = style({ display: 'flex', gap: vars.space.m, alignItems: 'center', flexWrap: 'wrap' })

export const roleList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.card}, 1fr))` })
export const rolePlace = style({ margin: 0, color: vars.color.muted, fontWeight: 600 })
/** The selling steps beside the price checker: one column, so each step reads in one line. */
export const stepList = style([tiles, { gridTemplateColumns: '1fr' }])

/** The price checker's place while the browser renders it (its first screen's height). */
export const checkerPlaceholder = style({ minHeight: '28rem' })
