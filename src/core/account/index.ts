/**
 * The account area's door: the signed-in user (auth.ts), the profile page (profile.ts), the sign-in drawer's
 * request (sign-in.ts) and flow (sign-in-flow.ts), the session pages (password-sign-in.ts, sign-up.ts,
 * password-reset.ts), the forms' checks (problems.ts), values read with the user's token (signed-in.ts)
 * and the account contract. Importing anything from here registers the area's texts (./texts): no
 * side-effect import is needed, none can be forgotten.
 */
import './texts'

export * from './auth'
export * from './profile'
export * from './sign-in'
export * from './problems'
export { createSignInFlow, flowSteps, initialFlow, signInFlow, type FlowBusy, type FlowField, type FlowStep, type SignInFlow, type SignInFlowState } from './sign-in-flow'
export * from './password-sign-in'
export * from './sign-up'
export * from './password-reset'
export * from './signed-in'
export * from './contract'
export { accountTexts } from './texts'
