import type { Meta, StoryObj } from '@storybook/react-vite'
import { atom } from 'nanostores'
import { useState } from 'react'
import type { Cart } from '@core/cart'
import { CartDrawer } from '@widgets/cart-drawer'
import { HostProvider } from '@widgets/ui/host'
import { cappedNotice, cartWith, galaxyS21, iphone12, iphone12AtCap, redmi12c } from './Cart.fixtures'

/** <simu-cart-drawer> and the site header's cart: the icon and the drawer in every state (shop-and-repair.md §2 Cart, §4, §5). */
const meta = {
  title: 'Widgets/CartDrawer',
  component: CartDrawer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartDrawer>
export default meta
type Story = StoryObj<typeof meta>

/** Each render gets its own cart and open flag, so one story's clicks never leak into another. */
function Fresh({ make, open }: { make: () => Cart; open: boolean }) {
  const [given] = useState(() => ({ cart: make(), $open: atom(open) }))
  return <div style={{ padding: 16 }}><CartDrawer country="ke" cart={given.cart} $open={given.$open} siteUrl="https://simu.africa" /></div>
}
const drawer = (make: () => Cart, open: boolean): Story => ({ render: () => <Fresh make={make} open={open} /> })

/** Closed and empty: the icon alone, 'Cart, empty'. */
export const ClosedEmpty = drawer(() => cartWith([]), false)
/** Closed with phones: the count badge on the icon. */
export const ClosedWithPhones = drawer(() => cartWith([iphone12, galaxyS21]), false)
/** Open and empty: 'No items in cart'. */
export const Empty = drawer(() => cartWith([]), true)
/** One phone. */
export const OneLine = drawer(() => cartWith([iphone12]), true)
/** Several phones, Items Total of them all. */
export const ManyLines = drawer(() => cartWith([iphone12, galaxyS21, redmi12c]), true)
/** Plus would pass the stock: plus disabled, 'Only 2 left in stock'. */
export const AtStockCap = drawer(() => cartWith([iphone12AtCap, galaxyS21], { notice: cappedNotice }), true)
/** The phone sold out since it was added: marked, for the visitor to remove. */
export const SoldOut = drawer(() => cartWith([iphone12, galaxyS21], { stock: { [iphone12.variant._id]: 0, [galaxyS21.variant._id]: 8 }, notice: { kind: 'soldOut', line: `${iphone12.variant._id}|black`, modelName: 'iPhone 12' } }), true)
/** Kiswahili, as a visitor in Tanzania reads it. */
export const Swahili: Story = {
  render: () => (
    <HostProvider value={{ element: null, portal: null, language: 'sw' }}>
      <Fresh make={() => cartWith([iphone12AtCap, galaxyS21])} open />
    </HostProvider>
  ),
}
