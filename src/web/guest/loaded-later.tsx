import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component from a module loaded after the page (decision 0143): `prefetch()` loads it; until it
 * is here it renders through `lazy` (nothing shown meanwhile), afterwards at once, in the same
 * render as the state that shows it (no Suspense pass), as if it had been in the page all along.
 */
export function loadedLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const prefetch = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => prefetch().then((component) => ({ default: component })));
  function Later(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { prefetch, Component: Later };
}
