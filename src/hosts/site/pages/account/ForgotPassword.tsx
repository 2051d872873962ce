import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import type { Country } from '@core/domain/constants'
import { otp } from '@core/domain/constants'
import { createPasswordReset, describe, resetMethods, type PasswordReset } from '@core/account'
import { TextField } from '@widgets/ui/TextField'
import * as drawer from '@widgets/sign-in/SignInDrawer.css'
import { Button } from '@widgets/ui/Button'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { href } from '@hosts/site/router'
import type { PageProps } from '../types'
import * as styles from './account.css'

/**
 * /session/forgot-password (sell-side.md §2 'Forgot-password page': an email field, 'Reset Password'
 * and a link back to sign-in; what the submit does is Simu's choice, see docs/decisions.md).
 */
export default function ForgotPasswordPage({ country }: PageProps) {
  const form = useMemo(() => createPasswordReset(), [])
  return <ForgotPasswordView country={country} form={form} />
}

export function ForgotPasswordView({ country, form }: { country: Country; form: PasswordReset }) {
  const s = useStore(form.$state)
  const t = useT()
  const error = (field: keyof typeof s.errors) => (s.errors[field] ? describe(s.errors[field], t) : undefined)
  return (
    <section className={styles.session} aria-labelledby="forgot-title">
      <div className={styles.panel}>
        <h1 className={styles.panelTitle} id="forgot-title">{t('account.forgot.heading')}</h1>
        <p className={styles.panelText}>{t('account.forgot.intro')}</p>
      </div>
      <div className={styles.formSide}>
        {s.failure ? (
          <div className={drawer.failure} role="alert">
            <p className={drawer.failureTitle}>{t(s.failure.title)}</p>
            <p className={drawer.failureText}>{describe(s.failure.problem, t)}</p>
          </div>
        ) : null}
        {s.step === 'request' ? (
          <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.request() }} aria-busy={s.busy || undefined}>
            <fieldset className={styles.methods}>
              <legend className={styles.legend}>{t('account.forgot.method')}</legend>
              {resetMethods.map((m) => (
                <label className={styles.method} key={m}>
                  <input type="radio" name="reset-method" className={styles.radio} value={m} checked={s.method === m} onChange={() => form.setMethod(m)} />
                  {t(m === 'email' ? 'account.forgot.byEmail' : 'account.forgot.byPhone')}
                </label>
              ))}
            </fieldset>
            {s.method === 'email' ? (
              <TextField label={t('account.forgot.email')} type="email" autoComplete="email" value={s.email} onChange={(v) => form.setField('email', v)} error={error('email')} />
            ) : (
              <TextField
                label={t('account.forgot.phone')}
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={s.phone}
                onChange={(v) => form.setField('phone', v)}
                hint={t('account.drawer.phoneHint', { example: t(`account.phone.example.${country}`) })}
                error={error('phone')}
              />
            )}
            <Button type="submit" disabled={s.busy} aria-busy={s.busy || undefined}>
              {s.busy ? <Spinner label={t('account.forgot.sending')} /> : null}
              {t('account.forgot.submit')}
            </Button>
          </form>
        ) : (
          <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.reset() }} aria-busy={s.busy || undefined}>
            <p className={drawer.notice} role="status">{t('account.forgot.sent', { target: s.target, minutes: otp.ttlMinutes })}</p>
            <TextField label={t('account.forgot.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={s.code} onChange={(v) => form.setField('code', v)} error={error('code')} />
            <TextField label={t('account.forgot.newPassword')} type="password" autoComplete="new-password" value={s.password} onChange={(v) => form.setField('password', v)} hint={t('account.signUp.passwordHint')} error={error('password')} />
            <TextField label={t('account.forgot.confirm')} type="password" autoComplete="new-password" value={s.confirm} onChange={(v) => form.setField('confirm', v)} error={error('confirm')} />
            <div className={styles.actions}>
              <button type="button" className={drawer.linkButton} onClick={form.startOver}>{t('account.forgot.startOver')}</button>
              <Button type="submit" disabled={s.busy} aria-busy={s.busy || undefined}>
                {s.busy ? <Spinner label={t('account.forgot.saving')} /> : null}
                {t('account.forgot.save')}
              </Button>
            </div>
          </form>
        )}
        <p className={styles.aside}><a href={href('signIn')}>{t('account.forgot.backToSignIn')}</a></p>
      </div>
    </section>
  )
}
