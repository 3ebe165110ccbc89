/*
 * The screens a diner is likely to open next are ready before the tap (issue 30, decision 0098).
 *
 * 1. Idle: once a screen has been painted, the page loaded and idle, the files of the screens likely
 *    next from it are fetched with <link rel="prefetch"> (the browser's lowest priority, into the
 *    HTTP cache, nothing compiled or run), so the tap finds them there instead of waiting for the
 *    network. The file names come from the build: index.html's boot script keeps each screen's
 *    chunks and stylesheets in `window.__orderlyScreenFiles` (first-screen-preload.ts).
 * 2. Intent: a pointerdown (or a key press) on a link or on a control marked `data-opens` starts
 *    importing that screen's chunk at once, before the click's own work (the old screen's pending
 *    state, the navigation's render), which used to delay its first request by 100–500 ms on a slow
 *    phone.
 */
import type { LazyScreen } from './lazy-screen.ts';

declare global {
  interface Window {
    /** Each screen's files (names under /assets/), written by index.html's boot script. */
    __orderlyScreenFiles?: Record<string, string[]>;
  }
}

const prefetched = new Set<string>();

/** Adds a <link rel="prefetch"> for each file of the screens not asked for yet. */
function prefetchFiles(screens: readonly string[]) {
  const files = window.__orderlyScreenFiles;
  if (!files) return;
  for (const screen of screens) {
    for (const file of files[screen] ?? []) {
      if (prefetched.has(file)) continue;
      prefetched.add(file);
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = `/assets/${file}`;
      // Chunks are fetched as module scripts (CORS mode): the prefetch must match to be reused.
      if (file.endsWith('.js')) link.crossOrigin = '';
      document.head.append(link);
    }
  }
}

/**
 * Runs `work` once the page has loaded (the first screen's pictures included: a prefetch must not
 * take their bandwidth) and is idle after the next frame (a timer where idle callbacks are missing).
 */
function whenIdle(work: () => void) {
  const idle = () =>
    requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(work, { timeout: 3000 });
      else setTimeout(work, 500);
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const prefetchedScreens = new Set<string>();

/** Prefetches the files of these screens (keys of `__orderlyScreenFiles`) once the page is idle. */
export function prefetchWhenIdle(screens: readonly string[]) {
  if (screens.length === 0 || screens.every((screen) => prefetchedScreens.has(screen))) return;
  whenIdle(() => {
    for (const screen of screens) prefetchedScreens.add(screen);
    prefetchFiles(screens);
  });
}

const intents = new Map<string, () => LazyScreen[]>();

/**
 * The screen(s) a tap on a link to `path` (or a control with `data-opens="path"`) opens: their
 * chunks start loading on pointerdown. A function, so the choice can follow the layout (the
 * desktop opens a product over the menu).
 */
export function loadOnIntent(path: string, screens: () => LazyScreen[]) {
  intents.set(path, screens);
}

function onIntent(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest('[data-opens], a[href]');
  if (!control) return;
  const address = control.getAttribute('data-opens') ?? control.getAttribute('href') ?? '';
  const path = address.split(/[?#]/)[0] ?? '';
  for (const screen of intents.get(path)?.() ?? []) void screen.preload();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', onIntent, { capture: true, passive: true });
  document.addEventListener('keydown', onIntent, { capture: true, passive: true });
}
