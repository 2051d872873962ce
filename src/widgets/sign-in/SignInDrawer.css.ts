import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css'
import * as ui from '../ui/ui.css'
import { border, controlSize, iconSize, measure, shadow, space, touchTarget } from '@widgets/ui/tokens'
export { field, error, linkButton, failure, failureTitle, failureText, notice, checkboxRow, checkbox } from '@widgets/ui/forms.css'

export const body = style({ display: 'grid', gap: vars.space.l })
export const form = style({ display: 'grid', gap: vars.space.l })
export const intro = style({ margin: 0, color: vars.color.muted })
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.l, alignItems: 'center', marginTop: `calc(-1 * ${vars.space.s})` })
export const submit = style({ width: '100%' })
// The drawer is the full width of a phone, where the backdrop cannot be tapped: a visible close button.
export const close = style({
  position: 'absolute',
  top: vars.space.s,
  right: vars.space.s,
  width: touchTarget,
  height: touchTarget,
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
globalStyle(`${ui.drawer} > h2`, { paddingRight: touchTarget })

export const snackbar = style({
  position: 'fixed',
  zIndex: 2147482000,
  left: '50%',
  bottom: vars.space.l,
  transform: 'translateX(-50%)',
  width: `min(${measure.dialog}, calc(100vw - ${space.xl}))`,
  display: 'flex',
  gap: vars.space.m,
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  padding: `${vars.space.m} ${vars.space.l}`,
  borderRadius: vars.radius.small,
  background: '#2b1210',
  color: '#ffffff',
  boxShadow: shadow.popup,
})
export const snackbarText = style({ display: 'grid', gap: space.xxs })
export const snackbarTitle = style({ margin: 0, fontWeight: 700 })
export const snackbarDetail = style({ margin: 0, fontSize: '0.9em' })
export const snackbarClose = style({
  flex: '0 0 auto',
  width: controlSize.m,
  height: controlSize.m,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: '#ffffff',
  fontSize: '1.4em',
  lineHeight: 1,
  cursor: 'pointer',
})
