import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Result, SearchState } from '@core/catalogue/search'
import { createSearch } from '@core/catalogue/search'
import { SearchBox } from '@widgets/search'

/** <simu-search> and the site header's SearchBox: every state of the spec (sell-side.md §2 'Search box', §4, §8). */
const meta = {
  title: 'Widgets/Search',
  component: SearchBox,
  excludeStories: ['results', 'searchIn'],
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 460, maxWidth: 520 }}><Story /></div>],
} satisfies Meta<typeof SearchBox>
export default meta
type Story = StoryObj<typeof meta>

export const results: Result[] = [
  { image: '/images/phones/iphone-12.svg', instock: true, models: { _id: 'iphone-12', modelName: 'iPhone 12' } },
  { image: '/images/phones/iphone-12-pro.svg', instock: false, models: { _id: 'iphone-12-pro', modelName: 'iPhone 12 Pro' } },
  // No picture: the generic phone icon shows (sell-side.md §8 'Missing model image').
  { image: '', instock: true, models: { _id: 'iphone-12-mini', modelName: 'iPhone 12 mini' } },
]

/** A search box in a fixed state (nothing is fetched). */
export function searchIn(state: Partial<SearchState>) {
  const search = createSearch()
  search.$state.set({ text: '', open: false, status: 'idle', results: [], active: -1, ...state })
  return search
}
const inState = (state: Partial<SearchState>): Story => ({ render: () => <SearchBox country="ke" search={searchIn(state)} /> })

/** Collapsed, before any typing: the placeholder 'Search for model,brand & more.....'. */
export const Collapsed = inState({})
/** Focused and empty: 'Start typing to search'. */
export const StartTyping = inState({ open: true })
/** Waiting for typing to stop, then for the reply: the spinner. */
export const Loading = inState({ open: true, text: 'iphone 12', status: 'loading' })
/** Results: thumbnail (or the generic icon), name, In Stock / Out Of Stock. */
export const Results = inState({ open: true, text: 'iphone 12', status: 'ready', results })
/** The arrow keys moved to the second result. */
export const ResultActive = inState({ open: true, text: 'iphone 12', status: 'ready', results, active: 1 })
/** Nothing matches: 'No devices found'. */
export const NoResults = inState({ open: true, text: 'zzzz', status: 'ready', results: [] })
/** The search failed: also 'No devices found' (sell-side.md §8). */
export const Failed = inState({ open: true, text: 'iphone', status: 'failed', results: [] })
/** Escape closed the list; the text and results stay for when the box opens again. */
export const CollapsedWithText = inState({ open: false, text: 'iphone 12', status: 'ready', results })
