import type { DataOf } from '@orderly/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, messageOf } from '../../lib/client.tsx';

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

/** Loads a back-office resource (GET `path`) and keeps it; `path` null waits. */
export function useManageData<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: path !== null,
  });
  const latest = useRef(path);
  latest.current = path;
  const reload = useCallback(async () => {
    if (!path) return;
    setState((current) => ({ ...current, loading: true }));
    try {
      const data = await api<T>(path);
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
