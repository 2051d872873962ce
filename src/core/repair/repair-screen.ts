/**
 * The repair screen (/{country}/repair/{id}, shop-and-repair.md §2, §4, §5, §8): the phone and its
 * reviews, the fault list, the warranty check, the estimate and the call-back message. One store per
 * page instance; what the visitor chooses lives in the shared booking ($repairBooking) so it survives
 * a reload and the sign-in detour.
 */
import { map, onMount, type MapStore } from 'nanostores'
import { api } from '@core/platform/api/client'
import type { RepairFault } from '@core/site/contract'
import type { ReplyOf } from '@core/platform/api/registry'
import { timing, type Country } from '@core/domain/constants'
import { imeiProblem, normaliseImei, type ImeiProblem } from '@core/domain/imei'
import { pathTo } from '@core/platform/routes'
import { $country } from '@core/platform/locale'
import type { Loadable } from '@core/platform/loadable'
import { failed } from '@core/platform/loadable'
import { navigate } from '@core/platform/navigation'
import {
  $repairBooking, estimateBlockedReason, setDevice, setEstimate, setMessage, setWarranty, startBooking, type RepairBooking,
} from './booking'
import type { Message } from '@core/platform/message'
import { createSnackbar, type Snackbar } from '@core/platform/snackbar'
import { repairFailure } from './repair-failure'
import { withUser, type Outcome, type SignedInCall } from './signed-in-call'

export type RepairModel = ReplyOf<'repairByModel'>['model']
type EstimateReply = ReplyOf<'estimateRepair'>

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

export interface RepairScreenOptions {
  modelId: string
  colorId?: string
  country: Country
  state?: Partial<RepairScreenState>
  notice?: Message | null
}

type ScreenStore = MapStore<RepairScreenState>

/** The busy flag of a button, cleared when the call ends or after 4 s at the latest (§4). */
function busy($state: ScreenStore, key: 'estimating' | 'sending') {
  $state.setKey(key, true)
  const timer = setTimeout(() => $state.setKey(key, false), timing.repairLoadingResetMs)
  return () => {
    clearTimeout(timer)
    $state.setKey(key, false)
  }
}

/** The IMEI must be valid before it is checked or sent (§5: required when bought from Simu). */
function validImei($state: ScreenStore): boolean {
  const b = $repairBooking.get()
  if (!b.boughtFromSimu) return true
  const problem = imeiProblem(b.imei)
  $state.setKey('imeiError', problem)
  return problem === null
}

/** The estimate request as a signed-in call: `done` says what follows a reply. */
function estimateCall($state: ScreenStore, key: 'estimating' | 'sending', snackbar: Snackbar, done: (reply: EstimateReply) => Outcome): SignedInCall {
  return async ({ userId, token }) => {
    const finished = busy($state, key)
    const r = await api('estimateRepair', { body: estimateBody($repairBooking.get(), userId), token })
    finished()
    if (r.ok) return done(r.data)
    if (r.kind === 'server' && r.status === 401) return 'unauthorised'
    snackbar.show(repairFailure(r))
    return {}
  }
}

/** The phone and the fault list; fault prices are in the country's currency. */
function createScreenLoaders($state: ScreenStore, modelId: string, colorId: string) {
  async function loadModel() {
    $state.setKey('model', { status: 'loading' })
    // Only the colour the customer chose: none chosen is 'default', shown as no colour at all on the
    // screen, the summary and the ticket (never the model's first shop colour; issue 10, point 20).
    const r = await api('repairByModel', { params: { id: modelId, colorId } })
    if (!r.ok) return $state.setKey('model', failed(r))
    const m = r.data.model
    setDevice({ modelName: m.find.modelName, colorName: m.color.name, image: m.data.image, colorId: m.color._id })
    $state.setKey('model', { status: 'ready', data: m })
  }

  async function loadFaults() {
    $state.setKey('faults', { status: 'loading' })
    const r = await api('repairFaults')
    $state.setKey('faults', r.ok ? { status: 'ready', data: r.data.faults } : failed(r))
  }

  return { loadModel, loadFaults, load: () => Promise.all([loadModel(), loadFaults()]) }
}

export function createRepairScreen({ modelId, colorId = defaultColorId, country, state, notice = null }: RepairScreenOptions) {
  const $state = map<RepairScreenState>({ ...initialScreen(), ...state })
  const snackbar = createSnackbar(notice)
  const here = () => repairPath(country, modelId, colorId)
  const loaders = createScreenLoaders($state, modelId, colorId)
  startBooking(modelId, colorId)

  function clearImeiError() {
    if ($state.get().imeiError) $state.setKey('imeiError', null)
  }

  async function checkWarranty() {
    if ($state.get().checking || !validImei($state)) return
    $state.setKey('checking', true)
    const r = await api('checkStatus', { body: { imei: normaliseImei($repairBooking.get().imei) } })
    $state.setKey('checking', false)
    if (r.ok) setWarranty(r.data.active ? 'active' : 'inactive')
    else snackbar.show(repairFailure(r))
  }

  async function estimate() {
    const b = $repairBooking.get()
    if ($state.get().estimating || estimateBlockedReason(b) !== null || !validImei($state)) return
    await withUser(estimateCall($state, 'estimating', snackbar, (r) => {
      setEstimate({ cost: r.cost, currency: r.currency, warranty: r.warranty, repairProId: r.repairProId })
      return {}
    }), here)
  }

  /** 'Proceed' once an estimate exists: on to the address page. */
  function proceed() {
    const b = $repairBooking.get()
    if (!b.repairProId || estimateBlockedReason(b) !== null) return
    navigate(pathTo('repairAddress', { country: $country.get() }))
  }

  /** 'Send Message' (a message, no fault): a call-back request, shown on the repair-pro page. */
  async function sendMessage() {
    if ($state.get().sending || !canSendMessage($repairBooking.get()) || !$repairBooking.get().terms || !validImei($state)) return
    await withUser(estimateCall($state, 'sending', snackbar, (r) => {
      setMessage('')
      return { next: `${pathTo('repairPro', { country: $country.get() })}?id=${encodeURIComponent(r.repairProId)}` }
    }), here)
  }

  onMount($state, () => {
    if ($state.get().model.status === 'idle') void loaders.load()
    // Fault prices are in the country's currency: a country change reloads them.
    return $country.listen(() => void loaders.loadFaults())
  })

  return { $state, snackbar, ...loaders, checkWarranty, clearImeiError, estimate, proceed, sendMessage }
}

export type RepairScreen = ReturnType<typeof createRepairScreen>
