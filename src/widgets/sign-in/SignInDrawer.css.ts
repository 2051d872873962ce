import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import * as ui from '../ui/ui.css'

export const body = style({ display: 'grid', gap: vars.space.l })
export const form = style({ display: 'grid', gap: vars.space.l })
export const intro = style({ margin: 0, color: vars.color.muted })
export const field = style({ display: 'grid', gap: vars.space.xs })
/** Field errors in red: the spec's 'incorrect OTP...' is one (sell-side.md §8). */
export const error = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, alignItems: 'center', marginTop: `calc(-1 * ${vars.space.s})` })
export const linkButton = style({
  appearance: 'none',
  border: 0,
  padding: `${vars.space.xs} 0`,
  minHeight: '32px',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, textDecoration: 'none', cursor: 'default' } },
})
export const failure = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
})
export const failureTitle = style({ margin: 0, fontWeight: 700 })
export const failureText = style({ margin: 0 })
export const notice = style({
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.positive,
})
export const submit = style({ width: '100%' })
// The drawer is the full width of a phone, where the backdrop cannot be tapped: a visible close button.
export const close = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: '44px',
  height: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.muted,
  fontSize: '1.6em',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
})
// Keeps the drawer's headline clear of the close button.
globalStyle(`${ui.drawer} > h2`, { paddingRight: '44px' })
export const checkboxRow = style({ display: 'flex', gap: vars.space.s, alignItems: 'flex-start' })
export const checkbox = style({ width: '22px', height: '22px', margin: '2px 0 0', flex: '0 0 auto', accentColor: vars.color.brand })

export const snackbar = style({
  position: 'fixed',
  zIndex: 2147482000,
  left: '50%',
  bottom: vars.space.l,
  transform: 'translateX(-50%)',
  width: 'min(480px, calc(100vw - 24px))',
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: `${vars.space.m} ${vars.space.l}`,
  borderRadius: vars.radius.small,
  background: '#2b1210',
  color: '#ffffff',
  boxShadow: '0 10px 30px rgba(0,0,0,0.3)',
})
export const snackbarText = style({ display: 'grid', gap: '2px' })
export const snackbarTitle = style({ margin: 0, fontWeight: 700 })
export const snackbarDetail = style({ margin: 0, fontSize: '0.9em' })
export const snackbarClose = style({
  flex: '0 0 auto',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: '#ffffff',
  fontSize: '1.4em',
  lineHeight: 1,
  cursor: 'pointer',
})
