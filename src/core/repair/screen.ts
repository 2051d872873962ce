/**
 * The repair screen (/{country}/repair/{id}, shop-and-repair.md §2, §4, §5, §8): the phone and its
 * reviews, the fault list, the warranty check, the estimate and the call-back message. One store per
 * page instance; what the visitor chooses lives in the shared booking ($repairBooking) so it survives
 * a reload and the sign-in detour.
 */
import { map, onMount } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { RepairFault } from '@core/site/contract'
import type { ReplyOf } from '@core/platform/api/registry'
import { timing, type Country } from '@core/domain/constants'
import { imeiProblem, normaliseImei, type ImeiProblem } from '@core/domain/imei'
import { pathTo } from '@core/platform/routes'
import { $auth } from '@core/account/auth'
import { $country } from '@core/platform/locale'
import type { Loadable } from '@core/platform/loadable'
import { failed } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'
import { openSignIn } from '@core/account/sign-in'
import {
  $repairBooking, estimateBlockedReason, setDevice, setEstimate, setMessage, setWarranty, startBooking, type RepairBooking,
} from './repair'
import { createSnackbar, noticeOf, type Notice } from './notice'

export type RepairModel = ReplyOf<'repairByModel'>['model']

/** The colour the server uses when the visitor chose none (the contract's 'default'). */
export const defaultColorId = 'default'

export interface RepairScreenState {
  model: Loadable<RepairModel>
  faults: Loadable<RepairFault[]>
  /** Why the typed IMEI is not valid, shown under the field once the visitor acts on it. */
  imeiError: ImeiProblem | null
  checking: boolean
  estimating: boolean
  sending: boolean
}

export const initialScreen = (): RepairScreenState => ({
  model: { status: 'idle' },
  faults: { status: 'idle' },
  imeiError: null,
  checking: false,
  estimating: false,
  sending: false,
})

/** The repair path of a phone, with its colour, for the sign-in drawer's way back. */
export function repairPath(country: Country, modelId: string, colorId: string): string {
  const path = pathTo('repair', { country, id: modelId })
  return colorId && colorId !== defaultColorId ? `${path}?color=${encodeURIComponent(colorId)}` : path
}

/** The estimate request of a booking (contract EstimateRepairBody). */
export function estimateBody(b: RepairBooking, userId: string) {
  const imei = b.boughtFromSimu ? normaliseImei(b.imei) : ''
  const message = b.message.trim()
  return {
    userId,
    modelId: b.modelId,
    colorId: b.device?.colorId ?? b.colorId,
    ...(imei ? { imei } : {}),
    deductions: Object.fromEntries(b.cart.map((f) => [f.component, 'yes' as const])),
    ...(message ? { additionalInfo: message } : {}),
  }
}

/** Whether 'Send Message' shows: a message is typed and no fault is chosen (§2). */
export const canSendMessage = (b: RepairBooking) => b.message.trim() !== '' && b.cart.length === 0

/** What a signed-in call answers: where to go next (if anywhere), or that the token was refused. */
type Outcome = { next?: string } | 'unauthorised'

export interface RepairScreenOptions {
  modelId: string
  colorId?: string
  country: Country
  state?: Partial<RepairScreenState>
  notice?: Notice | null
}

export function createRepairScreen({ modelId, colorId = defaultColorId, country, state, notice = null }: RepairScreenOptions) {
  const $state = map<RepairScreenState>({ ...initialScreen(), ...state })
  const patch = (p: Partial<RepairScreenState>) => $state.set({ ...$state.get(), ...p })
  const snackbar = createSnackbar(notice)
  const here = () => repairPath(country, modelId, colorId)
  startBooking(modelId, colorId)

  async function loadModel() {
    patch({ model: { status: 'loading' } })
    // Only the colour the customer chose: none chosen is 'default', shown as no colour at all on the
    // screen, the summary and the ticket (never the model's first shop colour; issue 10, point 20).
    const r = await api('repairByModel', { params: { id: modelId, colorId } })
    if (!r.ok) return patch({ model: failed(r) })
    const m = r.data.model
    setDevice({ modelName: m.find.modelName, colorName: m.color.name, image: m.data.image, colorId: m.color._id })
    patch({ model: { status: 'ready', data: m } })
  }

  async function loadFaults() {
    patch({ faults: { status: 'loading' } })
    const r = await api('repairFaults')
    patch({ faults: r.ok ? { status: 'ready', data: r.data.faults } : failed(r) })
  }

  const load = () => Promise.all([loadModel(), loadFaults()])

  /** The IMEI must be valid before it is checked or sent (§5: required when bought from Simu). */
  function validImei(): boolean {
    const b = $repairBooking.get()
    if (!b.boughtFromSimu) return true
    const problem = imeiProblem(b.imei)
    patch({ imeiError: problem })
    return problem === null
  }

  function clearImeiError() {
    if ($state.get().imeiError) patch({ imeiError: null })
  }

  async function checkWarranty() {
    if ($state.get().checking || !validImei()) return
    patch({ checking: true })
    const r = await api('checkStatus', { body: { imei: normaliseImei($repairBooking.get().imei) } })
    patch({ checking: false })
    if (r.ok) setWarranty(r.data.active ? 'active' : 'inactive')
    else snackbar.show(noticeOf(r))
  }

  /**
   * Runs a call that needs a signed-in user; anyone else goes through the sign-in drawer, which runs
   * it after sign-in and comes back here (§1, §4). A refused token signs the user out and asks again.
   */
  async function withUser(run: (auth: { userId: string; token: string }) => Promise<Outcome>) {
    const auth = $auth.get()
    if (auth) {
      const outcome = await run({ userId: auth.user._id, token: auth.token })
      if (outcome !== 'unauthorised') {
        if (outcome.next) navigate(outcome.next)
        return
      }
      $auth.set(null)
    }
    openSignIn({
      kind: 'repair',
      next: here(),
      afterSignIn: async () => {
        const now = $auth.get()
        const outcome = now ? await run({ userId: now.user._id, token: now.token }) : 'unauthorised'
        return outcome !== 'unauthorised' && outcome.next ? outcome.next : here()
      },
    })
  }

  /** The busy flag of a button, cleared when the call ends or after 4 s at the latest (§4). */
  function busy(key: 'estimating' | 'sending') {
    patch({ [key]: true })
    const timer = setTimeout(() => patch({ [key]: false }), timing.repairLoadingResetMs)
    return () => {
      clearTimeout(timer)
      patch({ [key]: false })
    }
  }

  async function estimate() {
    const b = $repairBooking.get()
    if ($state.get().estimating || estimateBlockedReason(b) !== null || !validImei()) return
    await withUser(async ({ userId, token }) => {
      const done = busy('estimating')
      const r = await api('estimateRepair', { body: estimateBody($repairBooking.get(), userId), token })
      done()
      if (r.ok) {
        setEstimate({ cost: r.data.cost, currency: r.data.currency, warranty: r.data.warranty, repairProId: r.data.repairProId })
        return {}
      }
      if (r.kind === 'server' && r.status === 401) return 'unauthorised'
      snackbar.show(noticeOf(r))
      return {}
    })
  }

  /** 'Proceed' once an estimate exists: on to the address page. */
  function proceed() {
    const b = $repairBooking.get()
    if (!b.repairProId || estimateBlockedReason(b) !== null) return
    navigate(pathTo('repairAddress', { country: $country.get() }))
  }

  /** 'Send Message' (a message, no fault): a call-back request, shown on the repair-pro page. */
  async function sendMessage() {
    if ($state.get().sending || !canSendMessage($repairBooking.get()) || !$repairBooking.get().terms || !validImei()) return
    await withUser(async ({ userId, token }) => {
      const done = busy('sending')
      const r = await api('estimateRepair', { body: estimateBody($repairBooking.get(), userId), token })
      done()
      if (r.ok) {
        setMessage('')
        return { next: `${pathTo('repairPro', { country: $country.get() })}?id=${encodeURIComponent(r.data.repairProId)}` }
      }
      if (r.kind === 'server' && r.status === 401) return 'unauthorised'
      snackbar.show(noticeOf(r))
      return {}
    })
  }

  onMount($state, () => {
    if ($state.get().model.status === 'idle') void load()
    // Fault prices are in the country's currency: a country change reloads them.
    return $country.listen(() => void loadFaults())
  })

  return { $state, snackbar, load, loadModel, loadFaults, checkWarranty, clearImeiError, estimate, proceed, sendMessage }
}

export type RepairScreen = ReturnType<typeof createRepairScreen>
