import { describe, type Message } from '@core/platform/message'
import { useT } from '../ui/host'

/** The words of a notice in the page's language. */
export function useNoticeText() {
  const t = useT()
  return (notice: Message) => describe(notice, t)
}
