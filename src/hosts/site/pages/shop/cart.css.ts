import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, controlSize, media, space, touchTarget } from '@widgets/ui/tokens'

export const page = style({
  display: 'grid',
  gap: vars.space.l,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.xl,
  border: `${border.hairline} solid ${vars.color.border}`,
  '@media': { [media.upToTablet]: { padding: vars.space.l } },
})
export const title = style({ margin: 0, fontSize: '1.6em' })
export const empty = style({ display: 'grid', gap: vars.space.m, justifyItems: 'start' })
export const emptyText = style({ margin: 0, fontSize: '1.15em', fontWeight: 600 })
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: '0.95em' })

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th`, { textAlign: 'left', padding: vars.space.m, borderBottom: `${border.thick} solid ${vars.color.border}`, fontSize: '0.95em' })
globalStyle(`${table} td`, { padding: vars.space.m, borderBottom: `${border.hairline} solid ${vars.color.border}`, verticalAlign: 'middle' })
export const row = style({})
export const nameCell = style({})
export const nameBox = style({ display: 'flex', gap: vars.space.m, alignItems: 'center' })
export const image = style({ width: controlSize.s, height: controlSize.big, objectFit: 'contain', flex: '0 0 auto' })
export const nameText = style({ display: 'grid', gap: space.xxs })
export const lineTotal = style({ fontWeight: 700, whiteSpace: 'nowrap' })
export const removeCell = style({ textAlign: 'right' })

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.s })
export const step = style({
  width: controlSize.l,
  height: controlSize.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.2em',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, background: vars.color.surfaceAlt, cursor: 'not-allowed' } },
})
export const quantity = style({
  width: controlSize.big,
  minHeight: controlSize.l,
  padding: `0 ${vars.space.s}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  font: 'inherit',
  textAlign: 'center',
})
export const hint = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted, fontSize: '0.9em' })
export const warning = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const remove = style({
  width: touchTarget,
  height: touchTarget,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: '1.5em',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.criticalSoft, color: vars.color.critical } },
})

export const summary = style({ display: 'grid', gap: vars.space.m, justifyItems: 'end' })
export const total = style({ display: 'flex', gap: vars.space.xl, margin: 0, fontSize: '1.2em' })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s, justifyContent: 'flex-end' })

// On a phone the table becomes one card per phone, each cell labelled by its column.
globalStyle(`${table} thead`, { '@media': { [media.upToTablet]: { position: 'absolute', width: border.hairline, height: border.hairline, overflow: 'hidden', clip: 'rect(0 0 0 0)' } } })
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, { '@media': { [media.upToTablet]: { display: 'block', width: '100%' } } })
globalStyle(`${table} tr${row}`, { '@media': { [media.upToTablet]: { position: 'relative', padding: `${vars.space.m} 0`, borderBottom: `${border.hairline} solid ${vars.color.border}` } } })
globalStyle(`${table} td`, { '@media': { [media.upToTablet]: { border: 0, padding: `${vars.space.xs} 0` } } })
globalStyle(`${table} td[data-label]:not(${nameCell})::before`, {
  '@media': { [media.upToTablet]: { content: 'attr(data-label)', display: 'block', fontSize: '0.85em', color: vars.color.muted, fontWeight: 600 } },
})
globalStyle(`${table} td${nameCell}`, { '@media': { [media.upToTablet]: { paddingRight: controlSize.xl } } })
globalStyle(`${table} td${removeCell}`, { '@media': { [media.upToTablet]: { position: 'absolute', top: vars.space.s, right: 0, width: 'auto' } } })
globalStyle(`${summary}`, { '@media': { [media.upToTablet]: { justifyItems: 'stretch' } } })
globalStyle(`${total}`, { '@media': { [media.upToTablet]: { justifyContent: 'space-between' } } })
globalStyle(`${actions} > a`, { '@media': { [media.upToTablet]: { flex: '1 1 auto' } } })
