import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import { type User, $auth, createProfile, type Profile, openSignIn, requireSignIn, describe } from '@core/account'
import { pathTo } from '@core/platform/routes'
import { TextField } from '@widgets/ui/TextField'
import * as drawer from '@widgets/sign-in/SignInDrawer.css'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import type { PageProps } from '../types'
import * as styles from './account.css'

/** /{country}/profile: needs a signed-in user; view and edit the details, change the password, sign out. */
export default function ProfilePage({ country }: PageProps) {
  const auth = useStore($auth)
  const signedIn = auth !== null
  const userId = auth?.user._id
  const complete = auth?.user.signupComplete
  // A new profile store per user, and again once the drawer completes the sign-up: the form starts
  // from the details the user has now.
  const profile = useMemo(() => createProfile(), [userId, complete])
  const request = useMemo(() => ({ kind: 'sell' as const, next: pathTo('profile', { country }) }), [country])
  // The drawer opens for a visitor who arrives signed out, not for one who has just signed out here.
  useEffect(() => void requireSignIn(request), [request])
  useEffect(() => {
    if (signedIn) void profile.load()
  }, [signedIn, profile])
  return auth ? <ProfileView profile={profile} user={auth.user} /> : <SignedOut onSignIn={() => openSignIn(request)} />
}

export function SignedOut({ onSignIn }: { onSignIn: () => void }) {
  const t = useT()
  return (
    <section className={styles.profile} aria-labelledby="profile-title">
      <div className={styles.card}>
        <h1 className={styles.title} id="profile-title">{t('account.profile.signedOutTitle')}</h1>
        <p className={styles.note}>{t('account.profile.signedOutText')}</p>
        <div><Button onClick={onSignIn}>{t('account.profile.signIn')}</Button></div>
      </div>
    </section>
  )
}

export function ProfileView({ profile, user }: { profile: Profile; user: User }) {
  const s = useStore(profile.$state)
  const t = useT()
  const say = describe
  const error = (field: keyof typeof s.errors) => (s.errors[field] ? say(s.errors[field], t) : undefined)
  const pwError = (field: keyof typeof s.passwordErrors) => (s.passwordErrors[field] ? say(s.passwordErrors[field], t) : undefined)
  const name = user.fname
  return (
    <section className={styles.profile} aria-labelledby="profile-title">
      <div className={styles.profileHead}>
        <div>
          <h1 className={styles.title} id="profile-title">{t('account.profile.title')}</h1>
          {name ? <p className={styles.note}>{t('account.profile.greeting', { name })}</p> : null}
        </div>
        <Button tone="secondary" onClick={() => void profile.signOut()} disabled={s.signingOut} aria-busy={s.signingOut || undefined}>
          {s.signingOut ? <Spinner label={t('account.profile.signingOut')} /> : null}
          {t('account.profile.signOut')}
        </Button>
      </div>
      {s.load.status === 'loading' ? <Spinner label={t('account.profile.loading')} /> : null}
      {s.load.status === 'error' ? (
        <ErrorPanel title={t('account.profile.loadFailed')} message={say(s.load.problem, t)}>
          <div><Button tone="secondary" onClick={() => void profile.load()}>{t('common.retry')}</Button></div>
        </ErrorPanel>
      ) : null}
      <form className={styles.card} noValidate aria-labelledby="profile-details" aria-busy={s.saving || undefined} onSubmit={(e) => { e.preventDefault(); void profile.save() }}>
        <h2 className={styles.cardTitle} id="profile-details">{t('account.profile.details')}</h2>
        <TextField label={t('account.profile.phone')} type="tel" value={user.phone} readOnly hint={t('account.profile.phoneNote')} />
        <TextField label={t('account.profile.fname')} autoComplete="given-name" value={s.fname} onChange={(v) => profile.setField('fname', v)} error={error('fname')} />
        <TextField label={t('account.profile.lname')} autoComplete="family-name" value={s.lname} onChange={(v) => profile.setField('lname', v)} />
        {user.email === '' ? (
          <TextField label={t('account.profile.email')} type="email" autoComplete="email" value={s.email} onChange={(v) => profile.setField('email', v)} error={error('email')} />
        ) : null}
        {s.saved ? <p className={drawer.notice} role="status">{t('account.profile.saved')}</p> : null}
        {s.saveFailure ? (
          <div className={drawer.failure} role="alert">
            <p className={drawer.failureTitle}>{t('account.profile.saveFailed')}</p>
            <p className={drawer.failureText}>{say(s.saveFailure, t)}</p>
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={s.saving || s.load.status === 'error'} aria-busy={s.saving || undefined}>
            {s.saving ? <Spinner label={t('account.profile.saving')} /> : null}
            {t('account.profile.save')}
          </Button>
        </div>
      </form>
      <form className={styles.card} noValidate aria-labelledby="profile-password" aria-busy={s.changing || undefined} onSubmit={(e) => { e.preventDefault(); void profile.changePassword() }}>
        <h2 className={styles.cardTitle} id="profile-password">{t('account.profile.passwordTitle')}</h2>
        <PasswordProof profile={profile} user={user} />
        <TextField label={t('account.profile.newPassword')} type="password" autoComplete="new-password" value={s.password} onChange={(v) => profile.setPassword('password', v)} hint={t('account.signUp.passwordHint')} error={pwError('password')} />
        <TextField label={t('account.profile.confirm')} type="password" autoComplete="new-password" value={s.confirm} onChange={(v) => profile.setPassword('confirm', v)} error={pwError('confirm')} />
        {s.changed ? <p className={drawer.notice} role="status">{t('account.profile.passwordChanged')}</p> : null}
        {s.passwordFailure ? (
          <div className={drawer.failure} role="alert">
            <p className={drawer.failureTitle}>{t('account.profile.passwordFailed')}</p>
            <p className={drawer.failureText}>{say(s.passwordFailure, t)}</p>
          </div>
        ) : null}
        <div>
          <Button type="submit" disabled={s.changing} aria-busy={s.changing || undefined}>
            {s.changing ? <Spinner label={t('account.profile.changing')} /> : null}
            {t('account.profile.changePassword')}
          </Button>
        </div>
      </form>
      {user.email !== '' && s.emailChangeAvailable ? <EmailChange profile={profile} user={user} /> : null}
    </section>
  )
}

/** The current password, or a code texted to the phone: a session alone cannot set a new password. */
function PasswordProof({ profile, user }: { profile: Profile; user: User }) {
  const s = useStore(profile.$state)
  const t = useT()
  const pwError = (field: keyof typeof s.passwordErrors) => (s.passwordErrors[field] ? describe(s.passwordErrors[field], t) : undefined)
  const byCode = s.proof === 'code' || user.hasPassword === false
  return (
    <>
      {user.hasPassword === false ? <p className={styles.note}>{t('account.profile.firstPasswordNote')}</p> : (
        <fieldset className={styles.methods}>
          <legend className={styles.legend}>{t('account.profile.proveBy')}</legend>
          <label className={styles.method}>
            <input className={styles.radio} type="radio" name="proof" checked={!byCode} onChange={() => profile.setProof('password')} />
            {t('account.profile.byPassword')}
          </label>
          <label className={styles.method}>
            <input className={styles.radio} type="radio" name="proof" checked={byCode} onChange={() => profile.setProof('code')} />
            {t('account.profile.byCode')}
          </label>
        </fieldset>
      )}
      {byCode ? (
        <>
          <div>
            <Button tone="secondary" onClick={() => void profile.sendPasswordCode()} disabled={s.sendingCode} aria-busy={s.sendingCode || undefined}>
              {s.sendingCode ? <Spinner label={t('account.profile.sendingCode')} /> : null}
              {t('account.profile.sendCode')}
            </Button>
          </div>
          {s.codeSent ? <p className={drawer.notice} role="status">{t('account.profile.codeSent', { phone: user.phone })}</p> : null}
          <TextField label={t('account.profile.smsCode')} autoComplete="one-time-code" inputMode="numeric" value={s.smsCode} onChange={(v) => profile.setPassword('smsCode', v)} error={pwError('smsCode')} />
        </>
      ) : (
        <TextField label={t('account.profile.currentPassword')} type="password" autoComplete="current-password" value={s.currentPassword} onChange={(v) => profile.setPassword('currentPassword', v)} error={pwError('currentPassword')} />
      )}
    </>
  )
}

/** A new e-mail address takes effect only with the code mailed to it (password resets go to proven addresses). */
function EmailChange({ profile, user }: { profile: Profile; user: User }) {
  const s = useStore(profile.$state)
  const t = useT()
  const codeStep = s.emailStep === 'code'
  const submit = () => void (codeStep ? profile.confirmEmailChange() : profile.requestEmailChange())
  return (
    <form className={styles.card} noValidate aria-labelledby="profile-email" aria-busy={s.emailBusy || undefined} onSubmit={(e) => { e.preventDefault(); submit() }}>
      <h2 className={styles.cardTitle} id="profile-email">{t('account.profile.emailTitle')}</h2>
      <p className={styles.note}>
        {t('account.profile.emailCurrent', { email: user.email })}{' '}
        {user.emailVerified ? t('account.profile.emailVerified') : t('account.profile.emailUnverified')}
      </p>
      {codeStep ? (
        <>
          <p className={drawer.notice} role="status">{t('account.profile.emailCodeSent', { email: s.newEmail, old: user.email })}</p>
          <TextField label={t('account.profile.emailCode')} autoComplete="one-time-code" inputMode="numeric" value={s.emailCode} onChange={(v) => profile.setEmailField('emailCode', v)} />
        </>
      ) : (
        <TextField label={t('account.profile.newEmail')} type="email" autoComplete="email" value={s.newEmail} onChange={(v) => profile.setEmailField('newEmail', v)} />
      )}
      {s.emailChanged ? <p className={drawer.notice} role="status">{t('account.profile.emailChanged', { email: user.email })}</p> : null}
      {s.emailFailure ? (
        <div className={drawer.failure} role="alert">
          <p className={drawer.failureTitle}>{t('account.profile.emailFailed')}</p>
          <p className={drawer.failureText}>{describe(s.emailFailure, t)}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={s.emailBusy} aria-busy={s.emailBusy || undefined}>
          {s.emailBusy ? <Spinner label={t('account.profile.confirming')} /> : null}
          {codeStep ? t('account.profile.confirmEmail') : t('account.profile.sendEmailCode')}
        </Button>
        {codeStep ? <Button tone="secondary" onClick={() => profile.cancelEmailChange()} disabled={s.emailBusy}>{t('account.profile.newEmail')}</Button> : null}
      </div>
    </form>
  )
}
