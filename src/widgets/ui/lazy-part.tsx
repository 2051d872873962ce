import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { Button } from './Button'
import { ErrorPanel } from './ErrorPanel'
import { useT } from './host'

/** A part's chunk did not load (offline, a deploy replaced it): the only error the boundary below answers. */
class PartLoadError extends Error {}

type Props<P> = P & {
  /** Shown while the chunk loads: a sized loading state where the part takes room, null where it takes none. */
  fallback?: ReactNode
  /** Shown when the chunk failed to load, with the retry to offer (default: the error panel with 'Try again'). */
  failed?: (retry: () => void) => ReactNode
}

/**
 * A part of a widget that is not in its first render (a later screen, a drawer, a dialog): it loads with
 * React.lazy when first rendered, shows `fallback` meanwhile, and if its chunk fails to load shows the error
 * panel with 'Try again', which loads it anew. Errors of the part itself go up as before.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<Props<P>> {
  const make = () => lazy(() => load().then((part) => ({ default: part }), (error: unknown) => Promise.reject(new PartLoadError(String(error)))))
  let Part = make()
  return function LazyPart({ fallback = null, failed = (retry) => <LoadFailed onRetry={retry} />, ...props }: Props<P>) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      Part = make()
      setAttempt((n) => n + 1)
    }
    return (
      <LoadBoundary key={attempt} failed={() => failed(retry)}>
        <Suspense fallback={fallback}>
          <Part {...(props as P & object)} />
        </Suspense>
      </LoadBoundary>
    )
  }
}

class LoadBoundary extends Component<{ failed: () => ReactNode; children: ReactNode }, { failed: unknown }> {
  override state = { failed: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { failed: error }
  }
  override render() {
    if (this.state.failed === null) return this.props.children
    if (!(this.state.failed instanceof PartLoadError)) throw this.state.failed
    return this.props.failed()
  }
}

/** The error panel of a part that did not load, with 'Try again'. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <ErrorPanel message={t('common.networkError')}>
      <div><Button tone="secondary" onClick={onRetry}>{t('common.retry')}</Button></div>
    </ErrorPanel>
  )
}
