import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import type { Quote } from '@core/sell'
import type { Store } from '@core/catalogue/contract'
import type { SellAnswers } from '@core/domain/questions'
import { $auth } from '@core/account/auth'
import { setLanguage } from '@core/platform/locale'
import { selectModel, setAnswers, type SelectedModel } from '@core/sell'
import { createSellWizard, createStoreList, initialWizardState, type SellWizardState, type StoreListStore, type WizardMode } from '@core/sell'
import { SellWizard } from '@widgets/sell-wizard'
import { brands, models, variants } from './price-checker.fixtures'

/**
 * <simu-sell-wizard>: every step and state of the sell wizard (sell-side.md §2, §4, §5, §8) and of its
 * Samsung store trade-in mode. The stories use fixed state: nothing is fetched.
 */
const meta = {
  title: 'Widgets/SellWizard',
  component: SellWizard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SellWizard>
export default meta
type Story = StoryObj<typeof meta>

const ready = <T,>(data: T) => ({ status: 'ready' as const, data })
const s21: SelectedModel = {
  modelID: 'samsung-galaxy-s21', variantID: 'samsung-galaxy-s21-8-128', modelName: 'Galaxy S21', ram: 8, storage: 128,
  image: '/images/phones/samsung-galaxy-s21.svg', price: 38_000,
}
const chosen: Partial<SellWizardState> = {
  brands: ready(brands), brandId: 'samsung', models: ready(models), modelId: 'samsung-galaxy-s21', variants: ready(variants), variantId: 'samsung-galaxy-s21-8-128',
}
const basics: SellAnswers = { deviceOn: 'yes', workingPhone: 'yes', accountUnlocked: 'yes' }
const user = { _id: 'u1', userId: 'u1', fname: 'Amina', lname: 'Otieno', email: 'amina@example.com', phone: '+254712345678', country: 'ke' as const, signupComplete: true }

const samsungPrices = [
  { details: { _id: 'samsung-galaxy-s21', modelName: 'Galaxy S21' }, image: s21.image, releaseYear: 2021, variants },
  { details: { _id: 'samsung-galaxy-a14', modelName: 'Galaxy A14' }, image: '', releaseYear: 2023, variants: [{ variant: { _id: 'samsung-galaxy-a14-4-64', ram: 4, storage: 64 }, prices: { currency: 'KES' as const, price: 7000 } }] },
]
const store = (id: string, name: string, region: string, contact: string): Store => ({
  _id: id, name, store_name: name, store_location: `${name.replace('Samsung Experience Store - ', '')}, ${region}`, region, contact, lat: -1.26, lng: 36.8, openingHours: 'Mon-Sat 9:00-20:00, Sun 10:00-18:00',
})
const samsungStores: Store[] = [
  store('samsung-20-sarit-centre', 'Samsung Experience Store - Sarit Centre', 'Nairobi', '+254 722 410 318'),
  store('samsung-20-galleria', 'Samsung Experience Store - Galleria Mall', 'Nairobi', ''),
  store('samsung-20-mombasa-city-mall', 'Samsung Experience Store - City Mall Mombasa', 'Mombasa', '+254 726 481 052'),
  store('samsung-20-meru-town', 'Samsung Experience Store - Meru Town', 'Meru', ''),
]

interface Setup {
  mode?: WizardMode
  state?: Partial<SellWizardState>
  selected?: SelectedModel | null
  answers?: SellAnswers
  signedIn?: boolean
  language?: 'en' | 'sw'
  stores?: (list: StoreListStore) => void
}

/** Puts the shared stores and a new wizard in a state before the first render (nothing is fetched). */
function Prepared({ setup, children }: { setup: Setup; children: (w: ReturnType<typeof createSellWizard>, s: StoreListStore) => ReactNode }) {
  const [made] = useState(() => {
    selectModel(setup.selected ?? null)
    setAnswers(setup.answers ?? {})
    $auth.set(setup.signedIn ? { user, token: 'story-token' } : null)
    if (setup.language) setLanguage(setup.language)
    const wizard = createSellWizard({ mode: setup.mode ?? 'sell' })
    wizard.$state.set({ ...initialWizardState(setup.mode ?? 'sell'), ...setup.state })
    const list = createStoreList('samsung-20')
    list.$state.set(ready({ success: true as const, list: 'samsung-20' as const, stores: samsungStores }))
    setup.stores?.(list)
    return { wizard, list }
  })
  return <>{children(made.wizard, made.list)}</>
}

const inState = (setup: Setup): Story => ({
  render: () => <Prepared setup={setup}>{(w, s) => <SellWizard wizard={w} stores={s} mode={setup.mode} />}</Prepared>,
})

// SelectModel
export const LoadingBrands = inState({ state: { brands: { status: 'loading' } } })
export const BrandsFailed = inState({ state: { brands: { status: 'error', message: 'Something went wrong!', network: false } } })
export const Offline = inState({ state: { brands: { status: 'error', message: 'Something went wrong!', network: true } } })
export const BrandsReady = inState({ state: { brands: ready(brands) } })
export const LoadingModels = inState({ state: { brands: ready(brands), brandId: 'samsung', models: { status: 'loading' } } })
export const NoModels = inState({ state: { brands: ready(brands), brandId: 'samsung', models: ready([]) } })
export const ModelsFailed = inState({ state: { brands: ready(brands), brandId: 'samsung', models: { status: 'error', message: 'brand not found', network: false } } })
export const LoadingVariants = inState({ state: { ...chosen, variantId: undefined, variants: { status: 'loading' } } })
export const VariantChosen = inState({ state: chosen, selected: s21 })
// PhoneSummaryPage
export const SummaryEmpty = inState({ state: { ...chosen, step: 'phoneSummary' }, selected: s21 })
export const SummaryHalfAnswered = inState({ state: { ...chosen, step: 'phoneSummary' }, selected: s21, answers: { deviceOn: 'yes' } })
export const SummaryAnswered = inState({ state: { ...chosen, step: 'phoneSummary' }, selected: s21, answers: basics })
export const SummaryNotSwitchingOn = inState({ state: { ...chosen, step: 'phoneSummary' }, selected: s21, answers: { deviceOn: 'no', workingPhone: 'no', accountUnlocked: 'yes' } })
/** Opened from the price checker's 'Sell now': the selection and its answers are already there. */
export const PrefilledFromPriceChecker = inState({
  state: { ...chosen, step: 'phoneSummary' }, selected: s21,
  answers: { deviceOn: 'yes', workingPhone: 'yes', brokenScreen: 'yes', scratchedScreen: 'no', scratchedBody: 'no', liquidDamage: 'no', charger: 'yes', box: 'yes' },
})
// Defects and Defects2
export const DefectsEmpty = inState({ state: { ...chosen, step: 'defects' }, selected: s21, answers: basics })
export const DefectsAnswered = inState({ state: { ...chosen, step: 'defects' }, selected: s21, answers: { ...basics, speakers: 'yes', chargingPort: 'yes', liquidDamage: 'yes', earpiece: 'no' } })
export const CosmeticEmpty = inState({ state: { ...chosen, step: 'defects2' }, selected: s21, answers: { ...basics, speakers: 'yes' } })
export const CosmeticAnswered = inState({ state: { ...chosen, step: 'defects2' }, selected: s21, answers: { ...basics, speakers: 'yes', brokenScreen: 'yes', scratchedBody: 'yes' } })
// OriginalBundle and calculate
const beforeBundle: SellAnswers = { ...basics, speakers: 'yes', brokenScreen: 'yes' }
// Every accessory answered: a stored state with a submission never prices the answers again (nothing is fetched).
const allAnswers: SellAnswers = { ...beforeBundle, charger: 'yes', cable: 'yes', reciept: 'no', box: 'yes', warranty: 'no' }
export const BundleEmptySignedOut = inState({ state: { ...chosen, step: 'originalBundle' }, selected: s21, answers: beforeBundle })
export const BundleAnsweredSignedIn = inState({ state: { ...chosen, step: 'originalBundle' }, selected: s21, answers: { ...beforeBundle, charger: 'yes', box: 'yes', warranty: 'yes' }, signedIn: true })
export const BundleWithoutPrice = inState({ state: { ...chosen, step: 'originalBundle' }, selected: { ...s21, price: 0 }, answers: allAnswers })
export const Calculating = inState({ state: { ...chosen, step: 'originalBundle', submission: { status: 'loading' } }, selected: s21, answers: allAnswers, signedIn: true })
export const CalculateFailed = inState({
  state: { ...chosen, step: 'originalBundle', submission: { status: 'error', message: 'That model and variant were not found', network: false } },
  selected: s21, answers: allAnswers, signedIn: true,
})
export const CalculateOffline = inState({
  state: { ...chosen, step: 'originalBundle', submission: { status: 'error', message: 'Something went wrong!', network: true } },
  selected: s21, answers: allAnswers, signedIn: true,
})
export const QuoteCreated = inState({
  state: { ...chosen, step: 'originalBundle', submission: { status: 'done', quote: {} as Quote } }, selected: s21, answers: allAnswers, signedIn: true,
})
// Swahili (sell-side.md §4: sw for tz)
export const SwahiliSelect = inState({ state: chosen, selected: s21, language: 'sw' })
export const SwahiliDefects = inState({ state: { ...chosen, step: 'defects' }, selected: s21, answers: { ...basics, speakers: 'yes' }, language: 'sw' })
export const SwahiliBundle = inState({ state: { ...chosen, step: 'originalBundle' }, selected: s21, answers: { ...beforeBundle, charger: 'yes' }, language: 'sw' })
// Samsung store trade-in: fixed prices by model -> select a store -> walk in
const samsungChosen: Partial<SellWizardState> = { prices: ready(samsungPrices), modelId: 'samsung-galaxy-s21', variantId: 'samsung-galaxy-s21-8-128' }
export const SamsungLoadingPrices = inState({ mode: 'samsung', state: { prices: { status: 'loading' } } })
export const SamsungPricesFailed = inState({ mode: 'samsung', state: { prices: { status: 'error', message: 'Something went wrong!', network: true } } })
export const SamsungPricesReady = inState({ mode: 'samsung', state: { prices: ready(samsungPrices) } })
export const SamsungModelChosen = inState({ mode: 'samsung', state: samsungChosen, selected: s21 })
export const SamsungChooseStore = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore' }, selected: s21 })
export const SamsungStoreChosen = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore', storeId: 'samsung-20-galleria' }, selected: s21 })
export const SamsungStoresInMombasa = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore' }, selected: s21, stores: (l) => l.setRegion('Mombasa') })
export const SamsungStoresLoading = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore' }, selected: s21, stores: (l) => l.$state.set({ status: 'loading' }) })
export const SamsungStoresFailed = inState({
  mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore' }, selected: s21,
  stores: (l) => l.$state.set({ status: 'error', message: 'Something went wrong!', network: false }),
})
export const SamsungWalkIn = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'walkIn', storeId: 'samsung-20-sarit-centre' }, selected: s21 })
export const SamsungSwahili = inState({ mode: 'samsung', state: { ...samsungChosen, step: 'chooseStore', storeId: 'samsung-20-galleria' }, selected: s21, language: 'sw' })
