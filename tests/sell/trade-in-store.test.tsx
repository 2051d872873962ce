/**
 * The trade-in stores (src/core/sell/trade-in.ts) and the tracker against the real API over real
 * HTTP (no fetch mocks): the server runs in-process on a fresh SQLite file; staff steps use the ops
 * functions on the same database (issue 3 item 4).
 */
import { questions } from '@core/domain/questions'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api, configureApi } from '@core/platform/api/client'
import { $auth, verifyCode, requestCode } from '@core/account/auth'
import { setCountry, setLanguage } from '@core/platform/locale'
import {
  createAllInvoices, createHandover, createInvoice, createLatestPayout, createPayoutForm, createTradeIn, createTradeInList, featuredTradeIn,
} from '@core/sell'
import { confirmOffer, inspect, markPaid } from '@server/sell/service'
import type { SmsProvider } from '@server/providers/sms'
import { TradeInTracker } from '@widgets/trade-in/TradeInTracker'
import { startBareApp, type BareApp } from '../support/server'

/** Every question answered as a phone in order would (the server locks no price on a guess). */
const perfect = Object.fromEntries(questions.map((q) => [q.key, q.expected])) as Record<string, 'yes' | 'no'>

const outbox = new Map<string, string>()
const sms: SmsProvider = { name: 'outbox', send: async (to, message) => void outbox.set(to, message) }
let server: BareApp
let apiBase = ''

beforeAll(async () => {
  server = await startBareApp({ sms })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const port = (server.app.server.address() as AddressInfo).port
  apiBase = `http://127.0.0.1:${port}/api/v1`
  configureApi({ baseUrl: apiBase, appKey: 'pk_dev_simu' })
}, 30_000)
afterAll(() => server?.close())
beforeEach(() => {
  setCountry('ke')
  setLanguage('en')
  $auth.set(null)
})

let seq = 0
/** Signs a new seller in through the auth store, as the drawer does. */
async function signIn(country: 'ke' | 'tz' = 'ke') {
  setCountry(country)
  const local = `${country === 'ke' ? '0722' : '0765'}${String(500_000 + seq++)}`
  const e164 = `+${country === 'ke' ? '254' : '255'}${local.slice(1)}`
  expect((await requestCode(local)).ok).toBe(true)
  const code = /\b(\d{6})\b/.exec(outbox.get(e164)!)![1]!
  expect((await verifyCode(local, code)).ok).toBe(true)
  return $auth.get()!
}

/**
 * Signs a seller in as Simu's own page does (the server's Origin), for what only a site session may do
 * (payout changes): Node's fetch sends no Origin, so the store's own sign-in makes a partner's session.
 * The browser would keep the token in the HttpOnly cookie; here the store holds it as a Bearer token.
 */
async function siteSignIn() {
  const local = `0722${String(500_000 + seq++)}`
  expect((await requestCode(local)).ok).toBe(true)
  const code = /\b(\d{6})\b/.exec(outbox.get(`+254${local.slice(1)}`)!)![1]!
  const res = await fetch(`${apiBase}/verify_otp`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-app-key': 'pk_dev_simu', origin: new URL(apiBase).origin }, body: JSON.stringify({ phone: local, random: code }),
  })
  expect(res.status).toBe(200)
  const token = /simu_session=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1] ?? ''
  expect(token).not.toBe('')
  $auth.set({ user: (await res.json()).user, token })
}

async function quote(country: 'ke' | 'tz' = 'ke') {
  setCountry(country)
  const r = await api('calculate', { body: { modelID: 'iphone-12-pro', variantID: 'iphone-12-pro-6-128', ...perfect, charger: 'no' }, token: $auth.get()!.token })
  if (!r.ok) throw new Error(r.message)
  return r.data.quote
}

async function firstDay() {
  const r = await api('pickupDays')
  if (!r.ok) throw new Error(r.message)
  return r.data.days[0]!.date
}

/** Waits until a store settles (watching it, as a page does). */
async function settled<T extends { status: string }>(store: { get(): T; listen(cb: (v: T) => void): () => void }) {
  const unbind = store.listen(() => {})
  await waitFor(() => expect(store.get().status).not.toBe('loading'))
  return { value: store.get(), unbind }
}

/** A trade-in store, watched (as a page does) until its trade-in is there. */
async function loaded(id: string) {
  const tradeIn = createTradeIn(id)
  const unbind = tradeIn.$state.listen(() => {})
  await waitFor(() => expect(tradeIn.$state.get().quote.status).toBe('ready'))
  return { tradeIn, unbind }
}

describe('the list of trade-ins', () => {
  it('is signed out without a user, and loads the moment one signs in', async () => {
    const list = createTradeInList()
    const unbind = list.$state.listen(() => {})
    await waitFor(() => expect(list.$state.get().status).toBe('signedOut'))
    await signIn()
    const q = await quote()
    await waitFor(() => expect(list.$state.get().status).toBe('ready'))
    await list.load()
    const s = list.$state.get()
    expect(s.status === 'ready' && s.data.map((x) => x._id)).toEqual([q._id])
    // Orders are trade-ins past their quote: none yet.
    expect(list.$orders.get()).toEqual({ status: 'ready', data: [] })
    unbind()
  })

  it('lists a trade-in as an order once its pickup is booked; device-details opens the newest one still going', async () => {
    await signIn()
    const first = await quote()
    const second = await quote()
    const { tradeIn, unbind } = await loaded(first._id)
    expect(await tradeIn.schedulePickup({ address: 'Ngong Rd', date: await firstDay(), slot: 'morning' })).toBe(true)
    unbind()
    const list = createTradeInList()
    const { value } = await settled(list.$state)
    expect(value.status === 'ready' && featuredTradeIn(value.data)?._id).toBe(second._id)
    const orders = list.$orders.get()
    expect(orders.status === 'ready' && orders.data.map((q) => [q._id, q.tradeIn.state])).toEqual([[first._id, 'pickup_scheduled']])
  })
})

describe('one trade-in and the seller’s actions', () => {
  const stateOf = (t: ReturnType<typeof createTradeIn>) => {
    const q = t.$state.get().quote
    return q.status === 'ready' ? q.data.tradeIn.state : q.status
  }

  it('books a pickup: the trade-in moves on and the action is confirmed', async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    const date = await firstDay()
    expect(await tradeIn.schedulePickup({ address: 'Ngong Rd', date, slot: 'afternoon' })).toBe(true)
    expect(stateOf(tradeIn)).toBe('pickup_scheduled')
    expect(tradeIn.$state.get()).toMatchObject({ busy: null, failure: null, done: 'schedule_pickup' })
    unbind()
  })

  it("passes on the server's reason for a day it does not offer, and changes nothing", async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    expect(await tradeIn.schedulePickup({ address: 'Ngong Rd', date: '2020-01-01', slot: 'morning' })).toBe(false)
    expect(tradeIn.$state.get().failure).toEqual({ action: 'schedule_pickup', kind: 'invalid', message: 'That pickup day or slot is not available: choose one of the offered slots' })
    expect(stateOf(tradeIn)).toBe('quoted')
    unbind()
  })

  it('reloads the trade-in when staff moved it on meanwhile (409), and says so', async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    await tradeIn.schedulePickup({ address: 'Ngong Rd', date: await firstDay(), slot: 'morning' })
    await inspect(server.db, 'amina', q._id)
    expect(await tradeIn.cancel()).toBe(false)
    expect(tradeIn.$state.get().failure?.kind).toBe('conflict')
    expect(stateOf(tradeIn)).toBe('inspected')
    unbind()
  })

  it("says the price lock ran out when the server refuses an expired quote", async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    await server.db.updateTable('quotes').set({ expires_at: Date.now() - 1 }).where('id', '=', q._id).execute()
    expect(await tradeIn.chooseStore('simu-westlands')).toBe(false)
    expect(tradeIn.$state.get().failure?.kind).toBe('expired')
    expect(stateOf(tradeIn)).toBe('expired')
    unbind()
  })

  it('accepts a revised offer, which becomes the agreed price', async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    await tradeIn.chooseStore('simu-westlands')
    await inspect(server.db, 'amina', q._id)
    const { reviseOffer } = await import('@server/sell/service')
    await reviseOffer(server.db, 'amina', q._id, { reasons: ['batteryWorn'], amount: 20_000 })
    await tradeIn.load()
    expect(stateOf(tradeIn)).toBe('offer_revised')
    expect(await tradeIn.acceptRevision()).toBe(true)
    const s = tradeIn.$state.get().quote
    expect(s.status === 'ready' && [s.data.tradeIn.state, s.data.tradeIn.agreedOffer]).toEqual(['offer_confirmed', 20_000])
    unbind()
  })

  it('signs the seller out when the server no longer knows the token', async () => {
    await signIn()
    const q = await quote()
    const { tradeIn, unbind } = await loaded(q._id)
    await server.db.updateTable('sessions').set({ revoked_at: Date.now() }).execute()
    await tradeIn.load()
    await waitFor(() => expect($auth.get()).toBeNull())
    await waitFor(() => expect(tradeIn.$state.get().quote.status).toBe('signedOut'))
    unbind()
  })
})

describe('the hand-over form', () => {
  it("loads the pickup days and the trade-in country's stores, and filters them by region", async () => {
    const handover = createHandover('tz')
    const unbind = handover.$form.listen(() => {})
    await waitFor(() => expect(handover.$form.get().stores.status).toBe('ready'))
    await waitFor(() => expect(handover.$form.get().days.status).toBe('ready'))
    const f = handover.$form.get()
    expect(f.days.status === 'ready' && f.days.data).toHaveLength(6)
    expect(handover.$regions.get()).toEqual(['Arusha', 'Dar es Salaam'])
    handover.setStore('simu-kariakoo')
    handover.setRegion('Arusha')
    expect(handover.$visibleStores.get().map((s) => s._id)).toEqual(['simu-arusha'])
    // The chosen store is out of view now: it is dropped rather than sent unseen.
    expect(handover.$form.get().storeId).toBe('')
    expect(handover.store()).toBeNull()
    expect(handover.$form.get().problems).toEqual({ store: 'required' })
    unbind()
  })

  it('checks the pickup before sending it', async () => {
    const handover = createHandover('ke')
    const unbind = handover.$form.listen(() => {})
    await waitFor(() => expect(handover.$form.get().days.status).toBe('ready'))
    expect(handover.pickup()).toBeNull()
    expect(handover.$form.get().problems).toEqual({ address: 'required', town: 'required', date: 'required', slot: 'required' })
    handover.setField('address', '  Ngong Rd  ')
    expect(handover.$form.get().problems.address).toBeUndefined()
    handover.setField('date', await firstDay())
    handover.setField('slot', 'morning')
    // A town of another country is not on Kenya's list (issue 10, point 17).
    handover.setField('town', 'Arusha')
    expect(handover.pickup()).toBeNull()
    expect(handover.$form.get().problems).toEqual({ town: 'unknownTown' })
    handover.setField('town', 'nairobi')
    expect(handover.pickup()).toEqual({ address: 'Ngong Rd', town: 'Nairobi', date: await firstDay(), slot: 'morning' })
    unbind()
  })
})

describe('the payout form', () => {
  it("accepts the country's mobile numbers in any usual form, sending them in international form", () => {
    const form = createPayoutForm('ug', { method: 'mpesa', number: '', name: '' })
    expect(form.methods).toEqual(['airtel_money'])
    expect(form.$form.get().method).toBe('airtel_money')
    expect(form.valid()).toBeNull()
    expect(form.$form.get().problems).toEqual({ number: 'required', name: 'required' })
    form.set('number', '0712 345 678')
    form.set('name', 'Okello')
    expect(form.valid()).toEqual({ method: 'airtel_money', number: '+256712345678', name: 'Okello' })
    form.set('number', '+254 712 345 678')
    expect(form.valid()).toBeNull()
    expect(form.$form.get().problems).toEqual({ number: 'invalidNumber' })
  })
})

describe('invoices and the latest payout', () => {
  it('are empty for a new seller, then show the paid trade-in', async () => {
    // Opened signed out (the page asks for a sign-in), then the sign-in detour: the list reloads by itself,
    // trade-in invoices and shop orders together (the shop orders used to stay unread, so "No invoices yet").
    const invoices = createAllInvoices()
    expect((await settled(invoices.$state)).value).toEqual({ status: 'signedOut' })
    const auth = await signIn()
    await waitFor(() => expect(invoices.$state.get()).toEqual({ status: 'ready', data: { tradeIns: [], shopOrders: [] } }))
    const q = await quote()
    const payout = createLatestPayout()
    expect((await settled(payout.$state)).value).toEqual({ status: 'ready', data: null })
    const r = await api('schedulePickup', { params: { id: q._id }, body: { address: 'Ngong Rd', date: await firstDay(), slot: 'morning' }, token: auth.token })
    expect(r.ok).toBe(true)
    await inspect(server.db, 'amina', q._id)
    await confirmOffer(server.db, 'amina', q._id)
    await markPaid(server.db, 'amina', q._id, { reference: 'UNIT000001' })
    await invoices.load()
    await payout.load()
    const list = invoices.$state.get()
    expect(list.status === 'ready' && list.data.tradeIns.map((i) => [i._id, i.status])).toEqual([[q._id, 'paid']])
    const p = payout.$state.get()
    expect(p.status === 'ready' && p.data).toMatchObject({ quoteId: q._id, reference: 'UNIT000001', amount: q.offer })
    const invoice = createInvoice(q._id)
    const one = (await settled(invoice.$state)).value
    expect(one.status === 'ready' && one.data.number).toMatch(/^SB-KE-\d{6}$/)
  })

  it('reports 409 for a trade-in without an agreed price, so the page can say there is no invoice yet', async () => {
    await signIn()
    const q = await quote()
    const invoice = createInvoice(q._id)
    expect((await settled(invoice.$state)).value).toMatchObject({ status: 'error', code: 409 })
  })
})

describe('the tracker, driven as a seller', () => {
  it('books a free pickup from the form and shows it on the timeline', async () => {
    await signIn()
    const q = await quote()
    render(<TradeInTracker tradeIn={createTradeIn(q._id)} />)
    await screen.findByRole('heading', { level: 2, name: 'iPhone 12 Pro (6GB/ 128GB)' })
    const day = (await screen.findByLabelText('Day')) as HTMLSelectElement
    await waitFor(() => expect(day.disabled).toBe(false))
    fireEvent.change(screen.getByLabelText('Pickup address'), { target: { value: 'Kimathi House' } })
    // The town: a combobox suggesting Kenyan towns (issue 10, point 17).
    const town = screen.getByRole('combobox', { name: 'Town' })
    fireEvent.focus(town)
    fireEvent.change(town, { target: { value: 'nai' } })
    expect(within(screen.getByRole('listbox', { name: 'Towns' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nairobi', 'Naivasha'])
    fireEvent.keyDown(town, { key: 'ArrowDown' })
    expect(town.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Nairobi' }).id)
    fireEvent.keyDown(town, { key: 'Enter' })
    expect((town as HTMLInputElement).value).toBe('Nairobi')
    expect(town.getAttribute('aria-expanded')).toBe('false')
    const chosen = day.options[2]!.text
    fireEvent.change(day, { target: { value: day.options[2]!.value } })
    fireEvent.click(screen.getByRole('radio', { name: 'Afternoon, 13:00–17:00' }))
    fireEvent.click(screen.getByRole('button', { name: 'Book free pickup' }))
    const booking = await screen.findByTestId('booking')
    expect(booking.textContent).toContain(`Free pickup on ${chosen}, afternoon (13:00–17:00)`)
    expect(within(screen.getByTestId('timeline')).getAllByRole('listitem')).toHaveLength(2)
    // Changing the booking starts from it.
    fireEvent.click(screen.getByRole('button', { name: 'Change the hand-over' }))
    expect((screen.getByLabelText('Pickup address') as HTMLInputElement).value).toBe('Kimathi House')
    expect((screen.getByRole('combobox', { name: 'Town' }) as HTMLInputElement).value).toBe('Nairobi')
  })

  it('changes the payout number, refusing one from another country first', async () => {
    await siteSignIn()
    const q = await quote()
    render(<TradeInTracker tradeIn={createTradeIn(q._id)} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Change payout details' }))
    fireEvent.change(screen.getByLabelText('Mobile money number'), { target: { value: '0754 123 456 9' } })
    fireEvent.change(screen.getByLabelText('Name on the account'), { target: { value: 'Achieng Otieno' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    expect(await screen.findByText('Enter a mobile number in Kenya, such as 0712 345 678')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'airtel_money' } })
    fireEvent.change(screen.getByLabelText('Mobile money number'), { target: { value: '0733 111 222' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }))
    await waitFor(() => expect(screen.getByTestId('payout').textContent).toContain('Airtel Money to +254733111222'))
    expect(screen.getByTestId('payout').textContent).toContain('In the name of Achieng Otieno')
    expect(screen.getByTestId('outcome').textContent).toBe('Your payout details are saved.')
  })
})
