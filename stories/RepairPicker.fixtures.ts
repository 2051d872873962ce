/** Sample data for the repair picker's stories and story tests (shapes from the API contract). */
import type { DeviceModel } from '@core/catalogue/contract'
import { createRepairPicker, type RepairPickerState } from '@core/repair'

export const brands = [
  { _id: 'iphone', brand: 'iPhone' },
  { _id: 'samsung', brand: 'Samsung' },
  { _id: 'techno', brand: 'Tecno' },
]
export const models: DeviceModel[] = [
  { details: { _id: 'samsung-galaxy-s21', modelName: 'Galaxy S21' }, image: '/images/phones/samsung-galaxy-s21.svg', releaseYear: 2021 },
  { details: { _id: 'samsung-galaxy-a14', modelName: 'Galaxy A14' }, image: '/images/phones/samsung-galaxy-a14.svg', releaseYear: 2023 },
]

const ready = <T,>(data: T) => ({ status: 'ready' as const, data })

/** Every state the repair picker can be in, by name. */
export const states = {
  closed: { open: false },
  brandsLoading: { open: true, brands: { status: 'loading' } },
  open: { open: true, brands: ready(brands) },
  modelsLoading: { open: true, brands: ready(brands), brandId: 'samsung', models: { status: 'loading' } },
  brandChosen: { open: true, brands: ready(brands), brandId: 'samsung', models: ready(models) },
  bothChosen: { open: true, brands: ready(brands), brandId: 'samsung', models: ready(models), modelId: 'samsung-galaxy-s21' },
  validationErrors: { open: true, brands: ready(brands), missing: { brand: true, model: true } },
  modelMissing: { open: true, brands: ready(brands), brandId: 'samsung', models: ready(models), missing: { brand: false, model: true } },
  brandsFailed: { open: true, brands: { status: 'error', message: 'Something went wrong!', network: false } },
  offline: { open: true, brands: { status: 'error', message: 'Network Error', network: true } },
  modelsFailed: { open: true, brands: ready(brands), brandId: 'samsung', models: { status: 'error', message: 'Something went wrong!', network: false } },
} satisfies Record<string, Partial<RepairPickerState>>

export type PickerStateName = keyof typeof states

/** A picker already in a state: nothing is fetched. */
export function pickerIn(name: PickerStateName) {
  const picker = createRepairPicker()
  picker.$state.set({ ...picker.$state.get(), ...(states[name] as Partial<RepairPickerState>) })
  return picker
}
