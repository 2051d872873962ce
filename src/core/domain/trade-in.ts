/**
 * A trade-in after the quote (issue 3): the states it moves through, which actions move it, the
 * pickup slots, payout methods, revisions at inspection and the purchase invoice's lines. Pure
 * functions: the server decides with them (in transactions), the pages only read their results.
 * The reasons for each rule are in the decisions of issue 3 (docs/decisions.md).
 */
import type { Country, Currency } from './constants'
import { computeOffer, type Deduction, type Tier } from './estimate'
import { questionByKey, questionKeys, type QuestionKey, type SellAnswers } from './questions'

// ---------------------------------------------------------------- states and actions

/**
 * Every state of a trade-in. 'expired' is never stored: a 'quoted' trade-in past its price lock reads
 * as expired. 'returned' is a declined revision: the phone goes back to the seller, free.
 */
export const tradeInStates = [
  'quoted',
  'pickup_scheduled',
  'dropoff_chosen',
  'inspected',
  'offer_confirmed',
  'offer_revised',
  'paid',
  'cancelled',
  'returned',
  'expired',
] as const
export type TradeInState = (typeof tradeInStates)[number]

/** What the seller may do (through the API). */
export const userActions = ['schedule_pickup', 'choose_store', 'cancel', 'accept_revision', 'decline_revision', 'update_payout'] as const
/** What only Simu's staff may do (through the ops CLI, never the public API). */
export const staffActions = ['inspect', 'confirm_offer', 'revise_offer', 'mark_paid'] as const
export type UserAction = (typeof userActions)[number]
export type StaffAction = (typeof staffActions)[number]
export type TradeInAction = UserAction | StaffAction

const open = ['quoted', 'pickup_scheduled', 'dropoff_chosen'] as const
const beforePayment = [...open, 'inspected', 'offer_revised', 'offer_confirmed'] as const

/** The state machine: for each action, the state it leads to from each state it is allowed in. */
export const transitions: Record<TradeInAction, Partial<Record<TradeInState, TradeInState>>> = {
  // Re-booking is allowed until the phone is inspected: a pickup can move to another slot or to a store.
  schedule_pickup: { quoted: 'pickup_scheduled', pickup_scheduled: 'pickup_scheduled', dropoff_chosen: 'pickup_scheduled' },
  choose_store: { quoted: 'dropoff_chosen', pickup_scheduled: 'dropoff_chosen', dropoff_chosen: 'dropoff_chosen' },
  // Once our expert has the phone in hand the offer is decided by inspection: cancel only before.
  cancel: { quoted: 'cancelled', pickup_scheduled: 'cancelled', dropoff_chosen: 'cancelled' },
  inspect: { pickup_scheduled: 'inspected', dropoff_chosen: 'inspected' },
  confirm_offer: { inspected: 'offer_confirmed' },
  revise_offer: { inspected: 'offer_revised' },
  accept_revision: { offer_revised: 'offer_confirmed' },
  decline_revision: { offer_revised: 'returned' },
  mark_paid: { offer_confirmed: 'paid' },
  // The payout number can change until the money is sent; the state stays.
  update_payout: Object.fromEntries(beforePayment.map((s) => [s, s])),
}

/** Actions that need a live price lock: a new booking is refused once the 7 days are over. */
export const lockedActions: readonly TradeInAction[] = ['schedule_pickup', 'choose_store']

/** A stored state as the seller sees it: 'quoted' past the price lock is 'expired'. */
export function effectiveState(stored: TradeInState, expiresAt: number, now: number): TradeInState {
  return stored === 'quoted' && now >= expiresAt ? 'expired' : stored
}

export type TransitionResult =
  | { ok: true; next: TradeInState }
  /** 'expired': the price lock ran out; 'state': the action is not allowed in this state. */
  | { ok: false; reason: 'expired' | 'state' }

/** Whether `action` may run on a trade-in in `stored` state, and where it leads. */
export function transition(stored: TradeInState, action: TradeInAction, lock: { expiresAt: number; now: number }): TransitionResult {
  const state = effectiveState(stored, lock.expiresAt, lock.now)
  if (state === 'expired') return { ok: false, reason: 'expired' }
  const next = transitions[action][state]
  if (!next) return { ok: false, reason: 'state' }
  if (lockedActions.includes(action) && lock.now >= lock.expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, next }
}

/** The seller's possible next actions, in the order the page offers them. */
export function nextUserActions(stored: TradeInState, lock: { expiresAt: number; now: number }): UserAction[] {
  return userActions.filter((a) => transition(stored, a, lock).ok)
}

/** The states past the hand-over: 'What happens next' speaks of where the phone is now, not of the booking. */
export const afterHandoverStates = ['inspected', 'offer_revised', 'offer_confirmed', 'paid', 'returned', 'cancelled'] as const
export type AfterHandoverState = (typeof afterHandoverStates)[number]
export const isAfterHandover = (s: TradeInState): s is AfterHandoverState => (afterHandoverStates as readonly string[]).includes(s)

export const isTradeInState = (v: unknown): v is TradeInState => tradeInStates.includes(v as TradeInState)
/** States that are over: nothing more will happen. */
export const finalStates: readonly TradeInState[] = ['paid', 'cancelled', 'returned', 'expired']
/** A sell order is a trade-in past its quote (the orders page lists these). */
export const isSellOrder = (state: TradeInState) => state !== 'quoted' && state !== 'expired'

// ---------------------------------------------------------------- the timeline

export const tradeInEventTypes = [
  'quoted',
  'pickup_scheduled',
  'dropoff_chosen',
  'cancelled',
  'inspected',
  'offer_confirmed',
  'offer_revised',
  'revision_accepted',
  'revision_declined',
  'payout_updated',
  'paid',
] as const
export type TradeInEventType = (typeof tradeInEventTypes)[number]

/** The event each action records. */
export const actionEvent: Record<TradeInAction, TradeInEventType> = {
  schedule_pickup: 'pickup_scheduled',
  choose_store: 'dropoff_chosen',
  cancel: 'cancelled',
  inspect: 'inspected',
  confirm_offer: 'offer_confirmed',
  revise_offer: 'offer_revised',
  accept_revision: 'revision_accepted',
  decline_revision: 'revision_declined',
  update_payout: 'payout_updated',
  mark_paid: 'paid',
}

/** The steps still to come that the timeline shows after what has happened. */
export const journeySteps = ['handover', 'inspection', 'offer', 'payment'] as const
export type JourneyStep = (typeof journeySteps)[number]

/** The steps still ahead of a trade-in in this state (none once it is over). */
export function upcomingSteps(state: TradeInState): JourneyStep[] {
  switch (state) {
    case 'quoted':
      return [...journeySteps]
    case 'pickup_scheduled':
    case 'dropoff_chosen':
      return ['inspection', 'offer', 'payment']
    case 'inspected':
      return ['offer', 'payment']
    case 'offer_confirmed':
    case 'offer_revised':
      return ['payment']
    case 'paid':
    case 'cancelled':
    case 'returned':
    case 'expired':
      return []
  }
}

// ---------------------------------------------------------------- the price lock

export interface LockCountdown {
  expired: boolean
  days: number
  hours: number
  /** Whole minutes past the hours: the countdown visibly moves every minute (issue 10). */
  minutes: number
  /** Under an hour left (and not yet expired). */
  lastHour: boolean
}

/** Days, hours and whole minutes left on the price lock. */
export function lockCountdown(expiresAt: number, now: number): LockCountdown {
  const left = expiresAt - now
  if (left <= 0) return { expired: true, days: 0, hours: 0, minutes: 0, lastHour: false }
  const minutesLeft = Math.floor(left / 60_000)
  const hoursLeft = Math.floor(minutesLeft / 60)
  return { expired: false, days: Math.floor(hoursLeft / 24), hours: hoursLeft % 24, minutes: minutesLeft % 60, lastHour: hoursLeft === 0 }
}

// ---------------------------------------------------------------- pickup slots

/**
 * Simu: pickups are booked from tomorrow for the next 7 days, in a morning (9-13) or an afternoon
 * (13-17) slot; Sundays are closed. Days are East Africa Time (UTC+3) in all three countries.
 */
export const pickupRules = {
  windowDays: 7,
  closedWeekdays: [0] as readonly number[],
  utcOffsetHours: 3,
} as const
export const pickupSlots = ['morning', 'afternoon'] as const
export type PickupSlot = (typeof pickupSlots)[number]

export interface PickupDay {
  /** YYYY-MM-DD in East Africa Time. */
  date: string
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number
  slots: PickupSlot[]
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

/** The days and slots a pickup can be booked in, seen at `now`. */
export function pickupDays(now: number): PickupDay[] {
  const local = new Date(now + pickupRules.utcOffsetHours * 3_600_000)
  const days: PickupDay[] = []
  for (let i = 1; i <= pickupRules.windowDays; i++) {
    const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + i))
    if (pickupRules.closedWeekdays.includes(d.getUTCDay())) continue
    days.push({ date: isoDay(d), weekday: d.getUTCDay(), slots: [...pickupSlots] })
  }
  return days
}

export function isOfferedSlot(date: string, slot: string, now: number): boolean {
  return pickupDays(now).some((d) => d.date === date && d.slots.includes(slot as PickupSlot))
}

/** Field problems of a pickup form, as message keys (empty when it can be sent). */
export function pickupProblems(form: { address: string; date: string; slot: string }, days: readonly PickupDay[]): Partial<Record<'address' | 'date' | 'slot', 'required' | 'tooLong' | 'unavailable'>> {
  const problems: Partial<Record<'address' | 'date' | 'slot', 'required' | 'tooLong' | 'unavailable'>> = {}
  const address = form.address.trim()
  if (address.length < 1) problems.address = 'required'
  else if (address.length > pickupAddressMax) problems.address = 'tooLong'
  if (!form.date) problems.date = 'required'
  else if (!days.some((d) => d.date === form.date)) problems.date = 'unavailable'
  if (!form.slot) problems.slot = 'required'
  else if (!pickupSlots.includes(form.slot as PickupSlot)) problems.slot = 'unavailable'
  return problems
}
export const pickupAddressMax = 200

// ---------------------------------------------------------------- payouts

/** Mobile-money services Simu pays into. */
export const payoutMethods = ['mpesa', 'airtel_money', 'tigo_pesa'] as const
export type PayoutMethod = (typeof payoutMethods)[number]
/** Simu: the services per country, the first being the default. */
export const countryPayoutMethods: Record<Country, readonly PayoutMethod[]> = {
  ke: ['mpesa', 'airtel_money'],
  tz: ['mpesa', 'tigo_pesa', 'airtel_money'],
  ug: ['airtel_money'],
}
export const payoutNameMax = 80
/** A mobile-money transaction code as the operators print them (M-Pesa: 10 letters and digits). */
export const payoutReferencePattern = /^[A-Z0-9]{6,20}$/

// ---------------------------------------------------------------- revisions at inspection

/** Reasons found at inspection that are not one of the sell questions (they need an amount). */
export const inspectionReasons = ['batteryWorn', 'partsReplaced', 'modelMismatch', 'storageMismatch'] as const
export type InspectionReason = (typeof inspectionReasons)[number]
export type RevisionReason = QuestionKey | InspectionReason
export const isRevisionReason = (v: string): v is RevisionReason =>
  (questionKeys as readonly string[]).includes(v) || (inspectionReasons as readonly string[]).includes(v)

export interface RevisionInput {
  maxPrice: number
  currency: Currency
  tier: Tier
  /** The seller's answers when the quote was made. */
  answers: SellAnswers
  /** The offer on the table before the revision. */
  currentOffer: number
  reasons: readonly string[]
  /** An amount staff set; without it the price follows the estimate rules for the question reasons. */
  amount?: number
}

export type RevisionResult = { ok: true; offer: number; reasons: RevisionReason[] } | { ok: false; error: string }

/**
 * The revised offer, decided by the server: with question reasons (a fault the seller did not declare)
 * the estimate is computed again with those answers corrected; staff may set an amount instead, and
 * must for reasons outside the questions. A revision is lower than the offer, and never below 0.
 */
export function reviseOffer(input: RevisionInput): RevisionResult {
  const reasons = [...new Set(input.reasons)]
  if (reasons.length === 0) return { ok: false, error: 'at least one reason is required' }
  const unknown = reasons.find((r) => !isRevisionReason(r))
  if (unknown) return { ok: false, error: `unknown reason '${unknown}'` }
  const valid = reasons as RevisionReason[]
  let offer: number
  if (input.amount !== undefined) {
    if (!Number.isInteger(input.amount) || input.amount < 0) return { ok: false, error: 'the amount must be a whole number, 0 or more' }
    offer = input.amount
  } else {
    if (valid.some((r) => (inspectionReasons as readonly string[]).includes(r))) {
      return { ok: false, error: 'reasons outside the sell questions need an amount' }
    }
    const corrected: SellAnswers = { ...input.answers }
    for (const key of valid as QuestionKey[]) corrected[key] = questionByKey[key].expected === 'yes' ? 'no' : 'yes'
    offer = computeOffer({ maxPrice: input.maxPrice, currency: input.currency, tier: input.tier, answers: corrected }).offer
  }
  offer = Math.max(0, offer)
  if (offer >= input.currentOffer) return { ok: false, error: 'a revision must be lower than the current offer: confirm the offer instead' }
  return { ok: true, offer, reasons: valid }
}

/** The price Simu pays: a revision the seller accepted replaces the quoted offer. */
export function agreedOffer(quoted: number, revision: { newOffer: number; decision: 'accepted' | 'declined' | null } | null): number {
  return revision?.decision === 'accepted' ? revision.newOffer : quoted
}

// ---------------------------------------------------------------- the purchase invoice

export type InvoiceLine =
  | { kind: 'maxPrice'; amount: number }
  | { kind: 'deduction'; key: QuestionKey; amount: number }
  /** The minimum offer for a phone that switches on lifted the price back up. */
  | { kind: 'floor'; amount: number }
  | { kind: 'revision'; reasons: RevisionReason[]; amount: number }

/**
 * The lines of a purchase invoice: the maximum price, each deduction (negative), the floor lift, and
 * the revision at inspection; they add up to `total`, the amount paid.
 */
export function invoiceLines(q: {
  maxPrice: number
  deductions: readonly Deduction[]
  offer: number
  revision: { newOffer: number; reasons: RevisionReason[]; decision: 'accepted' | 'declined' | null } | null
}): { lines: InvoiceLine[]; total: number } {
  const lines: InvoiceLine[] = [{ kind: 'maxPrice', amount: q.maxPrice }]
  for (const d of q.deductions) lines.push({ kind: 'deduction', key: d.key, amount: -d.amount })
  const afterDeductions = q.maxPrice - q.deductions.reduce((sum, d) => sum + d.amount, 0)
  if (q.offer !== afterDeductions) lines.push({ kind: 'floor', amount: q.offer - afterDeductions })
  const total = agreedOffer(q.offer, q.revision)
  if (q.revision?.decision === 'accepted') lines.push({ kind: 'revision', reasons: q.revision.reasons, amount: total - q.offer })
  return { lines, total }
}

/** Simu: self-billing invoice numbers run per country: SB-KE-000001. */
export function invoiceNumber(country: Country, sequence: number): string {
  return `SB-${country.toUpperCase()}-${String(sequence).padStart(6, '0')}`
}

// ---------------------------------------------------------------- dates as the seller reads them

/** Trade-ins run on East Africa Time (Nairobi, Dar es Salaam and Kampala share it). */
export const tradeInTimeZone = 'Africa/Nairobi'
const locale = (language: string) => (language === 'sw' ? 'sw-TZ' : 'en-GB')

/** A pickup day (YYYY-MM-DD): 'Thursday 12 March' / 'Alhamisi, 12 Machi'. */
export function formatDay(date: string, language: string): string {
  const d = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(d.getTime())) return date
  return new Intl.DateTimeFormat(locale(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(d)
}

/** A moment on the timeline: '12 Mar 2026, 14:05' in East Africa Time. */
export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: tradeInTimeZone }).format(new Date(iso))
}

/** A document date: '12 March 2026'. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'long', timeZone: tradeInTimeZone }).format(new Date(iso))
}
