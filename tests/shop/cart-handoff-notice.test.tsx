/**
 * The hand-off's notice on the site's cart and checkout pages: read out as it changes (a status region),
 * what arrived and from where, the lines left out and why, in English and Swahili; dismissable once done.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { $cartImport } from '@core/shop'
import { setLanguage } from '@core/platform/locale'
import { HandoffNotice } from '@widgets/cart-drawer/HandoffNotice'

beforeEach(() => {
  setLanguage('en')
  $cartImport.set(null)
})
afterEach(cleanup)

describe('HandoffNotice', () => {
  it('is an empty live region without a hand-over', () => {
    render(<HandoffNotice />)
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says it is bringing the cart, without a dismiss button yet', () => {
    $cartImport.set({ status: 'importing', added: 0, problems: [] })
    render(<HandoffNotice />)
    expect(screen.getByRole('status').textContent).toBe('Bringing your cart…')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('names the partner, lists what was left out, and goes away on Dismiss', () => {
    $cartImport.set({
      status: 'done', added: 1, from: 'shop.partner.example',
      problems: [{ name: 'iPhone XR', problem: 'soldOut' }, { name: 'iPhone 12', problem: 'capped', available: 2 }, { name: 'Galaxy S9', problem: 'gone' }],
    })
    render(<HandoffNotice />)
    expect(screen.getByText('We brought your cart from shop.partner.example: 1 phone added.')).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'iPhone XR: sold out.', 'iPhone 12: only 2 left, so your cart has 2.', 'Galaxy S9: no longer sold.',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByRole('status').textContent).toBe('')
    expect($cartImport.get()).toBeNull()
  })

  it('speaks Swahili', () => {
    setLanguage('sw')
    $cartImport.set({ status: 'done', added: 3, problems: [{ name: 'iPhone 11', problem: 'unreachable' }] })
    render(<HandoffNotice />)
    expect(screen.getByText('Kikapu chako kimefika: simu 3 zimeongezwa.')).toBeTruthy()
    expect(screen.getByRole('listitem').textContent).toBe('iPhone 11: hatukuweza kuipakia. Angalia mtandao wako kisha upakie ukurasa upya.')
    expect(screen.getByRole('button', { name: 'Funga' })).toBeTruthy()
  })
})
