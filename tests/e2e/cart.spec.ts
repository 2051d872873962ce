/**
 * The cart end to end (shop-and-repair.md §2 Cart, §4, §5; Simu's stock rule): on the partner demo page a
 * visitor adds the featured phone, the header's <simu-cart-drawer> counts it and lists it; plus stops at
 * the stock, minus at 1, remove empties; the cart survives a reload (simu.cartList) and reaches other
 * tabs; on the site's cart page the typed quantity is its absolute value, capped at the stock. axe finds
 * nothing on the cart page or in the open drawer.
 *
 * Seeded stock (src/server/db/seed-data.ts): the iPhone 12's priority variant (Black, 4/64) has 2 units.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
async function axe(page: Page, include?: string) {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async (selector) => {
    const result = await (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run(
      selector ? { include: [[selector]] } : document,
      { resultTypes: ['violations'] },
    )
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`)
  }, include)
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('simu.cartList') ?? '[]') as { variant: { _id: string; quantity: number } }[])
const cartIcon = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test.describe('the cart', () => {
  test.use({ bypassCSP: true })

  test('on a partner page: add the featured phone, the header widget counts and lists it; plus, minus, remove; a reload keeps it', async ({ page }) => {
    await page.goto('/demo/partner/')
    await expect(cartIcon(page, 'Cart, empty')).toBeVisible()
    const add = page.getByRole('button', { name: 'Add to cart' })
    await expect(add).toBeEnabled()
    await page.screenshot({ path: 'test-results/cart-partner-1280.png', fullPage: true })
    await add.click()

    // The add opens the drawer, inside the cart widget's shadow root, listing the phone.
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer).toBeVisible()
    expect(await page.locator('simu-cart-drawer').evaluate((host) => !!host.shadowRoot!.querySelector('[role="dialog"]'))).toBe(true)
    await expect(cartIcon(page, 'Cart, 1 phone')).toBeVisible()
    const item = drawer.getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('iPhone 12')
    await expect(item).toContainText('4GB Ram | 64GB Storage')
    await expect(item).toContainText('Colour: Black')
    await expect(item).toContainText(/Ksh [\d,]+ × 1/)
    // The links lead to the full site: here the demo shares its origin; a partner elsewhere names it with site-url.
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/ke/ecommerce/checkout')
    // On another origin than the site's, the links carry the cart (ids and quantities only), which the site imports.
    await page.locator('simu-cart-drawer').evaluate((el) => el.setAttribute('site-url', 'https://simu.africa'))
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', 'https://simu.africa/ke/ecommerce/checkout?cart=iphone-12.iphone-12-black-4-64.black.1')
    await expect(drawer.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', 'https://simu.africa/ke/ecommerce/cart?cart=iphone-12.iphone-12-black-4-64.black.1')
    // site-url may name a base path; and back on the site's own origin, no cart in the link.
    await page.locator('simu-cart-drawer').evaluate((el) => el.setAttribute('site-url', 'https://partner.example/simu/'))
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', 'https://partner.example/simu/ke/ecommerce/checkout?cart=iphone-12.iphone-12-black-4-64.black.1')
    await page.locator('simu-cart-drawer').evaluate((el) => el.setAttribute('site-url', location.origin))
    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/ke/ecommerce/checkout')
    await expect(page.locator('#cart-log')).toHaveText('Your Simu cart: 1 phone')

    const plus = drawer.getByRole('button', { name: 'One more iPhone 12 Black' })
    const minus = drawer.getByRole('button', { name: 'One less iPhone 12 Black' })
    await expect(minus).toBeDisabled()
    await plus.click()
    await expect(cartIcon(page, 'Cart, 2 phones')).toBeVisible()
    await expect(item).toContainText(/× 2/)
    // Two is all the stock there is.
    await expect(plus).toBeDisabled()
    await expect(drawer.getByText('Only 2 left in stock', { exact: true })).toBeVisible()
    await expect(page.locator('#cart-log')).toHaveText('Your Simu cart: 2 phones')
    expect(await axe(page, 'simu-cart-drawer')).toEqual([])
    await page.setViewportSize({ width: 375, height: 740 })
    expect(await drawer.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBe(375)
    await page.screenshot({ path: 'test-results/cart-drawer-375.png' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: 'test-results/cart-drawer-1280.png' })

    // Escape closes it; adding a third is refused with the reason, and the drawer stays shut.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await add.click()
    await expect(page.locator('simu-add-to-cart').getByText('Only 2 left in stock: iPhone 12 is set to 2.', { exact: true })).toBeVisible()
    await expect(drawer).toBeHidden()

    // The icon opens it, minus lowers, Escape returns focus to the icon.
    const icon = cartIcon(page, 'Cart, 2 phones')
    await icon.click()
    await expect(drawer).toBeVisible()
    await minus.click()
    await expect(cartIcon(page, 'Cart, 1 phone')).toBeVisible()
    await expect(minus).toBeDisabled()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    expect(await page.locator('simu-cart-drawer').evaluate((host) => host.shadowRoot!.activeElement?.getAttribute('aria-label'))).toBe('Cart, 1 phone')

    // Stored under simu.cartList (after the 1000 ms debounce), so a reload keeps it.
    await expect.poll(() => stored(page)).toEqual([expect.objectContaining({ variant: expect.objectContaining({ _id: 'iphone-12-black-4-64', quantity: 1 }) })])
    await page.reload()
    await expect(cartIcon(page, 'Cart, 1 phone')).toBeVisible()

    await cartIcon(page, 'Cart, 1 phone').click()
    await drawer.getByRole('button', { name: 'Remove iPhone 12 Black from the cart' }).click()
    await expect(drawer.getByText('No items in cart')).toBeVisible()
    await expect(cartIcon(page, 'Cart, empty')).toBeVisible()
    await expect.poll(() => stored(page)).toEqual([])
  })

  test('another tab follows the cart through storage', async ({ page, context }) => {
    await page.goto('/demo/partner/')
    const other = await context.newPage()
    await other.goto('/demo/partner/')
    await expect(cartIcon(other, 'Cart, empty')).toBeVisible()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartIcon(page, 'Cart, 1 phone')).toBeVisible()
    await expect(cartIcon(other, 'Cart, 1 phone')).toBeVisible()
    await other.close()
  })

  test("on the site's cart page: the table, a typed quantity (absolute value, at most the stock), minus, the header's drawer", async ({ page }) => {
    await page.goto('/demo/partner/')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(cartIcon(page, 'Cart, 1 phone')).toBeVisible()
    await expect.poll(() => stored(page)).toHaveLength(1)

    await page.goto('/ke/ecommerce/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible()
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Sale price', 'Quantity', 'Total', 'Remove'])
    const price = Number(((await table.getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, ''))
    const field = page.getByRole('spinbutton', { name: 'Quantity of iPhone 12 Black' })
    await expect(field).toHaveValue('1')
    expect(await axe(page)).toEqual([])

    // '-2' is taken as 2.
    await field.fill('-2')
    await field.press('Enter')
    await expect(field).toHaveValue('2')
    await expect(page.getByTestId('cart-items-total')).toHaveText(`Ksh ${(price * 2).toLocaleString('en-US')}`)
    // More than the stock: it stays at 2 and says why.
    await field.fill('9')
    await field.press('Tab')
    await expect(field).toHaveValue('2')
    await expect(page.getByRole('status').filter({ hasText: 'Only 2 left in stock' })).toContainText('Only 2 left in stock: iPhone 12 is set to 2.')
    await page.getByRole('button', { name: 'One less iPhone 12 Black' }).click()
    await expect(field).toHaveValue('1')
    await expect(page.getByTestId('cart-items-total')).toHaveText(`Ksh ${price.toLocaleString('en-US')}`)
    await page.screenshot({ path: 'test-results/cart-page-1280.png', fullPage: true })
    await page.setViewportSize({ width: 375, height: 740 })
    await expect(field).toBeVisible()
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: 'test-results/cart-page-375.png', fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    // The header's cart icon opens the same cart in the drawer.
    await cartIcon(page, 'Cart, 1 phone').click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer.getByRole('listitem')).toContainText('iPhone 12')
    expect(await axe(page)).toEqual([])
    await drawer.getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/ke\/ecommerce\/checkout$/)
  })

  test("a cart handed over from a partner's site: the site's cart page adds it at the server's prices, once", async ({ page, request }) => {
    const headers = { 'x-app-key': 'pk_dev_simu', country: 'ke' }
    const product = async (id: string) => (await (await request.get(`/api/v1/get_single_product/${id}`, { headers })).json()) as {
      variants: { _id: string; priority: boolean; discounted: number; color: { id: string } }[]
    }
    const twelve = (await product('iphone-12')).variants.find((v) => v.priority)!
    const xr = (await product('iphone-xr')).variants[0]!
    // As a partner page's drawer writes it: iPhone 12 x2, a sold-out iPhone XR, a phone the shop never had, junk.
    const param = [`iphone-12.${twelve._id}.${twelve.color.id}.2`, `iphone-xr.${xr._id}.${xr.color.id}.1`, 'no-such-phone.v.black.1', 'junk'].join('~')

    // A fresh visitor: nothing in this origin's storage.
    await page.goto('/ke/ecommerce/cart?from=partner')
    await page.evaluate(() => localStorage.clear())
    await page.goto(`/ke/ecommerce/cart?cart=${param}`)
    const notice = page.getByTestId('cart-handoff')
    await expect(notice).toContainText('Your cart is here: 2 phones added.')
    await expect(notice).toContainText('iPhone XR: sold out.')
    await expect(notice).toContainText('no-such-phone: no longer sold.')
    const field = page.getByRole('spinbutton', { name: 'Quantity of iPhone 12 Black' })
    await expect(field).toHaveValue('2')
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2)
    // The server's price, not the link's (which has none).
    await expect(page.getByTestId('cart-items-total')).toHaveText(`Ksh ${(twelve.discounted * 2).toLocaleString('en-US')}`)
    await expect(page).toHaveURL(/\/ke\/ecommerce\/cart$/)
    expect(await axe(page)).toEqual([])
    await page.screenshot({ path: 'test-results/cart-handoff-1280.png', fullPage: true })
    await page.setViewportSize({ width: 375, height: 740 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: 'test-results/cart-handoff-375.png', fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    // A reload does not bring it twice.
    await expect.poll(() => stored(page)).toEqual([expect.objectContaining({ variant: expect.objectContaining({ _id: twelve._id, quantity: 2 }) })])
    await page.reload()
    await expect(field).toHaveValue('2')
    await expect(page.getByTestId('cart-handoff')).toHaveText('')

    // Straight to checkout with the same cart (a second click on the partner's Checkout): still 2, said on the checkout page.
    await page.goto(`/ke/ecommerce/checkout?cart=iphone-12.${twelve._id}.${twelve.color.id}.2`)
    await expect(page.getByTestId('cart-handoff')).toContainText('Your cart is here: 2 phones added.')
    await expect(page).toHaveURL(/\/ke\/ecommerce\/checkout$/)
    await expect.poll(() => stored(page)).toEqual([expect.objectContaining({ variant: expect.objectContaining({ quantity: 2 }) })])
  })
})
