/**
 * React.lazy with a `preload()`. React.lazy suspends on a component's first render even when
 * its code has long been loaded, and React then keeps the Suspense fallback on screen for a
 * moment (it throttles revealing content) before it shows the page. A component made here
 * renders at once when its code has been preloaded, and like React.lazy otherwise.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkRetry } from './chunk-load';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once); resolves when it is there. */
  preload: () => Promise<void>;
};

export function preloadable<P extends object>(loadOnce: () => Promise<Module<P>>): Preloadable<P> {
  // A chunk that fails to arrive is asked for once more, then fails saying why (lib/chunk-load).
  const load = withChunkRetry(loadOnce);
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const start = (): Promise<Module<P>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed download may be retried by the next render
        throw error;
      },
    ));
  // A thenable that answers at once when the code is loaded: React.lazy then renders without
  // suspending.
  const component = lazy(() => (loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}
