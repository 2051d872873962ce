import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, columnWidth, controlSize, iconSize, measure, media, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'

export const root = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const card = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const header = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.l, alignItems: 'center' })
export const image = style({ display: 'block', width: controlSize.xl, height: mediaSize.thumbLarge, objectFit: 'contain' })
export const title = style({ margin: 0, fontSize: '1.3em', lineHeight: 1.25, fontWeight: 700, overflowWrap: 'anywhere' })
export const subtitle = style({ margin: 0, color: vars.color.muted, fontSize: '0.95em' })
export const heading = style({ margin: 0, fontSize: '1.1em', fontWeight: 700 })
export const section = style({ display: 'grid', gap: vars.space.m, minWidth: 0 })
export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '0.95em' })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center', justifyContent: 'space-between' })

const badgeBase = style({
  display: 'inline-block',
  padding: `${space.xxs} ${space.pill}`,
  borderRadius: radius.pill,
  fontSize: '0.85em',
  fontWeight: 700,
  whiteSpace: 'nowrap',
  width: 'fit-content',
})
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.brandSoft, color: vars.color.text, border: `${border.hairline} solid ${vars.color.brand}` }],
  positive: [badgeBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  attention: [badgeBase, { background: '#fff4d6', color: '#7a4b00' }],
  critical: [badgeBase, { background: vars.color.criticalSoft, color: vars.color.critical }],
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.m, padding: `${vars.space.xs} 0`, borderBottom: `${border.hairline} dashed ${vars.color.border}` })
export const minus = style({ color: vars.color.critical, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const amount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
})
export const offerAmount = style({ fontSize: '1.5em', fontWeight: 800, fontVariantNumeric: 'tabular-nums' })

const boxBase = style({ display: 'grid', gap: vars.space.s, padding: vars.space.l, borderRadius: vars.radius.small })
export const box = styleVariants({
  info: [boxBase, { background: vars.color.surfaceAlt }],
  positive: [boxBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  attention: [boxBase, { background: '#fff4d6', color: '#5c3900', border: `${border.hairline} solid #e5b54a` }],
  critical: [boxBase, { background: vars.color.criticalSoft, color: vars.color.critical }],
})

// Links inside coloured boxes take the box's own (contrasting) colour.
globalStyle(`${box.critical} a, ${box.positive} a, ${box.attention} a`, { color: 'inherit', fontWeight: 700 })

export const form = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 })
export const label = style({ fontWeight: 600, fontSize: '0.95em' })
export const input = style({
  width: '100%',
  minHeight: touchTarget,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
})
export const problem = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.s, minWidth: 0 })
export const legend = style({ padding: 0, fontWeight: 600, fontSize: '0.95em', marginBottom: vars.space.xs })
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: touchTarget,
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    // Text stays dark on the soft background: the brand blue would be too faint there.
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const radio = style({ position: 'absolute', opacity: 0, width: border.hairline, height: border.hairline })

export const stores = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s, maxHeight: measure.sheet, overflowY: 'auto' })
export const storeItem = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.s,
  alignItems: 'start',
  padding: vars.space.m,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `${border.heavy} solid ${vars.color.focus}`, outlineOffset: border.thick },
  },
})
export const storeLabel = style({ display: 'grid', gap: space.xxs, cursor: 'pointer', minWidth: 0, overflowWrap: 'anywhere' })
export const storeName = style({ fontWeight: 700 })

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 })
export const event = style({
  position: 'relative',
  display: 'grid',
  gap: space.xxs,
  padding: `0 0 ${vars.space.l} ${vars.space.xl}`,
  borderLeft: `${border.thick} solid ${vars.color.positive}`,
  marginLeft: `calc(${iconSize.s} / 2 - ${border.hairline})`,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: `calc(-${iconSize.s} / 2 - ${border.hairline})`,
      top: space.xxs,
      width: iconSize.s,
      height: iconSize.s,
      borderRadius: '50%',
      background: vars.color.positive,
    },
    '&:last-child': { borderLeftColor: 'transparent' },
  },
})
export const upcoming = style([event, {
  borderLeft: `${border.thick} dashed ${vars.color.border}`,
  color: vars.color.muted,
  selectors: { '&::before': { background: vars.color.surface, border: `${border.thick} solid ${vars.color.border}` } },
}])
export const eventTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const eventTime = style({ margin: 0, color: vars.color.muted, fontSize: '0.85em' })

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m })
export const cardLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.m,
  alignItems: 'center',
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
  '@media': { [media.phone]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
})
export const smallImage = style({ display: 'block', width: iconSize.xxl, height: controlSize.xl, objectFit: 'contain' })
export const cardName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `${vars.space.s} ${vars.space.s}`, borderBottom: `${border.hairline} solid ${vars.color.border}`, verticalAlign: 'top' })
globalStyle(`${table} th`, { fontSize: '0.9em', color: vars.color.muted, fontWeight: 600 })
export const numeric = style({ textAlign: 'end', whiteSpace: 'nowrap' })
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { textAlign: 'end' })
export const totalRow = style({ fontWeight: 800 })
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 })
// On a 390 px phone the invoice table was cut off: tighter cells, and long amounts or names may break.
globalStyle(`${table}`, { '@media': { [media.phone]: { fontSize: '0.9em' } } })
globalStyle(`${table} th, ${table} td`, { '@media': { [media.phone]: { padding: `${vars.space.xs} ${space.xxs}`, overflowWrap: 'anywhere' } } })
globalStyle(`${table} th${numeric}, ${table} td${numeric}`, { '@media': { [media.phone]: { whiteSpace: 'normal' } } })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: `minmax(${columnWidth.xxs}, max-content) minmax(0, 1fr)`,
  gap: `${vars.space.s} ${vars.space.l}`,
  margin: 0,
  '@media': { [media.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
})
globalStyle(`${facts} dt`, { fontWeight: 600, color: vars.color.muted })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const parties = style({ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.l}, 1fr))`, gap: vars.space.l })

/** Marks the printable invoice; print CSS hides everything else on the page. */
export const invoice = style({
  '@media': { print: { border: 0, padding: 0, boxShadow: 'none' } },
})
export const noPrint = style({ '@media': { print: { display: 'none' } } })
// Printing the invoice page: the site's header, footer and skip link stay off the paper.
globalStyle('body:has([data-simu-invoice]) header, body:has([data-simu-invoice]) footer, body:has([data-simu-invoice]) nav', {
  '@media': { print: { display: 'none' } },
})
globalStyle('body:has([data-simu-invoice])', { '@media': { print: { background: '#fff' } } })

/** A page of the trade-in area on the full site. */
export const page = style({ display: 'grid', gap: vars.space.xl, maxWidth: measure.prose, margin: '0 auto', minWidth: 0 })
export const pageHead = style({ display: 'grid', gap: vars.space.s })
export const pageTitle = style({ margin: 0, fontSize: 'clamp(1.6em, 3.5vw, 2.2em)', lineHeight: 1.2 })
export const pageLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, alignItems: 'center', '@media': { print: { display: 'none' } } })
globalStyle(`body:has([data-simu-invoice]) ${pageHead}`, { '@media': { print: { display: 'none' } } })
