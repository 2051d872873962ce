import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { Cart } from '@core/cart'
import CartPage from '@hosts/site/pages/shop/Cart'
import { AddToCart } from '@widgets/add-to-cart'
import { addToCartWith, cappedNotice, cartWith, galaxyS21, iphone12, iphone12AtCap, offered, redmi12c } from './Cart.fixtures'

/** The cart table page (/{country}/ecommerce/cart) and the <simu-add-to-cart> card, in every state. */
const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartPage>
export default meta
type Story = StoryObj<typeof meta>

function FreshPage({ make }: { make: () => Cart }) {
  const [cart] = useState(make)
  return <CartPage country="ke" params={{}} search={{}} cart={cart} />
}
const page = (make: () => Cart): Story => ({ args: { country: 'ke', params: {}, search: {} }, render: () => <FreshPage make={make} /> })

/** 'No items in cart' and a way back to the shop. */
export const PageEmpty = page(() => cartWith([]))
/** Three phones: the table and Items Total. */
export const PageLines = page(() => cartWith([iphone12, galaxyS21, redmi12c]))
/** A line at its stock: plus disabled, 'Only 2 left in stock'. */
export const PageAtStockCap = page(() => cartWith([iphone12AtCap], { notice: cappedNotice }))

function FreshCard({ make }: { make: () => ReturnType<typeof addToCartWith> }) {
  const [given] = useState(make)
  return <AddToCart modelId="iphone-12" control={given.control} />
}
const card = (make: () => ReturnType<typeof addToCartWith>): Story => ({ args: { country: 'ke', params: {}, search: {} }, render: () => <FreshCard make={make} /> })
/** The featured phone loading. */
export const AddLoading = card(() => addToCartWith('never'))
/** The featured phone with its price and Add to cart. */
export const AddReady = card(() => addToCartWith(offered))
/** No phone of that model is left: the button says so and is disabled. */
export const AddSoldOut = card(() => addToCartWith({ ...offered, quantity: 0 }))
/** The cart already holds the last units: Add to cart is refused with the reason. */
export const AddAtStock = card(() => addToCartWith(offered, [iphone12AtCap]))
/** The product could not be loaded. */
export const AddFailed = card(() => addToCartWith(null))
