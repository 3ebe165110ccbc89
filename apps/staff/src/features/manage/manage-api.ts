import { type CallOptions, pathOf } from '@orderly/client';
import type { DataOf, OperationName } from '@orderly/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, call, messageOf } from '../../lib/client.tsx';

/** The back office's paths: /api/manage/restaurants/:restaurantId/… */
export const managePath = (restaurantId: string, ...parts: string[]) =>
  `/api/manage/restaurants/${[restaurantId, ...parts].map((part) => encodeURIComponent(part)).join('/')}`;

export type ManagedRestaurant = DataOf<'getManagedRestaurant'>['restaurant'];

/** Sends a change; the server's refusal is thrown as an ApiError with its sentence. */
export function manageSend<T>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T> {
  return api<T>(path, { method, body: body ?? (method === 'DELETE' ? undefined : {}) });
}

export { messageOf };

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  /** Loads again (after a save elsewhere, or to retry). */
  reload: () => Promise<void>;
  /** Replaces the data with what a save answered, without a request. */
  setData: (data: T) => void;
}

/**
 * Loads a back-office resource by its contract operation (`useManageCall('getSetupStatus', {
 * params: { restaurantId } })`, typed by the contract) and keeps it; `options` null waits.
 */
export function useManageCall<N extends OperationName>(
  name: N,
  options: CallOptions<N> | null,
): Loaded<DataOf<N>> {
  const path = options ? pathOf(name, options) : null;
  const latest = useRef(options);
  latest.current = options;
  return useLoaded(path, () => call(name, latest.current ?? undefined));
}

/** Loads a back-office resource (GET `path`) and keeps it; `path` null waits. */
export function useManageData<T>(path: string | null): Loaded<T> {
  return useLoaded(path, () => api<T>(path ?? ''));
}

/** Loads what `load` answers whenever `key` changes, and keeps it; `key` null waits. */
function useLoaded<T>(path: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const latest = useRef(path);
  latest.current = path;
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async () => {
    if (!path) return;
    setState((current) => ({ ...current, loading: true }));
    try {
      const data = await loadRef.current();
      if (latest.current === path) setState({ data, error: null, loading: false });
    } catch (error) {
      if (latest.current === path) setState({ data: null, error: messageOf(error), loading: false });
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, setData };
}
