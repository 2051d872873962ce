/**
 * A problem with how the page set Simu up, which only the page's developer can fix: an origin Simu has not
 * registered, an unknown or missing app key. Visitors never read these words (the widgets show them a neutral
 * message); the developer reads them in the console and in each widget's simu-error event (element.tsx).
 * Codes (docs/embedding.md, Errors): origin_not_registered, app_key_unknown, app_key_required.
 */
import { atom } from 'nanostores'

export const setupCodes = ['origin_not_registered', 'app_key_unknown', 'app_key_required'] as const
export type SetupCode = (typeof setupCodes)[number]

export interface SetupProblem {
  code: SetupCode
  /** For the developer, in English: what is wrong and how to fix it. */
  message: string
}

/** The page's setup problem, once a call has met one (every widget on the page shares the API key and origin). */
export const $setupProblem = atom<SetupProblem | null>(null)

export const isSetupCode = (code: string | undefined): code is SetupCode => setupCodes.includes(code as SetupCode)

const fix = 'See docs/embedding.md, "Getting a key and registering your origins".'

/** The developer's words for a setup code. */
export function setupMessage(code: SetupCode, { origin, appKey }: { origin?: string; appKey?: string }): string {
  switch (code) {
    case 'origin_not_registered':
      return `This site is not registered with Simu yet: ask Simu to register the origin ${origin ?? 'of this page'} for the app key ${appKey ?? ''} (data-app-key). ${fix}`
    case 'app_key_unknown':
      return `Simu does not know the app key ${appKey ?? ''} (data-app-key on the loader script). ${fix}`
    case 'app_key_required':
      return `No app key: set data-app-key on the loader script. ${fix}`
  }
}

/** Records the page's setup problem (the first one wins) and tells the developer in the console, once. */
export function reportSetupProblem(code: SetupCode, context: { origin?: string; appKey?: string }): SetupProblem {
  const known = $setupProblem.get()
  if (known) return known
  const problem = { code, message: setupMessage(code, context) }
  $setupProblem.set(problem)
  console.error(`Simu (${code}): ${problem.message}`)
  return problem
}
