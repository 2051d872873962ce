import type { Meta, StoryObj } from '@storybook/react-vite'
import { CatalogueView } from '@hosts/site/pages/shop/Catalogue'
import ConditionGuide from '@hosts/site/pages/shop/ConditionGuide'
import { ProductView } from '@hosts/site/pages/shop/Product'
import { catalogueIn, productIn, shopHomeIn, type CatalogueStateName, type ProductStateName } from './Shop.fixtures'
import { Given, phone375 } from './site-given'

/** The shop pages (issue 4) in each of their states, with fixed data: nothing is fetched. */
const meta = {
  title: 'Site/Shop pages',
  parameters: { layout: 'padded' },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const sw = { country: 'tz', language: 'sw' } as const

const catalogue = (name: CatalogueStateName): Story => ({ render: () => <Given><CatalogueView country="ke" catalogue={catalogueIn(name)} /></Given> })
export const CatalogueLoading = catalogue('loading')
export const CatalogueLoaded = catalogue('loaded')
export const CatalogueSecondPage = catalogue('page2')
export const CatalogueFiltered = catalogue('filtered')
export const CatalogueEmpty = catalogue('empty')
export const CatalogueFailed = catalogue('failed')
export const CatalogueFilterDrawerOpen: Story = { ...catalogue('drawer'), ...phone375 }
export const CataloguePhone: Story = { ...catalogue('loaded'), ...phone375 }
export const CatalogueSwahili: Story = { render: () => <Given {...sw}><CatalogueView country="tz" catalogue={catalogueIn('loaded')} /></Given> }

export const ShopLanding: Story = { render: () => <Given><CatalogueView country="ke" catalogue={catalogueIn('loaded')} home={shopHomeIn('ready')} /></Given> }
export const ShopLandingLoading: Story = { render: () => <Given><CatalogueView country="ke" catalogue={catalogueIn('loading')} home={shopHomeIn('loading')} /></Given> }
export const ShopLandingStripsFailed: Story = { render: () => <Given><CatalogueView country="ke" catalogue={catalogueIn('loaded')} home={shopHomeIn('failed')} /></Given> }

const productStory = (name: ProductStateName): Story => ({ render: () => <Given><ProductView country="ke" page={productIn(name)} /></Given> })
export const ProductLoading = productStory('loading')
export const ProductLoaded = productStory('loaded')
export const ProductCheckingStock = productStory('checking')
export const ProductOutOfStock = productStory('outOfStock')
export const ProductColourSwitch = productStory('colourSwitch')
export const ProductColourSwitched = productStory('colourSwitched')
export const ProductError = productStory('error')
export const ProductPhone: Story = { ...productStory('loaded'), ...phone375 }
export const ProductSwahili: Story = { render: () => <Given {...sw}><ProductView country="tz" page={productIn('loaded')} /></Given> }

export const ConditionGuidePage: Story = { render: () => <Given><ConditionGuide country="ke" /></Given> }
export const ConditionGuideSwahili: Story = { render: () => <Given {...sw}><ConditionGuide country="tz" /></Given> }
