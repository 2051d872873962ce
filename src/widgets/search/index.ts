/**
 * The door of simu-search: what host pages and other code may use of this widget.
 * The phone search box.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { SearchBox } from './SearchBox'
