/**
 * Data that the boot script of index.html (first-screen-preload.ts) started fetching while the
 * app's scripts downloaded: the location and its menu for the restaurant kept in localStorage.
 * Each is handed out once, for the same restaurant and location only; null stands for a failed
 * request, which the caller makes again itself to get the error.
 */
interface Preloaded {
  ids: string;
  location?: Promise<unknown> | undefined;
  menu?: Promise<unknown> | undefined;
  /** On /cart and /checkout: the restaurant's rewards (`{ rewards }`), null when it has none. */
  rewards?: Promise<unknown> | undefined;
}

declare global {
  interface Window {
    __orderlyPreload?: Preloaded;
  }
}

export function takePreloaded<T>(
  kind: 'location' | 'menu' | 'rewards',
  ids: string,
): Promise<T | null> | null {
  const preloaded = typeof window === 'undefined' ? undefined : window.__orderlyPreload;
  if (!preloaded || preloaded.ids !== ids) return null;
  const promise = preloaded[kind];
  preloaded[kind] = undefined;
  return (promise as Promise<T | null> | undefined) ?? null;
}

/** The rewards read by the boot script for this restaurant (any of its locations), once. */
export function takePreloadedRewards<T>(restaurantId: string): Promise<T | null> | null {
  const preloaded = typeof window === 'undefined' ? undefined : window.__orderlyPreload;
  if (!preloaded?.ids.startsWith(`${restaurantId}/`)) return null;
  return takePreloaded<T>('rewards', preloaded.ids);
}
