/**
 * The site's first script: it asks for the page's code only once the server's HTML has painted. Fetched
 * with the stylesheet, 200 KB of modules shared a phone's slow connection with the one file the first
 * paint waits for, and running them held the paint back further. The page reads (and its links work)
 * from the first paint; its controls say they are not ready (aria-disabled) until the code has run.
 */
let started = false
function start(): void {
  if (started) return
  started = true
  void import('./main')
}

// A frame, then a task: the task runs after that frame's paint. A tab opened in the background paints
// nothing until shown, so the code also starts after a second whatever happens.
requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, 1000)
