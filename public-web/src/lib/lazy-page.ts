import { createContext, createElement, lazy, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * React.lazy with a name and a preload. A page the server rendered must hydrate with its code already run:
 * a lazy component that suspends during hydration leaves its part of the page dehydrated, and the session's
 * first update (signed out on the server, signed in here) would then throw the server's HTML away. So the
 * server notes every lazy page its render drew (by name, in the page's data) and the browser awaits their
 * `preload()` before hydrating; once loaded a page renders without suspending. Anywhere else it is an
 * ordinary lazy component: its code loads when first shown.
 */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

const registry = new Map<string, LazyPage<never>>();
/** What a server render drew: every lazy page, and those whose code had not loaded yet (they suspended). */
export type Drawing = { drawn: Set<string>; suspended: Set<string> };
const Drawn = createContext<Drawing | null>(null);

/** The server's render: collects the names of the lazy pages it drew. */
export function DrawnLazyPages({ into, children }: { into: Drawing; children: ReactNode }) {
  return createElement(Drawn.Provider, { value: into }, children);
}

export function lazyPage<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyPage<P> {
  if (registry.has(name)) throw new Error(`Two lazy pages are called ${name}`);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // A failed download (a dropped connection) may be tried again by the next render or preload.
  const preload = () =>
    (loading ??= load().then(
      (component) => void (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page(props: P) {
    const drawing = useContext(Drawn);
    drawing?.drawn.add(name);
    if (!loaded) drawing?.suspended.add(name);
    return loaded ? createElement(loaded, props) : createElement(Lazy as ComponentType<P>, props);
  }
  Page.displayName = name;
  const page = Object.assign(Page, { preload });
  registry.set(name, page as LazyPage<never>);
  return page;
}

/** Before hydrating: the code of the lazy pages the server drew (names it does not know are skipped). */
export function preloadLazyPages(names: readonly string[]): Promise<unknown> {
  return Promise.all(names.map((name) => registry.get(name)?.preload()));
}
