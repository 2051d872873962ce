/**
 * The promotional pop-up (sell-side.md §2, §4 'Pop-up', §5, §8): it opens 10 s after load
 * (timing.popupDelayMs) unless a cancel or a submit cookie exists. Cancel or close hides it and sets the
 * cancel cookie for 7 days; a successful submit sets a session cookie, shows the server's message and
 * resets the form. 'Don't show me again' (the payload's isupdateChecked) makes the cancel cookie last a
 * year, set on Cancel, close or a successful submit (docs/decisions.md). One store per pop-up.
 */
import { map } from 'nanostores'
import { api } from '@core/platform/api/client'
import { formLimits } from '@core/domain/form-limits'
import { timing, type Country } from '@core/domain/constants'
import { normalisePhone } from '@core/domain/phone'
import { $formsInProgress } from '@core/platform/forms-in-progress'
import { patcher } from '@core/platform/patch'
import { hasCookie, setCookie } from '@core/platform/host'

export { hasCookie, setCookie }

export const popupCookies = { cancel: 'simu_popup_cancel', submit: 'simu_popup_submit' } as const
/** Simu: how long 'Don't show me again' keeps the pop-up away. */
export const dontShowAgainDays = 365

export interface PopupFields {
  fname: string
  lname: string
  phone: string
  dontShowAgain: boolean
}
export type PopupField = 'fname' | 'lname' | 'phone'
/** What is wrong with a field; the widget words it. */
export type FieldProblem = 'required' | 'invalid' | 'tooLong'

export type PopupStatus = 'idle' | 'sending' | 'sent' | 'failed'
export interface PopupState {
  open: boolean
  fields: PopupFields
  errors: Partial<Record<PopupField, FieldProblem>>
  status: PopupStatus
  /** The server's message after a reply (success or not). */
  message?: string
  /** The last attempt got no reply at all. */
  network?: boolean
}

const emptyFields: PopupFields = { fname: '', lname: '', phone: '', dontShowAgain: false }

/** Whether the pop-up may open on this page: neither cookie exists. */
export { setFormInProgress } from '@core/platform/forms-in-progress'

export const popupAllowed = () => !hasCookie(popupCookies.cancel) && !hasCookie(popupCookies.submit)

export function validatePopup(fields: PopupFields, country: Country): PopupState['errors'] {
  const errors: PopupState['errors'] = {}
  if (fields.fname.trim() === '') errors.fname = 'required'
  else if (fields.fname.trim().length > formLimits.fname) errors.fname = 'tooLong'
  if (fields.lname.trim().length > formLimits.lname) errors.lname = 'tooLong'
  if (fields.phone.trim() === '') errors.phone = 'required'
  else if (!normalisePhone(fields.phone, country)) errors.phone = 'invalid'
  return errors
}

export function createPopup({ delayMs = timing.popupDelayMs }: { delayMs?: number } = {}) {
  const $state = map<PopupState>({ open: false, fields: { ...emptyFields }, errors: {}, status: 'idle' })
  const patch = patcher($state)
  let timer: ReturnType<typeof setTimeout> | undefined
  let waiting: (() => void) | undefined

  /** Opens now, or once no sell form on the page is half-filled. */
  function openWhenFree() {
    waiting?.()
    waiting = undefined
    if (!popupAllowed()) return
    if ($formsInProgress.get().size === 0) return $state.setKey('open', true)
    waiting = $formsInProgress.listen((forms) => {
      if (forms.size > 0) return
      waiting?.()
      waiting = undefined
      if (popupAllowed()) $state.setKey('open', true)
    })
  }

  /** Opens the pop-up after the delay unless a cookie says not to; returns a function that stops the timer. */
  function schedule(): () => void {
    clearTimeout(timer)
    if (popupAllowed()) timer = setTimeout(openWhenFree, delayMs)
    return () => {
      clearTimeout(timer)
      waiting?.()
      waiting = undefined
    }
  }

  /** Cancel, the close button or Escape: hidden, and not shown again for 7 days (a year with the box ticked). */
  function dismiss() {
    clearTimeout(timer)
    const { fields } = $state.get()
    setCookie(popupCookies.cancel, '1', { days: fields.dontShowAgain ? dontShowAgainDays : timing.popupCancelCookieDays })
    patch({ open: false, errors: {}, status: 'idle', message: undefined, network: undefined })
  }

  function setField<K extends keyof PopupFields>(name: K, value: PopupFields[K]) {
    const { fields, errors } = $state.get()
    const { [name as PopupField]: _fixed, ...rest } = errors
    patch({ fields: { ...fields, [name]: value }, errors: rest })
  }

  async function submit(country: Country) {
    const s = $state.get()
    if (s.status === 'sending') return
    const errors = validatePopup(s.fields, country)
    if (Object.keys(errors).length > 0) {
      patch({ errors, status: 'idle', message: undefined })
      return
    }
    patch({ errors: {}, status: 'sending', message: undefined, network: undefined })
    const { fname, lname, phone, dontShowAgain } = s.fields
    const r = await api('popupForm', { body: { fname: fname.trim(), lname: lname.trim(), phone: phone.trim(), isupdateChecked: dontShowAgain, country } })
    if (!r.ok) {
      patch({ status: 'failed', message: r.kind === 'network' ? undefined : r.message, network: r.kind === 'network' })
      return
    }
    setCookie(popupCookies.submit, '1')
    if (dontShowAgain) setCookie(popupCookies.cancel, '1', { days: dontShowAgainDays })
    patch({ status: 'sent', message: r.data.msg, network: false, fields: { ...emptyFields } })
  }

  return { $state, schedule, dismiss, setField, submit }
}

export type Popup = ReturnType<typeof createPopup>
