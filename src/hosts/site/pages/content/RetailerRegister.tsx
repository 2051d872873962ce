import type { PageProps } from '../types'
import { ApplicationPage } from './ApplicationPage'

export default function RetailerRegister({ country }: PageProps) {
  return <ApplicationPage kind="retailer" country={country} />
}
