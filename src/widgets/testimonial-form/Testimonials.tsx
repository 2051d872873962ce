import { useStore } from '@nanostores/react'
import { useEffect, useId, useMemo } from 'react'
import type { Country } from '@core/domain/constants'
import { $country } from '@core/platform/locale'
import { createTestimonialsList, type TestimonialsList } from '@core/site'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './TestimonialForm.css'

export interface TestimonialsProps {
  country: Country
  /** For stories and tests: a list created outside (it then loads only when told). */
  list?: TestimonialsList
}

/** The approved testimonials of a country, newest first, for the sell landing page. */
export function Testimonials({ country, list: given }: TestimonialsProps) {
  const list = useMemo(() => given ?? createTestimonialsList(), [given])
  const state = useStore(list.$state)
  // Requests carry $country; on the site it follows the path, so reload once it matches the page's country.
  const requestCountry = useStore($country)
  const t = useT()
  const heading = useId()
  useEffect(() => {
    if (!given) void list.load()
  }, [given, list, country, requestCountry])

  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h2 className={styles.heading} id={heading}>{t('forms.testimonials.title')}</h2>
      {state.status === 'loading' ? <div className={styles.status}><Spinner label={t('forms.testimonials.loading')} /><span aria-hidden="true">{t('forms.testimonials.loading')}</span></div> : null}
      {state.status === 'error' ? (
        <ErrorPanel title={t('forms.testimonials.error')} message={state.network ? t('common.networkError') : state.message}>
          <div><Button tone="secondary" onClick={() => void list.load()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : null}
      {state.status === 'ready' && state.testimonials.length === 0 ? <p className={styles.status}>{t('forms.testimonials.empty')}</p> : null}
      {state.status === 'ready' && state.testimonials.length > 0 ? (
        <ul className={styles.list}>
          {state.testimonials.map((item) => (
            <li key={item._id}>
              <figure className={styles.card}>
                <blockquote className={styles.quote}>{item.testimonial}</blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.authorName}>{item.name}</span>
                  <span className={styles.authorJob}>{item.occupation}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
