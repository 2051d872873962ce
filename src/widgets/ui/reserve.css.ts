import { fallbackVar, globalStyle, style } from '@vanilla-extract/css'
import { firstScreen, media } from './tokens'

/**
 * The room a widget keeps on the host page before it has drawn its first screen (issue 11), so the
 * page does not jump when the widget arrives. Each tag's height is --simu-reserved-height on its
 * :host; a partner whose column makes the widget taller or shorter sets its own, e.g.
 * `simu-price-checker { --simu-reserved-height: 600px }`, as in its `simu-*:not(:defined)` rule.
 */
export const reservedHeight = '--simu-reserved-height'
const reserved = `var(${reservedHeight})`

for (const [tag, size] of Object.entries(firstScreen)) {
  globalStyle(`:host(${tag})`, {
    vars: { [reservedHeight]: size.wide },
    ...(size.phone === size.wide ? {} : { '@media': { [media[size.upTo]]: { vars: { [reservedHeight]: size.phone } } } }),
  })
}

// From the moment the element is defined until React's first commit (element.tsx marks it 'drawn').
globalStyle(':host(:not(:state(drawn)))', { minBlockSize: fallbackVar(reserved, 'auto') })

/** A loading state in place of the first screen (finding the country, the phone's card): as tall as that screen. */
export const firstScreenLoading = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: fallbackVar(reserved, 'auto'),
})
