/**
 * The sell landing page's hero slider (sell-side.md §9: autoplay every timing.sliderAutoplayMs): which
 * slide shows and why autoplay is paused. React-free so its timing can be tested with fake timers.
 * Autoplay runs only while no pause reason is set; any slide change restarts the interval, so a slide
 * the visitor picked stays a full interval before the next one.
 */
import { map } from 'nanostores'
import { timing } from '@core/domain/constants'

/** hover/focus/hidden come and go with the visitor; 'user' is the pause button; 'motion' is prefers-reduced-motion. */
export type PauseReason = 'hover' | 'focus' | 'hidden' | 'user' | 'motion'

export interface HeroState {
  index: number
  paused: readonly PauseReason[]
}

export function createHeroSlider(count: number, { intervalMs = timing.sliderAutoplayMs, reducedMotion = false } = {}) {
  const $hero = map<HeroState>({ index: 0, paused: reducedMotion ? ['motion'] : [] })
  let timer: ReturnType<typeof setInterval> | undefined
  let started = false

  const playing = () => $hero.get().paused.length === 0
  const schedule = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
    if (started && playing()) timer = setInterval(() => show($hero.get().index + 1, false), intervalMs)
  }
  function show(i: number, restart = true) {
    $hero.setKey('index', ((i % count) + count) % count)
    if (restart) schedule()
  }
  function pause(reason: PauseReason, on: boolean) {
    const rest = $hero.get().paused.filter((r) => r !== reason)
    $hero.setKey('paused', on ? [...rest, reason] : rest)
    schedule()
  }

  return {
    $hero,
    start() { started = true; schedule() },
    stop() { started = false; schedule() },
    next: () => show($hero.get().index + 1),
    prev: () => show($hero.get().index - 1),
    goTo: (i: number) => show(i),
    pause,
    /**
     * The visible pause/play button. 'Play' is an explicit request, so it also lifts the hover and focus
     * pauses the click itself caused (WAI-ARIA carousel pattern); it never overrides reduced motion or a hidden tab.
     */
    toggle() {
      const { paused } = $hero.get()
      if (paused.includes('user')) {
        $hero.setKey('paused', paused.filter((r) => r === 'motion' || r === 'hidden'))
        schedule()
      } else pause('user', true)
    },
  }
}

export type HeroSlider = ReturnType<typeof createHeroSlider>

/** Whether the slides rotate by themselves right now. */
export const isPlaying = (s: HeroState) => s.paused.length === 0
