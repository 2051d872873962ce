/**
 * The trade-in's rules (src/core/domain/trade-in.ts, issue 3 item 4): which action is allowed from
 * which state, the price lock, the pickup slots, revisions at inspection and the invoice's lines.
 */
import { describe, expect, it } from 'vitest'
import { computeOffer } from '@core/domain/estimate'
import {
  agreedOffer, effectiveState, invoiceLines, invoiceNumber, isOfferedSlot, lockCountdown, nextUserActions, pickupDays, pickupProblems,
  reviseOffer, staffActions, tradeInStates, transition, transitions, upcomingSteps, userActions, type TradeInAction, type TradeInState,
} from '@core/domain/trade-in'

const now = Date.parse('2026-03-11T09:00:00Z') // a Wednesday, noon in Nairobi
const live = { expiresAt: now + 3 * 86_400_000, now }
const lapsed = { expiresAt: now - 1, now }

/** The full table, written out: for each state, the actions allowed and where they lead. */
const expected: Record<TradeInState, Partial<Record<TradeInAction, TradeInState>>> = {
  quoted: { schedule_pickup: 'pickup_scheduled', choose_store: 'dropoff_chosen', cancel: 'cancelled', update_payout: 'quoted' },
  pickup_scheduled: { schedule_pickup: 'pickup_scheduled', choose_store: 'dropoff_chosen', cancel: 'cancelled', update_payout: 'pickup_scheduled', inspect: 'inspected' },
  dropoff_chosen: { schedule_pickup: 'pickup_scheduled', choose_store: 'dropoff_chosen', cancel: 'cancelled', update_payout: 'dropoff_chosen', inspect: 'inspected' },
  inspected: { confirm_offer: 'offer_confirmed', revise_offer: 'offer_revised', update_payout: 'inspected' },
  offer_revised: { accept_revision: 'offer_confirmed', decline_revision: 'returned', update_payout: 'offer_revised' },
  offer_confirmed: { mark_paid: 'paid', update_payout: 'offer_confirmed' },
  paid: {},
  cancelled: {},
  returned: {},
  expired: {},
}
const allActions: TradeInAction[] = [...userActions, ...staffActions]

describe('the trade-in state machine', () => {
  for (const state of tradeInStates) {
    describe(`from ${state}`, () => {
      it(`allows exactly ${Object.keys(expected[state]).join(', ') || 'nothing'}`, () => {
        for (const action of allActions) {
          const result = transition(state, action, live)
          const to = expected[state][action]
          if (to) expect(result, action).toEqual({ ok: true, next: to })
          else expect(result.ok, action).toBe(false)
        }
      })
    })
  }

  it('keeps the table and the checks in step (no state reachable that the table does not know)', () => {
    for (const action of allActions) for (const to of Object.values(transitions[action])) expect(tradeInStates).toContain(to)
  })

  it("never lets the seller cancel after the phone has been inspected", () => {
    for (const state of ['inspected', 'offer_revised', 'offer_confirmed', 'paid'] as const) {
      expect(transition(state, 'cancel', live)).toEqual({ ok: false, reason: 'state' })
    }
  })

  it('never lets a paid, cancelled or returned trade-in change again', () => {
    for (const state of ['paid', 'cancelled', 'returned'] as const) expect(nextUserActions(state, live)).toEqual([])
  })

  describe('when the 7-day price lock has run out', () => {
    it("reads a quote as expired, and refuses everything on it as 'expired'", () => {
      expect(effectiveState('quoted', lapsed.expiresAt, now)).toBe('expired')
      for (const action of allActions) expect(transition('quoted', action, lapsed)).toEqual({ ok: false, reason: 'expired' })
      expect(nextUserActions('quoted', lapsed)).toEqual([])
    })

    it('keeps a booking made in time, but a new booking or store needs a new estimate; cancelling still works', () => {
      expect(effectiveState('pickup_scheduled', lapsed.expiresAt, now)).toBe('pickup_scheduled')
      expect(transition('pickup_scheduled', 'schedule_pickup', lapsed)).toEqual({ ok: false, reason: 'expired' })
      expect(transition('dropoff_chosen', 'choose_store', lapsed)).toEqual({ ok: false, reason: 'expired' })
      expect(nextUserActions('pickup_scheduled', lapsed)).toEqual(['cancel', 'update_payout'])
      expect(transition('pickup_scheduled', 'inspect', lapsed)).toEqual({ ok: true, next: 'inspected' })
    })

    it('is still live one millisecond before the end', () => {
      expect(transition('quoted', 'schedule_pickup', { expiresAt: now + 1, now })).toEqual({ ok: true, next: 'pickup_scheduled' })
    })
  })

  it('offers the seller their next actions in page order', () => {
    expect(nextUserActions('quoted', live)).toEqual(['schedule_pickup', 'choose_store', 'cancel', 'update_payout'])
    expect(nextUserActions('offer_revised', live)).toEqual(['accept_revision', 'decline_revision', 'update_payout'])
    expect(nextUserActions('inspected', live)).toEqual(['update_payout'])
  })

  it('shows the steps still ahead, none once it is over', () => {
    expect(upcomingSteps('quoted')).toEqual(['handover', 'inspection', 'offer', 'payment'])
    expect(upcomingSteps('pickup_scheduled')).toEqual(['inspection', 'offer', 'payment'])
    expect(upcomingSteps('offer_revised')).toEqual(['payment'])
    for (const s of ['paid', 'cancelled', 'returned', 'expired'] as const) expect(upcomingSteps(s)).toEqual([])
  })
})

describe('the price-lock countdown', () => {
  it('counts whole days and hours left', () => {
    expect(lockCountdown(now + 6 * 86_400_000 + 23 * 3_600_000 + 59 * 60_000, now)).toEqual({ expired: false, days: 6, hours: 23, minutes: 59, lastHour: false })
    expect(lockCountdown(now + 5 * 3_600_000, now)).toEqual({ expired: false, days: 0, hours: 5, minutes: 0, lastHour: false })
  })

  it('says when under an hour is left, and expired at the end', () => {
    expect(lockCountdown(now + 59 * 60_000, now)).toEqual({ expired: false, days: 0, hours: 0, minutes: 59, lastHour: true })
    expect(lockCountdown(now, now).expired).toBe(true)
    expect(lockCountdown(now - 86_400_000, now).expired).toBe(true)
  })
})

describe('pickup slots', () => {
  it('offers the next 7 days from tomorrow without Sunday, morning and afternoon (East Africa Time)', () => {
    const days = pickupDays(now)
    expect(days.map((d) => d.date)).toEqual(['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-16', '2026-03-17', '2026-03-18'])
    expect(days.every((d) => d.weekday !== 0)).toBe(true)
    expect(days[0]!.slots).toEqual(['morning', 'afternoon'])
  })

  it('already counts the next day in Nairobi at 22:00 UTC (01:00 in Nairobi)', () => {
    const late = Date.parse('2026-03-11T22:00:00Z')
    expect(pickupDays(late)[0]!.date).toBe('2026-03-13')
  })

  it('accepts only an offered day and slot', () => {
    expect(isOfferedSlot('2026-03-12', 'afternoon', now)).toBe(true)
    expect(isOfferedSlot('2026-03-11', 'morning', now)).toBe(false) // today
    expect(isOfferedSlot('2026-03-15', 'morning', now)).toBe(false) // Sunday
    expect(isOfferedSlot('2026-03-19', 'morning', now)).toBe(false) // 8 days on
    expect(isOfferedSlot('2026-03-12', 'evening', now)).toBe(false)
  })

  it('names the problems of a pickup form', () => {
    const days = pickupDays(now)
    expect(pickupProblems({ address: ' ', date: '', slot: '' }, days)).toEqual({ address: 'required', date: 'required', slot: 'required' })
    expect(pickupProblems({ address: 'x'.repeat(201), date: '2026-03-15', slot: 'night' }, days)).toEqual({ address: 'tooLong', date: 'unavailable', slot: 'unavailable' })
    expect(pickupProblems({ address: 'Ngong Rd', date: '2026-03-12', slot: 'morning' }, days)).toEqual({})
  })
})

describe('a revision at inspection', () => {
  const base = { maxPrice: 40_000, currency: 'KES' as const, tier: 'flagship' as const, answers: { deviceOn: 'yes', brokenScreen: 'no', charger: 'yes' } as const, currentOffer: 40_000 }

  it('prices undeclared faults with the estimate rules, as if the seller had declared them', () => {
    const result = reviseOffer({ ...base, reasons: ['brokenScreen', 'charger'] })
    const declared = computeOffer({ ...base, answers: { deviceOn: 'yes', brokenScreen: 'yes', charger: 'no' } }).offer
    expect(result).toEqual({ ok: true, offer: declared, reasons: ['brokenScreen', 'charger'] })
  })

  it('takes an amount from staff, never below 0, and only lower than the offer', () => {
    expect(reviseOffer({ ...base, reasons: ['batteryWorn'], amount: 31_000 })).toEqual({ ok: true, offer: 31_000, reasons: ['batteryWorn'] })
    expect(reviseOffer({ ...base, reasons: ['modelMismatch'], amount: 0 })).toEqual({ ok: true, offer: 0, reasons: ['modelMismatch'] })
    expect(reviseOffer({ ...base, reasons: ['batteryWorn'], amount: -1 })).toMatchObject({ ok: false })
    expect(reviseOffer({ ...base, reasons: ['batteryWorn'], amount: 40_000 })).toMatchObject({ ok: false })
    expect(reviseOffer({ ...base, reasons: ['batteryWorn'], amount: 10.5 })).toMatchObject({ ok: false })
  })

  it('requires reasons, known ones, and an amount for reasons outside the questions', () => {
    expect(reviseOffer({ ...base, reasons: [] })).toEqual({ ok: false, error: 'at least one reason is required' })
    expect(reviseOffer({ ...base, reasons: ['sunburn'] })).toEqual({ ok: false, error: "unknown reason 'sunburn'" })
    expect(reviseOffer({ ...base, reasons: ['batteryWorn'] })).toEqual({ ok: false, error: 'reasons outside the sell questions need an amount' })
  })

  it('refuses a "revision" that would not lower the price (the fault was already declared)', () => {
    const declared = computeOffer({ ...base, answers: { deviceOn: 'yes', brokenScreen: 'yes' } }).offer
    expect(reviseOffer({ ...base, answers: { deviceOn: 'yes', brokenScreen: 'yes' }, currentOffer: declared, reasons: ['brokenScreen'] })).toMatchObject({ ok: false })
  })

  it('makes the revised price the agreed price only once accepted', () => {
    expect(agreedOffer(40_000, null)).toBe(40_000)
    expect(agreedOffer(40_000, { newOffer: 30_000, decision: null })).toBe(40_000)
    expect(agreedOffer(40_000, { newOffer: 30_000, decision: 'declined' })).toBe(40_000)
    expect(agreedOffer(40_000, { newOffer: 30_000, decision: 'accepted' })).toBe(30_000)
  })
})

describe('the purchase invoice', () => {
  it('itemises maximum price, deductions and an accepted revision, adding up to the amount paid', () => {
    const { lines, total } = invoiceLines({
      maxPrice: 40_000, deductions: [{ key: 'charger', amount: 1200 }], offer: 38_800,
      revision: { newOffer: 25_000, reasons: ['brokenScreen'], decision: 'accepted' },
    })
    expect(lines).toEqual([
      { kind: 'maxPrice', amount: 40_000 },
      { kind: 'deduction', key: 'charger', amount: -1200 },
      { kind: 'revision', reasons: ['brokenScreen'], amount: -13_800 },
    ])
    expect(total).toBe(25_000)
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total)
  })

  it('shows the minimum-offer lift when the floor applied', () => {
    const { lines, total } = invoiceLines({ maxPrice: 20_000, deductions: [{ key: 'brokenScreen', amount: 19_500 }], offer: 1000, revision: null })
    expect(lines.at(-1)).toEqual({ kind: 'floor', amount: 500 })
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(total)
  })

  it('numbers invoices per country', () => {
    expect(invoiceNumber('ke', 1)).toBe('SB-KE-000001')
    expect(invoiceNumber('tz', 123_456)).toBe('SB-TZ-123456')
  })
})
