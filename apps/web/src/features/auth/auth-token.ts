import { useSyncExternalStore } from 'react';
import { setAuthTokenProvider } from '../../lib/api-client.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * The signed-in customer's session token, kept in localStorage under `orderly.auth` and sent as
 * `Authorization: Bearer …` by the API client. The account feature signs in and out through
 * `setAuthToken`; everything else reads `useAuthToken()` (null = signed out).
 */
const KEY = 'orderly.auth';

let token: string | null = readStored<string>(KEY);
const listeners = new Set<() => void>();

setAuthTokenProvider(() => token);

export function getAuthToken(): string | null {
  return token;
}

export function setAuthToken(next: string | null): void {
  token = next;
  writeStored(KEY, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getAuthToken);
}
