/**
 * dist/widgets/loader.js: the one classic script a partner pastes. It loads, on demand, the ES module
 * of each simu-* tag present on the page (now or later), all sharing one runtime chunk.
 *
 *   <script src="https://simu.africa/widgets/loader.js" data-app-key="pk_..." async></script>
 *
 * data-app-key: the partner's key; data-api: the API base (default: /api/v1 on the script's host).
 */
import { widgetTags } from './tags'

const script = document.currentScript as HTMLScriptElement | null
const src = script?.src ?? location.href
const base = new URL('.', src).href
globalThis.__simuConfig = {
  ...globalThis.__simuConfig,
  baseUrl: script?.dataset.api ?? new URL('/api/v1', src).href,
  ...(script?.dataset.appKey ? { appKey: script.dataset.appKey } : {}),
}

const requested = new Set<string>()
function scan(): void {
  for (const tag of widgetTags) {
    if (requested.has(tag) || !document.getElementsByTagName(tag).length) continue
    requested.add(tag)
    import(/* @vite-ignore */ `${base}${tag}.js`).catch((error: unknown) => {
      requested.delete(tag)
      console.error(`Simu: could not load ${tag}`, error)
    })
  }
}

scan()
if (requested.size < widgetTags.length) {
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true })
}
