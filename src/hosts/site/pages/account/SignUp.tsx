import { useStore } from '@nanostores/react'
import { useId, useMemo } from 'react'
import type { Country } from '@core/domain/constants'
import { createSignUp, describe, type SignUp } from '@core/account'
import { TextField } from '@widgets/ui/TextField'
import * as drawer from '@widgets/sign-in/SignInDrawer.css'
import { Button } from '@widgets/ui/Button'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { href } from '@hosts/site/router'
import type { PageProps } from '../types'
import * as styles from './account.css'

/** /session/signup (sell-side.md §2 'Sign-up page', §3 'Sign-up form', §4, §5). */
export default function SignUpPage({ country }: PageProps) {
  const form = useMemo(() => createSignUp(), [])
  return <SignUpView country={country} form={form} />
}

export function SignUpView({ country, form }: { country: Country; form: SignUp }) {
  const s = useStore(form.$state)
  const t = useT()
  const agreementId = useId()
  const error = (field: keyof typeof s.errors) => (s.errors[field] ? describe(s.errors[field], t) : undefined)
  return (
    <section className={styles.session} aria-labelledby="signup-title">
      <div className={styles.panel}>
        <h1 className={styles.panelTitle} id="signup-title">{t('account.signUp.panelTitle')}</h1>
        <p className={styles.panelText}>{t('account.signUp.panelText')}</p>
      </div>
      <div className={styles.formSide}>
        <h2 className={styles.heading}>{t('account.signUp.heading')}</h2>
        {s.failure ? (
          <div className={drawer.failure} role="alert">
            <p className={drawer.failureTitle}>{t('account.signUp.failed')}</p>
            <p className={drawer.failureText}>{describe(s.failure, t)}</p>
          </div>
        ) : null}
        {s.step === 'code' ? <CodeStep form={form} /> : (
        <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.submit() }} aria-busy={s.busy || undefined}>
          <TextField label={t('account.signUp.fname')} autoComplete="given-name" value={s.fname} onChange={(v) => form.setField('fname', v)} error={error('fname')} />
          <TextField label={t('account.signUp.lname')} autoComplete="family-name" value={s.lname} onChange={(v) => form.setField('lname', v)} />
          <TextField label={t('account.signUp.email')} type="email" autoComplete="email" value={s.email} onChange={(v) => form.setField('email', v)} error={error('email')} />
          <TextField
            label={t('account.signUp.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={s.phone}
            onChange={(v) => form.setField('phone', v)}
            hint={t('account.drawer.phoneHint', { example: t(`account.phone.example.${country}`) })}
            error={error('phone')}
          />
          <TextField
            label={t('account.signUp.password')}
            type="password"
            autoComplete="new-password"
            value={s.password}
            onChange={(v) => form.setField('password', v)}
            hint={t('account.signUp.passwordHint')}
            error={error('password')}
          />
          <TextField label={t('account.signUp.confirm')} type="password" autoComplete="new-password" value={s.confirm} onChange={(v) => form.setField('confirm', v)} error={error('confirm')} />
          <div className={drawer.field}>
            <div className={drawer.checkboxRow}>
              <input
                id={agreementId}
                type="checkbox"
                className={drawer.checkbox}
                checked={s.agreement}
                onChange={(e) => form.setAgreement(e.currentTarget.checked)}
                aria-invalid={s.errors.agreement ? true : undefined}
                aria-describedby={s.errors.agreement ? `${agreementId}-error` : undefined}
              />
              <label htmlFor={agreementId}>{t('account.signUp.agreement')}</label>
            </div>
            <a href={`${href('howItWorks', { country })}?1`}>{t('account.signUp.readTerms')}</a>
            {s.errors.agreement ? <p className={drawer.error} id={`${agreementId}-error`}>{describe(s.errors.agreement, t)}</p> : null}
          </div>
          <Button type="submit" disabled={s.busy} aria-busy={s.busy || undefined}>
            {s.busy ? <Spinner label={t('account.signUp.submitting')} /> : null}
            {t('account.signUp.submit')}
          </Button>
        </form>
        )}
        <p className={styles.aside}>
          {t('account.signUp.haveAccount')} <a href={href('signIn')}>{t('account.signUp.signIn')}</a>
        </p>
      </div>
    </section>
  )
}

/** The second step: the code texted to the phone creates the account. */
function CodeStep({ form }: { form: SignUp }) {
  const s = useStore(form.$state)
  const t = useT()
  return (
    <form className={styles.form} noValidate onSubmit={(e) => { e.preventDefault(); void form.submit() }} aria-busy={s.busy || undefined}>
      <p className={styles.aside} role="status">{t('account.signUp.codeIntro', { phone: s.sentTo })}</p>
      <TextField
        label={t('account.signUp.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={s.code}
        onChange={(v) => form.setField('code', v)}
        error={s.errors.code ? describe(s.errors.code, t) : undefined}
      />
      <Button type="submit" disabled={s.busy} aria-busy={s.busy || undefined}>
        {s.busy ? <Spinner label={t('account.signUp.creating')} /> : null}
        {t('account.signUp.create')}
      </Button>
      <Button tone="secondary" onClick={() => form.editDetails()} disabled={s.busy}>{t('account.signUp.changeDetails')}</Button>
    </form>
  )
}
