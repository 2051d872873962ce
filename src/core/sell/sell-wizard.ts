/**
 * The sell wizard's state and actions (sell-side.md §2 'Sell wizard', §4, §5): SelectModel ->
 * PhoneSummaryPage -> Defects -> Defects2 -> OriginalBundle -> calculate. One store per widget
 * instance for the step and the brand/model/variant lists; the selection and the answers live in the
 * shared $sell stores, so the price checker's 'Sell now' can prefill them and the sign-in drawer can
 * submit them.
 *
 * The Samsung mode (sell-side.md §1 'store trade-in'): fixed prices by model -> select a store ->
 * walk in and get a new phone. No sign-in: the store checks the phone and takes it at that price.
 *
 * The wizard is put together from one part per concern: the rules (wizard-rules.ts), the step
 * (wizard-step.ts), the model choice (wizard-model.ts) and the offer (wizard-quote.ts). The sell pages'
 * loaders are in sell-pages.ts.
 */
import { map, onMount, type MapStore, type ReadableAtom } from 'nanostores'
import type { Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { $selectedModel, $sellAnswers, answer, resetSell, selectModel, setAnswers, toggleAnswer } from '@core/checker'
import { createModelChoice, createSamsungChoice, type ModelChoice } from './wizard-model'
import { createQuoteRequest } from './wizard-quote'
import { hasPrice, initialWizardState, resumeStep, stepsOf, type SellWizardState, type WizardMode, type WizardStep } from './wizard-rules'
import { createWizardSteps, savedStep, saveStep } from './wizard-step'
import type { SellAnswers } from '@core/domain/questions'

export interface WizardPreset {
  mode?: WizardMode
  /** A brand id or name to preselect ('samsung', 'iPhone'). */
  brand?: string
  /** A model id to preselect, once its brand is chosen. */
  model?: string
  /** With model: the size, so the wizard opens on the basics with this phone (a price checker's hand-off). */
  variant?: string
  /** The answers already given elsewhere (the price checker), filled in. */
  answers?: SellAnswers
}

/** The sell mode's first load: a hand-off by address, a reload, or a fresh start. */
function startSelling($state: MapStore<SellWizardState>, preset: WizardPreset, choice: ModelChoice) {
  const selected = $selectedModel.get()
  if ($state.get().brands.status !== 'idle') return
  if (preset.model && preset.variant) {
    // A hand-off by address (a partner page's price checker): this phone, with the answers given there;
    // a reload of that address keeps what the seller answered since (issue 10).
    const same = selected?.modelID === preset.model && selected.variantID === preset.variant
    const answers = same ? { ...preset.answers, ...$sellAnswers.get() } : (preset.answers ?? {})
    const step: WizardStep = same ? resumeStep(savedStep(), answers, selected) : 'phoneSummary'
    selectModel(null)
    setAnswers(answers)
    void choice.restore({ modelID: preset.model, variantID: preset.variant }, step)
  } else if (hasPrice(selected) && !preset.model) {
    // A reload (or the way back to the page): the same step, the phone and the answers kept (issue 10).
    void choice.restore(selected, resumeStep(savedStep(), $sellAnswers.get(), selected))
  } else {
    // A fresh start without a phone: answers left from an earlier walk in this tab belong to no phone here.
    setAnswers({})
    saveStep(null)
    void choice.loadBrands({ brand: preset.brand, model: preset.model })
  }
}

/** `country`: the widget's own country (its attribute): its prices and quote; the visitor's $country by default. */
export function createSellWizard(preset: WizardPreset = {}, country: ReadableAtom<Country> = $country) {
  const mode: WizardMode = preset.mode ?? 'sell'
  const $state = map<SellWizardState>(initialWizardState(mode))
  const steps = createWizardSteps($state, stepsOf(mode))
  const choice = createModelChoice($state, steps, country)
  const samsung = createSamsungChoice($state, country)
  const quote = createQuoteRequest($state, country)

  /** On leaving, the step and the request reset (sell-side.md §4). */
  function leave() {
    choice.drop()
    resetSell()
    if (mode === 'sell') saveStep(null)
    $state.set({ ...initialWizardState(mode), brands: $state.get().brands, prices: $state.get().prices })
  }

  onMount($state, () => {
    if (mode === 'sell') startSelling($state, preset, choice)
    else if ($state.get().prices.status === 'idle') {
      // The store trade-in starts from its own price list; a selection from elsewhere does not apply.
      resetSell()
      void samsung.loadPrices({ model: preset.model })
    }
    // Prices are per country: a country change reloads them and keeps the chosen phone.
    return country.listen(() => {
      const { modelId, variantId } = $state.get()
      if (mode === 'samsung') void samsung.loadPrices()
      else if (modelId) void choice.chooseModel(modelId, variantId)
    })
  })

  const { loadBrands, chooseBrand, chooseModel, chooseVariant } = choice
  const { next, back, goTo } = steps
  return {
    mode, steps: steps.list, $state, loadBrands, chooseBrand, chooseModel, chooseVariant, ...samsung,
    answer, toggle: toggleAnswer, next, back, goTo, ...quote, leave,
  }
}

export type SellWizard = ReturnType<typeof createSellWizard>
