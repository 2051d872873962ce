/**
 * The door of simu-sign-in: what host pages and other code may use of this widget.
 * The sign-in drawer, and the snackbar it reports with.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { SignInDrawer } from './SignInDrawer'
export { Snackbar } from './Snackbar'
