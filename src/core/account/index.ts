/**
 * The account area's door: the signed-in user, the sign-in drawer's request, the sign-in flows, the
 * profile page, values read with the user's token, and the account contract. Importing anything from
 * here registers the area's texts (./texts): no side-effect import is needed, none can be forgotten.
 */
import './texts'

export * from './auth'
export * from './sign-in'
export * from './sign-in-flow'
export * from './signed-in'
export * from './contract'
export { accountTexts } from './texts'
