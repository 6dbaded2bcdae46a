import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };

/**
 * A thenable that calls back at once: React's `lazy` then takes the module without suspending. (Typed
 * as a Promise because `lazy`'s types ask for one; React only calls `then`.)
 */
function settled<M>(module: M): Promise<M> {
  const thenable = { then: (onFulfilled?: (value: M) => unknown) => onFulfilled?.(module) };
  return thenable as unknown as Promise<M>;
}

export type PreloadableLazy<T extends ComponentType> = LazyExoticComponent<T> & {
  /** Starts loading the module (once; again after a failure); resolves when it is there. */
  preload(): Promise<Module<T>>;
};

/**
 * `React.lazy` that can be loaded ahead and, once loaded, renders without suspending. A plain lazy
 * suspends on its first render even when its chunk has long arrived (React only learns so from a
 * promise callback), so a page that fetched its screen's code beside the entry still drew its page
 * loader first, then the screen: two renders and commits where one does (decision 121).
 */
export function preloadableLazy<T extends ComponentType>(load: () => Promise<Module<T>>): PreloadableLazy<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(component, { preload });
}
