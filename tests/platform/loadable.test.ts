import { atom } from 'nanostores'
import { describe as group, expect, it } from 'vitest'
import { createLoadable, createResource, failed, latestOnly } from '@core/platform/loadable'
import { codeOf, describe, fromFailure, message } from '@core/platform/message'
import { createSnackbar } from '@core/platform/snackbar'
import type { ApiResult } from '@core/platform/api/client'

const deferred = <T>() => {
  let resolve!: (v: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

group('latestOnly (the one stale-reply guard)', () => {
  it('keeps only the latest request current, and cancel() retires them all', () => {
    const latest = latestOnly()
    const first = latest.begin()
    const second = latest.begin()
    expect(first()).toBe(false)
    expect(second()).toBe(true)
    latest.cancel()
    expect(second()).toBe(false)
  })

  it('track() answers undefined for a reply that was overtaken', async () => {
    const latest = latestOnly()
    const a = deferred<string>()
    const b = deferred<string>()
    const first = latest.track(a.promise)
    const second = latest.track(b.promise)
    b.resolve('b')
    a.resolve('a')
    expect(await first).toBeUndefined()
    expect(await second).toBe('b')
  })
})

group('createLoadable', () => {
  it('shows loading, then the latest reply only; an overtaken reply is dropped', async () => {
    const l = createLoadable<number>()
    expect(l.$state.get()).toEqual({ status: 'idle' })
    const slow = deferred<ApiResult<number>>()
    const fast = deferred<ApiResult<number>>()
    const first = l.run(() => slow.promise)
    expect(l.$state.get()).toEqual({ status: 'loading' })
    const second = l.run(() => fast.promise)
    fast.resolve({ ok: true, data: 2 })
    expect(await second).toEqual({ ok: true, data: 2 })
    slow.resolve({ ok: true, data: 1 })
    expect(await first).toBeUndefined()
    expect(l.$state.get()).toEqual({ status: 'ready', data: 2 })
  })

  it('keeps ready data while reloading with keep, and tells a network failure apart with its code', async () => {
    const l = createLoadable<number>({ status: 'ready', data: 1 })
    const reply = deferred<ApiResult<number>>()
    const run = l.run(() => reply.promise, { keep: true })
    expect(l.$state.get()).toEqual({ status: 'ready', data: 1 })
    reply.resolve({ ok: false, kind: 'network', message: 'offline' })
    await run
    expect(l.$state.get()).toEqual({ status: 'error', message: 'offline', network: true, code: 0, reason: 'network' })
  })

  it('reset() drops a reply on its way', async () => {
    const l = createLoadable<number>()
    const reply = deferred<ApiResult<number>>()
    const run = l.run(() => reply.promise)
    l.reset()
    reply.resolve({ ok: true, data: 3 })
    await run
    expect(l.$state.get()).toEqual({ status: 'idle' })
  })

  it('failed() carries the HTTP status and the server code', () => {
    expect(failed({ ok: false, kind: 'server', message: 'gone', status: 404, code: 'quote_not_found' })).toEqual({
      status: 'error', message: 'gone', network: false, code: 404, reason: 'quote_not_found',
    })
  })
})

group('createResource', () => {
  it('loads when first watched and again when a store it depends on changes', async () => {
    const $key = atom('ke')
    const calls: string[] = []
    const r = createResource(async (): Promise<ApiResult<string>> => {
      calls.push($key.get())
      return { ok: true, data: $key.get() }
    }, [$key])
    const stop = r.$state.listen(() => {})
    await Promise.resolve()
    await Promise.resolve()
    expect(calls).toEqual(['ke'])
    $key.set('tz')
    await new Promise((done) => setTimeout(done, 0))
    expect(calls).toEqual(['ke', 'tz'])
    expect(r.$state.get()).toEqual({ status: 'ready', data: 'tz' })
    stop()
  })
})

group('Message', () => {
  const t = (key: string, params?: Record<string, string | number>) => `${key}${params ? JSON.stringify(params) : ''}`

  it('has a code: the key for our texts, the failure code for a failed call', () => {
    expect(message('account.errors.required')).toEqual({ code: 'account.errors.required', key: 'account.errors.required' })
    expect(fromFailure({ ok: false, kind: 'network', message: 'x' })).toEqual({ code: 'network', key: 'common.networkError' })
    expect(fromFailure({ ok: false, kind: 'server', message: 'Bad phone', status: 400 })).toEqual({ code: 'http.400', text: 'Bad phone' })
    expect(fromFailure({ ok: false, kind: 'server', message: 'x', status: 429 }, { byStatus: { 429: 'pages.forms.tooMany' } })).toEqual({ code: 'http.429', key: 'pages.forms.tooMany' })
    expect(fromFailure({ ok: false, kind: 'server', message: 'Something went wrong!', status: 500 }, { fallback: 'repair.errors.generic', onlyWhenSilent: true })).toEqual({ code: 'http.500', key: 'repair.errors.generic' })
    expect(fromFailure({ ok: false, kind: 'server', message: 'Closed today', status: 500 }, { fallback: 'repair.errors.generic', onlyWhenSilent: true })).toEqual({ code: 'http.500', text: 'Closed today' })
    expect(codeOf({ key: 'common.networkError' })).toBe('common.networkError')
  })

  it('is worded in the current language, with translated params', () => {
    expect(describe({ text: 'as is' }, t)).toBe('as is')
    expect(describe({ key: 'common.networkError', params: { n: 2, what: { key: 'common.close' } } }, t)).toBe('common.networkError{"n":2,"what":"common.close"}')
  })
})

group('createSnackbar (the one snackbar)', () => {
  it('hides itself after the snackbar time, or at once on hide()', async () => {
    const { vi } = await import('vitest')
    vi.useFakeTimers()
    try {
      const s = createSnackbar()
      s.show(message('common.networkError'))
      expect(s.$notice.get()).not.toBeNull()
      vi.advanceTimersByTime(60_000)
      expect(s.$notice.get()).toBeNull()
      s.show({ text: 'x' })
      s.hide()
      expect(s.$notice.get()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
