/**
 * Issue 12 §3.8 and §5: the widgets' Dialog is a native <dialog> (shown with showModal() in a browser; jsdom
 * has no showModal, so here it is only marked open). Escape asks the widget, the focus goes back to what
 * opened it (or to the element the widget names), the page does not scroll meanwhile, and nothing is added
 * to <body>. The top layer and the inert page are checked in a browser (tests/e2e/partner-loader.spec.ts).
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from '@widgets/ui/Dialog'

function Harness({ returnTo }: { returnTo?: boolean }) {
  const [open, setOpen] = useState(false)
  const [other, setOther] = useState<HTMLElement | null>(null)
  return (
    <main>
      <button type="button" ref={setOther}>Elsewhere</button>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="A question" returnFocus={returnTo ? other : undefined}>
        <button type="button">Yes</button>
        <button type="button" onClick={() => setOpen(false)}>No</button>
      </Dialog>
    </main>
  )
}

describe('a Dialog', () => {
  it('is a <dialog> named by its title, with the focus inside; Escape closes it and the focus goes back to the opener', () => {
    render(<Harness />)
    const bodyBefore = [...document.body.children]
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'A question' })
    expect(dialog.localName).toBe('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }))
    expect([...document.body.children]).toEqual(bodyBefore)
    // The page behind does not scroll while it is open.
    expect(document.documentElement.style.overflow).toBe('hidden')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('gives the focus to the element the widget names (what asked for it in another widget)', () => {
    render(<Harness returnTo />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.click(screen.getByRole('button', { name: 'No' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
  })

  it('keeps Tab inside, and a click on the backdrop closes it', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    const no = screen.getByRole('button', { name: 'No' })
    no.focus()
    fireEvent.keyDown(no, { key: 'Tab' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes' }))
    fireEvent.click(screen.getByRole('dialog').querySelector('[aria-hidden="true"]')!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
