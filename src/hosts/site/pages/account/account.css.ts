import { style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, iconSize, measure, media, touchTarget } from '@widgets/ui/tokens'

/** Session pages: a welcome panel beside the form, stacked on phones. */
export const session = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  maxWidth: measure.wide,
  margin: '0 auto',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.upToTablet]: { gridTemplateColumns: '1fr' } },
})
export const panel = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.m,
  padding: vars.space.xl,
  background: vars.color.brand,
  color: vars.color.brandText,
})
export const panelTitle = style({ margin: 0, fontSize: 'clamp(1.6em, 4vw, 2.2em)', lineHeight: 1.15 })
export const panelText = style({ margin: 0, fontSize: '1.05em' })
export const formSide = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.l,
  padding: vars.space.xl,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const heading = style({ margin: 0, fontSize: '1.35em' })
export const form = style({ display: 'grid', gap: vars.space.l })
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const aside = style({ margin: 0 })
export const methods = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.m, minWidth: 0 })
export const legend = style({ padding: 0, marginBottom: vars.space.s, fontWeight: 600 })
export const method = style({ display: 'inline-flex', gap: vars.space.s, alignItems: 'center', minHeight: touchTarget, cursor: 'pointer' })
export const radio = style({ width: iconSize.l, height: iconSize.l, margin: 0, accentColor: vars.color.brand })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center', justifyContent: 'space-between' })

/** The profile page: sections as cards. */
export const profile = style({ display: 'grid', gap: vars.space.xl, maxWidth: measure.article, margin: '0 auto' })
export const profileHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m, alignItems: 'center', justifyContent: 'space-between' })
export const title = style({ margin: 0, fontSize: '1.8em' })
export const card = style({
  display: 'grid',
  gap: vars.space.l,
  padding: vars.space.xl,
  borderRadius: vars.radius.large,
  border: `${border.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.phone]: { padding: vars.space.l } },
})
export const cardTitle = style({ margin: 0, fontSize: '1.2em' })

/** 'My orders': a card per order, what and when on the left, state and amount on the right; stacked on phones. */
// '&&' (the class twice) outranks the trade-in card's own columns whatever order the two stylesheets land in:
// the site's CSS is one file since issue 11, and a card of three columns pushed the amounts off a 390 px screen.
export const orderCard = style({
  selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  '@media': { [media.phone]: { selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
})
export const orderState = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'end', '@media': { [media.phone]: { justifyItems: 'start' } } })
