import { useStore } from '@nanostores/react'
import { useId } from 'react'
import type { Store } from '@core/catalogue/contract'
import { formatCountryMoney, variantLabel } from '@core/domain/money'
import { questionByKey } from '@core/domain/questions'
import { $selectedModel, $sellAnswers } from '@core/sell'
import { evaluationLines, type SellWizard } from '@core/sell'
import { Button } from '../ui/Button'
import { useT, useWidgetCountry } from '../ui/host'
import { PhoneImage } from '../ui/PhoneImage'
import { useEvaluation } from './Questions'
import * as styles from './SellWizard.css'

/** The side panel 'device evaluation' (sell-side.md §2): the selected model and what the answers say so far. */
export function EvaluationPanel({ wizard }: { wizard: SellWizard }) {
  const state = useStore(wizard.$state)
  const selected = useStore($selectedModel)
  const answers = useStore($sellAnswers)
  const t = useT()
  const id = useId()
  const evaluation = useEvaluation()
  const lines = evaluationLines(answers)
  return (
    <aside className={styles.panel} part="card" aria-labelledby={id}>
      <h3 className={styles.panelTitle} part="heading" id={id}>{t('sell.wizard.panel.title')}</h3>
      <ChosenPhone priceLabel={t('price.maxPrice')} />
      {selected && state.step !== 'selectModel' ? (
        <div><Button tone="quiet" onClick={() => wizard.goTo('selectModel')}>{t('sell.wizard.panel.change')}</Button></div>
      ) : null}
      {lines.length === 0 ? (
        selected ? <p className={styles.note}>{t('sell.wizard.panel.noAnswers')}</p> : null
      ) : (
        <ul className={styles.lines} aria-label={t('sell.wizard.panel.title')}>
          {lines.map(({ key, answer }) => (
            <li key={key} className={styles.lineItem}>
              <span className={answer === questionByKey[key].expected ? styles.lineMark : styles.lineMarkBad} aria-hidden="true" />
              <span>{evaluation(key, answer)}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}

/** The Samsung mode's side panel: the phone, its fixed trade-in price and the chosen store. */
export function TradeInPanel({ store }: { store: Store | undefined }) {
  const selected = useStore($selectedModel)
  const t = useT()
  const id = useId()
  return (
    <aside className={styles.panel} part="card" aria-labelledby={id}>
      <h3 className={styles.panelTitle} part="heading" id={id}>{t('sell.samsung.yourTradeIn')}</h3>
      <ChosenPhone priceLabel={t('sell.samsung.tradeInPrice')} />
      {store ? <p className={styles.deviceText}><strong>{store.store_name}</strong><br />{store.store_location}</p> : null}
    </aside>
  )
}

/** The chosen phone with its price, or the 'choose a phone' note. */
function ChosenPhone({ priceLabel }: { priceLabel: string }) {
  const selected = useStore($selectedModel)
  const country = useWidgetCountry()
  const t = useT()
  if (!selected) return <p className={styles.note}>{t('sell.wizard.panel.empty')}</p>
  return (
    <div className={styles.device}>
      <PhoneImage src={selected.image} alt={selected.modelName} className={styles.deviceImage} size={80} />
      <div>
        <p className={styles.deviceName}>{selected.modelName}</p>
        <p className={styles.deviceText}>{variantLabel(selected)}</p>
        <p className={styles.maxPrice} part="price">{priceLabel}: {formatCountryMoney(selected.price, country)}</p>
      </div>
    </div>
  )
}
