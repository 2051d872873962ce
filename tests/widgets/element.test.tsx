/**
 * The custom element contract (issue 12, §3) on a probe widget defined through the real defineElement:
 * properties set before the element is defined, moves that keep the widget's state, one logical event sent
 * under its documented name and its simu:* alias, simu-error for the developer with a neutral text for the
 * visitor, and a country attribute that applies to its own element only. The same on real widgets, across
 * origins, is tests/e2e/partner-contract.spec.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { waitFor } from '@testing-library/react'
import { optional, text } from '@core/platform/attribute-rules'
import { $country, $language } from '@core/platform/locale'
import { $setupProblem } from '@core/platform/setup-problem'
import { defineElement } from '@widgets/ui/element'
import { useEmit, useT, useWidgetCountry } from '@widgets/ui/host'
import type { WidgetTag } from '@widgets/tags'

const tag = 'simu-probe' as WidgetTag

function Probe({ brand }: { brand?: string }) {
  const [count, setCount] = useState(0)
  const emit = useEmit()
  const t = useT()
  const country = useWidgetCountry()
  const [answer, setAnswer] = useState('')
  return (
    <div>
      <p data-testid="brand">{brand ?? 'none'}</p>
      <p data-testid="country">{country}</p>
      <p data-testid="words">{t('common.back')}</p>
      <button type="button" data-testid="more" onClick={() => setCount((n) => n + 1)}>{count}</button>
      <button type="button" data-testid="emit" onClick={() => setAnswer(String(emit('simu:quote', { brand })))}>{answer}</button>
    </div>
  )
}

const shadow = (el: Element) => el.shadowRoot!
const find = (el: Element, id: string) => shadow(el).querySelector<HTMLElement>(`[data-testid="${id}"]`)
const textOf = (el: Element, id: string) => find(el, id)?.textContent
/** A macrotask: what a detached element waits before it lets go of its tree. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

// Created before the element is defined, as a page does when the loader comes later (async).
const early = document.createElement(tag) as unknown as HTMLElement & Record<string, unknown>
early.setAttribute('country', 'ke')
early.brand = 'samsung'

beforeAll(() => {
  document.body.append(early)
  defineElement(tag, Probe, { brand: optional(text([[/^[\w -]{1,40}$/, 'brand must be a brand name or id']])) }, (a) => ({ brand: a.brand }))
})

afterEach(() => {
  for (const el of document.querySelectorAll(tag)) if ((el as Element) !== early) el.remove()
  $setupProblem.set(null)
  document.documentElement.lang = ''
})

async function probe(attributes: Record<string, string> = { country: 'ke' }): Promise<HTMLElement & Record<string, unknown>> {
  const el = document.createElement(tag) as unknown as HTMLElement & Record<string, unknown>
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value)
  document.body.append(el)
  await waitFor(() => expect(find(el, 'more')).toBeTruthy())
  return el
}

describe('a property set before the element was defined', () => {
  it('reaches the widget and the attribute once the element is defined', async () => {
    await waitFor(() => expect(textOf(early, 'brand')).toBe('samsung'))
    expect(early.getAttribute('brand')).toBe('samsung')
    expect(Object.hasOwn(early, 'brand')).toBe(false)
    early.brand = 'nokia'
    await waitFor(() => expect(textOf(early, 'brand')).toBe('nokia'))
    early.brand = null
    expect(early.hasAttribute('brand')).toBe(false)
    await waitFor(() => expect(textOf(early, 'brand')).toBe('none'))
  })
})

describe('moving the element', () => {
  it('keeps its state when it is moved within the page', async () => {
    const el = await probe()
    find(el, 'more')!.click()
    find(el, 'more')!.click()
    await waitFor(() => expect(textOf(el, 'more')).toBe('2'))
    const other = document.createElement('section')
    document.body.append(other)
    other.append(el)
    document.body.prepend(el)
    await nextTask()
    await nextTask()
    expect(textOf(el, 'more')).toBe('2')
    other.remove()
  })

  it('starts afresh once it stayed detached past the task', async () => {
    const el = await probe()
    find(el, 'more')!.click()
    await waitFor(() => expect(textOf(el, 'more')).toBe('1'))
    el.remove()
    await nextTask()
    await nextTask()
    expect(shadow(el).querySelector('[data-testid="more"]')).toBeNull()
    document.body.append(el)
    await waitFor(() => expect(textOf(el, 'more')).toBe('0'))
  })
})

describe('events', () => {
  it('are sent under the documented name and the simu:* alias, once each', async () => {
    const el = await probe()
    const heard: string[] = []
    el.addEventListener('simu-quote', (e) => heard.push(`${e.type} ${JSON.stringify((e as CustomEvent).detail)}`))
    document.addEventListener('simu:quote', (e) => heard.push(e.type), { once: true })
    find(el, 'emit')!.click()
    await waitFor(() => expect(textOf(el, 'emit')).toBe('true'))
    expect(heard).toEqual(['simu-quote {}', 'simu:quote'])
  })

  it.each(['simu-quote', 'simu:quote'])('are cancelled by preventDefault on %s', async (name) => {
    const el = await probe()
    let aliasSawCancel: boolean | undefined
    el.addEventListener(name, (e) => e.preventDefault(), { once: true })
    el.addEventListener('simu:quote', (e) => (aliasSawCancel = e.defaultPrevented), { once: true })
    find(el, 'emit')!.click()
    await waitFor(() => expect(textOf(el, 'emit')).toBe('false'))
    expect(aliasSawCancel).toBe(true)
  })
})

describe('errors', () => {
  it('a wrong attribute: the widget says which, and simu-error tells the developer with a code', async () => {
    const el = await probe()
    const errors: unknown[] = []
    el.addEventListener('simu-error', (e) => errors.push((e as CustomEvent).detail))
    el.addEventListener('simu:error', (e) => errors.push(e.type))
    el.setAttribute('country', 'fr')
    await waitFor(() => expect(shadow(el).querySelector('[role="alert"]')?.textContent).toContain('country must be ke, tz or ug'))
    expect(errors).toEqual([{ code: 'invalid_attribute', message: '<simu-probe> is set up wrongly: country: country must be ke, tz or ug' }, 'simu:error'])
  })

  it('a setup problem: visitors read a neutral message, the developer reads why in simu-error', async () => {
    const el = await probe()
    const errors: unknown[] = []
    el.addEventListener('simu-error', (e) => errors.push((e as CustomEvent).detail))
    $setupProblem.set({ code: 'origin_not_registered', message: 'This site is not registered with Simu yet: …' })
    await waitFor(() => expect(shadow(el).querySelector('[role="alert"]')?.textContent).toContain('This Simu service is not available on this page at the moment.'))
    expect(shadow(el).textContent).not.toContain('registered')
    expect(errors).toEqual([{ code: 'origin_not_registered', message: 'This site is not registered with Simu yet: …' }])
  })
})

describe('country and language', () => {
  it("a country attribute applies to its own element: the visitor's country and language stay", async () => {
    $country.set('ke')
    $language.set('en')
    const tz = await probe({ country: 'tz' })
    const plain = await probe({})
    await waitFor(() => expect(textOf(plain, 'country')).toBe('ke'))
    expect(textOf(tz, 'country')).toBe('tz')
    expect(textOf(tz, 'words')).toBe('Back')
    expect($country.get()).toBe('ke')
    expect($language.get()).toBe('en')
  })

  it("follows lang, then the page's <html lang>, then the shared language", async () => {
    $language.set('en')
    const el = await probe()
    expect(textOf(el, 'words')).toBe('Back')
    document.documentElement.lang = 'sw-TZ'
    await waitFor(() => expect(textOf(el, 'words')).toBe('Rudi'))
    el.setAttribute('lang', 'en')
    await waitFor(() => expect(textOf(el, 'words')).toBe('Back'))
  })
})
