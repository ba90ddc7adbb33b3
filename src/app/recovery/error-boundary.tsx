/**
 * A React error boundary: what its children throw while rendering (a render error, a page chunk
 * that could not load, a query error thrown to it) is replaced by `fallback`. A new `resetKey`
 * (the page's address) starts over with the children. Starting over, code that failed to load
 * is asked for again (lib/preloadable: React.lazy alone would throw its old failure again).
 */
import { Component, type ReactNode } from 'react';
import { renewFailedLoads } from '@/lib/preloadable';

interface Props {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  // Once the new address's render has committed, not while rendering: a render is thrown away
  // and done again from the committed state when a page suspends, and starting over there
  // renewed the failed code on every attempt (each download failed, each renewal asked again).
  // A failure of the very update that changed the key is that address's own: kept.
  componentDidUpdate(prevProps: Props, prevState: State): void {
    if (prevState.failed && this.state.failed && prevProps.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    renewFailedLoads();
    this.setState({ failed: false, error: null });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
