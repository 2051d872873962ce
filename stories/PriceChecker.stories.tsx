import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceChecker } from '@widgets/price-checker'
import { checkerIn, type CheckerStateName } from './price-checker.fixtures'

/** <simu-price-checker>: every state of the spec (sell-side.md §2-8) and of the estimate. */
const meta = {
  title: 'Widgets/PriceChecker',
  component: PriceChecker,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PriceChecker>
export default meta
type Story = StoryObj<typeof meta>

const inState = (name: CheckerStateName): Story => ({ render: () => <PriceChecker checker={checkerIn(name)} /> })

export const LoadingBrands = inState('loadingBrands')
export const BrandsFailed = inState('brandsFailed')
export const Offline = inState('offline')
export const BrandsReady = inState('brandsReady')
export const LoadingModels = inState('loadingModels')
export const NoModels = inState('noModels')
export const VariantChosen = inState('variantChosen')
export const ConditionEmpty = inState('conditionEmpty')
export const ConditionAnswered = inState('conditionAnswered')
export const ConditionNotSwitchingOn = inState('conditionNotOn')
export const Estimating = inState('estimating')
export const EstimateFailed = inState('estimateFailed')
export const EstimatePerfect = inState('estimatePerfect')
export const EstimateDamaged = inState('estimateDamaged')
export const EstimateAtFloor = inState('estimateFloor')
export const EstimateForParts = inState('estimateParts')
