import { useId } from 'react'
import { questionByKey, type Answer, type QuestionKey, type SellAnswers } from '@core/domain/questions'
import { useT } from '../ui/host'
import { QuestionIcon } from './QuestionIcon'
import * as styles from './SellWizard.css'
import '@core/sell/texts'

/**
 * The evaluation text of an answer: the wizard's negative for the basics, the fault's name for any
 * other answer a phone in order would not give ('No original cable'), else the question's own.
 */
export function useEvaluation() {
  const t = useT()
  return (key: QuestionKey, answer: Answer): string => {
    if (answer === 'no' && (key === 'deviceOn' || key === 'workingPhone' || key === 'accountUnlocked')) return t(`sell.wizard.evaluationNo.${key}`)
    if (answer !== questionByKey[key].expected) return t(`question.${key}.fault`)
    return t(`question.${key}.evaluation`)
  }
}

/** A yes/no question (the basics step): icon, title, description, two pressed-state buttons, and the evaluation. */
export function YesNoQuestion({ questionKey, value, onAnswer }: { questionKey: QuestionKey; value: Answer | undefined; onAnswer: (a: Answer) => void }) {
  const t = useT()
  const id = useId()
  const evaluation = useEvaluation()
  return (
    <div className={styles.question} part="card" role="group" aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`} data-question={questionKey}>
      <QuestionIcon questionKey={questionKey} className={styles.questionIcon} />
      <div className={styles.questionBody}>
        <p className={styles.questionTitle} id={`${id}-t`}>{t(`question.${questionKey}.title`)}</p>
        <p className={styles.questionText} id={`${id}-d`}>{t(`question.${questionKey}.description`)}</p>
      </div>
      <div className={styles.choices}>
        {(['yes', 'no'] as const).map((a) => (
          <button key={a} type="button" className={styles.choice} part="choice" aria-pressed={value === a} onClick={() => onAnswer(a)}>
            {t(a === 'yes' ? 'common.yes' : 'common.no')}
          </button>
        ))}
      </div>
      {value ? <p className={styles.questionEvaluation}>{evaluation(questionKey, value)}</p> : null}
    </div>
  )
}

/**
 * A tile (defects, damage, accessories): a real button whose pressed state is the answer. Pressed means
 * 'yes': the part is broken, the damage is there, the accessory comes with the phone. The button holds
 * only the title (its name); it stretches over the whole card, so a click anywhere toggles it, and the
 * description and evaluation text beside it are its description.
 */
export function Tile({ questionKey, value, onToggle }: { questionKey: QuestionKey; value: Answer | undefined; onToggle: () => void }) {
  const t = useT()
  const id = useId()
  const pressed = value === 'yes'
  return (
    <div className={styles.tile} part="choice" data-pressed={pressed || undefined} data-question={questionKey}>
      <QuestionIcon questionKey={questionKey} className={styles.tileIcon} />
      <button type="button" className={styles.tileButton} aria-pressed={pressed} aria-describedby={`${id}-d${pressed ? ` ${id}-e` : ''}`} onClick={onToggle}>
        {t(`question.${questionKey}.title`)}
      </button>
      <span className={styles.tileText} id={`${id}-d`}>{t(`question.${questionKey}.description`)}</span>
      {pressed ? <span className={styles.evaluation} id={`${id}-e`}>{t(`question.${questionKey}.evaluation`)}</span> : null}
      <span className={styles.tileCheck} aria-hidden="true">
        {pressed ? <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round"><path d="M5 12.5l4.5 4.5L19 7.5" /></svg> : null}
      </span>
    </div>
  )
}

/** A step of tiles with the count of those selected (announced as it changes). */
export function TileGrid({ keys, answers, onToggle, label }: { keys: readonly QuestionKey[]; answers: SellAnswers; onToggle: (k: QuestionKey) => void; label: string }) {
  const t = useT()
  const count = keys.filter((k) => answers[k] === 'yes').length
  return (
    <>
      <ul className={styles.tiles} aria-label={label}>
        {keys.map((k) => (
          <li key={k}><Tile questionKey={k} value={answers[k]} onToggle={() => onToggle(k)} /></li>
        ))}
      </ul>
      <p className={styles.note} aria-live="polite">{t('sell.wizard.selectedCount', { count })}</p>
    </>
  )
}
