/**
 * React.lazy with a `preload()`. React.lazy suspends on a component's first render even when
 * its code has long been loaded, and React then keeps the Suspense fallback on screen for a
 * moment (it throttles revealing content) before it shows the page. A component made here
 * renders at once when its code has been preloaded, and like React.lazy otherwise.
 *
 * A download that failed can be tried again: React.lazy keeps a failure for ever (every later
 * render throws it again, the page could only come back with a full reload), so an error
 * boundary that starts over (its retry, the recovery screen once the connection is back, another
 * address) first calls renewFailedLoads, which gives each failed component a new React.lazy. Not
 * at once on the failure: React renders a failed tree once more before it shows the boundary,
 * and that render would download everything again.
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkRetry } from './chunk-load';

type Module<P> = { default: ComponentType<P> };

/** How each failed component gets a new React.lazy (see the file's comment). */
const failed = new Set<() => void>();

/** Lets every component whose code failed to load try again on its next render. */
export function renewFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}

export type Preloadable<P> = ComponentType<P> & {
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
  const makeLazy = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loaded
        ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>)
        : start().catch((error: unknown) => {
            failed.add(renew); // this one keeps the failure: a boundary that starts over renews it
            throw error;
          }),
    );
  let current = makeLazy();
  const renew = () => {
    current = makeLazy();
  };
  function Preloaded(props: P) {
    return createElement(current, props);
  }
  return Object.assign(Preloaded, { preload: () => start().then(() => undefined) });
}
