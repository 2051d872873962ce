/**
 * Navigation the widgets can ask for without knowing their host: the full site installs its router,
 * a partner page falls back to a normal page load.
 */
let navigator: (path: string) => void = (path) => globalThis.location?.assign(path)

export function setNavigator(next: (path: string) => void): void {
  navigator = next
}

export function navigate(path: string): void {
  navigator(path)
}
