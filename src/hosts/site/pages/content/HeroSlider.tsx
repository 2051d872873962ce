/**
 * The sell landing page's hero slider (sell-side.md §2 and §9): three Simu messages (sell, buy certified
 * refurbished, repair), each with the wide artwork from layout.heroSwitchPx up and the tall one below.
 * Follows the WAI-ARIA carousel pattern: a labelled region with a pause/play button, previous/next,
 * slide dots; autoplay (timing.sliderAutoplayMs) pauses on hover, on focus inside and in a hidden tab,
 * and never starts under prefers-reduced-motion. The timing lives in src/core/site/hero.ts.
 */
import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import type { Country } from '@core/domain/constants'
import { layout, warranty } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { createHeroSlider, isPlaying } from '@core/site'
import { useT } from '@widgets/ui/host'
import { visuallyHidden } from '@widgets/ui/ui.css'
// The first slide's art is the page's LCP: it is inlined (a data: URL), so it paints
// with the page and needs no request. The other slides' art are files, fetched only at the size the
// screen shows (<picture>) and after the page, compressed by the server.
import heroMobile from './images/hero-mobile.svg?inline'
import heroWide from './images/hero-wide.svg?inline'
import heroBuyMobile from './images/hero-buy-mobile.svg?no-inline'
import heroBuyWide from './images/hero-buy-wide.svg?no-inline'
import heroRepairMobile from './images/hero-repair-mobile.svg?no-inline'
import heroRepairWide from './images/hero-repair-wide.svg?no-inline'
import * as content from './content.css'
import * as styles from './HeroSlider.css'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'
const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches

export function HeroSlider({ country }: { country: Country }) {
  const t = useT()
  const slides = [
    { id: 'sell', wide: heroWide, mobile: heroMobile, title: t('site.sellHeroTitle'), body: t('site.sellHeroBody'), cta: t('pages.landing.heroCta'), href: `${pathTo('sellLanding', { country })}#check-price` },
    { id: 'buy', wide: heroBuyWide, mobile: heroBuyMobile, title: t('pages.hero.buy.title'), body: t('pages.hero.buy.body', { checks: warranty.qualityCheckPoints, months: warranty.shopMonths }), cta: t('pages.hero.buy.cta'), href: pathTo('shop', { country }) },
    { id: 'repair', wide: heroRepairWide, mobile: heroRepairMobile, title: t('pages.hero.repair.title'), body: t('pages.hero.repair.body'), cta: t('pages.hero.repair.cta'), href: pathTo('repairLanding', { country }) },
  ]
  const total = slides.length
  const slider = useHeroSlider(total)
  const state = useStore(slider.$hero)
  const root = useRef<HTMLElement>(null)

  const playing = isPlaying(state)

  return (
    <section
      ref={root}
      className={styles.carousel}
      aria-roledescription={t('pages.hero.carousel')}
      aria-label={t('pages.hero.label')}
      onMouseEnter={() => slider.pause('hover', true)}
      onMouseLeave={() => slider.pause('hover', false)}
      onFocus={() => slider.pause('focus', true)}
      onBlur={(e) => { if (!root.current?.contains(e.relatedTarget as Node | null)) slider.pause('focus', false) }}
    >
      {/* The page's h1 stays in the accessibility tree whichever slide shows; the slides carry h2s. */}
      <h1 id="sell-hero-title" className={visuallyHidden}>{slides[0]!.title}</h1>
      {/* Announce slide changes only when they are not automatic (WAI-ARIA carousel pattern). */}
      <div className={styles.slides} id="hero-slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((s, i) => <Slide key={s.id} slide={s} index={i} total={total} current={i === state.index} />)}
      </div>
      <HeroControls slider={slider} slides={slides} state={state} />
    </section>
  )
}

type HeroSliderStore = ReturnType<typeof createHeroSlider>
type HeroState = HeroSliderStore['$hero'] extends { get(): infer S } ? S : never
interface HeroSlide { id: string; wide: string; mobile: string; title: string; body: string; cta: string; href: string }

/** The slider for `total` slides: it plays while shown, pauses when the tab hides or motion is reduced. */
function useHeroSlider(total: number): HeroSliderStore {
  const slider = useMemo(() => createHeroSlider(total, { reducedMotion: prefersReducedMotion() }), [total])
  useEffect(() => {
    slider.start()
    const onVisibility = () => slider.pause('hidden', document.hidden)
    document.addEventListener('visibilitychange', onVisibility)
    onVisibility()
    const motion = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined
    const onMotion = (e: MediaQueryListEvent) => slider.pause('motion', e.matches)
    motion?.addEventListener?.('change', onMotion)
    return () => {
      slider.stop()
      document.removeEventListener('visibilitychange', onVisibility)
      motion?.removeEventListener?.('change', onMotion)
    }
  }, [slider])
  return slider
}

/** One slide: its picture, heading (slide 1's repeats the page's h1 for sighted readers), text and link. */
function Slide({ slide: s, index: i, total, current }: { slide: HeroSlide; index: number; total: number; current: boolean }) {
  const t = useT()
  return (
    <div
      role="group"
      aria-roledescription={t('pages.hero.slide')}
      aria-label={t('pages.hero.slideOf', { n: i + 1, total })}
      aria-hidden={current ? undefined : true}
      className={`${content.hero} ${styles.slide} ${current ? '' : styles.slideHidden}`}
    >
      <picture className={content.heroPicture}>
        <source media={`(min-width: ${layout.heroSwitchPx}px)`} srcSet={s.wide} width={1200} height={400} />
        <img className={content.heroImage} src={s.mobile} alt="" width={600} height={720} loading={i === 0 ? undefined : 'lazy'} />
      </picture>
      <div className={content.heroText}>
        {/* Slide 1's heading repeats the page's h1 for sighted readers only. */}
        {i === 0 ? <p className={content.heroTitle} aria-hidden="true">{s.title}</p> : <h2 className={content.heroTitle}>{s.title}</h2>}
        <p className={content.heroBody}>{s.body}</p>
        <a className={content.cta} href={s.href}>{s.cta}</a>
      </div>
    </div>
  )
}

/** Play/pause (unless motion is reduced), previous, the dots and next; arrow keys move too. */
function HeroControls({ slider, slides, state }: { slider: HeroSliderStore; slides: readonly HeroSlide[]; state: HeroState }) {
  const t = useT()
  const total = slides.length
  const userPaused = state.paused.includes('user')
  const canAutoplay = !state.paused.includes('motion')
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') { e.preventDefault(); slider.next() }
    if (e.key === 'ArrowLeft') { e.preventDefault(); slider.prev() }
  }
  return (
    <div className={styles.controls} onKeyDown={onKeyDown}>
      {canAutoplay && (
        <button type="button" className={styles.button} onClick={() => slider.toggle()} aria-label={t(userPaused ? 'pages.hero.play' : 'pages.hero.pause')}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
            {userPaused ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
          </svg>
        </button>
      )}
      <button type="button" className={styles.button} onClick={() => slider.prev()} aria-controls="hero-slides" aria-label={t('pages.hero.previous')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true"><path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" /></svg>
      </button>
      <ul className={styles.dots}>
        {slides.map((s, i) => (
          <li key={s.id}>
            <button type="button" className={styles.dot} onClick={() => slider.goTo(i)} aria-controls="hero-slides" aria-current={i === state.index ? 'true' : undefined} aria-label={t('pages.hero.dot', { n: i + 1, total })}>
              <span className={styles.dotMark} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.button} onClick={() => slider.next()} aria-controls="hero-slides" aria-label={t('pages.hero.next')}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true"><path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" /></svg>
      </button>
    </div>
  )
}
