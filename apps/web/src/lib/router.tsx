import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

/*
 * The app's router: the part of react-router's API the app uses (BrowserRouter, Routes/Route with
 * layout routes and Outlet, params and splats, Link/NavLink/Navigate, useNavigate, useLocation,
 * useParams, useSearchParams, matchPath), with the same behaviour, in ~1.5 KB instead of ~13.5 KB
 * of the main script: the menu a customer opens first waits for that script.
 *
 * Same as react-router: history entries hold `{ usr: state, key, idx }` (the first page's key is
 * 'default'), paths match case-insensitively with an optional trailing slash, the most specific
 * route wins (static > :param > *), navigations render in a transition, a <Link> to the current
 * address replaces it, and `<Routes location>` shows that location to the screens it renders.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** 'default' for the entry the app was opened at. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;

function readLocation(): Location {
  const state = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
if (typeof window !== 'undefined') {
  if ((window.history.state as HistoryState)?.idx == null) {
    window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
  }
  window.addEventListener('popstate', emit);
}

const navigate: NavigateFunction = (to: string | number, options: NavigateOptions = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  const idx = (window.history.state as HistoryState)?.idx ?? 0;
  const entry = {
    usr: options.state ?? null,
    key: Math.random().toString(36).slice(2, 10),
    idx: options.replace ? idx : idx + 1,
  };
  const path = url.pathname + url.search + url.hash;
  if (options.replace) window.history.replaceState(entry, '', path);
  else window.history.pushState(entry, '', path);
  emit();
};

const LocationContext = createContext<Location | null>(null);
const ParamsContext = createContext<Record<string, string | undefined>>({});
const OutletContext = createContext<ReactNode>(null);

export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  useLayoutEffect(() => {
    const listener = () => startTransition(() => setLocation(readLocation()));
    listeners.add(listener);
    // A navigation between the first render and now.
    listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return <LocationContext value={location}>{children}</LocationContext>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <BrowserRouter>');
  return location;
}

export function useNavigate(): NavigateFunction {
  return navigate;
}

export function useParams(): Record<string, string | undefined> {
  return useContext(ParamsContext);
}

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return useMemo(() => [new URLSearchParams(search)] as const, [search]);
}

export function Outlet() {
  return useContext(OutletContext);
}

export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const location = useLocation();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    const url = new URL(to, window.location.href);
    const here = location.pathname + location.search + location.hash;
    navigate(to, { replace: replace ?? url.pathname + url.search + url.hash === here, state });
  };
  return <a {...rest} href={to} target={target} onClick={click} />;
}

/** A link marked `aria-current="page"` (and class `active`) on its page and the pages below it. */
export function NavLink({ className, ...props }: LinkProps) {
  const { pathname } = useLocation();
  const path = new URL(props.to, window.location.href).pathname.toLowerCase();
  const here = pathname.toLowerCase();
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const active = here === path || (here.startsWith(path) && here.charAt(slash) === '/');
  return (
    <Link
      {...props}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

export interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
}

/** Whether `pathname` matches `pattern` ('/a/:id', '/a/*', '*'), with its params (react-router's rules). */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const names: string[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const match = new RegExp(source, 'i').exec(pathname);
  if (!match) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = match[index + 1] ?? (name === '*' ? '' : undefined);
    params[name] = value === undefined ? undefined : decode(value);
  });
  return { params, pathname: match[0] };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Describes a route to its <Routes>; never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

interface Branch {
  path: string;
  /** The layout routes' elements, then the route's own. */
  elements: ReactNode[];
  score: number;
}

function collect(children: ReactNode, parentPath: string, parents: ReactNode[], into: Branch[]) {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      collect(child.props.children, parentPath, parents, into);
      return;
    }
    const { path, element, children: nested } = child.props;
    const full =
      path === undefined
        ? parentPath
        : path.startsWith('/')
          ? path
          : `${parentPath.replace(/\/$/, '')}/${path}`;
    const elements = [...parents, element];
    if (nested) collect(nested, full, elements, into);
    if (path !== undefined) into.push({ path: full, elements, score: score(full) });
  });
}

/** react-router's ranking: more segments, static over dynamic, a splat last. */
function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

export function Routes({ children, location }: { children: ReactNode; location?: Location }) {
  const current = useLocation();
  const shown = location ?? current;
  const branches: Branch[] = [];
  collect(children, '', [], branches);
  // Stable: equal scores keep their order.
  branches.sort((a, b) => b.score - a.score);
  for (const branch of branches) {
    const match = matchPath(branch.path, shown.pathname);
    if (!match) continue;
    let outlet: ReactNode = null;
    for (let index = branch.elements.length - 1; index >= 0; index--) {
      outlet = <OutletContext value={outlet}>{branch.elements[index]}</OutletContext>;
    }
    const rendered = <ParamsContext value={match.params}>{outlet}</ParamsContext>;
    return location ? <LocationContext value={location}>{rendered}</LocationContext> : rendered;
  }
  return null;
}
