/**
 * Issue 12 §3.4: of several cart drawers on a page, the one nearest to what asked for the cart opens (the
 * deepest shared ancestor, through shadow roots), else the first in the page.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { nearestDrawer } from '@widgets/cart-drawer/nearest'

afterEach(() => document.body.replaceChildren())

/** An element holding `html` in an open shadow root, as a widget does: returns the host and its root. */
function widget(html: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div')
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = html
  return { host, root }
}

describe('nearestDrawer', () => {
  it('takes the drawer in the same section as the button over the one in the header', () => {
    document.body.innerHTML = '<header id="h"></header><main><section id="s"></section></main>'
    const header = widget('<button>cart</button>')
    const section = widget('<button>cart</button>')
    const add = widget('<button>Add to cart</button>')
    document.getElementById('h')!.append(header.host)
    document.getElementById('s')!.append(add.host, section.host)
    const icons = [header.root.querySelector('button')!, section.root.querySelector('button')!]
    expect(nearestDrawer(icons, add.root.querySelector('button'))).toBe(icons[1])
    // A drawer's own icon is nearest to itself.
    expect(nearestDrawer(icons, icons[0]!)).toBe(icons[0])
  })

  it('takes the first in the page when nothing asked, on a tie, or when the caller is gone', () => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>'
    const first = widget('<button>cart</button>')
    const second = widget('<button>cart</button>')
    document.getElementById('b')!.append(first.host)
    document.getElementById('a')!.append(second.host)
    const early = second.root.querySelector('button')!
    const late = first.root.querySelector('button')!
    expect(nearestDrawer([late, early], null)).toBe(early)
    const outside = document.createElement('button')
    document.body.append(outside)
    expect(nearestDrawer([late, early], outside)).toBe(early)
    outside.remove()
    expect(nearestDrawer([late, early], outside)).toBe(early)
  })

  it('leaves out drawers no longer in the page', () => {
    document.body.innerHTML = ''
    const gone = widget('<button>cart</button>')
    const here = widget('<button>cart</button>')
    document.body.append(here.host)
    expect(nearestDrawer([gone.root.querySelector('button')!, here.root.querySelector('button')!], null)).toBe(here.root.querySelector('button'))
  })
})
