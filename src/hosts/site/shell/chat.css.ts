import { style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'
import { border, chatOffset, controlSize, measure, media, radius, shadow, space, touchTarget } from '@widgets/ui/tokens'

/** The site's chat: the floating button (ChatDock in Header.tsx) and the chat panel (ChatPopup.tsx). */

export const chatButton = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: vars.space.l,
  zIndex: 25,
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: controlSize.xxl,
  padding: `0 ${vars.space.l}`,
  border: 0,
  borderRadius: radius.round,
  background: vars.color.brand,
  color: vars.color.brandText,
  font: 'inherit',
  fontWeight: 700,
  boxShadow: shadow.brand,
  cursor: 'pointer',
  // On a phone a floating button covered what sits at the bottom of the screen (the offer, the total):
  // there it stays in the page, under the header, and never sits on anything.
  '@media': { [media.phone]: { position: 'static', minHeight: touchTarget, padding: `0 ${vars.space.m}`, boxShadow: 'none' } },
})
/** Where the chat button sits on a phone: its own line under the breadcrumb, at the end. */
export const chatDock = style({
  '@media': { [media.phone]: { display: 'flex', justifyContent: 'flex-end', padding: `${vars.space.xs} ${vars.space.s} 0` } },
})
export const chatButtonText = style({})
export const chat = style({
  position: 'fixed',
  right: vars.space.l,
  bottom: chatOffset.panelBottom,
  zIndex: 26,
  width: `min(${measure.chat}, calc(100vw - ${space.l}))`,
  maxHeight: `calc(100vh - ${chatOffset.panelTop})`,
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: shadow.overlay,
  '@media': { [media.phone]: { right: space.s, bottom: chatOffset.clearance } },
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
export const bubbleAgent = style({ justifySelf: 'start', maxWidth: '85%', padding: `${vars.space.s} ${vars.space.m}`, borderRadius: `${radius.large} ${radius.large} ${radius.large} ${radius.tiny}`, background: vars.color.surfaceAlt })
export const bubbleYou = style({ justifySelf: 'end', maxWidth: '85%', padding: `${vars.space.s} ${vars.space.m}`, borderRadius: `${radius.large} ${radius.large} ${radius.tiny} ${radius.large}`, background: vars.color.brandSoft })
export const bubbleWho = style({ display: 'block', fontSize: '0.8em', fontWeight: 700, color: vars.color.muted })
export const chatNote = style({ margin: 0, fontSize: '0.9em', color: vars.color.muted })
export const whatsappButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.s,
  minHeight: touchTarget,
  borderRadius: vars.radius.small,
  background: '#0b7a3b',
  color: '#fff',
  fontWeight: 700,
  textDecoration: 'none',
})
