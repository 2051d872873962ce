/**
 * dist/widgets/loader.js: the one script a partner pastes. It loads, on demand, the ES module of each
 * simu-* tag present on the page (now or later, also inside open shadow roots), all sharing one runtime chunk.
 *
 *   <script src="https://simu.africa/widgets/loader.js" data-app-key="pk_..." async></script>
 *
 * data-app-key: the partner's key; data-api: the API base (default: /api/v1 on the script's host).
 * The widget modules load from the folder the loader came from (/widgets/, /widgets/v1/, /widgets/<version>/).
 *
 * It is a classic script, and it also works when pasted as type="module" (document.currentScript is null
 * there: it finds its own <script> tag by its src instead). When it cannot tell where it came from it loads
 * nothing and says so in the console, rather than looking for Simu on the partner's own origin.
 *
 * Its public API is window.Simu.scan(root?): look for tags under root (a closed shadow root, or an open one
 * attached after its content was added) and keep watching it. A chunk that fails to load is tried again
 * after 1, 2, 4, 8 and 16 s (not on every change to the page); once every tag is loaded it stops watching.
 */
import { widgetTags, type WidgetTag } from './tags'

/** The loader's API on window.Simu. */
export interface SimuLoader {
  /** Looks for Simu tags under `root` (default: the document), loads their modules and watches `root` for more. */
  scan(root?: Node): void
}
declare global {
  var Simu: SimuLoader | undefined
}

/** The loader's own <script>: document.currentScript, or (as a module, where that is null) the script whose src ends in /loader.js. */
function ownScript(): HTMLScriptElement | undefined {
  const current = document.currentScript
  if (current instanceof HTMLScriptElement) return current
  const ours = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((s) => /\/loader\.js(?:[?#]|$)/.test(s.src))
  return ours.find((s) => s.dataset.appKey) ?? ours[0]
}

/** Seconds to wait before each new attempt at a chunk that failed: then it gives up until Simu.scan() is called. */
const retries = [1, 2, 4, 8, 16]

function start(script: HTMLScriptElement): SimuLoader {
  const base = new URL('.', script.src).href
  globalThis.__simuConfig = {
    ...globalThis.__simuConfig,
    baseUrl: script.dataset.api ?? new URL('/api/v1', script.src).href,
    ...(script.dataset.appKey ? { appKey: script.dataset.appKey } : {}),
  }
  // Per tag: 1 loading or waiting for a retry, 2 loaded, 3 given up (a later Simu.scan() tries again).
  const state = new Map<WidgetTag, 1 | 2 | 3>()
  // Failed attempts per tag, since the page loaded.
  const failed = new Map<WidgetTag, number>()
  const watched = new WeakSet<Node>()
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) search(node)
  })

  function load(tag: WidgetTag, attempt: number): void {
    state.set(tag, 1)
    // A new URL for each retry: browsers that remember a failed module would otherwise not ask again.
    const failures = failed.get(tag) ?? 0
    const url = `${base}${tag}.js${failures ? `?retry=${failures}` : ''}`
    import(/* @vite-ignore */ url).then(
      () => {
        state.set(tag, 2)
        if (widgetTags.every((t) => state.get(t) === 2)) observer.disconnect()
      },
      (error: unknown) => {
        failed.set(tag, failures + 1)
        const wait = retries[attempt]
        if (wait === undefined) state.set(tag, 3)
        else setTimeout(() => load(tag, attempt + 1), wait * 1000)
        console.error(`Simu: could not load ${tag} from ${url}; ${wait === undefined ? 'gave up (Simu.scan() tries again)' : `trying again in ${wait} s`}`, error)
      },
    )
  }

  function found(element: Element): void {
    const tag = element.localName as WidgetTag
    if (widgetTags.includes(tag) && !state.has(tag)) load(tag, 0)
    // Other components' open shadow roots: Simu's own widgets add no tags of their own there.
    const shadow = element.shadowRoot
    if (shadow && !tag.startsWith('simu-')) search(shadow)
  }

  /** Finds the tags under a node (itself included) and in every open shadow root below it, and watches those roots. */
  function search(node: Node): void {
    if (node instanceof Element) found(node)
    else if (node instanceof DocumentFragment) watch(node)
    else if (!(node instanceof Document)) return
    for (const element of (node as ParentNode).querySelectorAll('*')) found(element)
  }

  function watch(root: DocumentFragment): void {
    if (watched.has(root)) return
    watched.add(root)
    observer.observe(root, { childList: true, subtree: true })
  }

  observer.observe(document, { childList: true, subtree: true })
  search(document)
  return {
    scan(root = document) {
      for (const [tag, s] of state) if (s === 3) state.delete(tag)
      if (root instanceof DocumentFragment) watched.delete(root)
      search(root)
    },
  }
}

const script = globalThis.Simu ? undefined : ownScript()
if (globalThis.Simu) console.warn('Simu: loader.js runs once per page; this copy does nothing')
else if (script) globalThis.Simu = start(script)
else {
  console.error(
    'Simu: loader.js could not find its own <script> tag, so it cannot tell where Simu is and loads nothing. ' +
      'Paste it as <script src="https://YOUR-SIMU-HOST/widgets/loader.js" data-app-key="pk_..." async></script>; ' +
      'it cannot be imported from another module or bundled.',
  )
}
