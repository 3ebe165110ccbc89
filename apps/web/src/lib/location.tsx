import { createContext, type ReactNode, startTransition, use, useLayoutEffect, useState } from 'react';
import { Router } from 'wouter';

/*
 * The app routes with wouter (Switch/Route/Link/Redirect, useLocation/useParams/useSearch…). This is
 * the location hook it is given (wouter's documented extension point, `<Router hook searchHook>`),
 * for three things wouter's browser location does not do:
 *  - a navigation renders in a transition: the screen shown stays until the next one is ready (its
 *    chunk loaded) instead of flashing the spinner. wouter reads the address with
 *    useSyncExternalStore, whose updates cannot be transitions;
 *  - screens can be shown at another location than the address (<AtLocation>: the screen under a
 *    desktop modal), their path, query and history state all read from that location;
 *  - history entries carry their index, so a screen knows whether Back stays in the app, also after
 *    a reload (`useAppLocation().idx > 0`).
 * Entries are `{ usr: state, idx }`, as react-router wrote them, so entries of earlier visits read.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  /** The state the navigation gave (`navigate(to, { state })`, `<Link state>`). */
  state: unknown;
  /** 0 for the first entry of the app in this tab's history. */
  idx: number;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Entry = { usr?: unknown; idx?: number } | null;

function read(): AppLocation {
  const entry = window.history.state as Entry;
  const { pathname, search } = window.location;
  return { pathname, search, state: entry?.usr ?? null, idx: entry?.idx ?? 0 };
}

if ((window.history.state as Entry)?.idx == null) {
  window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
}
let current = read();
const listeners = new Set<() => void>();
const changed = () => {
  current = read();
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', changed);

export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  const path = url.pathname + url.search + url.hash;
  const { pathname, search, hash } = window.location;
  // A link to the address shown replaces its entry (tapping MENU on the menu adds no Back step).
  const replace = options.replace ?? path === pathname + search + hash;
  const idx = (window.history.state as Entry)?.idx ?? 0;
  const entry = { usr: options.state ?? null, idx: replace ? idx : idx + 1 };
  if (replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
  changed();
}

const LocationContext = createContext<AppLocation>(current);

/** The location shown here: the address, or the one an <AtLocation> above gives. */
export function useAppLocation(): AppLocation {
  return use(LocationContext);
}

const useLocationHook = (): [string, typeof navigate] => [use(LocationContext).pathname, navigate];
const useSearchHook = (): string => use(LocationContext).search;

/** The app's router: wouter reading the address through a transition. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(current);
  useLayoutEffect(() => {
    const listener = () => startTransition(() => setShown(current));
    listeners.add(listener);
    // A navigation between the first render and now.
    listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return (
    <Router hook={useLocationHook} searchHook={useSearchHook}>
      <LocationContext value={shown}>{children}</LocationContext>
    </Router>
  );
}

/** Renders `children` as if the address were `at` (a desktop modal's background screen). */
export function AtLocation({ at, children }: { at: AppLocation; children: ReactNode }) {
  return <LocationContext value={at}>{children}</LocationContext>;
}
