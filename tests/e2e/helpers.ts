import { expect, type Page } from '@playwright/test'

/** Walks the price checker (wherever it is on the page) to an itemised estimate with a broken screen. */
export async function getEstimate(page: Page, { brand = 'Samsung', model = 'Galaxy S21', texts = en } = {}) {
  const checker = page.getByRole('region', { name: texts.title })
  await expect(checker.getByLabel(texts.brand)).toBeEnabled()
  await checker.getByLabel(texts.brand).selectOption({ label: brand })
  await expect(checker.getByLabel(texts.model)).toBeEnabled()
  await checker.getByLabel(texts.model).selectOption({ label: model })
  await expect(checker.getByLabel(texts.variant)).toBeEnabled()
  await checker.getByLabel(texts.variant).selectOption({ index: 1 })
  await expect(checker.getByText(new RegExp(`${texts.maxPrice}: \\w+ [\\d,]+`))).toBeVisible()
  await checker.getByRole('button', { name: texts.next }).click()
  for (const group of await checker.getByRole('group').all()) {
    const name = (await group.locator('legend').textContent()) ?? ''
    const damaged = name === texts.brokenScreen
    const accessory = texts.accessories.includes(name)
    // Everything in order except a broken screen; the gate and the accessories answer yes.
    await group.getByText(damaged || accessory || texts.gate.includes(name) ? texts.yes : texts.no, { exact: true }).click()
  }
  await checker.getByRole('button', { name: texts.getEstimate }).click()
  await expect(checker.getByRole('heading', { name: texts.estimateTitle })).toBeVisible()
  return checker
}

export const en = {
  title: 'How much is your phone worth?',
  brand: 'Brand',
  model: 'Model',
  variant: 'Variant',
  maxPrice: 'Max Price',
  next: 'Next',
  yes: 'Yes',
  no: 'No',
  brokenScreen: 'Cracked or broken screen',
  gate: ['Does the phone switch on?', 'Can it make and receive calls?'],
  accessories: ['Original charger', 'Original box'],
  getEstimate: 'Get my estimate',
  estimateTitle: 'Your estimate',
}
