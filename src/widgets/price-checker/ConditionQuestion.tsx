import { useId } from 'react'
import { answers, type Answer, type QuestionKey } from '@core/domain/questions'
import { useT } from '../ui/host'
import * as styles from './PriceChecker.css'

/** One yes/no question as a radio group with the question's title and description. */
export function ConditionQuestion({ questionKey, value, onAnswer }: { questionKey: QuestionKey; value: Answer | undefined; onAnswer: (a: Answer) => void }) {
  const t = useT()
  const id = useId()
  return (
    <fieldset className={styles.question} aria-describedby={`${id}-d`}>
      <legend className={styles.legend}>{t(`question.${questionKey}.title`)}</legend>
      <p className={styles.questionText} id={`${id}-d`}>{t(`question.${questionKey}.description`)}</p>
      <div className={styles.choices}>
        {answers.map((a) => (
          <label className={styles.choice} part="choice" key={a}>
            <input className={styles.radio} type="radio" name={id} value={a} checked={value === a} onChange={() => onAnswer(a)} />
            {t(a === 'yes' ? 'common.yes' : 'common.no')}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
