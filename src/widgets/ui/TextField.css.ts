import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css'
import { border, columnWidth, controlSize, touchTarget } from './tokens'

/**
 * The looks of the shared text field: one per place it sits in. They differ only in small details
 * (hint size, how a read-only or disabled field looks, the height of a text area).
 */
export type TextFieldLook = 'drawer' | 'dialog' | 'checkout' | 'page'

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, alignContent: 'start' })

const labelBase = style({ fontWeight: 600, fontSize: '0.95em' })
export const label = styleVariants({
  drawer: [labelBase],
  dialog: [labelBase],
  checkout: [labelBase],
  page: [labelBase, { fontSize: '1em' }],
})
export const optional = style({ fontWeight: 400, color: vars.color.muted })

const controlBase = style({
  width: '100%',
  border: `${border.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
})
const lookControl = {
  drawer: style({ selectors: { '&:read-only': { background: vars.color.surfaceAlt, color: vars.color.muted } } }),
  dialog: style({}),
  checkout: style({ selectors: { '&[readonly]': { background: vars.color.surfaceAlt } } }),
  page: style({
    selectors: {
      '&[aria-invalid="true"]': { boxShadow: `0 0 0 ${border.hairline} ${vars.color.critical}` },
      '&:disabled': { background: vars.color.surfaceAlt, color: vars.color.muted },
    },
  }),
}
const inputBase = style([controlBase, { minHeight: touchTarget, padding: `0 ${vars.space.m}` }])
export const input = styleVariants({
  drawer: [inputBase, lookControl.drawer],
  dialog: [inputBase, lookControl.dialog],
  checkout: [inputBase, lookControl.checkout],
  page: [inputBase, lookControl.page],
})
const textareaBase = style([controlBase, { minHeight: controlSize.textarea, padding: vars.space.m, resize: 'vertical' }])
export const textarea = styleVariants({
  drawer: [textareaBase, lookControl.drawer],
  dialog: [textareaBase, lookControl.dialog, { minHeight: columnWidth.xs, lineHeight: 1.5 }],
  checkout: [textareaBase, lookControl.checkout],
  page: [textareaBase, lookControl.page],
})
/** The input with something beside it (the show/hide toggle of a masked code). */
export const withAfter = style({ position: 'relative', display: 'flex', gap: vars.space.s, alignItems: 'center' })

const hintBase = style({ margin: 0, color: vars.color.muted, fontSize: '0.9em' })
export const hint = styleVariants({
  drawer: [hintBase],
  dialog: [hintBase, { fontSize: '0.85em' }],
  checkout: [hintBase],
  page: [hintBase],
})
export const error = style({ margin: 0, color: vars.color.critical, fontSize: '0.9em', fontWeight: 600 })
