import type { Language } from '@core/domain/constants'
import type { TimelineStep } from '@core/repair'
import { useT } from '../ui/host'
import { dateTime } from './format'
import * as styles from './Repair.css'

/** The ticket's stages in order, each done, current or still to come, with the date it was reached. */
export function TicketTimeline({ steps, language }: { steps: readonly TimelineStep[]; language: Language }) {
  const t = useT()
  const stateText = { done: t('repair.summary.stageDone'), current: t('repair.summary.stageCurrent'), pending: t('repair.summary.stagePending') }
  return (
    <ol className={styles.timeline}>
      {steps.map((s) => (
        <li key={s.stage} className={styles.step} aria-current={s.state === 'current' ? 'step' : undefined}>
          <span className={styles.stepDot[s.state]} aria-hidden="true">{s.state === 'done' ? '✓' : ''}</span>
          <span className={styles.stepText}>
            <span className={styles.stepName}>{t(`repair.summary.stages.${s.stage}`)}</span>
            <span className={styles.muted}>
              {stateText[s.state]}
              {s.at ? <> · <time dateTime={s.at}>{dateTime(s.at, language)}</time></> : null}
            </span>
            {s.note ? <span className={styles.muted}>{s.note}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
