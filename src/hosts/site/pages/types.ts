import type { ComponentType, LazyExoticComponent } from 'react'
import type { Country } from '@core/domain/constants'
import type { RouteName } from '@core/platform/routes'

export interface PageProps {
  country: Country
  params: Record<string, string>
  search: Record<string, string>
}

export type PageRegistry = Partial<Record<RouteName, LazyExoticComponent<ComponentType<PageProps>>>>
