import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, columnWidth, containerQuery, controlSize, iconSize, measure, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'

// The layout follows the widget's own width, not the window's: a partner may put it in a narrow column.
export const container = style({ containerType: 'inline-size', width: '100%' })

export const root = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  '@container': { [containerQuery.compact]: { padding: vars.space.l } },
})
export const title = style({ margin: 0, fontSize: '1.4em', lineHeight: 1.25, fontWeight: 700 })
export const subtitle = style({ margin: 0, color: vars.color.muted })

export const progress = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', gap: vars.space.xs })
export const progressItem = style({
  display: 'grid',
  gap: vars.space.xs,
  fontSize: '0.85em',
  color: vars.color.muted,
  selectors: { '&[aria-current="step"]': { color: vars.color.brand, fontWeight: 700 } },
})
export const progressBar = style({
  display: 'block',
  height: border.bar,
  borderRadius: radius.bar,
  background: vars.color.border,
  selectors: {
    [`${progressItem}[data-done] &`]: { background: vars.color.brand },
    [`${progressItem}[aria-current="step"] &`]: { background: vars.color.brand },
  },
})
export const progressLabel = style({
  // Below this width the bars alone show progress; the labels stay for screen readers.
  '@container': {
    [containerQuery.belowRoomy]: { position: 'absolute', width: border.hairline, height: border.hairline, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
})
export const stepCount = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { [containerQuery.wide]: { gridTemplateColumns: `minmax(0, 1fr) ${columnWidth.wideCard}` } },
})
export const main = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const stepHeading = style({ margin: 0, fontSize: '1.15em', fontWeight: 700, outline: 'none' })
export const intro = style({ margin: 0, color: vars.color.muted })
export const fields = style({ display: 'grid', gap: vars.space.l })

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.l}, 1fr))`,
})
export const tile = style({
  position: 'relative',
  display: 'grid',
  // Icon beside the text: a column of tiles on a phone stays short.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignContent: 'start',
  justifyItems: 'start',
  columnGap: vars.space.m,
  rowGap: vars.space.xs,
  height: '100%',
  minHeight: touchTarget,
  padding: vars.space.m,
  paddingRight: controlSize.m,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}`, background: vars.color.brandSoft },
    '&:hover': { borderColor: vars.color.brand },
  },
})
export const tileButton = style({
  appearance: 'none',
  gridColumn: 2,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 700,
  lineHeight: 1.3,
  textAlign: 'start',
  cursor: 'pointer',
  // The button covers the whole card: a tap anywhere on it toggles the answer.
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.small },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const tileIcon = style({ color: vars.color.brand, gridRow: 'span 3' })
export const questionIcon = style({ color: vars.color.brand })
export const tileText = style({ gridColumn: 2, color: vars.color.muted, fontSize: '0.85em', lineHeight: 1.35 })
export const tileCheck = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: iconSize.xl,
  height: iconSize.xl,
  borderRadius: '50%',
  border: `${border.thick} solid ${vars.color.border}`,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.brandText,
  selectors: { [`${tile}[data-pressed] &`]: { background: vars.color.brand, borderColor: vars.color.brand } },
})
export const evaluation = style({ gridColumn: 2, fontSize: '0.85em', fontWeight: 700, color: vars.color.text })

export const question = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.m,
  rowGap: vars.space.s,
  padding: vars.space.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
})
export const questionBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const questionTitle = style({ margin: 0, fontWeight: 700 })
export const questionText = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const choices = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.s, '@container': { [containerQuery.roomy]: { gridColumn: '2' } } })
export const choice = style({
  appearance: 'none',
  flex: '1 1 0',
  minHeight: touchTarget,
  maxWidth: measure.caption,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    // The text stays dark on the soft brand background: brand blue on it is below 4.5:1.
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.text, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` },
    '&:hover': { borderColor: vars.color.brand },
  },
})
export const questionEvaluation = style([evaluation, { gridColumn: '1 / -1', margin: 0, '@container': { [containerQuery.roomy]: { gridColumn: '2' } } }])

export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, justifyContent: 'space-between', alignItems: 'center' })

export const banner = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
export const bannerText = style({ margin: 0 })

export const panel = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  border: `${border.hairline} solid ${vars.color.border}`,
})
export const panelTitle = style({ margin: 0, fontSize: '1.05em', fontWeight: 700 })
export const device = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.m, alignItems: 'center' })
export const deviceImage = style({ display: 'block', width: controlSize.l, height: mediaSize.thumb, objectFit: 'contain' })
export const deviceName = style({ margin: 0, fontWeight: 700 })
export const deviceText = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const maxPrice = style({ margin: 0, fontWeight: 700 })
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const lineItem = style({ display: 'flex', gap: vars.space.s, alignItems: 'baseline', fontSize: '0.9em' })
export const lineMark = style({ flex: 'none', width: iconSize.dot, height: iconSize.dot, borderRadius: '50%', background: vars.color.positive, transform: `translateY(-${border.hairline})` })
export const lineMarkBad = style([lineMark, { background: vars.color.critical }])

// ---------------------------------------------------------------- stores

export const storeFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })
export const storeTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'end', justifyContent: 'space-between' })
export const storeFilter = style({ minWidth: columnWidth.l, flex: `1 1 ${columnWidth.l}`, maxWidth: measure.narrow })
export const storeCount = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const stores = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.xxl}, 1fr))`,
})
export const store = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` } },
})
export const storeName = style({ margin: 0, fontWeight: 700, lineHeight: 1.3 })
export const storeText = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const storeLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, marginTop: vars.space.xs })
export const link = style({ color: vars.color.brand, fontWeight: 600, textDecoration: 'underline', minHeight: iconSize.xxl, display: 'inline-flex', alignItems: 'center' })
export const storeChoice = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start', cursor: 'pointer' })
export const radio = style({ width: iconSize.l, height: iconSize.l, margin: `${space.xxs} 0 0`, accentColor: vars.color.brand, flex: 'none' })
export const walkIn = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.text,
  border: `${border.hairline} solid ${vars.color.positive}`,
})
export const price = style({ fontSize: '1.4em', fontWeight: 800, color: vars.color.positive, margin: 0, fontVariantNumeric: 'tabular-nums' })

// Brand blue on the chosen card's soft blue is below 4.5:1: its links turn dark, still underlined.
globalStyle(`${store}:has(input:checked) ${link}`, { color: vars.color.text })

/** The last step's offer: the deductions by fault and the amount Next locks. */
export const offerBox = style({ display: 'grid', gap: vars.space.s, padding: vars.space.m, border: `${border.hairline} solid ${vars.color.border}`, borderRadius: vars.radius.small })
export const offerLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, alignItems: 'baseline', margin: 0, fontVariantNumeric: 'tabular-nums' })
