/**
 * The door of simu-repair-picker: what host pages and other code may use of this widget.
 * Pick a phone and its faults, see the repair price.
 * The custom element itself is registered by ./element.ts, the widget build's entry for the tag (widgets/tags.ts).
 */
export { RepairPicker } from './RepairPicker'
