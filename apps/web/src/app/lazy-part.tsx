import { SHELL_MESSAGES } from '@portico/domain/shell-messages';
import {
  Component,
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { RetryAlert } from '../ui/retry-alert';
import { ChunkTimeoutError, withTimeout } from './lazy-with-timeout';

type Module<P> = { default: ComponentType<P> };

/** Shows `failed` instead of its children once loading them threw. */
class PartBoundary extends Component<
  { failed: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page failed to load', error);
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.failed(this.state.error);
  }
}

/**
 * A part of a page in a chunk of its own (the membership form, the self-update form, the upgrade
 * check). As with a route's chunk (spec member §9), it is given up on after 120 s: instead of
 * 'Loading…' forever on a stalled connection, the page says so, with Try again, which asks for the
 * chunk afresh (React keeps a failed lazy component failed, so each attempt is a new one).
 */
export function lazyPart<P extends object>(load: () => Promise<Module<P>>, timeoutMs?: number) {
  const first = lazy(withTimeout(load, timeoutMs));
  return function LazyPart({ loading, props }: { loading: ReactNode; props: P }) {
    const [attempt, setAttempt] = useState(0);
    const Part = useMemo(
      () => (attempt === 0 ? first : lazy(withTimeout(load, timeoutMs))),
      [attempt],
    );
    const failed = (error: unknown) => (
      <RetryAlert
        message={
          error instanceof ChunkTimeoutError
            ? SHELL_MESSAGES.pageTookTooLong
            : SHELL_MESSAGES.pageFailedToLoad
        }
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
    return (
      <PartBoundary key={attempt} failed={failed}>
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
