/**
 * Where a reload reopens the sell wizard (issue 10, the reload seam): the saved step when every step
 * before it is still answered, else the basics; never the model step once a phone is chosen.
 */
import { describe, expect, it } from 'vitest'
import type { SelectedModel } from '@core/sell'
import { resumeStep } from '@core/sell'

const phone: SelectedModel = { modelID: 'm', variantID: 'v', modelName: 'Galaxy S21', ram: 8, storage: 128, image: '', price: 30_000 }
const basics = { deviceOn: 'yes', workingPhone: 'yes', accountUnlocked: 'yes' } as const

describe('resumeStep', () => {
  it('reopens the saved step when the basics are answered', () => {
    expect(resumeStep('originalBundle', basics, phone)).toBe('originalBundle')
    expect(resumeStep('defects2', basics, phone)).toBe('defects2')
  })
  it('falls back to the basics when an earlier step is no longer answered', () => {
    expect(resumeStep('originalBundle', { deviceOn: 'yes' }, phone)).toBe('phoneSummary')
  })
  it('opens on the basics without a saved step, or with the model step saved', () => {
    expect(resumeStep(undefined, basics, phone)).toBe('phoneSummary')
    expect(resumeStep('selectModel', basics, phone)).toBe('phoneSummary')
  })
})
