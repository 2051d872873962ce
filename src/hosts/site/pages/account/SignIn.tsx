import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import type { Country } from '@core/domain/constants'
import { createPasswordSignIn, describe, type PasswordSignIn } from '@core/account'
import { Snackbar } from '@widgets/sign-in/Snackbar'
import { TextField } from '@widgets/ui/TextField'
import * as drawer from '@widgets/sign-in/SignInDrawer.css'
import { Button } from '@widgets/ui/Button'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { href } from '@hosts/site/router'
import type { PageProps } from '../types'
import * as styles from './account.css'

/** /session/signin (sell-side.md §2 'Sign-in page', §4, §5, §8). */
export default function SignInPage({ country, search }: PageProps) {
  const form = useMemo(() => createPasswordSignIn(), [])
  return <SignInView country={country} form={form} notice={'registered' in search ? 'registered' : 'reset' in search ? 'reset' : undefined} />
}

export function SignInView({ country, form, notice }: { country: Country; form: PasswordSignIn; notice?: 'registered' | 'reset' }) {
  const s = useStore(form.$state)
  const snackbar = useStore(form.$notice)
  const t = useT()
  const terms = href('howItWorks', { country })
  return (
    <section className={styles.session} aria-labelledby="signin-title">
      <div className={styles.panel}>
        <h1 className={styles.panelTitle} id="signin-title">{t('account.signIn.panelTitle')}</h1>
        <p className={styles.panelText}>{t('account.signIn.panelText')}</p>
      </div>
      <div className={styles.formSide}>
        <h2 className={styles.heading}>{t('account.signIn.heading')}</h2>
        {notice ? <p className={drawer.notice} role="status">{t(notice === 'registered' ? 'account.signIn.registered' : 'account.signIn.resetDone')}</p> : null}
        <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.submit() }} aria-busy={s.busy || undefined}>
          <TextField
            label={t('account.signIn.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={s.phone}
            onChange={(v) => form.setField('phone', v)}
            error={s.errors.phone ? describe(s.errors.phone, t) : undefined}
          />
          <TextField
            label={t('account.signIn.password')}
            type="password"
            autoComplete="current-password"
            value={s.password}
            onChange={(v) => form.setField('password', v)}
            error={s.errors.password ? describe(s.errors.password, t) : undefined}
          />
          <div className={styles.actions}>
            <a href={href('forgotPassword')}>{t('account.signIn.forgot')}</a>
            <Button type="submit" disabled={s.busy} aria-busy={s.busy || undefined}>
              {s.busy ? <Spinner label={t('account.signIn.loggingIn')} /> : null}
              {t('account.signIn.login')}
            </Button>
          </div>
        </form>
        <p className={styles.note}>
          {t('account.signIn.termsBefore')} <a href={`${terms}?1`}>{t('account.signIn.terms')}</a> {t('account.signIn.and')}{' '}
          <a href={`${terms}?2`}>{t('account.signIn.privacy')}</a>{t('account.signIn.termsAfter')}
        </p>
        <p className={styles.aside}>
          {t('account.signIn.noAccount')} <a href={href('signUp')}>{t('account.signIn.signUp')}</a>
        </p>
      </div>
      {snackbar ? (
        <Snackbar title={t(snackbar.title)} detail={snackbar.problem ? describe(snackbar.problem, t) : undefined} onClose={form.hide} />
      ) : null}
    </section>
  )
}
