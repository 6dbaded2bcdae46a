import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
// Any props, as React's own `lazy` takes them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A thenable that calls back at once: React's `lazy` then takes the module without suspending. (Typed
 * as a Promise because `lazy`'s types ask for one; React only calls `then`.)
 */
function settled<M>(module: M): Promise<M> {
  const thenable = { then: (onFulfilled?: (value: M) => unknown) => onFulfilled?.(module) };
  return thenable as unknown as Promise<M>;
}

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the module (once; again after a failure); resolves when it is there. */
  preload(): Promise<Module<T>>;
};

/**
 * `React.lazy` whose chunk can be asked for ahead (on a hover, a focus) and which, once loaded,
 * renders without suspending: a plain lazy suspends on its first render even when its chunk has long
 * arrived (React only learns so from a promise callback).
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<Module<T>>): PreloadableLazy<T> {
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
