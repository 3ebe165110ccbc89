import { type CallOptions, pathOf } from '@orderly/client';
import type { DataOf, OperationName } from '@orderly/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, messageOf } from '../../lib/client.tsx';

export type ManagedRestaurant = DataOf<'getManagedRestaurant'>['restaurant'];

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
 * params: { restaurantId } })`, typed by the contract) and keeps it; `options` null waits. Changes
 * are sent with `call(operation, …)` of lib/client, whose answer a screen gives to `setData`.
 */
export function useManageCall<N extends OperationName>(
  name: N,
  options: CallOptions<N> | null,
): Loaded<DataOf<N>> {
  type T = DataOf<N>;
  // The request's address is its identity: new params or query load again, a new object with the same ones does not.
  const path = options ? pathOf(name, options) : null;
  const latestOptions = useRef(options);
  latestOptions.current = options;
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
      const data = await call(name, latestOptions.current ?? undefined);
      if (latest.current === path) setState({ data, error: null, loading: false });
    } catch (error) {
      if (latest.current === path) setState({ data: null, error: messageOf(error), loading: false });
    }
  }, [name, path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const setData = useCallback((data: T) => setState({ data, error: null, loading: false }), []);
  return { ...state, reload, setData };
}
