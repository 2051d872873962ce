import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'

// The layout follows the widget's own width, not the window's: a partner may put it in a narrow column.
export const container = style({ containerType: 'inline-size', width: '100%' })

const wide = '(min-width: 760px)'
const roomy = '(min-width: 520px)'

export const root = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  '@container': { '(max-width: 439.98px)': { padding: vars.space.l } },
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
  height: '6px',
  borderRadius: '3px',
  background: vars.color.border,
  selectors: {
    [`${progressItem}[data-done] &`]: { background: vars.color.brand },
    [`${progressItem}[aria-current="step"] &`]: { background: vars.color.brand },
  },
})
export const progressLabel = style({
  // Below this width the bars alone show progress; the labels stay for screen readers.
  '@container': {
    '(max-width: 519.98px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
})
export const stepCount = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@container': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 280px' } },
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
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
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
  minHeight: '44px',
  padding: vars.space.m,
  paddingRight: '36px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`, background: vars.color.brandSoft },
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
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})
export const tileIcon = style({ color: vars.color.brand, gridRow: 'span 3' })
export const questionIcon = style({ color: vars.color.brand })
export const tileText = style({ gridColumn: 2, color: vars.color.muted, fontSize: '0.85em', lineHeight: 1.35 })
export const tileCheck = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
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
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
})
export const questionBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const questionTitle = style({ margin: 0, fontWeight: 700 })
export const questionText = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const choices = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.s, '@container': { [roomy]: { gridColumn: '2' } } })
export const choice = style({
  appearance: 'none',
  flex: '1 1 0',
  minHeight: '44px',
  maxWidth: '160px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    // The text stays dark on the soft brand background: brand blue on it is below 4.5:1.
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:hover': { borderColor: vars.color.brand },
  },
})
export const questionEvaluation = style([evaluation, { gridColumn: '1 / -1', margin: 0, '@container': { [roomy]: { gridColumn: '2' } } }])

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
  border: `1px solid ${vars.color.border}`,
})
export const panelTitle = style({ margin: 0, fontSize: '1.05em', fontWeight: 700 })
export const device = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.m, alignItems: 'center' })
export const deviceImage = style({ display: 'block', width: '40px', height: '80px', objectFit: 'contain' })
export const deviceName = style({ margin: 0, fontWeight: 700 })
export const deviceText = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const maxPrice = style({ margin: 0, fontWeight: 700 })
export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const lineItem = style({ display: 'flex', gap: vars.space.s, alignItems: 'baseline', fontSize: '0.9em' })
export const lineMark = style({ flex: 'none', width: '8px', height: '8px', borderRadius: '50%', background: vars.color.positive, transform: 'translateY(-1px)' })
export const lineMarkBad = style([lineMark, { background: vars.color.critical }])

// ---------------------------------------------------------------- stores

export const storeFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })
export const storeTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'end', justifyContent: 'space-between' })
export const storeFilter = style({ minWidth: '200px', flex: '1 1 200px', maxWidth: '320px' })
export const storeCount = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const stores = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
})
export const store = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` } },
})
export const storeName = style({ margin: 0, fontWeight: 700, lineHeight: 1.3 })
export const storeText = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const storeLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, marginTop: vars.space.xs })
export const link = style({ color: vars.color.brand, fontWeight: 600, textDecoration: 'underline', minHeight: '24px', display: 'inline-flex', alignItems: 'center' })
export const storeChoice = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start', cursor: 'pointer' })
export const radio = style({ width: '20px', height: '20px', margin: '2px 0 0', accentColor: vars.color.brand, flex: 'none' })
export const walkIn = style({
  display: 'grid',
  gap: vars.space.s,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.positive}`,
})
export const price = style({ fontSize: '1.4em', fontWeight: 800, color: vars.color.positive, margin: 0, fontVariantNumeric: 'tabular-nums' })

// Brand blue on the chosen card's soft blue is below 4.5:1: its links turn dark, still underlined.
globalStyle(`${store}:has(input:checked) ${link}`, { color: vars.color.text })

/** The last step's offer: the deductions by fault and the amount Next locks. */
export const offerBox = style({ display: 'grid', gap: vars.space.s, padding: vars.space.m, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.small })
export const offerLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, alignItems: 'baseline', margin: 0, fontVariantNumeric: 'tabular-nums' })
