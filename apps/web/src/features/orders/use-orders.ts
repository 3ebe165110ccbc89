import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { type CustomerOrder, getOrders } from './api/orders.ts';

export type OrdersState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; orders: CustomerOrder[] }
  | { status: 'error'; message: string; retry: () => void };

/** The signed-in user's orders at the restaurant (nothing is fetched while `token` is null). */
export function useOrders(restaurantId: string, token: string | null): OrdersState {
  const [state, setState] = useState<OrdersState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) {
      setState({ status: 'idle' });
      return;
    }
    void attempt;
    const controller = new AbortController();
    setState({ status: 'loading' });
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
  }, [restaurantId, token, attempt]);
  return state;
}
