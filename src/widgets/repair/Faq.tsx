import { useId, useState } from 'react'
import * as styles from './Repair.css'

export interface FaqEntry {
  id: string
  question: string
  answer: string
}

/**
 * An accordion (WAI-ARIA pattern): each question is a heading holding a button that shows and hides
 * its answer; the button says whether the answer is open.
 */
export function Faq({ entries, headingLevel = 3 }: { entries: readonly FaqEntry[]; headingLevel?: 3 | 4 }) {
  const base = useId()
  const [open, setOpen] = useState<string | null>(null)
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.faq}>
      {entries.map((e) => {
        const expanded = open === e.id
        return (
          <div key={e.id} className={styles.faqItem}>
            <Heading className={styles.faqHeading}>
              <button
                type="button"
                id={`${base}-${e.id}-q`}
                className={styles.faqButton}
                aria-expanded={expanded}
                aria-controls={`${base}-${e.id}-a`}
                onClick={() => setOpen(expanded ? null : e.id)}
              >
                <span>{e.question}</span>
                <svg className={styles.faqChevron} width="14" height="9" viewBox="0 0 14 9" aria-hidden="true"><path d="M1 1l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" /></svg>
              </button>
            </Heading>
            <div id={`${base}-${e.id}-a`} role="region" aria-labelledby={`${base}-${e.id}-q`} className={styles.faqPanel} hidden={!expanded}>
              <p className={styles.text}>{e.answer}</p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
