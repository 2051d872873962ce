/**
 * The shop end to end (issue 4; shop-and-repair.md §2, §4): a shopper browses the catalogue, filters by
 * brand and price band (the URL keeps the view through a reload and back), pages through it, opens a
 * phone, chooses colour and storage, sees availability and adds it to the cart; axe finds nothing on the
 * catalogue, product and condition guide pages; at 375 px the filters open in the Explore drawer.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { axe } from './helpers'


const grid = (page: Page) => page.getByRole('list', { name: 'Phones' })
const cardNames = (page: Page) => grid(page).getByRole('link').getByRole('heading', { level: 2 }).allTextContents()
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' })

test.describe('the shop', () => {
  test('the landing shows the trust badges, featured phones, deals and the catalogue with the in-the-box block', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop certified refurbished phones')
    await expect(page.getByRole('list', { name: 'Why buy from Simu' }).getByRole('listitem')).toHaveText(['12 Months Warranty', 'For 50% Off The Price', 'Certified Quality', 'As Good As New'])
    await expect(page.getByRole('region', { name: 'Featured phones' }).getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'Deals' }).getByRole('link').first()).toBeVisible()
    await expect(grid(page).locator(':scope > li')).toHaveCount(25)
    await expect(grid(page).locator(':scope > li').nth(7).getByRole('heading')).toHaveText('In the box')
    const first = grid(page).getByRole('link').first()
    await expect(first).toContainText('Warranty : 12months')
    await expect(first).toContainText(/Starting from\s*Ksh [\d,]+/)
    await expect(page.getByText('Loading phones…')).toHaveCount(0)
  })

  test('filters by brand and price band: the URL records them, a reload and back keep the view', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop/products')
    await expect(grid(page)).toBeVisible()
    await filters(page).getByRole('checkbox', { name: 'Samsung' }).check()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/shop\/products\?brands=samsung$/)
    await expect.poll(async () => (await cardNames(page)).every((n) => n.startsWith('Galaxy'))).toBe(true)
    const samsung = await cardNames(page)
    expect(samsung.length).toBeGreaterThan(1)

    await filters(page).getByRole('radio', { name: 'Over Ksh 50,000' }).check()
    await expect(page).toHaveURL(/\?baseprice=4&brands=samsung$/)
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(samsung.length)
    const expensive = await cardNames(page)
    for (const price of await grid(page).locator('a >> text=/^Ksh [\\d,]+$/').allTextContents()) {
      expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(50_000)
    }

    await page.reload()
    await expect(filters(page).getByRole('checkbox', { name: 'Samsung' })).toBeChecked()
    await expect(filters(page).getByRole('radio', { name: 'Over Ksh 50,000' })).toBeChecked()
    await expect.poll(() => cardNames(page)).toEqual(expensive)

    await page.goBack()
    await expect(page).toHaveURL(/\?brands=samsung$/)
    await expect(filters(page).getByRole('radio', { name: 'Any price' })).toBeChecked()
    await expect.poll(() => cardNames(page)).toEqual(samsung)

    await filters(page).getByRole('button', { name: 'Clear Filters' }).click()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/shop\/products$/)
    await expect(grid(page).locator(':scope > li')).toHaveCount(25)
  })

  test('pages through the catalogue; in-stock shows every phone in stock on one page', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop/products')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByRole('link', { name: 'Page 1 of 2' })).toHaveAttribute('aria-current', 'page')
    const firstPage = await cardNames(page)
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(pages.getByRole('link', { name: 'Page 2 of 2' })).toHaveAttribute('aria-current', 'page')
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(firstPage[0])
    const secondPage = await cardNames(page)
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([])

    await filters(page).getByRole('checkbox', { name: 'In stock only' }).check()
    await expect(page).toHaveURL(/\?instock=1$/)
    await expect(pages).toHaveCount(0)
    // Wait for the in-stock list itself (while it loads, the grid shows placeholders without names).
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(24)
    await expect(grid(page).getByText('Out Of Stock')).toHaveCount(0)
  })

  test('opens a phone, chooses colour and storage, sees availability and adds it to the cart', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop/products?brands=iphone&instock=1')
    const card = grid(page).getByRole('link').filter({ has: page.getByRole('heading', { name: 'iPhone 13', exact: true }) })
    await card.click()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/product-details\/iphone-13$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('iPhone 13')
    await expect(page.getByRole('heading', { name: 'Features and Specifications' })).toBeVisible()
    await expect(page.getByText('IMEI checked: not blacklisted')).toBeVisible()
    await expect(page.getByText(/^Simu will buy it back for Ksh [\d,]+ after the 12-month warranty$/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'You May Also Like' }).getByRole('link')).toHaveCount(4)
    const availability = page.getByTestId('availability')
    await expect(availability).toHaveText(/Availability: (In stock|Out of stock)/)

    // Each colour: its sizes, then each size's live stock; stop at the first in stock.
    const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio')
    const sizes = page.getByRole('group', { name: 'Internal Storage' }).getByRole('radio')
    let found = false
    for (let c = 0; c < (await colours.count()) && !found; c++) {
      await colours.nth(c).check()
      await expect(sizes.first()).toBeVisible()
      for (let s = 0; s < (await sizes.count()) && !found; s++) {
        await sizes.nth(s).check()
        await expect(availability).toHaveText(/Availability: (In stock|Out of stock)/)
        found = (await availability.textContent())!.includes('In stock')
      }
    }
    expect(found).toBe(true)
    await expect(sizes.first().locator('..')).toHaveText(/^\d+GB Ram \| \d+ GB Storage$/)
    await expect(page.getByText(/^Battery health: \d+%$/)).toBeVisible()

    const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / })
    await expect(cartButton).toHaveAccessibleName(/^Cart, empty$/)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartButton).toHaveAccessibleName(/^Cart, 1 /)
  })

  test('an unknown phone shows could not fetch item and Back To Shop', async ({ page }) => {
    await page.goto('/ke/ecommerce/details/nokia-3310')
    await expect(page.getByRole('alert')).toContainText('could not fetch item')
    await expect(page.getByRole('alert')).toContainText('Please try again in a few minutes.')
    await page.getByRole('link', { name: 'Back To Shop' }).click()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/shop$/)
  })

  test('the condition guide explains the one grade', async ({ page }) => {
    await page.goto('/ke/ecommerce/condition-guide')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condition Overview')
    await expect(page.getByRole('heading', { name: 'What is a refurbished phone?' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'As Good As New Condition' })).toBeVisible()
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('the filters open in the Explore drawer, keep focus inside, filter, and close with Escape', async ({ page }) => {
      await page.goto('/ke/ecommerce/shop/products')
      await expect(grid(page)).toBeVisible()
      await expect(filters(page)).toBeHidden()
      const explore = page.getByRole('button', { name: 'Explore' })
      await explore.click()
      const drawer = page.getByRole('dialog', { name: 'Filters' })
      await expect(drawer).toBeVisible()
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press('Tab')
        expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true)
      }
      await drawer.getByRole('checkbox', { name: 'Oppo' }).check()
      await expect(page).toHaveURL(/\?brands=oppo$/)
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await expect(explore).toBeFocused()
      await expect.poll(() => cardNames(page)).toEqual(expect.arrayContaining(['Reno 8', 'A78']))
    })
  })
})

test.describe('shop accessibility (axe-core)', () => {
  test.use({ bypassCSP: true })

  test('the catalogue landing has no violations', async ({ page }) => {
    await page.goto('/ke/ecommerce/shop')
    await expect(grid(page)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Deals' }).getByRole('link').first()).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('the product page has no violations once availability is known', async ({ page }) => {
    await page.goto('/ke/ecommerce/product-details/samsung-galaxy-s22')
    await expect(page.getByTestId('availability')).toHaveText(/In stock|Out of stock/)
    await expect(page.getByRole('region', { name: 'You May Also Like' })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('the condition guide has no violations', async ({ page }) => {
    await page.goto('/ke/ecommerce/condition-guide')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  test('the Explore drawer has no violations at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/ke/ecommerce/shop/products')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})
