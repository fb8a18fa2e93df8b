import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

export type LazyScreen = FunctionComponent & {
  /** Fetches the screen's code now; once it is here the screen renders without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in a chunk of its own, loaded when first shown, as with React.lazy, except that once
 * its code is here (fetched ahead by `preload`) it renders at once instead of suspending. A lazy
 * component suspends on its first render even when its module has arrived, and React keeps the
 * Suspense fallback that this shows for at least 300 ms: on the first screen, that delayed the
 * content by about 250 ms after its code and data were in (issue 15).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, { preload: loadAndKeep });
}
