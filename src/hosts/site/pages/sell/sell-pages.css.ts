import { style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, columnWidth, controlSize, media, mediaSize } from '@widgets/ui/tokens'

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
export const title = style({ margin: 0, fontSize: 'clamp(1.6em, 4vw, 2.2em)', lineHeight: 1.2 })
export const heading = style({ margin: 0, fontSize: '1.3em' })
export const subheading = style({ margin: 0, fontSize: '1.1em' })
export const intro = style({ margin: 0, color: vars.color.muted, fontSize: '1.05em' })
export const note = style({ margin: 0, color: vars.color.muted })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.m,
  gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.s}, 1fr))`,
})
export const card = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space.s,
  height: '100%',
  padding: vars.space.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 ${border.hairline} ${vars.color.brand}` } },
})
export const cardImage = style({ display: 'block', width: controlSize.xl, height: mediaSize.thumbLarge, objectFit: 'contain' })
export const cardName = style({ fontWeight: 700 })
export const cardPrice = style({ color: vars.color.muted, fontSize: '0.9em' })
export const cardAction = style({ color: vars.color.brand, fontWeight: 600, fontSize: '0.9em', textDecoration: 'underline' })

export const model = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.phone]: { gridTemplateColumns: '1fr', justifyItems: 'center' } },
})
export const modelImage = style({ display: 'block', width: mediaSize.thumb, height: mediaSize.tileLarge, objectFit: 'contain' })
export const variants = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, width: '100%' })
export const variant = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.l,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
})
export const variantLabel = style({ margin: 0, fontWeight: 700 })
export const variantPrice = style({ margin: 0, color: vars.color.muted })

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.m, gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.l}, 1fr))` })
export const step = style({ padding: vars.space.l, borderRadius: vars.radius.small, background: vars.color.surfaceAlt, border: `${border.hairline} solid ${vars.color.border}` })
export const stepTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: '1.05em' })
export const stepText = style({ margin: 0, color: vars.color.muted })

export const priceList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, width: '100%' })
export const priceLine = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.s, fontSize: '0.9em', borderTop: `${border.hairline} dashed ${vars.color.border}`, paddingTop: vars.space.xs })
export const priceCards = style([cards, { gridTemplateColumns: `repeat(auto-fill, minmax(${columnWidth.xl}, 1fr))` }])
export const priceCard = style([card, { justifyItems: 'stretch', textAlign: 'start' }])
export const priceHead = style({ display: 'flex', gap: vars.space.m, alignItems: 'center' })
export const smallImage = style({ display: 'block', width: controlSize.s, height: controlSize.big, objectFit: 'contain', flex: 'none' })
