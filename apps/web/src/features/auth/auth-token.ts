import { useSyncExternalStore } from 'react';
import { liveConnection, setAuthTokenProvider, setUnauthorizedHandler } from '../../lib/client.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * The signed-in customer's session token, kept in localStorage under `orderly.auth` and sent as
 * `Authorization: Bearer …` by the API client and as `{type:'auth'}` on the live socket. The
 * account feature signs in and out through `setAuthToken`; everything else reads
 * `useAuthToken()` (null = signed out). A 401 on a call that carried the token ends the session.
 */
const KEY = 'orderly.auth';

let token: string | null = readStored<string>(KEY);
const listeners = new Set<() => void>();

setAuthTokenProvider(() => token);
setUnauthorizedHandler(() => setAuthToken(null));

export function getAuthToken(): string | null {
  return token;
}

export function setAuthToken(next: string | null): void {
  if (next === token) return;
  token = next;
  writeStored(KEY, next);
  liveConnection.authenticate();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getAuthToken);
}
