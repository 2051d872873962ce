/**
 * The sell landing page's hero slider: the timing store with fake timers (autoplay every
 * timing.sliderAutoplayMs, wrap-around, each pause reason, reduced motion) and the rendered carousel
 * (WAI-ARIA names, pause button, keyboard, hover and focus pauses, aria-live).
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timing } from '@core/domain/constants'
import { setCountry, setLanguage } from '@core/platform/locale'
import { createHeroSlider, type PauseReason } from '@core/site/hero'
import { HeroSlider } from '@hosts/site/pages/content/HeroSlider'

const ms = timing.sliderAutoplayMs

beforeEach(() => {
  vi.useFakeTimers()
  setCountry('ke')
  setLanguage('en')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the hero slider store', () => {
  it('advances every 6 s and wraps from the last slide to the first', () => {
    const s = createHeroSlider(3)
    s.start()
    vi.advanceTimersByTime(ms - 1)
    expect(s.$hero.get().index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(s.$hero.get().index).toBe(1)
    vi.advanceTimersByTime(ms)
    expect(s.$hero.get().index).toBe(2)
    vi.advanceTimersByTime(ms)
    expect(s.$hero.get().index).toBe(0)
    s.stop()
    vi.advanceTimersByTime(ms * 3)
    expect(s.$hero.get().index).toBe(0)
  })

  for (const reason of ['hover', 'focus', 'hidden', 'user'] as PauseReason[]) {
    it(`stays on the slide while paused by ${reason} and resumes a full interval after`, () => {
      const s = createHeroSlider(3)
      s.start()
      vi.advanceTimersByTime(ms - 100)
      s.pause(reason, true)
      vi.advanceTimersByTime(ms * 5)
      expect(s.$hero.get().index).toBe(0)
      s.pause(reason, false)
      vi.advanceTimersByTime(ms - 1)
      expect(s.$hero.get().index).toBe(0)
      vi.advanceTimersByTime(1)
      expect(s.$hero.get().index).toBe(1)
      s.stop()
    })
  }

  it('keeps paused while any one reason remains', () => {
    const s = createHeroSlider(3)
    s.start()
    s.pause('hover', true)
    s.pause('focus', true)
    s.pause('hover', false)
    vi.advanceTimersByTime(ms * 2)
    expect(s.$hero.get().index).toBe(0)
    s.stop()
  })

  it('never autoplays under reduced motion, not even after play', () => {
    const s = createHeroSlider(3, { reducedMotion: true })
    s.start()
    s.toggle()
    s.toggle()
    vi.advanceTimersByTime(ms * 5)
    expect(s.$hero.get().index).toBe(0)
    s.next()
    expect(s.$hero.get().index).toBe(1)
    s.stop()
  })

  it('goes next and previous by hand, wrapping both ways, and restarts the interval', () => {
    const s = createHeroSlider(3)
    s.start()
    s.prev()
    expect(s.$hero.get().index).toBe(2)
    vi.advanceTimersByTime(ms - 100)
    s.next()
    expect(s.$hero.get().index).toBe(0)
    vi.advanceTimersByTime(ms - 1)
    expect(s.$hero.get().index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(s.$hero.get().index).toBe(1)
    s.goTo(2)
    expect(s.$hero.get().index).toBe(2)
    s.stop()
  })

  it('play lifts the hover and focus pauses but not a hidden tab', () => {
    const s = createHeroSlider(3)
    s.start()
    s.pause('hover', true)
    s.pause('focus', true)
    s.toggle()
    expect(s.$hero.get().paused).toEqual(['hover', 'focus', 'user'])
    s.toggle()
    expect(s.$hero.get().paused).toEqual([])
    s.pause('hidden', true)
    s.toggle()
    s.toggle()
    expect(s.$hero.get().paused).toEqual(['hidden'])
    s.stop()
  })
})

const current = () => screen.getAllByRole('group').find((g) => g.getAttribute('aria-hidden') !== 'true')!

describe('the hero carousel', () => {
  it('is a labelled carousel of three slides named "n of 3", with the sell promise as h1 and each slide linking to its page', () => {
    render(<HeroSlider country="ke" />)
    const region = screen.getByRole('region', { name: 'What Simu does for you' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = screen.getAllByRole('group', { hidden: true })
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(groups.every((g) => g.getAttribute('aria-roledescription') === 'slide')).toBe(true)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sell your phone for the best price')
    const links = screen.getAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/ke/sell-your-phone#check-price', '/ke/ecommerce/shop', '/ke/repair-phone'])
    expect(groups[1]!.textContent).toContain('12-month warranty')
    for (const g of groups) expect(g.querySelector('source')!.getAttribute('media')).toBe('(min-width: 1200px)')
  })

  it('autoplays with aria-live off, and the pause button stops it and makes it polite', () => {
    render(<HeroSlider country="ke" />)
    const live = document.getElementById('hero-slides')!
    expect(live.getAttribute('aria-live')).toBe('off')
    act(() => { vi.advanceTimersByTime(ms) })
    expect(current().getAttribute('aria-label')).toBe('2 of 3')
    expect(screen.getByRole('button', { name: 'Slide 2 of 3' }).getAttribute('aria-current')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slides' }))
    expect(live.getAttribute('aria-live')).toBe('polite')
    act(() => { vi.advanceTimersByTime(ms * 3) })
    expect(current().getAttribute('aria-label')).toBe('2 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Play the slides' }))
    act(() => { vi.advanceTimersByTime(ms) })
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
  })

  it('pauses while hovered, while focus is inside and while the tab is hidden', () => {
    render(<HeroSlider country="ke" />)
    const region = screen.getByRole('region', { name: 'What Simu does for you' })
    fireEvent.mouseEnter(region)
    act(() => { vi.advanceTimersByTime(ms * 2) })
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    fireEvent.mouseLeave(region)
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }))
    act(() => { vi.advanceTimersByTime(ms * 2) })
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }))
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    act(() => { document.dispatchEvent(new Event('visibilitychange')) })
    act(() => { vi.advanceTimersByTime(ms * 2) })
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(false)
    act(() => { document.dispatchEvent(new Event('visibilitychange')) })
    act(() => { vi.advanceTimersByTime(ms) })
    expect(current().getAttribute('aria-label')).toBe('2 of 3')
  })

  it('moves with the previous/next buttons, the dots and the arrow keys', () => {
    render(<HeroSlider country="ke" />)
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
    expect(current().getAttribute('aria-label')).toBe('2 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }))
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slide 3 of 3' }), { key: 'ArrowRight' })
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    fireEvent.keyDown(screen.getByRole('button', { name: 'Slide 1 of 3' }), { key: 'ArrowLeft' })
    expect(current().getAttribute('aria-label')).toBe('3 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
    expect(current().getAttribute('aria-label')).toBe('2 of 3')
  })

  it('never autoplays and shows no pause button when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), addEventListener() {}, removeEventListener() {} }))
    render(<HeroSlider country="ke" />)
    act(() => { vi.advanceTimersByTime(ms * 3) })
    expect(current().getAttribute('aria-label')).toBe('1 of 3')
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull()
    expect(document.getElementById('hero-slides')!.getAttribute('aria-live')).toBe('polite')
  })

  it('speaks Kiswahili', () => {
    setLanguage('sw')
    render(<HeroSlider country="tz" />)
    expect(screen.getByRole('button', { name: 'Slaidi 2 kati ya 3' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Slaidi inayofuata' })).toBeTruthy()
    expect(screen.getAllByRole('link', { hidden: true })[1]!.getAttribute('href')).toBe('/tz/ecommerce/shop')
  })
})
