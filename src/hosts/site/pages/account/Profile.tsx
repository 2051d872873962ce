import { useStore } from '@nanostores/react'
import { useEffect, useMemo } from 'react'
import type { User } from '../../../../core/api/contract'
import { pathTo } from '../../../../core/routes'
import { $auth, createProfile, type Profile } from '../../../../core/stores/auth'
import { openSignIn, requireSignIn } from '../../../../core/stores/sign-in'
import { describe } from '../../../../core/stores/sign-in-flow'
import { TextField } from '../../../../widgets/ui/TextField'
import * as drawer from '../../../../widgets/sign-in/SignInDrawer.css'
import { Button } from '../../../../widgets/ui/Button'
import { ErrorPanel } from '../../../../widgets/ui/ErrorPanel'
import { useT } from '../../../../widgets/ui/host'
import { Spinner } from '../../../../widgets/ui/Spinner'
import type { PageProps } from '../types'
import * as styles from './account.css'
import '../../../../core/i18n/areas/account'

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
        <TextField label={t('account.profile.email')} type="email" autoComplete="email" value={s.email} onChange={(v) => profile.setField('email', v)} error={error('email')} />
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
    </section>
  )
}
