import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import { border, columnWidth, controlSize, iconSize, measure, media, mediaSize, radius, space, touchTarget } from '@widgets/ui/tokens'
import { row, page } from '@widgets/ui/layout.css'
export { card, cardTitle, link, row, noPrint, page, pageNarrow, orders } from '@widgets/ui/layout.css'

export const root = style({ display: 'grid', gap: vars.space.l, minWidth: 0 })
export const title = style({ margin: 0, fontSize: '1.5em', lineHeight: 1.25, fontWeight: 700 })

/** Summary on top on phones; beside the form (on the right) from 1000 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: `minmax(0, 1.4fr) minmax(${columnWidth.side}, 1fr)` } },
})
export const summaryColumn = style({
  minWidth: 0,
  '@media': { [media.desktop]: { order: 2, position: 'sticky', top: vars.space.l } },
})
export const formColumn = style({ display: 'grid', gap: vars.space.l, minWidth: 0, '@media': { [media.desktop]: { order: 1 } } })

export const subTitle = style({ margin: 0, fontSize: '1em', fontWeight: 700 })
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.s, minWidth: 0 })
export const legend = style({ padding: 0, marginBottom: vars.space.s, fontWeight: 600 })

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.m,
  alignItems: 'start',
  padding: vars.space.m,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
  },
})
export const optionText = style({ display: 'grid', gap: space.xxs })
export const optionLabel = style({ fontWeight: 600 })
export const radio = style({ width: iconSize.l, height: iconSize.l, margin: `${space.xxs} 0 0`, accentColor: vars.color.brand })

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignContent: 'start' })
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
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&[readonly]': { background: vars.color.surfaceAlt },
  },
})
export const error = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const inline = style({ display: 'flex', gap: vars.space.s, alignItems: 'end', flexWrap: 'wrap' })
export const grow = style({ flex: `1 1 ${columnWidth.m}`, minWidth: 0 })
export const check = style({ display: 'flex', gap: vars.space.s, alignItems: 'center', cursor: 'pointer' })
export const checkbox = style({ width: iconSize.l, height: iconSize.l, margin: 0, accentColor: vars.color.brand })
export const twoColumns = style({ display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.xl}, 1fr))` })

export const sub = style({
  display: 'grid',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  minWidth: 0,
})

const noteBase = style({ margin: 0, padding: vars.space.m, borderRadius: vars.radius.small, fontWeight: 600 })
export const note = styleVariants({
  positive: [noteBase, { background: vars.color.positiveSoft, color: vars.color.positive }],
  critical: [noteBase, { background: vars.color.criticalSoft, color: vars.color.critical }],
  info: [noteBase, { background: vars.color.brandSoft, color: vars.color.text, fontWeight: 400 }],
})
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '0.95em' })
export const text = style({ margin: 0 })

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.l}`, margin: 0 })
globalStyle(`${facts} dt`, { color: vars.color.muted })
globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums' })
export const zero = style({ color: `${vars.color.critical} !important` })

// ---------------------------------------------------------------- the summary

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m })
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.m,
  alignItems: 'start',
  paddingBottom: vars.space.m,
  borderBottom: `${border.hairline} solid ${vars.color.border}`,
})
export const lineImage = style({ display: 'block', width: controlSize.l, height: mediaSize.thumb, objectFit: 'contain' })
export const lineBody = style({ display: 'grid', gap: space.xxs, minWidth: 0 })
export const lineName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs })
export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: controlSize.m,
  height: controlSize.m,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.45 } },
})
export const quantity = style({ minWidth: '2ch', textAlign: 'center', fontWeight: 700 })
export const rows = style({ display: 'grid', gap: vars.space.s, margin: 0 })
export const struck = style({ textDecoration: 'line-through', color: vars.color.muted, fontWeight: 400, marginInlineEnd: vars.space.s })
export const free = style({ color: vars.color.positive, fontWeight: 800 })
export const discount = style({ color: vars.color.positive })
export const totalRow = style([row, { paddingTop: vars.space.m, borderTop: `${border.hairline} solid ${vars.color.border}`, fontSize: '1.15em' }])
globalStyle(`${totalRow} dt`, { color: vars.color.text, fontWeight: 700 })
globalStyle(`${totalRow} dd`, { fontWeight: 800 })
export const place = style({ width: '100%' })

// ---------------------------------------------------------------- payment screen

export const status = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start' })
export const bigSpinner = style({ fontSize: '1.6em', color: vars.color.brand })
export const paybill = style([facts, { padding: vars.space.l, borderRadius: vars.radius.small, background: vars.color.surfaceAlt }])
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center' })

// ---------------------------------------------------------------- invoice

export const invoice = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  minWidth: 0,
  '@media': { [media.phone]: { padding: vars.space.l }, print: { border: 0, padding: 0 } },
})
export const invoiceHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.l, alignItems: 'start' })
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.s} ${vars.space.xs}`, borderBottom: `${border.hairline} solid ${vars.color.border}`, textAlign: 'start', verticalAlign: 'top' })
globalStyle(`${table} th`, { fontSize: '0.9em', color: vars.color.muted, fontWeight: 600 })
export const num = style({ textAlign: 'end !important' as 'end', whiteSpace: 'nowrap' })
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 })
// At 390 px four columns of amounts did not fit and the Amount column was cut off: on phones the cells
// are tighter and a long amount or name may break, so the whole table shows without scrolling.
globalStyle(`${table}`, { '@media': { [media.phone]: { fontSize: '0.9em' } } })
globalStyle(`${table} th, ${table} td`, { '@media': { [media.phone]: { padding: `${vars.space.xs} ${space.xxs}`, overflowWrap: 'anywhere' } } })
globalStyle(`${table} td${num}, ${table} th${num}`, { '@media': { [media.phone]: { whiteSpace: 'normal' } } })
export const parties = style({ display: 'grid', gap: vars.space.l, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.l}, 1fr))` })
// Printing the invoice: the site's header, footer, navigation and other page parts stay off the paper.
globalStyle('body:has([data-simu-shop-invoice]) header, body:has([data-simu-shop-invoice]) footer, body:has([data-simu-shop-invoice]) nav', {
  '@media': { print: { display: 'none' } },
})
globalStyle('body:has([data-simu-shop-invoice])', { '@media': { print: { background: '#fff' } } })
export const badge = styleVariants({
  paid: { padding: `${space.xxs} ${space.pill}`, borderRadius: radius.pill, fontWeight: 700, background: vars.color.positiveSoft, color: vars.color.positive },
  pending: { padding: `${space.xxs} ${space.pill}`, borderRadius: radius.pill, fontWeight: 700, background: '#fff4d6', color: '#7a4b00' },
  failed: { padding: `${space.xxs} ${space.pill}`, borderRadius: radius.pill, fontWeight: 700, background: vars.color.criticalSoft, color: vars.color.critical },
})
export const toggle = style([iconButton, { width: 'auto', minHeight: touchTarget, padding: `0 ${vars.space.m}`, whiteSpace: 'nowrap', fontWeight: 600 }])
export const caption = style([subTitle, { textAlign: 'start', marginBottom: vars.space.s }])
/** Place Order sits in the summary on wide screens and closes the form on phones. */
export const wideOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'block' } } })
export const narrowOnly = style({ '@media': { [media.desktop]: { display: 'none' } } })
