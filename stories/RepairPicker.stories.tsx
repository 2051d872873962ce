import type { Meta, StoryObj } from '@storybook/react-vite'
import { RepairPicker } from '@widgets/repair-picker'
import { pickerIn, type PickerStateName } from './RepairPicker.fixtures'

/** <simu-repair-picker>: the button and its dialog in every state (shop-and-repair.md §2, §5). */
const meta = {
  title: 'Widgets/RepairPicker',
  component: RepairPicker,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RepairPicker>
export default meta
type Story = StoryObj<typeof meta>

const inState = (name: PickerStateName): Story => ({ render: () => <RepairPicker picker={pickerIn(name)} /> })

export const Closed = inState('closed')
export const BrandsLoading = inState('brandsLoading')
export const Open = inState('open')
export const ModelsLoading = inState('modelsLoading')
export const BrandChosen = inState('brandChosen')
export const BothChosen = inState('bothChosen')
export const ValidationErrors = inState('validationErrors')
export const ModelMissing = inState('modelMissing')
export const LoadFailed = inState('brandsFailed')
export const Offline = inState('offline')
export const ModelsFailed = inState('modelsFailed')
