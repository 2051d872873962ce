/**
 * A repair call that needs a signed-in user (the estimate, the call-back message, the booking):
 * run at once for a signed-in user; anyone else goes through the sign-in drawer, which runs it after
 * sign-in and comes back (shop-and-repair.md §1, §4). A refused token signs the user out and asks again.
 */
import { $auth } from '@core/account'
import { openSignIn } from '@core/account'
import { navigate } from '@core/platform/navigation'

/** What a signed-in call answers: where to go next (if anywhere), or that the token was refused. */
export type Outcome = { next?: string } | 'unauthorised'

export type SignedInCall = (auth: { userId: string; token: string }) => Promise<Outcome>

/** Runs `call` as the signed-in user; `back` is where the drawer returns when the call leads nowhere. */
export async function withUser(call: SignedInCall, back: () => string): Promise<void> {
  const auth = $auth.get()
  if (auth) {
    const outcome = await call({ userId: auth.user._id, token: auth.token })
    if (outcome !== 'unauthorised') {
      if (outcome.next) navigate(outcome.next)
      return
    }
    $auth.set(null)
  }
  openSignIn({
    kind: 'repair',
    next: back(),
    afterSignIn: async () => {
      const now = $auth.get()
      const outcome = now ? await call({ userId: now.user._id, token: now.token }) : 'unauthorised'
      return outcome !== 'unauthorised' && outcome.next ? outcome.next : back()
    },
  })
}
