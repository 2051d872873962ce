import { isLanguage, type Language } from '@core/domain/constants'

/** What the server says about the page it rendered: a JSON block (not a script: CSP allows no inline one). */
export interface RenderedInfo {
  language: Language
  /** The page was rendered without the parts this browser's stored state decides (stored-state.tsx). */
  deferStored: boolean
  /** The API replies the page was rendered with (core/platform/api/seeds.ts). */
  replies: Record<string, unknown>
}

export const renderedInfoId = 'simu-rendered'

export function renderedPage(): RenderedInfo | undefined {
  const text = document.getElementById(renderedInfoId)?.textContent
  if (!text) return undefined
  try {
    const info = JSON.parse(text) as { language?: unknown; deferStored?: unknown; replies?: unknown }
    const replies = typeof info.replies === 'object' && info.replies !== null ? (info.replies as Record<string, unknown>) : {}
    return isLanguage(info.language) ? { language: info.language, deferStored: info.deferStored === true, replies } : undefined
  } catch {
    return undefined
  }
}
