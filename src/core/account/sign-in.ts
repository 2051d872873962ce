/**
 * The one sign-in drawer of a page (sell-side.md §2 'Sign-in drawer', shop-and-repair.md §2): any
 * page or widget opens it with the page kind (for the headline) and where to go after success.
 */
import { atom } from 'nanostores'
import type { Country } from '@core/domain/constants'
import { $signedIn } from './auth'
import { mountOnce, onPartnerPage } from '@core/platform/host'

export const pageKinds = ['sell', 'shop', 'repair'] as const
export type PageKind = (typeof pageKinds)[number]

export interface SignInRequest {
  kind: PageKind
  /** The path to open after a successful sign-in (and sign-up completion). */
  next?: string
  /**
   * Runs after sign-in, before navigating; its answer replaces `next` (the sell wizard requests the
   * estimate here and answers /{country}/device-details, or /{country} when the estimate fails).
   */
  afterSignIn?: () => Promise<string | undefined>
  /** The country of the widget that asked (its country attribute): whose phone numbers; the visitor's by default. */
  country?: Country
}

export const $signInRequest = atom<SignInRequest | null>(null)

export function openSignIn(request: SignInRequest): void {
  $signInRequest.set(request)
  // On a partner page the drawer is its own element: add it once if the page has none.
  if (onPartnerPage()) mountOnce('simu-sign-in')
}

export function closeSignIn(): void {
  $signInRequest.set(null)
}

/**
 * For pages that need a signed-in user (the profile): opens the drawer for anyone else, with the
 * page as the way back. Returns whether the visitor is signed in.
 */
export function requireSignIn(request: SignInRequest): boolean {
  const signedIn = $signedIn.get()
  if (!signedIn && $signInRequest.get() === null) openSignIn(request)
  return signedIn
}
