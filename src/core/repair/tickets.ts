/**
 * The repair summary (/{country}/repair/summary?ticket=..., shop-and-repair.md §2 'Repair summary')
 * with the ticket's timeline, the signed-in user's 'My repairs' list (the same page without a
 * ticket), and the repair-pro page's request (/{country}/repair-pro?id=..., §2 'Repair-pro').
 */
import { atom, onMount } from 'nanostores'
import { api, type ApiResult } from '@core/platform/api/client'
import { everyPage } from '@core/platform/api/every-page'
import type { RepairTicket } from './contract'
import type { RepairRequest } from './contract'
import { ticketStages, type TicketStage } from '@core/domain/repair'
import { $auth } from '@core/account'
import { failed, type Loadable } from '@core/platform/loadable'
import { pageHidden } from '@core/platform/host'

/** 'signedOut': the page asks the visitor to sign in (the drawer comes back here). */
export type SignedInLoadable<T> = Loadable<T> | { status: 'signedOut' }

/** Loads with the user's token; a refused token signs the user out. Reloads when the user changes. */
function signedInLoad<T>(initial: SignedInLoadable<T> | undefined, fetch: (token: string) => Promise<ApiResult<unknown>>, pick: (data: never) => T) {
  const $value = atom<SignedInLoadable<T>>(initial ?? { status: 'idle' })
  async function load() {
    const auth = $auth.get()
    if (!auth) return $value.set({ status: 'signedOut' })
    $value.set({ status: 'loading' })
    const r = await fetch(auth.token)
    if (r.ok) return $value.set({ status: 'ready', data: pick(r.data as never) })
    if (r.kind === 'server' && r.status === 401) {
      $auth.set(null)
      return $value.set({ status: 'signedOut' })
    }
    $value.set(failed(r))
  }
  onMount($value, () => {
    if ($value.get().status === 'idle') void load()
    // Signing in (through the drawer) or out changes what the page may show.
    return $auth.listen((now, before) => {
      // The user too: on Simu's own site every session's token is '' (the cookie carries it).
      if (now?.token !== before?.token || now?.user._id !== before?.user._id) void load()
    })
  })
  return { $value, load }
}

/** How often an open ticket page asks for news: staff move a ticket a few times over days, so a few seconds' lag is fine. */
export const ticketPollMs = 10_000

/**
 * One ticket, kept fresh while its page is open (issue 10, point 20): every `pollMs` it is read again
 * in the background (the visible ticket stays while the reply is on its way; a failed poll changes
 * nothing), until it is collected. A hidden tab does not poll.
 */
export function createRepairTicket(ticketId: string, initial?: SignedInLoadable<RepairTicket>, { pollMs = ticketPollMs }: { pollMs?: number } = {}) {
  const fetchTicket = (token: string) => api('repairTicket', { params: { id: ticketId }, token })
  const { $value, load } = signedInLoad<RepairTicket>(initial, fetchTicket, (d: { ticket: RepairTicket }) => d.ticket)
  async function refresh() {
    const now = $value.get()
    const auth = $auth.get()
    if (now.status !== 'ready' || now.data.stage === 'collected' || !auth) return
    if (pageHidden()) return
    const r = await fetchTicket(auth.token)
    // Only a newer reading of the same ticket replaces it (the user may have signed out meanwhile).
    if (r.ok && $value.get().status === 'ready') $value.set({ status: 'ready', data: (r.data as { ticket: RepairTicket }).ticket })
  }
  onMount($value, () => {
    const timer = setInterval(() => void refresh(), pollMs)
    return () => clearInterval(timer)
  })
  return { $ticket: $value, load, refresh }
}
export type RepairTicketStore = ReturnType<typeof createRepairTicket>

export function createRepairTickets(initial?: SignedInLoadable<RepairTicket[]>) {
  // Every page of the list (docs/api.md "Paging"): 'My repairs' shows them all.
  const { $value, load } = signedInLoad<RepairTicket[]>(initial, (token) => everyPage('repairTickets', (d) => d.tickets, { token }), (tickets: RepairTicket[]) => tickets)
  return { $tickets: $value, load }
}
export type RepairTicketsStore = ReturnType<typeof createRepairTickets>

export type StepState = 'done' | 'current' | 'pending'
export interface TimelineStep {
  stage: TicketStage
  state: StepState
  /** When the ticket reached the stage (ISO time), if it did. */
  at?: string
  note?: string
}

/** The six stages with their state and date: every stage up to the current one is done or current. */
export function timeline(ticket: Pick<RepairTicket, 'stage' | 'events'>): TimelineStep[] {
  const current = ticketStages.indexOf(ticket.stage)
  return ticketStages.map((stage, i) => {
    // The latest event of a stage is the one that counts (a stage may be logged again with a note).
    const event = [...ticket.events].reverse().find((e) => e.stage === stage)
    const state: StepState = i < current ? 'done' : i === current ? (stage === 'collected' ? 'done' : 'current') : 'pending'
    return { stage, state, ...(event ? { at: event.at } : {}), ...(event?.note ? { note: event.note } : {}) }
  })
}

export function createRepairRequest(repairProId: string, initial?: Loadable<RepairRequest[]>) {
  const $request = atom<Loadable<RepairRequest[]>>(initial ?? { status: 'idle' })
  async function load() {
    $request.set({ status: 'loading' })
    const r = await api('repairRequests', { params: { repairProId } })
    $request.set(r.ok ? { status: 'ready', data: r.data.devices } : failed(r))
  }
  onMount($request, () => {
    if ($request.get().status === 'idle') void load()
  })
  return { $request, load }
}
export type RepairRequestStore = ReturnType<typeof createRepairRequest>
