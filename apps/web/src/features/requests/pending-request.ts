import { messages } from '@orderly/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useLive } from '../../lib/client.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { requestTopic } from './api/requests.ts';

/**
 * The request waiting for staff (SPEC.md section 4): its id is stored under `requestId`, so the
 * confirming state comes back after a reload; once staff confirm it, the id moves to
 * `lastConfirmedRequestId` and the confirming state clears.
 */
const PENDING_KEY = 'requestId';
const LAST_CONFIRMED_KEY = 'lastConfirmedRequestId';

let pending: string | null = readStored<string>(PENDING_KEY);
const listeners = new Set<() => void>();

function setPending(next: string | null) {
  pending = next;
  writeStored(PENDING_KEY, next);
  for (const listener of listeners) listener();
}

export function startWaiting(requestId: string): void {
  setPending(requestId);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingRequestId(): string | null {
  return useSyncExternalStore(subscribe, () => pending);
}

export interface Confirmation {
  /** A request is waiting for staff. */
  waiting: boolean;
  /** What was asked for, once the server has answered. */
  description: string | null;
}

/** Follows the pending request live and says so when staff confirm it. */
export function useRequestConfirmation(): Confirmation {
  const id = usePendingRequestId();
  const live = useLive(id ? requestTopic(id) : null);
  const request = live.data?.request;
  const gone = live.data !== undefined && request === null;
  const confirmed = request?.confirmed === true;
  useEffect(() => {
    if (!id || pending !== id) return;
    if (confirmed) {
      writeStored(LAST_CONFIRMED_KEY, id);
      setPending(null);
      notifySuccess(messages.requestConfirmed);
    } else if (gone) {
      setPending(null);
    }
  }, [id, confirmed, gone]);
  return { waiting: Boolean(id) && !confirmed && !gone, description: request?.description ?? null };
}
