import { type ComponentType, createElement, type LazyExoticComponent, lazy, Suspense, useState } from 'react';

/** A screen in a chunk of its own: render it with `<Screen of={…} />`. */
export interface LazyScreen {
  /** Starts loading the screen's chunk (once); a screen loaded before it first renders shows at once. */
  preload: () => Promise<unknown>;
  loaded: ComponentType | null;
  suspending: LazyExoticComponent<ComponentType>;
}

/**
 * Like `React.lazy`, but the screen renders without suspending once its chunk has loaded.
 * `React.lazy` suspends on its first render even when the chunk is already there (index.html
 * preloads the landing screen's chunk), and React then holds the screen back behind its fallback
 * for a while (Suspense throttles reveals): the landing screen came ~300 ms after the app's frame.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const screen: LazyScreen = {
    preload: () => {
      loading ??= load().then((module) => {
        screen.loaded = module.default;
        return module;
      });
      return loading;
    },
    loaded: null,
    suspending: lazy(() => screen.preload() as Promise<{ default: ComponentType }>),
  };
  return screen;
}

export function Screen({ of }: { of: LazyScreen }) {
  // Chosen once per screen shown here: switching from the lazy wrapper to the loaded component
  // would remount the screen and lose its state. Another screen in this place chooses again.
  const [chosen, setChosen] = useState(() => ({ of, component: of.loaded ?? of.suspending }));
  if (chosen.of !== of) {
    const next = { of, component: of.loaded ?? of.suspending };
    setChosen(next);
    return createElement(next.component);
  }
  return createElement(chosen.component);
}

/** A part of a screen in a chunk of its own: `Part` renders it (nothing until its chunk is there). */
export interface LazyPart<P> {
  /** Starts loading the part's chunk (once). */
  preload: () => Promise<unknown>;
  Part: ComponentType<P>;
}

/**
 * Like `lazyScreen` for a part of a screen that only some visits show (the desktop menu's panel): it
 * stays out of the first load, `preload` fetches it where it will show, and once loaded it renders
 * without suspending. Until then it suspends in a boundary of its own, showing nothing, so the rest
 * of the screen does not wait for it.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level (like React.lazy)
  function Part(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [component] = useState<ComponentType<P>>(() => loaded ?? suspending);
    return createElement(Suspense, { fallback: null }, createElement(component, props));
  }
  return { preload, Part };
}
