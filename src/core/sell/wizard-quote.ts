/**
 * The sell wizard's offer: shown before it is locked (POST estimate), then locked as a quote on the
 * last Next (POST calculate), through the sign-in drawer when the seller is not signed in.
 */
import type { MapStore, ReadableAtom } from 'nanostores'
import type { Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { api } from '@core/platform/api/client'
import { failed, latestOnly } from '@core/platform/loadable'
import { $auth } from '@core/account'
import { openSignIn } from '@core/account'
import { navigate } from '@core/platform/navigation'
import type { CalculateBody, Quote } from './contract'
import { $selectedModel, $sellAnswers, $sellRequest } from '@core/checker'
import { canGoNext, requestBody, type SellWizardState } from './wizard-rules'

export interface CalculateHooks {
  /** Where to go once the quote exists: /{country}/device-details (sell-side.md §4). */
  destination: string
  /** Where the drawer goes when the estimate fails after sign-in: /{country} (sell-side.md §2). */
  home: string
  /** A quote was created (the widget emits simu:quote). */
  onQuote(quote: Quote): void
  /** Sign-in is needed; false when the host page takes it over (it cancelled simu:auth-required). */
  onAuthRequired(): boolean
}

type QuoteBody = Omit<CalculateBody, 'user_id'>

const submitQuote = (body: QuoteBody, auth: { user: { _id: string }; token: string }, country: Country) =>
  api('calculate', { body: { ...body, user_id: auth.user._id }, token: auth.token, country })

/** The sign-in drawer submits the same request after sign-in: device-details, or home when it fails (§2). */
function quoteAfterSignIn(body: QuoteBody, hooks: CalculateHooks, country: Country) {
  openSignIn({
    kind: 'sell',
    next: hooks.destination,
    country,
    afterSignIn: async () => {
      const now = $auth.get()
      if (!now) return hooks.home
      const r = await submitQuote(body, now, country)
      if (!r.ok) return hooks.home
      hooks.onQuote(r.data.quote)
      return hooks.destination
    },
  })
}

export function createQuoteRequest($state: MapStore<SellWizardState>, country: ReadableAtom<Country> = $country) {
  const idle = { status: 'idle' } as const
  const latestPreview = latestOnly()

  /** Prices the answers as they are now (POST estimate), once the last step's Next would be allowed. */
  async function previewOffer() {
    const isLatest = latestPreview.begin()
    const s = $state.get()
    const body = requestBody($sellRequest.get())
    // Once a quote is being made (or failed) the answers are the ones already priced.
    if (s.mode !== 'sell' || !body || s.submission.status !== 'idle' || !canGoNext('originalBundle', $sellAnswers.get(), $selectedModel.get())) {
      return $state.setKey('preview', idle)
    }
    $state.setKey('preview', { status: 'loading' })
    const r = await api('estimate', { body, country: country.get() })
    if (isLatest()) $state.setKey('preview', r.ok ? { status: 'ready', data: r.data.estimate } : failed(r))
  }

  /**
   * The last Next (sell-side.md §4): a signed-in seller's estimate is submitted and they go to
   * device-details; anyone else gets the sign-in drawer, which submits the same request after sign-in
   * and goes to device-details, or to the country's home when the estimate fails (§2).
   */
  async function calculate(hooks: CalculateHooks): Promise<void> {
    const s = $state.get()
    if (s.mode !== 'sell' || s.step !== 'originalBundle' || s.submission.status === 'loading') return
    if (!canGoNext(s.step, $sellAnswers.get(), $selectedModel.get())) return
    // The request as it is now: a reset on leaving the page cannot empty what the drawer submits.
    const body = requestBody($sellRequest.get())
    if (!body) return
    const auth = $auth.get()
    if (auth) {
      $state.setKey('submission', { status: 'loading' })
      const r = await submitQuote(body, auth, country.get())
      if (r.ok) {
        $state.setKey('submission', { status: 'done', quote: r.data.quote })
        hooks.onQuote(r.data.quote)
        navigate(hooks.destination)
        return
      }
      // A token the server no longer accepts: the seller signs in again, nothing else is lost.
      if (!(r.kind === 'server' && r.status === 401)) return $state.setKey('submission', { status: 'error', message: r.message, network: r.kind === 'network' })
      $auth.set(null)
    }
    $state.setKey('submission', idle)
    if (hooks.onAuthRequired()) quoteAfterSignIn(body, hooks, country.get())
  }

  return { previewOffer, calculate }
}
