import { useStore } from '@nanostores/react'
import { lazy, Suspense, useMemo, useRef, type FormEvent } from 'react'
import { createRepairPicker, type RepairPicker as Picker } from '@core/repair'
import { navigate } from '@core/platform/navigation'
import { Button } from '../ui/Button'
import { useCountryStore, useEmit, useT, useWidgetCountry } from '../ui/host'
import { SelectField } from '../ui/SelectField'
import { Spinner } from '../ui/Spinner'
import * as ui from '../ui/ui.css'
import * as styles from './RepairPicker.css'

// The dialog (and Radix with it) loads only when someone opens it.
const Dialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.Dialog })))

export interface RepairPickerProps {
  /** Preselects a brand by id or name ('samsung', 'iPhone'). */
  brand?: string
  /** Opens the dialog at once. */
  open?: boolean
  /** Embedded on a partner's page: Proceed opens the full site (a new page load) instead of the site's router. */
  embedded?: boolean
  /** The full site's address for an embedded picker (default: the host the widget script came from). */
  siteUrl?: string
  /** For stories and tests: a picker created outside. */
  picker?: Picker
}

/**
 * <simu-repair-picker>: a button that opens 'Select The Phone You Wish To Repair' (brand, then model,
 * both required); Proceed goes to the model's repair screen, /{country}/repair/{model id}.
 * The backdrop does not close it (shop-and-repair.md §2); Close and Escape do.
 */
export function RepairPicker({ brand, open, embedded = false, siteUrl, picker: given }: RepairPickerProps) {
  const countryStore = useCountryStore()
  const picker = useMemo(() => given ?? createRepairPicker({ brand, open }, countryStore), [given, brand, open, countryStore])
  const state = useStore(picker.$state)
  const t = useT()
  // Once opened the dialog stays mounted, so closing it hands focus back to the button.
  const opened = useRef(false)
  opened.current ||= state.open
  return (
    <div className={styles.root} part="container">
      <Button part="trigger" onClick={() => picker.openPicker()} aria-haspopup="dialog">{t('repair.picker.trigger')}</Button>
      {opened.current ? (
        <Suspense fallback={state.open ? <Spinner label={t('common.loading')} /> : null}>
          <Dialog open={state.open} onOpenChange={(next) => { if (!next) picker.close() }} title={t('repair.picker.title')} dismissable={false}>
            <PickerForm picker={picker} embedded={embedded} siteUrl={siteUrl} />
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  )
}

function PickerForm({ picker, embedded, siteUrl }: { picker: Picker; embedded: boolean; siteUrl?: string }) {
  const state = useStore(picker.$state)
  const country = useWidgetCountry()
  const t = useT()
  const emit = useEmit()
  const form = useRef<HTMLFormElement>(null)
  const { brands, models, missing } = state
  const brandOptions = brands.status === 'ready' ? brands.data.map((b) => ({ value: b._id, label: b.brand })) : []
  const modelOptions = models.status === 'ready' ? models.data.map((m) => ({ value: m.details._id, label: m.details.modelName })) : []
  const required = t('common.required')

  const modelHint = missing.model
    ? required
    : models.status === 'error' ? t('picker.modelsError')
      : models.status === 'ready' && modelOptions.length === 0 ? t('picker.noModels')
        : !state.brandId ? t('repair.picker.chooseBrandFirst') : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const destination = picker.proceed({ embedded, siteUrl })
    if (!destination) {
      // Take keyboard and screen-reader users to the first field that still needs a value.
      const selects = form.current?.querySelectorAll('select')
      const first = picker.$state.get().missing.brand ? selects?.[0] : selects?.[1]
      first?.focus()
      return
    }
    // The host page may take over (simu:navigate is cancelable), e.g. to open the repair page in its own router.
    if (!emit('simu:navigate', { route: 'repair', country, ...destination })) return
    if (embedded) globalThis.location.assign(destination.url)
    else navigate(destination.path)
  }

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.intro}>{t('repair.picker.intro')}</p>
      {brands.status === 'error' ? (
        <div className={ui.banner} role="alert" part="error">
          <p className={ui.bannerText}><strong>{t('picker.brandsError', { message: brands.network ? t('common.networkError') : brands.message })}</strong></p>
          <p className={ui.bannerText}>{t('picker.brandsErrorText')}</p>
          <div><Button tone="secondary" onClick={() => void picker.loadBrands()}>{t('common.retry')}</Button></div>
        </div>
      ) : null}
      <div className={missing.brand ? styles.invalid : undefined}>
        <SelectField
          label={t('picker.brand')}
          placeholder={brands.status === 'loading' ? t('common.loading') : t('picker.chooseBrand')}
          options={brandOptions}
          value={state.brandId}
          busy={brands.status === 'loading'}
          hint={missing.brand ? required : undefined}
          onChange={(id) => void picker.chooseBrand(id)}
        />
      </div>
      <div className={missing.model ? styles.invalid : undefined}>
        <SelectField
          label={t('picker.model')}
          placeholder={models.status === 'loading' ? t('common.loading') : t('picker.chooseModel')}
          options={modelOptions}
          value={state.modelId}
          busy={models.status === 'loading'}
          hint={modelHint}
          onChange={(id) => picker.chooseModel(id)}
        />
      </div>
      {models.status === 'error' && state.brandId ? (
        <Button tone="secondary" className={styles.retry} onClick={() => void picker.chooseBrand(state.brandId!)}>{t('common.retry')}</Button>
      ) : null}
      <div className={styles.actions}>
        <Button tone="quiet" onClick={() => picker.close()}>{t('common.close')}</Button>
        <Button type="submit">{t('repair.picker.proceed')}</Button>
      </div>
    </form>
  )
}
