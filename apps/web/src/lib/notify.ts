import { useSyncExternalStore } from 'react';

/**
 * Toasts through sonner, loaded on first use so the first load of a screen carries none of it:
 * the first toast asks the app layout to mount the (lazy) Toaster, and sonner shows the toasts
 * raised before the Toaster subscribed.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been raised, so the Toaster must be on the screen. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, () => toasterWanted);
}

export function notifySuccess(message: string): void {
  wantToaster();
  void import('sonner').then(({ toast }) => toast.success(message));
}

export function notifyError(message: string): void {
  wantToaster();
  void import('sonner').then(({ toast }) => toast.error(message));
}
