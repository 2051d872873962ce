import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, columnWidth, controlSize, iconSize, measure, media, radius, shadow, space, touchTarget } from '@widgets/ui/tokens'
export { visuallyHidden } from '../ui/ui.css'

// ------------------------------------------------------------------ page frame

export const page = style({ display: 'grid', gap: space.xxl, '@media': { [media.phone]: { gap: vars.space.xl } } })
export const section = style({ display: 'grid', gap: vars.space.l, alignContent: 'start' })
export const card = style({
  display: 'grid',
  gap: vars.space.l,
  alignContent: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  border: `${border.hairline} solid ${vars.color.border}`,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const h1 = style({ fontSize: 'clamp(1.6em, 4vw, 2.3em)', lineHeight: 1.15, margin: 0 })
export const h2 = style({ fontSize: 'clamp(1.25em, 3vw, 1.55em)', lineHeight: 1.2, margin: 0 })
export const h3 = style({ fontSize: '1.05em', margin: 0 })
export const text = style({ margin: 0, maxWidth: '70ch' })
export const muted = style({ margin: 0, color: vars.color.muted })
export const strong = style({ fontWeight: 700 })
/** Main column and a summary column that stays in view on wide screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `minmax(0, 1fr) minmax(${columnWidth.wideCard}, ${columnWidth.sideWide})`,
  alignItems: 'start',
  '@media': { [media.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
export const sticky = style({ position: 'sticky', top: vars.space.l, '@media': { [media.belowDesktop]: { position: 'static' } } })

// ------------------------------------------------------------------ the phone

export const device = style({ display: 'flex', gap: vars.space.l, alignItems: 'center' })
export const deviceImage = style({ flex: '0 0 auto', objectFit: 'contain' })
export const deviceText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })

// ------------------------------------------------------------------ fields

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.s, minWidth: 0 })
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space.s })
export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m })
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: touchTarget,
  padding: `0 ${vars.space.l}`,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
})
export const field = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const label = style({ fontWeight: 600 })
export const input = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: touchTarget,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 ${border.hairline} ${vars.color.critical}` } },
})
export const textarea = style([input, { resize: 'vertical' }])
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'end' })
export const grow = style({ flex: `1 1 ${columnWidth.xxl}`, minWidth: 0 })
export const hint = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const error = style({ margin: 0, fontSize: '0.9em', color: vars.color.critical, fontWeight: 600 })
export const check = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start', cursor: 'pointer' })
export const checkbox = style({ width: iconSize.l, height: iconSize.l, margin: `${space.xxs} 0 0`, flex: '0 0 auto', accentColor: vars.color.brand })

// ------------------------------------------------------------------ notices

const noticeBase = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.m, borderRadius: vars.radius.small, border: `${border.hairline} solid` })
export const notice = styleVariants({
  positive: [noticeBase, { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positive }],
  warning: [noticeBase, { background: '#fff4e0', borderColor: '#8a5300', color: '#6b4000' }],
})
export const noticeTitle = style({ margin: 0, fontWeight: 700 })
export const noticeText = style({ margin: 0, color: vars.color.text })

// ------------------------------------------------------------------ fault grid

export const faultGrid = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.xs}, 1fr))` })
export const fault = style({
  appearance: 'none',
  width: '100%',
  height: '100%',
  display: 'grid',
  gap: vars.space.xs,
  // Safari keeps 'flex-start' on <button>; start makes the text sit at the top-left of the tile.
  justifyItems: 'start',
  alignContent: 'start',
  textAlign: 'start',
  padding: vars.space.l,
  borderRadius: vars.radius.large,
  border: `${border.thick} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:focus-visible': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const faultLabel = style({ fontWeight: 700 })
export const faultIcon = style({ color: vars.color.brand, flex: 'none' })
// On the chosen tile's soft brand background the brand colour is too faint for small text (WCAG AA).
export const faultPrice = style({ color: vars.color.brand, fontWeight: 800, selectors: { [`${fault}[aria-pressed="true"] &`]: { color: vars.color.text } } })
export const faultTick = style({ fontSize: '0.85em', color: vars.color.text, fontWeight: 700 })

// ------------------------------------------------------------------ summary card

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m })
export const totalLine = style([line, { borderTop: `${border.hairline} solid ${vars.color.border}`, paddingTop: vars.space.s, fontWeight: 800, fontSize: '1.1em' }])
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const discount = style([amount, { color: vars.color.positive }])
export const actions = style({ display: 'grid', gap: vars.space.s })
export const guarded = style({ position: 'relative', display: 'grid' })
export const guardedButton = style({ width: '100%', selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } } })
export const tooltip = style({
  position: 'absolute',
  bottom: `calc(100% + ${space.s})`,
  left: '50%',
  transform: 'translateX(-50%)',
  width: 'max-content',
  maxWidth: measure.card,
  padding: `${vars.space.xs} ${vars.space.s}`,
  borderRadius: vars.radius.small,
  background: '#14171f',
  color: '#ffffff',
  fontSize: '0.85em',
  textAlign: 'center',
  zIndex: 2,
  pointerEvents: 'none',
})
export const link = style({ color: vars.color.brand, fontWeight: 600 })

// ------------------------------------------------------------------ badges, FAQ, reviews

export const badges = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.l}, 1fr))` })
export const badge = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.l, borderRadius: vars.radius.large, background: vars.color.brandSoft })
export const badgeIcon = style({ color: vars.color.brand })

export const faq = style({ display: 'grid', gap: vars.space.s })
export const faqItem = style({ borderRadius: vars.radius.small, border: `${border.hairline} solid ${vars.color.border}`, background: vars.color.surface })
export const faqHeading = style({ margin: 0, fontSize: '1em' })
export const faqButton = style({
  appearance: 'none',
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.m,
  minHeight: controlSize.xl,
  padding: `${vars.space.s} ${vars.space.l}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: `-${border.heavy}` } },
})
export const faqChevron = style({ flex: '0 0 auto', transition: 'transform 0.15s', selectors: { [`${faqButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } } })
export const faqPanel = style({ padding: `0 ${vars.space.l} ${vars.space.l}` })

export const reviews = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.card}, 1fr))` })
export const review = style({ display: 'grid', gap: vars.space.s, alignContent: 'start', padding: vars.space.l, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.border}`, background: vars.color.surface })
export const reviewHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, flexWrap: 'wrap' })
export const stars = style({ color: '#8a5300', letterSpacing: space.xxs })

// ------------------------------------------------------------------ date carousel

export const carousel = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: vars.space.s, alignItems: 'stretch' })
export const carouselNav = style({
  appearance: 'none',
  width: controlSize.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: '1.2em',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, cursor: 'not-allowed', opacity: 0.5 } },
})
export const slides = style({ display: 'grid', gap: vars.space.s })
export const slide = style({
  appearance: 'none',
  display: 'grid',
  gap: space.xxs,
  justifyItems: 'center',
  padding: `${vars.space.m} ${vars.space.xs}`,
  borderRadius: vars.radius.small,
  border: `${border.thick} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&[aria-checked="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-disabled="true"]': { background: vars.color.surfaceAlt, color: vars.color.muted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const slideDay = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' })
export const slideState = style({ fontSize: '0.85em' })

// ------------------------------------------------------------------ options and stores

export const options = style({ display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.wideCard}, 1fr))` })
export const option = style({
  display: 'grid',
  gap: vars.space.m,
  alignContent: 'start',
  padding: vars.space.l,
  borderRadius: vars.radius.large,
  border: `${border.thick} solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  selectors: { '&:has(> label input:checked)': { borderColor: vars.color.brand } },
})
export const optionHead = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', fontWeight: 700, cursor: 'pointer' })
export const steps = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs })

// ------------------------------------------------------------------ summary and timeline

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${vars.space.s} ${vars.space.l}`, '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xs } } })
globalStyle(`${facts} dt`, { fontWeight: 600, color: vars.color.muted })
globalStyle(`${facts} dd`, { margin: 0, '@media': { [media.phone]: { marginBottom: vars.space.s } } })
export const ticket = style({ fontSize: '1.4em', fontWeight: 800, letterSpacing: '0.04em', color: vars.color.brand })
export const bullets = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs })

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 })
export const step = style({ display: 'grid', gridTemplateColumns: `${iconSize.badge} minmax(0, 1fr)`, gap: vars.space.m, paddingBottom: vars.space.m, position: 'relative' })
export const stepDot = styleVariants({
  done: { width: iconSize.xxl, height: iconSize.xxl, borderRadius: radius.medium, background: vars.color.positive, color: '#fff', display: 'grid', placeItems: 'center', fontSize: '0.8em', fontWeight: 800 },
  current: { width: iconSize.xxl, height: iconSize.xxl, borderRadius: radius.medium, background: vars.color.brand, boxShadow: `0 0 0 ${space.xs} ${vars.color.brandSoft}` },
  pending: { width: iconSize.xxl, height: iconSize.xxl, borderRadius: radius.medium, boxSizing: 'border-box', border: `${border.thick} solid ${vars.color.border}`, background: vars.color.surface },
})
export const stepText = style({ display: 'grid', gap: space.xxs })
export const stepName = style({ fontWeight: 700 })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m })
export const listItem = style({ display: 'flex', gap: vars.space.l, alignItems: 'center', padding: vars.space.l, borderRadius: vars.radius.large, border: `${border.hairline} solid ${vars.color.border}`, background: vars.color.surface, flexWrap: 'wrap' })
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

// ------------------------------------------------------------------ snackbar

export const snackbar = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  zIndex: 50,
  width: `min(${measure.column}, calc(100vw - ${space.xxl}))`,
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.m} ${vars.space.l}`,
  borderRadius: vars.radius.small,
  background: '#14171f',
  color: '#ffffff',
  boxShadow: shadow.cardStrong,
})
export const snackbarText = style({ margin: 0 })
export const snackbarClose = style({
  appearance: 'none',
  minWidth: touchTarget,
  minHeight: touchTarget,
  border: 0,
  background: 'transparent',
  color: '#ffffff',
  font: 'inherit',
  fontSize: '1.4em',
  cursor: 'pointer',
})
