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
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    if (state.failed) renewFailedLoads();
    return { failed: false, error: null, resetKey: props.resetKey };
  }

  reset = (): void => {
    renewFailedLoads();
    this.setState({ failed: false, error: null });
  };

  render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
