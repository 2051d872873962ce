import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, columnWidth, controlSize, iconSize, media, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'

/** The filter panel sits beside the grid from this width; below it, it is a drawer opened by 'Explore'. */

export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 })
export const section = style({
  display: 'grid',
  gap: vars.space.l,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  border: `${border.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const title = style({ margin: 0, fontSize: 'clamp(1.5em, 4vw, 2.1em)', lineHeight: 1.2 })
export const h2 = style({ margin: 0, fontSize: '1.3em' })
export const h3 = style({ margin: 0, fontSize: '1.05em' })
export const muted = style({ margin: 0, color: vars.color.muted })
export const text = style({ margin: 0, maxWidth: '70ch' })

// ---- catalogue layout

export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${columnWidth.card} minmax(0, 1fr)`,
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const sidebar = style({
  position: 'sticky',
  top: vars.space.l,
  '@media': { [media.belowDesktop]: { display: 'none' } },
})
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center', justifyContent: 'space-between' })
export const explore = style({ '@media': { [media.desktop]: { display: 'none' } } })

export const filters = style({ display: 'grid', gap: vars.space.l, padding: vars.space.l, background: vars.color.surface, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.border}` })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.s, minWidth: 0 })
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.xs })
export const option = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', minHeight: controlSize.s, cursor: 'pointer' })
export const checkbox = style({ width: iconSize.m, height: iconSize.m, margin: 0, accentColor: vars.color.brand, flexShrink: 0 })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.l,
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.l}, 1fr))`,
  '@media': { [media.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.m } },
})
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: `auto ${mediaSize.cardImage} auto`,
  gap: vars.space.s,
  height: '100%',
  padding: vars.space.l,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` } },
  '@media': { [media.phone]: { padding: vars.space.m, gridTemplateRows: `auto ${mediaSize.cardImageSmall} auto` } },
})
export const badge = style({ justifySelf: 'start', fontSize: '0.8em', fontWeight: 700, padding: `${space.xxs} ${vars.space.s}`, borderRadius: radius.pill })
export const badgeIn = style([badge, { background: vars.color.positiveSoft, color: vars.color.positive }])
export const badgeOut = style([badge, { background: vars.color.criticalSoft, color: vars.color.critical }])
export const cardImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain', justifySelf: 'center' })
export const cardBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const cardName = style({ margin: 0, fontSize: '1em', fontWeight: 700 })
export const cardWarranty = style({ margin: 0, fontSize: '0.85em', color: vars.color.muted })
export const struck = style({ color: vars.color.muted, textDecoration: 'line-through', fontSize: '0.9em' })
export const from = style({ margin: 0, fontSize: '0.85em', color: vars.color.muted })
export const price = style({ margin: 0, fontWeight: 800, color: vars.color.brand, fontSize: '1.1em' })

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } })
export const placeholder = style([card, { minHeight: columnWidth.wideCard, background: vars.color.surfaceAlt, animation: `${shimmer} 1.4s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } }])

export const promo = style([card, { background: vars.color.brandSoft, borderColor: vars.color.brand, gridTemplateRows: 'auto', alignContent: 'start' }])
export const promoList = style({ margin: 0, paddingLeft: vars.space.l, display: 'grid', gap: vars.space.xs })

export const empty = style({ display: 'grid', gap: vars.space.s, justifyItems: 'start', padding: vars.space.xl, background: vars.color.surface, borderRadius: vars.radius.large, border: `${border.hairline} dashed ${vars.color.border}` })

export const pagination = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, justifyContent: 'center', listStyle: 'none', margin: 0, padding: 0 })
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: touchTarget,
  minHeight: touchTarget,
  padding: `0 ${vars.space.m}`,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.brandText, borderColor: vars.color.brand } },
})
export const pageDisabled = style([pageLink, { color: vars.color.muted, cursor: 'not-allowed', opacity: 0.6 }])

export const drawerBody = style({ display: 'grid', gap: vars.space.l })

// ---- home-style parts

export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.m}, 1fr))` })
export const trustBadge = style({ display: 'flex', gap: vars.space.m, alignItems: 'center', padding: vars.space.l, background: vars.color.surface, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.border}`, fontWeight: 700 })
export const badgeIcon = style({ flexShrink: 0, color: vars.color.brand })
export const strip = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.s}`,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `minmax(${columnWidth.l}, ${columnWidth.xl})`,
  gap: vars.space.l,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': { [media.phone]: { gridAutoColumns: '70%' } },
})
export const stripItem = style({ scrollSnapAlign: 'start' })

// ---- product page

export const product = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const gallery = style({ display: 'grid', gap: vars.space.m, minWidth: 0 })
export const mainPicture = style({ display: 'grid', placeItems: 'center', height: mediaSize.picture, background: vars.color.surfaceAlt, borderRadius: vars.radius.large, '@media': { [media.phone]: { height: mediaSize.pictureSmall } } })
export const mainImage = style({ display: 'block', height: mediaSize.image, width: 'auto', maxWidth: '100%', objectFit: 'contain', '@media': { [media.phone]: { height: mediaSize.imageSmall } } })
export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const thumbSmallHidden = style({ '@media': { [media.phone]: { display: 'none' } } })
export const thumb = style({
  display: 'grid',
  placeItems: 'center',
  width: controlSize.big,
  height: controlSize.big,
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `${border.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand } },
})
export const thumbImage = style({ display: 'block', height: controlSize.xxl, width: 'auto', objectFit: 'contain' })
export const info = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'baseline' })
export const bigPrice = style({ margin: 0, fontSize: '1.6em', fontWeight: 800, color: vars.color.brand })
export const swatch = style({ display: 'inline-block', width: iconSize.l, height: iconSize.l, borderRadius: '50%', border: `${border.hairline} solid ${vars.color.border}`, flexShrink: 0 })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const choice = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'center',
  minHeight: touchTarget,
  padding: `${vars.space.xs} ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` } },
})
export const availability = style({ margin: 0, fontWeight: 700 })
export const inStock = style({ color: vars.color.positive })
export const outOfStock = style({ color: vars.color.critical })
export const facts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const fact = style({ padding: `${vars.space.xs} ${vars.space.m}`, borderRadius: radius.pill, background: vars.color.surfaceAlt, border: `${border.hairline} solid ${vars.color.border}`, fontSize: '0.9em', fontWeight: 600 })
export const factPositive = style([fact, { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positive }])
export const buyBack = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, background: vars.color.brandSoft, fontWeight: 600 })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m })
export const conditionBox = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.l, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.positive}`, background: vars.color.positiveSoft })
export const specs = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 12em) minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.l}`, '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 7.5em) minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.m}` } } })
export const specRow = style({ display: 'contents' })
export const specKey = style({ fontWeight: 600, color: vars.color.muted })
export const specValue = style({ margin: 0 })
export const highlights = style({ margin: 0, paddingLeft: vars.space.l, display: 'grid', gap: vars.space.xs })
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: touchTarget,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
  textDecoration: 'none',
  justifySelf: 'start',
})
export const guideList = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.s })
