/**
 * The widgets' attribute rules (core/platform/attribute-rules.ts) answer like the zod/mini schemas they replaced, so a
 * bad attribute shows the same message while zod stays out of a widget's first render.
 */
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { firstIssue } from '@core/domain/issues'
import { attributes, oneOf, optional, maxLength, text } from '@core/platform/attribute-rules'
import { isSiteUrl, siteUrlAttribute } from '@core/platform/site-url'

const url = /^(https?:\/\/|\/)[^\s"'<>]*$/
const ours = attributes({
  country: optional(oneOf(['ke', 'tz', 'ug'], 'country must be ke, tz or ug')),
  'partner-id': optional(text([maxLength(80, 'partner-id is too long')])),
  'model-id': text([[/^[\w-]{1,80}$/, 'model-id must be letters, digits and dashes']], 'model-id is required'),
  model: optional(text([[/^[\w-]{1,80}$/, 'must be letters, digits and dashes']])),
  next: optional(text([[url, 'next must be an http(s) or /path URL']])),
  'site-url': siteUrlAttribute,
})
const zods = z.object({
  country: z.optional(z.enum(['ke', 'tz', 'ug'], { error: 'country must be ke, tz or ug' })),
  'partner-id': z.optional(z.string().check(z.maxLength(80, 'partner-id is too long'))),
  'model-id': z.string({ error: 'model-id is required' }).check(z.regex(/^[\w-]{1,80}$/, 'model-id must be letters, digits and dashes')),
  model: z.optional(z.string().check(z.regex(/^[\w-]{1,80}$/, 'must be letters, digits and dashes'))),
  next: z.optional(z.string().check(z.regex(url, 'next must be an http(s) or /path URL'))),
  'site-url': z.optional(z.string().check(z.refine(isSiteUrl, 'site-url must be an http(s) URL, e.g. https://simu.africa'))),
})

const cases: Record<string, string | undefined>[] = [
  { 'model-id': 'iphone-12' },
  { 'model-id': 'iphone-12', country: 'tz', model: 'a-b', next: '/ke/sell', 'site-url': 'https://simu.africa/x', 'partner-id': 'p1' },
  {},
  { 'model-id': 'bad id!' },
  { 'model-id': 'ok', country: 'fr' },
  { 'model-id': 'ok', 'partner-id': 'x'.repeat(81) },
  { 'model-id': 'ok', model: 'no spaces' },
  { 'model-id': 'ok', next: 'javascript:alert(1)' },
  { 'model-id': 'ok', 'site-url': 'javascript:alert(1)' },
  { country: 'fr', 'model-id': 'bad id!' },
]

describe('attribute rules answer like zod', () => {
  it.each(cases.map((c) => [c]))('%j', (input) => {
    const a = ours.safeParse(input)
    const b = zods.safeParse(input)
    expect(a.success).toBe(b.success)
    if (a.success && b.success) expect(a.data).toEqual(Object.fromEntries(Object.entries(b.data).filter(([, v]) => v !== undefined)))
    if (!a.success && !b.success) expect(firstIssue(a.error)).toBe(firstIssue(b.error))
  })
})
