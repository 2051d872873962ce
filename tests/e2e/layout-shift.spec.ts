import { expect, test, type Page, type Route } from '@playwright/test'

/**
 * Issue 11 item 5: a partner page does not jump while Simu's widgets load. Each widget reserves the
 * size of its first screen before its script has run (docs/embedding.md's `simu-*:not(:defined)` rule,
 * then the element's own :host size and its loading state), so the page's content stays where it was.
 *
 * The score is Chromium's own: the layout-shift entries (PerformanceObserver, buffered) from navigation
 * until every widget shows its first screen and the fonts and images are in, summed over the whole load
 * (stricter than CLS's worst window), leaving out shifts right after input. It is a layout measure, not a
 * timing: the slow case only stretches the load so that the page paints before the widgets arrive.
 */

const budget = 0.05

interface Shift {
  value: number
  sources: string[]
}

// Collects every layout shift from the first byte, and where it came from (for the failure message).
function recordShifts() {
  const shifts: { value: number; sources: string[] }[] = []
  ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?'
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] }[]) {
      if (entry.hadRecentInput) continue
      shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Waits until the fonts are in and every image, in the page and in the widgets' shadow roots, is complete. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = (root: Document | ShadowRoot): HTMLImageElement[] => [
      ...root.querySelectorAll('img'),
      ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? images(el.shadowRoot) : [])),
    ]
    await Promise.all(images(document).filter((img) => img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight)
      .map((img) => (img.complete ? undefined : new Promise((done) => { img.onload = img.onerror = done }))))
    // Layout shifts are reported after the frame that moved things: let two frames pass.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

async function shifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const list = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)
  return { total: list.reduce((sum, s) => sum + s.value, 0), shifts: list }
}

/** Each demo page and what its widgets show once their first screen is there. */
const pages: { name: string; path: string; firstScreens: (page: Page) => Promise<void> }[] = [
  {
    name: 'the partner page',
    path: '/demo/partner/',
    firstScreens: async (page) => {
      await expect(page.locator('simu-price-checker').getByLabel('Brand')).toBeEnabled()
      await expect(page.locator('simu-cart-drawer').getByRole('button', { name: /cart/i })).toBeVisible()
      await expect(page.locator('simu-add-to-cart').getByRole('button', { name: 'Add to cart' })).toBeVisible()
    },
  },
  {
    name: "the dealer's page",
    path: '/demo/dealer/',
    firstScreens: async (page) => {
      await expect(page.locator('simu-sell-wizard').getByLabel('Brand')).toBeEnabled()
      await expect(page.locator('simu-repair-picker').getByRole('button', { name: /repair/i })).toBeVisible()
    },
  },
  {
    name: 'the Samsung store page',
    path: '/demo/samsung/',
    firstScreens: async (page) => {
      await expect(page.locator('simu-sell-wizard').getByLabel('Model')).toBeEnabled()
    },
  },
]

const widths = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1280, height: 800 },
]

for (const { name, path, firstScreens } of pages) {
  test.describe(`${name} while Simu's widgets load`, () => {
    for (const size of widths) {
      test(`does not shift on ${size.name} (${size.width} px)`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.addInitScript(recordShifts)
        await page.goto(path)
        await firstScreens(page)
        await settle(page)
        const measured = await shifts(page)
        console.log(`layout shift ${path} ${size.width}px: ${measured.total.toFixed(4)}`)
        expect(measured.total, JSON.stringify(measured.shifts)).toBeLessThan(budget)
      })

      test(`does not shift on ${size.name} (${size.width} px) when the widgets and the API are slow`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.addInitScript(recordShifts)
        // Every widget script and API reply arrives late, so the page paints (and lays out) long before
        // any widget, and each widget shows its loading state before its data.
        const late = async (route: Route) => {
          await new Promise((done) => setTimeout(done, 400))
          await route.continue()
        }
        await page.route('**/widgets/**', late)
        await page.route('**/api/**', late)
        await page.goto(path)
        await firstScreens(page)
        await settle(page)
        const measured = await shifts(page)
        console.log(`layout shift ${path} ${size.width}px, slow: ${measured.total.toFixed(4)}`)
        expect(measured.total, JSON.stringify(measured.shifts)).toBeLessThan(budget)
      })
    }
  })
}

// The rule in docs/embedding.md and the demo pages' stylesheet are checked against tokens.ts in tests/widgets/keep-still.test.ts.

test.describe('images on the sell landing page and the partner page (issue 11 item 6)', () => {
  for (const size of widths) {
    test(`carry their size, and only those below the fold load lazily, on ${size.name} (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      for (const path of ['/ke/sell-your-phone', '/demo/partner/']) {
        await page.goto(path)
        await expect(page.locator('img').first()).toBeAttached()
        const images = await page.evaluate(() => {
          const all = (root: Document | ShadowRoot): HTMLImageElement[] => [
            ...root.querySelectorAll('img'),
            ...[...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? all(el.shadowRoot) : [])),
          ]
          return all(document).map((img) => ({
            src: img.getAttribute('src')?.slice(0, 40),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            lazy: img.loading === 'lazy',
            belowFold: img.getBoundingClientRect().top >= innerHeight,
            hiddenSlide: !!img.closest('[aria-hidden="true"]'),
          }))
        })
        expect(images.length, path).toBeGreaterThan(0)
        for (const image of images) {
          expect(image.width && image.height, `${path} ${image.src} has width and height`).toBeTruthy()
          if (image.belowFold || image.hiddenSlide) expect(image.lazy, `${path} ${image.src} is lazy`).toBe(true)
        }
      }
      // The first hero slide's art is the sell landing's LCP: never lazy.
      await page.goto('/ke/sell-your-phone')
      await expect(page.getByRole('group', { name: '1 of 3' }).locator('img')).not.toHaveAttribute('loading', 'lazy')
    })
  }
})
