import { globalStyle, style } from '@vanilla-extract/css'
export { visuallyHidden } from '@widgets/ui/ui.css'
import { vars } from '@widgets/ui/theme.css'
import { border, chatOffset, columnWidth, controlSize, iconSize, measure, media, radius, shadow, space, touchTarget } from '@widgets/ui/tokens'

// ------------------------------------------------------------------ header

export const header = style({ background: vars.color.surface, borderBottom: `${border.hairline} solid ${vars.color.border}`, position: 'relative', zIndex: 20 })
export const utility = style({ background: '#10131a', color: '#e8ebf2', fontSize: '0.875em' })
export const utilityInner = style({
  maxWidth: measure.page,
  margin: '0 auto',
  padding: `${space.xs} ${vars.space.l}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'flex-end',
  '@media': { [media.phone]: { justifyContent: 'space-between', padding: `${space.xs} ${vars.space.s}`, gap: vars.space.s } },
})
export const utilityLink = style({
  color: '#e8ebf2',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: controlSize.s,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
export const smallSelect = style({
  minHeight: controlSize.s,
  padding: `0 ${vars.space.s}`,
  border: `${border.hairline} solid #4a5160`,
  borderRadius: vars.radius.small,
  background: '#10131a',
  color: '#e8ebf2',
  font: 'inherit',
})

export const main = style({
  maxWidth: measure.page,
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.l}`,
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"menu logo search cart user"',
  gap: vars.space.m,
  alignItems: 'center',
  '@media': {
    [media.upToTablet]: {
      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto minmax(0, max-content)',
      gridTemplateAreas: '"menu logo . cart user" "search search search search search"',
      padding: `${vars.space.s} ${vars.space.s}`,
      gap: vars.space.s,
    },
  },
})

export const menuButton = style({
  gridArea: 'menu',
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTarget,
  minWidth: touchTarget,
  justifyContent: 'center',
  padding: `0 ${vars.space.s}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})
export const menuButtonText = style({ '@media': { [media.upToTablet]: visuallyHiddenRules() } })
export const logo = style({
  gridArea: 'logo',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 800,
  fontSize: '1.5em',
  letterSpacing: '-0.02em',
  color: vars.color.brand,
  textDecoration: 'none',
  minHeight: touchTarget,
})
export const search = style({ gridArea: 'search', minWidth: 0, minHeight: touchTarget, display: 'flex', alignItems: 'center' })
export const searchPlaceholder = style({
  width: '100%',
  minHeight: touchTarget,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.m}`,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: radius.xxl,
  color: vars.color.muted,
  background: vars.color.surfaceAlt,
})
export const cart = style({
  gridArea: 'cart',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: touchTarget,
  minHeight: touchTarget,
  color: vars.color.text,
  borderRadius: vars.radius.small,
})
export const cartCount = style({
  position: 'absolute',
  top: space.xxs,
  right: '0',
  minWidth: iconSize.l,
  height: iconSize.l,
  padding: `0 ${space.badge}`,
  borderRadius: radius.badge,
  background: vars.color.critical,
  color: '#fff',
  fontSize: '0.75em',
  fontWeight: 700,
  lineHeight: iconSize.l,
  textAlign: 'center',
})
export const user = style({ gridArea: 'user', minWidth: 0 })
// 'Habari, Achieng' is 15 characters: 9ch cut it to 'Habari, A…' on phones. The label takes the room the
// row has (the user column shrinks, see main) and only a longer name ends in an ellipsis.
export const userLabel = style({ display: 'block', maxWidth: '20ch', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
globalStyle(`${user} > *`, { maxWidth: '100%' })

export const navRow = style({ borderTop: `${border.hairline} solid ${vars.color.border}` })
export const navRowInner = style({ maxWidth: measure.page, margin: '0 auto', padding: `0 ${vars.space.l}`, '@media': { [media.phone]: { padding: `0 ${vars.space.s}` } } })

// ------------------------------------------------------------------ horizontal nav

export const hnav = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' })
// The list never widens the page: before the code folds what does not fit into More (the server's HTML, a
// phone), the links past the edge are clipped, not scrolled to. The hidden copy the fold measures has no
// width of its own for the same reason (its links keep theirs).
export const hnavList = style({ display: 'flex', gap: vars.space.s, listStyle: 'none', margin: 0, padding: 0, minWidth: 0, flexWrap: 'nowrap', overflowX: 'clip' })
export const hnavMeasure = style([hnavList, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none', top: 0, left: 0, width: 0, height: 0, overflow: 'hidden' }])
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTarget,
  padding: `0 ${vars.space.s}`,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: `${border.heavy} solid transparent`,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover:not([aria-disabled])': { color: vars.color.brand },
    '&[aria-disabled="true"]': { color: vars.color.muted, cursor: 'not-allowed' },
  },
})
// The items keep their measured width (the nav folds the rest into More) and an icon never shrinks:
// a squeezed 'Duka' (Swahili 'Store') squashed its new-tab icon.
globalStyle(`${hnavList} > li`, { flexShrink: 0 })

// ------------------------------------------------------------------ menu button

export const menuWrap = style({ position: 'relative', display: 'inline-block', minWidth: 0 })
export const menuTrigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: touchTarget,
  maxWidth: '100%',
  padding: `0 ${vars.space.s}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&[aria-expanded="true"]': { background: vars.color.brandSoft } },
})
export const menu = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${space.xs})`,
  zIndex: 30,
  minWidth: columnWidth.xl,
  maxWidth: `calc(100vw - ${space.l})`,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: shadow.menuStrong,
})
export const menuStart = style([menu, { right: 'auto', left: 0 }])
const menuItemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: touchTarget,
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
} as const
export const menuItem = style({ ...menuItemBase, selectors: { '&:hover, &:focus': { background: vars.color.brandSoft, color: vars.color.text } } })
globalStyle(`${navLink} svg, ${menuItem} svg, ${menuTrigger} svg`, { flexShrink: 0 })

// ------------------------------------------------------------------ breadcrumb

export const crumbs = style({ maxWidth: measure.page, margin: '0 auto', padding: `${vars.space.s} ${vars.space.l} 0`, fontSize: '0.9em', '@media': { [media.phone]: { padding: `${vars.space.s} ${vars.space.s} 0` } } })
export const crumbList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, color: vars.color.muted })
globalStyle(`${crumbList} li + li::before`, { content: '"›"', marginRight: vars.space.xs, color: vars.color.muted })
globalStyle(`${crumbList} a`, { color: vars.color.brand })

// ------------------------------------------------------------------ side nav

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(10, 14, 25, 0.5)', zIndex: 40 })
/** Set on <html> while the side menu is open: the page behind does not scroll (SideNav's lock, CSP-safe). */
export const lockedAttribute = 'data-simu-scroll-locked'
globalStyle(`html[${lockedAttribute}], html[${lockedAttribute}] body`, { overflow: 'hidden', overscrollBehavior: 'none' })
export const drawer = style({
  position: 'fixed',
  top: 0,
  left: 0,
  bottom: 0,
  zIndex: 41,
  width: `min(${columnWidth.side}, 86vw)`,
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.l,
  boxShadow: shadow.drawer,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.m,
})
export const drawerHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })
export const drawerTitle = style({ margin: 0, fontSize: '1.2em' })
export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: touchTarget,
  minHeight: touchTarget,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
})
export const sideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xxs })
export const sideSubList = style([sideList, { paddingLeft: vars.space.l, borderLeft: `${border.thick} solid ${vars.color.brandSoft}`, marginLeft: vars.space.m }])
export const sideLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: touchTarget,
  padding: `0 ${vars.space.m}`,
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&[aria-current="page"]': { color: vars.color.brand } },
})

// ------------------------------------------------------------------ footer

export const footer = style({ background: '#10131a', color: '#e8ebf2', marginTop: vars.space.xl, paddingBottom: chatOffset.clearance })
export const footerInner = style({
  maxWidth: measure.page,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.l}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `repeat(auto-fit, minmax(${columnWidth.m}, 1fr))`,
})
export const footerTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: '1em', color: '#ffffff' })
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const footerLink = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: controlSize.s,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: '#e8ebf2',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: border.heavy,
  cursor: 'pointer',
})
export const socialList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: touchTarget,
  height: touchTarget,
  borderRadius: radius.xxl,
  border: `${border.hairline} solid #4a5160`,
  color: '#e8ebf2',
  selectors: { '&:hover': { background: '#232836' } },
})
export const footerBottom = style({ gridColumn: '1 / -1', borderTop: `${border.hairline} solid #2a2f3b`, paddingTop: vars.space.l, display: 'grid', gap: vars.space.s, color: '#c3c8d4', fontSize: '0.9em' })
export const footerNote = style({ margin: 0 })

function visuallyHiddenRules() {
  return { position: 'absolute', width: border.hairline, height: border.hairline, padding: 0, margin: `-${border.hairline}`, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const
}
