import type { Notice } from '@core/repair/notice'
import { useT } from '../ui/host'

/** The words of a notice in the page's language. */
export function useNoticeText() {
  const t = useT()
  return (notice: Notice) => ('text' in notice ? notice.text : t(notice.key, notice.params))
}
