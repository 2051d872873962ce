import { style } from '@vanilla-extract/css'
import { vars } from '@widgets/ui/theme.css'

/** A page's place while its code or this browser's data loads: tall enough that the footer does not jump. */
export const placeholder = style({ minHeight: '60vh', display: 'grid', alignContent: 'start', gap: vars.space.l })
export const title = style({ margin: 0, fontSize: '1.75rem', lineHeight: 1.2 })
