import type { RepairFault } from '@core/site/contract'
import type { TextKey } from '@core/i18n'
import { repairEn } from '@core/i18n/areas/repair.en'
import { useT } from '../ui/host'

type FaultId = keyof typeof repairEn.faults
const ids = Object.keys(repairEn.faults) as FaultId[]
const byEnglishLabel = new Map<string, FaultId>(ids.map((id) => [repairEn.faults[id], id]))

/**
 * A fault's name in the page's language: by its id (the fault list), or by the English label the
 * server stores on a request or ticket. A fault we have no text for keeps the server's label.
 */
export function useFaultText() {
  const t = useT()
  return (fault: Pick<RepairFault, '_id' | 'label'> | string) => {
    const id = typeof fault === 'string' ? byEnglishLabel.get(fault) : ids.includes(fault._id as FaultId) ? (fault._id as FaultId) : undefined
    return id ? t(`repair.faults.${id}` as TextKey) : typeof fault === 'string' ? fault : fault.label
  }
}
