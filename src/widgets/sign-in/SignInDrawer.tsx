import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useRef } from 'react'
import { $country } from '@core/platform/locale'
import { describe, signInFlow, type FlowField, type SignInFlow, type SignInFlowState } from '@core/account'
import { Button } from '../ui/Button'
import { WidgetDialog as Dialog } from '../ui/LazyDialog'
import { useT } from '../ui/host'
import { Spinner } from '../ui/Spinner'
import * as styles from './SignInDrawer.css'
import { TextField } from '../ui/TextField'

export interface SignInDrawerProps {
  /** For stories and tests: a flow created outside (its own request atom and state). */
  flow?: SignInFlow
}

/**
 * The sign-in drawer (sell-side.md §2, §4, §5, §8; shop-and-repair.md §2, §4): a side drawer from the
 * right, open while the page's sign-in request is set. Phone -> 'Request OTP' -> code -> 'Verify OTP'
 * -> the sign-up form for a new account -> the page's next path. The flow lives in the store.
 */
export function SignInDrawer({ flow: given }: SignInDrawerProps) {
  const flow = useMemo(() => given ?? signInFlow(), [given])
  const request = useStore(flow.$request)
  const t = useT()
  const kind = request?.kind ?? 'sell'
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && flow.close()} title={t(`account.drawer.headline.${kind}`)} kind="drawer">
      {request !== null ? <DrawerBody flow={flow} /> : null}
    </Dialog>
  )
}

const fieldOrder: readonly FlowField[] = ['phone', 'code', 'email', 'fname']

function DrawerBody({ flow }: { flow: SignInFlow }) {
  const s = useStore(flow.$state)
  const visitorCountry = useStore($country)
  const country = useStore(flow.$request)?.country ?? visitorCountry
  const t = useT()
  const refs = useRef<Partial<Record<FlowField, HTMLInputElement | null>>>({})
  const bind = (field: FlowField) => (el: HTMLInputElement | null) => void (refs.current[field] = el)
  const error = (field: FlowField) => (s.errors[field] ? describe(s.errors[field], t) : undefined)

  // Each step starts in its first field (the sign-up form's phone is read-only: email comes first).
  const firstField: FlowField = s.step === 'phone' ? 'phone' : s.step === 'code' ? 'code' : 'email'
  useEffect(() => {
    // A frame later, unless the shopper already chose a field: moving focus then sent the rest of what
    // was being typed into First name on into Email (issue 10).
    const frame = requestAnimationFrame(() => {
      if (!typingInAField(refs.current)) refs.current[firstField]?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [firstField])
  // After a refused submit (and only then), the first field with an error takes the focus, so its message
  // is read out. Not on every change of the errors: each keystroke clears its field's error, and focus
  // then jumped from the field being typed in to the first one still wrong, taking the keystrokes along.
  const submit = async () => {
    await flow.submit()
    const wrong = fieldOrder.find((f) => flow.$state.get().errors[f])
    if (wrong) refs.current[wrong]?.focus()
  }

  const busyText = s.busy ? t(`account.drawer.${s.busy}`) : ''
  const action = s.step === 'phone' ? t('account.drawer.requestOtp') : s.step === 'code' ? t('account.drawer.verifyOtp') : t('account.drawer.completeSignup')
  const intro = s.step === 'phone'
    ? t('account.drawer.phoneIntro')
    : s.step === 'code'
      ? t('account.drawer.codeIntro', { phone: s.sentTo ?? '' })
      : t('account.drawer.signupIntro')

  return (
    <div className={styles.body}>
      <form className={styles.form} noValidate aria-busy={s.busy ? true : undefined} onSubmit={(e) => { e.preventDefault(); void submit() }}>
        <p className={styles.intro}>{intro}</p>
        {s.step === 'phone' ? (
          <TextField
            label={t('account.drawer.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={s.phone}
            onChange={(v) => flow.setField('phone', v)}
            hint={t('account.drawer.phoneHint', { example: t(`account.phone.example.${country}`) })}
            error={error('phone')}
            inputRef={bind('phone')}
          />
        ) : null}
        {s.step === 'code' ? <CodeStep flow={flow} s={s} error={error} bind={bind} /> : null}
        {s.step === 'signup' ? <SignupStep flow={flow} s={s} error={error} bind={bind} /> : null}
        {s.failure ? (
          <div className={styles.failure} part="error" role="alert">
            <p className={styles.failureTitle}>{t(s.failure.title)}</p>
            <p className={styles.failureText}>{describe(s.failure.problem, t)}</p>
          </div>
        ) : null}
        <Button type="submit" className={styles.submit} disabled={s.busy !== null} aria-busy={s.busy ? true : undefined}>
          {s.busy ? <Spinner label={busyText} /> : null}
          {action}
        </Button>
      </form>
      <button type="button" className={styles.close} part="icon-button close-button" aria-label={t('account.drawer.close')} onClick={flow.close}>×</button>
    </div>
  )
}

/** Whether focus is already in one of the form's fields (inside the widget's shadow root too). */
function typingInAField(fields: Partial<Record<FlowField, HTMLInputElement | null>>): boolean {
  return Object.values(fields).some((el) => el != null && (el.getRootNode() as Document | ShadowRoot).activeElement === el)
}

interface StepProps {
  flow: SignInFlow
  s: SignInFlowState
  error: (field: FlowField) => string | undefined
  bind: (field: FlowField) => (el: HTMLInputElement | null) => void
}

/** The code step: the code field, 'change' the number and 'resend' once the countdown ends. */
function CodeStep({ flow, s, error, bind }: StepProps) {
  const t = useT()
  return (
    <>
      <TextField
        label={t('account.drawer.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={s.code}
        onChange={(v) => flow.setField('code', v)}
        error={error('code')}
        inputRef={bind('code')}
      />
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} part="button text-button" onClick={flow.changeNumber} disabled={s.busy !== null}>{t('account.drawer.change')}</button>
        {/* The server sends another code 60 s after the last one; the countdown says when. */}
        <button type="button" className={styles.linkButton} part="button text-button" onClick={flow.resend} disabled={s.resendIn > 0 || s.busy !== null}>
          {s.resendIn > 0 ? t('account.drawer.resendIn', { seconds: s.resendIn }) : t('account.drawer.resend')}
        </button>
      </div>
    </>
  )
}

/** The sign-up step of a new account: the phone (read-only), e-mail and first name. */
function SignupStep({ flow, s, error, bind }: StepProps) {
  const t = useT()
  return (
    <>
      <TextField label={t('account.drawer.phone')} type="tel" value={s.sentTo ?? ''} readOnly />
      <TextField
        label={t('account.drawer.email')}
        type="email"
        autoComplete="email"
        value={s.email}
        onChange={(v) => flow.setField('email', v)}
        error={error('email')}
        inputRef={bind('email')}
      />
      <TextField
        label={t('account.drawer.fname')}
        autoComplete="given-name"
        value={s.fname}
        onChange={(v) => flow.setField('fname', v)}
        error={error('fname')}
        inputRef={bind('fname')}
      />
    </>
  )
}
