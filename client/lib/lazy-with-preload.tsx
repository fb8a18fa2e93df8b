import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

export type Preloadable = FunctionComponent & {
  /** Fetches the component's code now; once it is here the component renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A component (a screen, the header's chat button) in a chunk of its own, loaded when first
 * shown, as with React.lazy, except that once its code is here (fetched ahead by `preload`) it
 * renders at once instead of suspending. A lazy
 * component suspends on its first render even when its module has arrived, and React keeps the
 * Suspense fallback that this shows for a minimum time: on the first screen, that delayed the
 * content after its code and data were in (decision 088).
 */
export function lazyWithPreload(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Preloaded() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Preloaded, { preload: loadAndKeep });
}
