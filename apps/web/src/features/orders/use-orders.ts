import { useEffect, useRef, useState } from 'react';
import { ApiError, useLive } from '../../lib/client.ts';
import { userTopic } from '../auth/api/get-me.ts';
import { type CustomerOrder, getOrders } from './api/orders.ts';

export type OrdersState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; orders: CustomerOrder[] }
  | { status: 'error'; message: string; retry: () => void };

/**
 * The signed-in user's orders at the restaurant (nothing is fetched while `token` is null). With
 * `liveUserId`, the list is read again whenever the server tells that user something changed (staff
 * confirm, cancel or refund an order publish `user:{id}`), keeping the rows on screen meanwhile.
 */
export function useOrders(
  restaurantId: string,
  token: string | null,
  liveUserId?: string | null,
): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const live = useLive(token && liveUserId ? userTopic(liveUserId) : null);
  const changed = live.data;
  const shown = useRef('');
  useEffect(() => {
    if (!token) {
      setState({ status: 'idle' });
      return;
    }
    void attempt;
    void changed;
    const controller = new AbortController();
    // Another user or restaurant starts from a spinner; a live refresh keeps the rows it has.
    const key = `${restaurantId}|${token}`;
    const same = shown.current === key;
    shown.current = key;
    setState((previous) => (same && previous.status === 'ready' ? previous : { status: 'loading' }));
    getOrders(restaurantId, controller.signal).then(
      (orders) => setState({ status: 'ready', orders }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof ApiError ? error.message : 'Sorry, we could not load your orders.',
          retry: () => setAttempt((n) => n + 1),
        });
      },
    );
    return () => controller.abort();
  }, [restaurantId, token, attempt, changed]);
  return state;
}
