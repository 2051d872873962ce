import { useStore } from '@nanostores/react'
import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import type { Translate } from '@core/i18n'
import { questionKeys, type QuestionKey } from '@core/domain/questions'
import { $language } from '@core/platform/locale'
import type { Country } from '@core/domain/constants'
import { inspectionReasons, type InspectionReason, type TradeInState } from '@core/domain/trade-in'
import { pathTo } from '@core/platform/routes'
import { openSignIn } from '@core/account'
import type { Remote } from '@core/sell'
import { Button } from '../ui/Button'
import { ErrorPanel } from '../ui/ErrorPanel'
import { useT } from '../ui/host'
import * as ui from '../ui/ui.css'
import * as styles from './TradeIn.css'
import '@core/sell/texts'

const tones: Record<TradeInState, keyof typeof styles.badge> = {
  quoted: 'neutral',
  pickup_scheduled: 'neutral',
  dropoff_chosen: 'neutral',
  inspected: 'neutral',
  offer_revised: 'attention',
  offer_confirmed: 'positive',
  paid: 'positive',
  cancelled: 'critical',
  returned: 'critical',
  expired: 'critical',
}

/** The trade-in's state as a coloured badge; the words carry the meaning, the colour only helps. */
export function StatusBadge({ state }: { state: TradeInState }) {
  const t = useT()
  return <span className={styles.badge[tones[state]]} data-state={state}>{t(`sell.tracking.states.${state}`)}</span>
}

/** Signed out: what this page is for, and the sign-in drawer, coming back to this page. */
export function SignInPrompt({ next }: { next?: string }) {
  const t = useT()
  return (
    <div className={styles.box.info}>
      <h2 className={styles.heading}>{t('sell.tracking.signedOut.title')}</h2>
      <p className={styles.text}>{t('sell.tracking.signedOut.body')}</p>
      <div>
        <Button onClick={() => openSignIn({ kind: 'sell', next: next ?? globalThis.location?.pathname })}>{t('sell.tracking.signedOut.button')}</Button>
      </div>
    </div>
  )
}

export function Loading({ label }: { label?: string }) {
  const t = useT()
  return <p className={styles.muted} role="status"><span className={ui.spinner} aria-hidden="true" /> {label ?? t('sell.tracking.loading')}</p>
}

/** A failed load: the error panel with the reason and a retry. */
export function LoadFailure({ state, title, onRetry }: { state: Extract<Remote<unknown>, { status: 'error' }>; title?: string; onRetry: () => void }) {
  const t = useT()
  return (
    <ErrorPanel title={title ?? t('sell.tracking.loadError')} message={state.network ? t('common.networkError') : state.message}>
      <div><Button tone="secondary" onClick={onRetry}>{t('common.retry')}</Button></div>
    </ErrorPanel>
  )
}

/**
 * The four states every remote read shows (signed out, loading, error, ready); `children` renders
 * the ready data.
 */
export function RemoteView<T>({ state, onRetry, next, errorTitle, notFound, children }: {
  state: Remote<T>
  onRetry: () => void
  next?: string
  errorTitle?: string
  /** What a 404 means here ('not in your account'): no retry, it will not appear. */
  notFound?: string
  children: (data: T) => ReactNode
}) {
  const t = useT()
  if (state.status === 'signedOut') return <SignInPrompt next={next} />
  if (state.status === 'loading') return <Loading />
  if (state.status === 'error' && state.code === 404) return <ErrorPanel title={notFound ?? t('sell.tracking.notFound')} />
  if (state.status === 'error') return <LoadFailure state={state} title={errorTitle} onRetry={onRetry} />
  return <>{children(state.data)}</>
}

/** A labelled text input with its hint and problem wired for screen readers. */
export function TextField({ label, hint, problem, ...input }: { label: string; hint?: string; problem?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <input id={id} className={styles.input} aria-invalid={problem ? true : undefined} aria-describedby={described} {...input} />
      {hint ? <p className={styles.muted} id={`${id}-hint`}>{hint}</p> : null}
      {problem ? <p className={styles.problem} id={`${id}-problem`}>{problem}</p> : null}
    </div>
  )
}

/** An empty list: what will show here, and the way to start. */
export function EmptyState({ title, body, country }: { title: string; body: string; country: Country }) {
  const t = useT()
  return (
    <div className={styles.box.info}>
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.text}>{body}</p>
      <p className={styles.text}><a href={pathTo('sellWizard', { country })}>{t('sell.tracking.empty.cta')}</a></p>
    </div>
  )
}

/** The language texts and dates are shown in (the page's). */
export const useLanguage = () => useStore($language)

/** A reason found at inspection, in words: a sell question's fault text, or an inspection reason. */
export function reasonText(t: Translate, reason: string): string {
  if ((questionKeys as readonly string[]).includes(reason)) {
    // The fault's own name ('Does not switch on', 'No original box'), never what a good phone has.
    return t(`question.${reason as QuestionKey}.fault`)
  }
  return (inspectionReasons as readonly string[]).includes(reason) ? t(`sell.tracking.reasons.${reason as InspectionReason}`) : reason
}
