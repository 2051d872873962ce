/**
 * LIPALATER_PROVIDER=off reaches the checkout: against the real API (over HTTP), the widget asks which
 * payment methods exist and no longer offers Lipa Later, nor keeps it chosen.
 */
import { render, screen, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '@core/platform/api/client'
import { paymentMethodNames } from '@core/domain/checkout'
import { createCheckout, $offeredMethods, loadOfferedMethods } from '@core/checkout'
import { setCountry, setLanguage } from '@core/platform/locale'
import { PaymentCard } from '@widgets/checkout/FormCards'
import { listenApi, startBareApp, type BareApp } from '../support/server'

let server: BareApp
beforeAll(async () => {
  server = await startBareApp({ env: { LIPALATER_PROVIDER: 'off' } })
  configureApi({ baseUrl: await listenApi(server), appKey: 'pk_dev_simu' })
}, 30_000)
afterAll(() => server?.close())

beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  $offeredMethods.set(paymentMethodNames)
})

describe('the payment card', () => {
  it('offers Lipa Later while the server takes it', () => {
    render(<PaymentCard checkout={createCheckout()} />)
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['mpesa', 'lipalater', 'cash'])
  })

  it('hides Lipa Later once the server says it is off, and moves a Lipa Later choice to M-Pesa', async () => {
    const checkout = createCheckout({ payment: 'lipalater' })
    render(<PaymentCard checkout={checkout} />)
    await loadOfferedMethods()
    expect($offeredMethods.get()).toEqual(['mpesa', 'cash'])
    await waitFor(() => expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['mpesa', 'cash']))
    expect(checkout.$state.get().payment).toBe('mpesa')
  })
})

describe('the checkout store', () => {
  it('moves a choice off a method the server stopped offering while its form is shown (no widget effect needed)', () => {
    const checkout = createCheckout({ payment: 'lipalater' })
    const stop = checkout.$state.listen(() => {})
    $offeredMethods.set(['mpesa', 'cash'])
    expect(checkout.$state.get().payment).toBe('mpesa')
    stop()
  })
})
