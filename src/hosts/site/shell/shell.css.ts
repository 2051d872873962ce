import { globalStyle, style } from '@vanilla-extract/css'
import { layout } from '@core/domain/constants'
export { visuallyHidden } from '@widgets/ui/ui.css'
import { vars } from '@widgets/ui/theme.css'

const narrow = `screen and (max-width: ${layout.mobileLPx}px)`
const tablet = 'screen and (max-width: 767px)'


// ------------------------------------------------------------------ header

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, position: 'relative', zIndex: 20 })
export const utility = style({ background: '#10131a', color: '#e8ebf2', fontSize: '0.875em' })
export const utilityInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `4px ${vars.space.l}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  alignItems: 'center',
  justifyContent: 'flex-end',
  '@media': { [narrow]: { justifyContent: 'space-between', padding: `4px ${vars.space.s}`, gap: vars.space.s } },
})
export const utilityLink = style({
  color: '#e8ebf2',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
export const smallSelect = style({
  minHeight: '32px',
  padding: `0 ${vars.space.s}`,
  border: '1px solid #4a5160',
  borderRadius: vars.radius.small,
  background: '#10131a',
  color: '#e8ebf2',
  font: 'inherit',
})

export const main = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.m} ${vars.space.l}`,
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"menu logo search cart user"',
  gap: vars.space.m,
  alignItems: 'center',
  '@media': {
    [tablet]: {
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
  minHeight: '44px',
  minWidth: '44px',
  justifyContent: 'center',
  padding: `0 ${vars.space.s}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
})
export const menuButtonText = style({ '@media': { [tablet]: visuallyHiddenRules() } })
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
  minHeight: '44px',
})
export const search = style({ gridArea: 'search', minWidth: 0, minHeight: '44px', display: 'flex', alignItems: 'center' })
export const searchPlaceholder = style({
  width: '100%',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '22px',
  color: vars.color.muted,
  background: vars.color.surfaceAlt,
})
export const cart = style({
  gridArea: 'cart',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: vars.color.text,
  borderRadius: vars.radius.small,
})
export const cartCount = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: '10px',
  background: vars.color.critical,
  color: '#fff',
  fontSize: '0.75em',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
})
export const user = style({ gridArea: 'user', minWidth: 0 })
// 'Habari, Achieng' is 15 characters: 9ch cut it to 'Habari, A…' on phones. The label takes the room the
// row has (the user column shrinks, see main) and only a longer name ends in an ellipsis.
export const userLabel = style({ display: 'block', maxWidth: '20ch', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
globalStyle(`${user} > *`, { maxWidth: '100%' })

export const navRow = style({ borderTop: `1px solid ${vars.color.border}` })
export const navRowInner = style({ maxWidth: '1200px', margin: '0 auto', padding: `0 ${vars.space.l}`, '@media': { [narrow]: { padding: `0 ${vars.space.s}` } } })

// ------------------------------------------------------------------ horizontal nav

export const hnav = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' })
export const hnavList = style({ display: 'flex', gap: vars.space.s, listStyle: 'none', margin: 0, padding: 0, minWidth: 0, flexWrap: 'nowrap' })
export const hnavMeasure = style([hnavList, { position: 'absolute', visibility: 'hidden', pointerEvents: 'none', top: 0, left: 0, height: 0, overflow: 'hidden' }])
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.s}`,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  borderBottom: '3px solid transparent',
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
  minHeight: '44px',
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
  top: 'calc(100% + 4px)',
  zIndex: 30,
  minWidth: '220px',
  maxWidth: 'calc(100vw - 16px)',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  boxShadow: '0 12px 32px rgba(10, 14, 25, 0.18)',
})
export const menuStart = style([menu, { right: 'auto', left: 0 }])
const menuItemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '44px',
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

export const crumbs = style({ maxWidth: '1200px', margin: '0 auto', padding: `${vars.space.s} ${vars.space.l} 0`, fontSize: '0.9em', '@media': { [narrow]: { padding: `${vars.space.s} ${vars.space.s} 0` } } })
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
  width: 'min(320px, 86vw)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  padding: vars.space.l,
  boxShadow: '8px 0 32px rgba(10, 14, 25, 0.25)',
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
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
})
export const sideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' })
export const sideSubList = style([sideList, { paddingLeft: vars.space.l, borderLeft: `2px solid ${vars.color.brandSoft}`, marginLeft: vars.space.m }])
export const sideLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: '44px',
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

// ------------------------------------------------------------------ chat

export const chatButton = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: vars.space.l,
  zIndex: 25,
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: '52px',
  padding: `0 ${vars.space.l}`,
  border: 0,
  borderRadius: '26px',
  background: vars.color.brand,
  color: vars.color.brandText,
  font: 'inherit',
  fontWeight: 700,
  boxShadow: '0 8px 24px rgba(11, 95, 255, 0.35)',
  cursor: 'pointer',
  // On a phone a floating button covered what sits at the bottom of the screen (the offer, the total):
  // there it stays in the page, under the header, and never sits on anything.
  '@media': { [narrow]: { position: 'static', minHeight: '44px', padding: `0 ${vars.space.m}`, boxShadow: 'none' } },
})
/** Where the chat button sits on a phone: its own line under the breadcrumb, at the end. */
export const chatDock = style({
  '@media': { [narrow]: { display: 'flex', justifyContent: 'flex-end', padding: `${vars.space.xs} ${vars.space.s} 0` } },
})
export const chatButtonText = style({})
export const chat = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: '84px',
  zIndex: 26,
  width: `min(${layout.chatPopupPx}px, calc(100vw - 16px))`,
  maxHeight: 'calc(100vh - 100px)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: '0 16px 48px rgba(10, 14, 25, 0.25)',
  '@media': { [narrow]: { right: '8px', bottom: '72px' } },
})
export const chatHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.s} ${vars.space.s} ${vars.space.l}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
})
export const chatTitle = style({ margin: 0, fontSize: '1.05em' })
export const chatStatus = style({ margin: 0, fontSize: '0.85em' })
export const chatBody = style({ padding: vars.space.l, display: 'grid', gap: vars.space.m })
export const chatLog = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.s })
export const bubbleAgent = style({ justifySelf: 'start', maxWidth: '85%', padding: `${vars.space.s} ${vars.space.m}`, borderRadius: '14px 14px 14px 4px', background: vars.color.surfaceAlt })
export const bubbleYou = style({ justifySelf: 'end', maxWidth: '85%', padding: `${vars.space.s} ${vars.space.m}`, borderRadius: '14px 14px 4px 14px', background: vars.color.brandSoft })
export const bubbleWho = style({ display: 'block', fontSize: '0.8em', fontWeight: 700, color: vars.color.muted })
export const chatNote = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const whatsappButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minHeight: '44px',
  borderRadius: vars.radius.small,
  background: '#0b7a3b',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
})

// ------------------------------------------------------------------ footer

export const footer = style({ background: '#10131a', color: '#e8ebf2', marginTop: vars.space.xl, paddingBottom: '72px' })
export const footerInner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.l}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
})
export const footerTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: '1em', color: '#ffffff' })
export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs })
export const footerLink = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: '#e8ebf2',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
})
export const socialList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.s })
export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '22px',
  border: '1px solid #4a5160',
  color: '#e8ebf2',
  selectors: { '&:hover': { background: '#232836' } },
})
export const footerBottom = style({ gridColumn: '1 / -1', borderTop: '1px solid #2a2f3b', paddingTop: vars.space.l, display: 'grid', gap: vars.space.s, color: '#c3c8d4', fontSize: '0.9em' })
export const footerNote = style({ margin: 0 })

function visuallyHiddenRules() {
  return { position: 'absolute', width: '1px', height: '1px', padding: 0, margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const
}
