/**
 * What the user is told: a text key with its values (translated where it is shown), or words the server
 * already chose. (Issue 13 merges the other names for this, Notice, Failure, CartNotice, into this one.)
 */
import type { TextKey, Translate } from '../i18n'

export type Problem = { key: TextKey; params?: Record<string, string | number | { key: TextKey }> } | { text: string }

/** The words of a problem in the current language. */
export function describe(problem: Problem, t: Translate): string {
  if ('text' in problem) return problem.text
  const params = problem.params && Object.fromEntries(Object.entries(problem.params).map(([k, v]) => [k, typeof v === 'object' ? t(v.key) : v]))
  return t(problem.key, params)
}
