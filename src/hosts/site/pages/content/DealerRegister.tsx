import type { PageProps } from '../types'
import { ApplicationPage } from './ApplicationPage'

export default function DealerRegister({ country }: PageProps) {
  return <ApplicationPage kind="dealer" country={country} />
}
