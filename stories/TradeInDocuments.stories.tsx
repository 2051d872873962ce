import type { Meta, StoryObj } from '@storybook/react-vite'
import { InvoiceList } from '@widgets/trade-in/InvoiceList'
import { InvoiceView } from '@widgets/trade-in/Invoice'
import { EmptyState, SignInPrompt } from '@widgets/trade-in/parts'
import { PaymentResult } from '@widgets/trade-in/PaymentResult'
import { PayoutForm } from '@widgets/trade-in/Payout'
import { PurchaseOrderView } from '@widgets/trade-in/PurchaseOrder'
import { TradeInList } from '@widgets/trade-in/TradeInList'
import { createPayoutForm } from '@core/sell'
import { translator } from '@core/i18n'
import { invoiceList, invoices, payoutResult, quotes } from './trade-in.fixtures'

/** The trade-in area's lists and documents (issue 3): orders, purchase order, invoices, payout, payment result. */
const meta = {
  title: 'Trade-in/Documents',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const en = translator('en')
const seller = { name: 'Wanjiku Kamau', phone: '+254712345678' }

const orders = [{ ...quotes.paid, _id: 'story-paid' }, { ...quotes.revised, _id: 'story-revised' }, { ...quotes.pickupBooked, _id: 'story-pickup' }, { ...quotes.cancelled, _id: 'story-cancelled' }]
export const Orders: Story = { render: () => <TradeInList quotes={orders} route="order" label="Orders" /> }
export const OrdersEmpty: Story = { render: () => <EmptyState title={en('sell.tracking.orders.empty')} body={en('sell.tracking.orders.emptyBody')} country="ke" /> }
export const EstimatesEmpty: Story = { render: () => <EmptyState title={en('sell.tracking.empty.title')} body={en('sell.tracking.empty.body')} country="ke" /> }
export const SignedOut: Story = { render: () => <SignInPrompt next="/ke/orders" /> }
export const PurchaseOrderPending: Story = { render: () => <PurchaseOrderView quote={quotes.pickupBooked} seller={seller} /> }
export const PurchaseOrderPaid: Story = { render: () => <PurchaseOrderView quote={quotes.paid} seller={seller} /> }
export const Invoices: Story = { render: () => <InvoiceList invoices={invoiceList} country="ke" /> }
export const InvoicesEmpty: Story = { render: () => <EmptyState title={en('sell.tracking.invoices.empty')} body={en('sell.tracking.invoices.emptyBody')} country="ke" /> }
export const InvoicePaid: Story = { render: () => <InvoiceView invoice={invoices.paid} /> }
export const InvoiceDraft: Story = { render: () => <InvoiceView invoice={invoices.draft} /> }
export const PayoutEdit: Story = { render: () => <PayoutForm country="ke" payout={quotes.quoted.tradeIn.payout} busy={false} onSave={() => {}} /> }
export const PayoutEditProblems: Story = {
  render: () => {
    const form = createPayoutForm('ke', { method: 'mpesa', number: '0754 123 456 7', name: '' })
    form.valid()
    return <PayoutForm country="ke" payout={quotes.quoted.tradeIn.payout} busy={false} onSave={() => {}} form={form} />
  },
}
export const PayoutSaving: Story = { render: () => <PayoutForm country="tz" payout={quotes.tanzania.tradeIn.payout} busy onSave={() => {}} /> }
export const PaymentDone: Story = { render: () => <PaymentResult payout={payoutResult} country="ke" /> }
export const PaymentNothingYet: Story = { render: () => <PaymentResult payout={null} country="ke" /> }
