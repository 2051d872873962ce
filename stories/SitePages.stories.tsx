import type { Meta, StoryObj } from '@storybook/react-vite'
import Careers from '@hosts/site/pages/content/Careers'
import HowItWorks from '@hosts/site/pages/content/HowItWorks'
import { NotFound } from '@hosts/site/pages/content/NotFound'
import { ApplicationPage } from '@hosts/site/pages/content/ApplicationPage'
import { PartnerView } from '@hosts/site/pages/content/Partner'
import { RepairPage } from '@hosts/site/pages/content/RepairLanding'
import { WarrantyPage } from '@hosts/site/pages/content/RegisterPhone'
import SellLanding from '@hosts/site/pages/content/SellLanding'
import { applicationIn, partnerIn, repairPricesIn, warrantyIn, type ApplicationStateName, type WarrantyStateName } from './site.fixtures'
import { Given, phone375 } from './site-given'

/** The content pages (issue 3) in each of their states. Only the sell landing and partner pages' price checker calls the API. */
const meta = {
  title: 'Site/Content pages',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const sw = { country: 'tz', language: 'sw' } as const

export const SellLandingPage: Story = { render: () => <Given><SellLanding country="ke" params={{}} search={{}} /></Given> }
export const SellLandingPhone: Story = { ...SellLandingPage, ...phone375 }

export const HowItWorksProcess: Story = { render: () => <Given><HowItWorks country="ke" params={{}} search={{}} /></Given> }
export const TermsOfService: Story = { render: () => <Given><HowItWorks country="ke" params={{}} search={{ 1: '' }} /></Given> }
export const PrivacyPolicy: Story = { render: () => <Given><HowItWorks country="ke" params={{}} search={{ 2: '' }} /></Given> }
export const ReturnPolicy: Story = { render: () => <Given><HowItWorks country="ke" params={{}} search={{ 3: '' }} /></Given> }
export const TermsInSwahili: Story = { render: () => <Given {...sw}><HowItWorks country="tz" params={{}} search={{ 1: '' }} /></Given> }

const repair = (name: Parameters<typeof repairPricesIn>[0]): Story => ({ render: () => <Given><RepairPage country="ke" prices={repairPricesIn(name)} /></Given> })
export const RepairPricesLoading = repair('loading')
export const RepairPricesReady = repair('ready')
export const RepairPricesFailed = repair('failed')
export const RepairPricesOffline = repair('offline')

const warranty = (name: WarrantyStateName, given: Omit<Parameters<typeof Given>[0], 'children'> = {}): Story => ({
  render: () => <Given {...given}><WarrantyPage country={given.country ?? 'ke'} form={warrantyIn(name, given.country ?? 'ke')} /></Given>,
})
export const WarrantyEmpty = warranty('empty')
export const WarrantyCatalogueLoading = warranty('catalogueLoading')
export const WarrantyCatalogueFailed = warranty('catalogueFailed')
export const WarrantyInvalid = warranty('invalid')
export const WarrantySubmitting = warranty('submitting')
export const WarrantyDuplicateImei = warranty('duplicate')
export const WarrantyTooMany = warranty('tooMany')
export const WarrantyOffline = warranty('offline')
export const WarrantyRegistered = warranty('success')
export const WarrantySwahili = warranty('invalid', sw)
export const WarrantyPhone: Story = { ...warranty('empty'), ...phone375 }

const apply = (name: ApplicationStateName, kind: 'dealer' | 'retailer' = 'dealer'): Story => ({
  render: () => <Given><ApplicationPage kind={kind} country="ke" form={applicationIn(name, kind)} /></Given>,
})
export const DealerEmpty = apply('empty')
export const DealerInvalid = apply('invalid')
export const DealerSubmitting = apply('submitting')
export const DealerDuplicate = apply('duplicate')
export const DealerRefusedByServer = apply('serverRefused')
export const DealerSent = apply('success')
export const RetailerEmpty = apply('empty', 'retailer')
export const RetailerSent = apply('success', 'retailer')
export const RetailerSwahili: Story = {
  render: () => <Given {...sw}><ApplicationPage kind="retailer" country="tz" form={applicationIn('empty', 'retailer', 'tz')} /></Given>,
}

const partner = (name: Parameters<typeof partnerIn>[0]): Story => ({ render: () => <Given><PartnerView country="ke" partnerId="demo-partner" page={partnerIn(name)} /></Given> })
export const PartnerLoading = partner('loading')
export const PartnerReady = partner('ready')
export const PartnerUnknown = partner('missing')
export const PartnerFailed = partner('failed')

export const CareersPage: Story = { render: () => <Given><Careers country="ke" params={{}} search={{}} /></Given> }
export const CareersSwahili: Story = { render: () => <Given {...sw}><Careers country="tz" params={{}} search={{}} /></Given> }
export const NotFoundPage: Story = { render: () => <Given><NotFound country="ke" /></Given> }
